import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

describe('storage', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back what it wrote, and the fallback once removed', () => {
    writeStored('k', { a: 1 });
    expect(readStored('k', null)).toEqual({ a: 1 });
    removeStored('k');
    expect(readStored('k', 'none')).toBe('none');
  });

  it('reads unreadable JSON as the fallback', () => {
    localStorage.setItem('k', '{not json');
    expect(readStored('k', [])).toEqual([]);
  });

  it('drops a write the browser refuses instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('k', 1)).not.toThrow();
    expect(readStored('k', 0)).toBe(0);
  });
});
