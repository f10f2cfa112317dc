import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRevealInSlices } from './useRevealInSlices';

describe('useRevealInSlices', () => {
  it('reveals a ready screen from a later, deferred render', async () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const shown = useRevealInSlices(true);
      seen.push(shown);
      return shown;
    });
    await act(async () => undefined);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('hides a screen at once when it is no longer ready', async () => {
    const { result, rerender } = renderHook(({ ready }) => useRevealInSlices(ready), { initialProps: { ready: true } });
    await act(async () => undefined);
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(false);
  });
});
