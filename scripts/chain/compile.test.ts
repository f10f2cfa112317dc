// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staleFiles } from './compile';

describe('the committed coin token build', () => {
  it('is what solc-js compiles from contracts/TexavieCoin.sol now', () => {
    expect(staleFiles()).toEqual([]);
  }, 60_000);
});
