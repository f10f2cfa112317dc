import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCursorList, type CursorPage } from './useCursorList';

/** Pages of numbers: the cursor is where the next page starts, null after the last. */
const pages: Record<number, CursorPage<number, number>> = {
  0: { items: [1, 2], cursor: 2 },
  2: { items: [3, 4], cursor: 4 },
  4: { items: [5], cursor: null },
};

describe('useCursorList', () => {
  it('reads the first page, then the next ones on loadMore until the last', async () => {
    const next = vi.fn(async (cursor: number) => pages[cursor]);
    const { result } = renderHook(() => useCursorList('numbers', async () => pages[0], next));
    expect(result.current).toMatchObject({ loading: true, items: [], allLoaded: false });
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    expect(result.current.allLoaded).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual([1, 2, 3, 4]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.allLoaded).toBe(true));
    expect(result.current.items).toEqual([1, 2, 3, 4, 5]);
    act(() => result.current.loadMore());
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('starts over when the request changes, dropping the older answer', async () => {
    let answerOld: (page: CursorPage<number, number>) => void = () => undefined;
    const { result, rerender } = renderHook(({ request }) =>
      useCursorList(
        request,
        () => (request === 'old' ? new Promise<CursorPage<number, number>>((resolve) => (answerOld = resolve)) : Promise.resolve({ items: [9], cursor: null })),
        async () => pages[0],
      ),
      { initialProps: { request: 'old' } },
    );
    rerender({ request: 'new' });
    await waitFor(() => expect(result.current.items).toEqual([9]));
    await act(async () => answerOld({ items: [1], cursor: 1 }));
    expect(result.current.items).toEqual([9]);
  });

  it('keeps what it has and says why when a page cannot be read', async () => {
    const { result } = renderHook(() => useCursorList('numbers', async () => pages[0], () => Promise.reject(new Error('offline'))));
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBe('offline'));
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.loadingMore).toBe(false);
  });
});
