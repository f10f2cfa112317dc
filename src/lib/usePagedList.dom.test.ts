import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './usePagedList';

describe('usePagedList', () => {
  it('gives the rows of the current page and stays inside the list when it shrinks', () => {
    const { result, rerender } = renderHook(({ items }) => usePagedList(items, 10), { initialProps: { items: Array.from({ length: 25 }, (_, i) => i) } });
    expect(result.current).toMatchObject({ page: 1, pages: 3 });
    act(() => result.current.setPage(3));
    expect(result.current.rows).toEqual([20, 21, 22, 23, 24]);

    rerender({ items: Array.from({ length: 12 }, (_, i) => i) });
    expect(result.current).toMatchObject({ page: 2, pages: 2, rows: [10, 11] });
  });
});
