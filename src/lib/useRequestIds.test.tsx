import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestIds } from './useRequestIds';

describe('useRequestIds', () => {
  it('keeps the id while the same values are sent again, and takes a new one for other values or after a success', () => {
    let made = 0;
    const { result } = renderHook(() => useRequestIds(() => `id-${++made}`));
    const first = result.current.idFor({ minutes: 10 });
    // a retry after a lost connection: the same id
    expect(result.current.idFor({ minutes: 10 })).toBe(first);
    // changed values are another request
    expect(result.current.idFor({ minutes: 12 })).toBe('id-2');
    result.current.done();
    // the same values after a success are a new entry
    expect(result.current.idFor({ minutes: 12 })).toBe('id-3');
  });
});
