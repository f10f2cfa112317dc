import { useEffect, useState } from 'react';
import { errorMessage } from './useAsyncAction';

/** One page of a list read in pages: its items and where the next page starts (null after the last page). */
export interface CursorPage<T, C> {
  items: T[];
  cursor: C | null;
}

interface ListState<T, C> extends CursorPage<T, C> {
  /** the request these items answer */
  request: string;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
}

const loadingState = <T, C>(request: string): ListState<T, C> => ({ request, items: [], cursor: null, loading: true, loadingMore: false, error: null });

/**
 * A list read a page at a time ("Load more"): the first page whenever
 * `request` changes (a key standing for everything the query depends on,
 * a reload count included), then the next page on `loadMore` until the last
 * one has arrived. Answers to an older request are dropped.
 */
export function useCursorList<T, C>(
  request: string,
  firstPage: () => Promise<CursorPage<T, C>>,
  nextPage: (cursor: C) => Promise<CursorPage<T, C>>,
) {
  const [state, setState] = useState<ListState<T, C>>(() => loadingState(request));

  useEffect(() => {
    let current = true;
    firstPage().then(
      (page) => current && setState({ request, ...page, loading: false, loadingMore: false, error: null }),
      (error: unknown) => current && setState({ ...loadingState<T, C>(request), loading: false, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
    // The request key stands for everything the first page depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const shown = state.request === request ? state : loadingState<T, C>(request);

  function loadMore() {
    if (!shown.cursor || shown.loadingMore) return;
    const after = shown.cursor;
    setState((s) => ({ ...s, loadingMore: true, error: null }));
    nextPage(after).then(
      (page) => setState((s) => (s.request === request ? { ...s, items: [...s.items, ...page.items], cursor: page.cursor, loadingMore: false } : s)),
      (error: unknown) => setState((s) => (s.request === request ? { ...s, loadingMore: false, error: errorMessage(error) } : s)),
    );
  }

  return {
    items: shown.items,
    loading: shown.loading,
    loadingMore: shown.loadingMore,
    error: shown.error,
    /** whether the last page has arrived */
    allLoaded: !shown.loading && shown.cursor === null,
    loadMore,
  };
}
