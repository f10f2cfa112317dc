import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { setAsideUnreadableState } from './stack';

describe('setAsideUnreadableState', () => {
  const stateFile = () => join(mkdtempSync(join(tmpdir(), 'anvil-state-')), 'anvil-state.json');

  it('keeps a state file anvil can load', () => {
    const file = stateFile();
    writeFileSync(file, '{"block":{"number":"0x1"}}');
    setAsideUnreadableState(file);
    expect(readFileSync(file, 'utf8')).toBe('{"block":{"number":"0x1"}}');
  });

  it('sets aside an empty or cut-short file, saying so, so that the chain starts afresh', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const content of ['', '{"block":{"num']) {
      const file = stateFile();
      writeFileSync(file, content);
      setAsideUnreadableState(file);
      expect(existsSync(file)).toBe(false);
      expect(readFileSync(`${file}.unreadable`, 'utf8')).toBe(content);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('does nothing without a state file', () => {
    const file = stateFile();
    setAsideUnreadableState(file);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.unreadable`)).toBe(false);
  });
});
