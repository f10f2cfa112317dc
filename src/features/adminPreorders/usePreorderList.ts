import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/useAsyncAction';
import {
  countPreorders,
  fetchPreorderPage,
  findPreorder,
  type AdminPreorder,
  type PreorderCursor,
  type PreorderPage,
  type PreorderSort,
} from './preordersApi';

interface ListState {
  /** the request these pre-orders answer (sort, search, reload count) */
  request: string;
  preorders: AdminPreorder[];
  cursor: PreorderCursor | null;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
}

const loadingState = (request: string): ListState => ({ request, preorders: [], cursor: null, loading: true, loadingMore: false, error: null });

/**
 * The pre-orders the table shows: the first page in the chosen order, then
 * more on `loadMore` until the last page; or, for an Order ID search, that
 * one pre-order. Also the number of all pre-orders. `reload` starts over.
 */
export function usePreorderList(sort: PreorderSort, search: string, reloads: number) {
  const request = JSON.stringify([sort, search, reloads]);
  const [state, setState] = useState<ListState>(() => loadingState(request));
  const [count, setCount] = useState<{ reloads: number; total: number | null; error: string | null }>({ reloads, total: null, error: null });

  useEffect(() => {
    let current = true;
    const loading: Promise<PreorderPage> = search
      ? findPreorder(search).then((preorders) => ({ preorders, cursor: null }))
      : fetchPreorderPage(sort);
    loading.then(
      (page) => current && setState({ request, ...page, loading: false, loadingMore: false, error: null }),
      (error: unknown) => current && setState({ ...loadingState(request), loading: false, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
    // The request string stands for sort, search and reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  useEffect(() => {
    let current = true;
    countPreorders().then(
      (total) => current && setCount({ reloads, total, error: null }),
      (error: unknown) => current && setCount({ reloads, total: null, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  const shown = state.request === request ? state : loadingState(request);

  const loadMore = useCallback(() => {
    if (!state.cursor || state.loadingMore) return;
    const after = state.cursor;
    setState((s) => ({ ...s, loadingMore: true, error: null }));
    fetchPreorderPage(sort, after).then(
      (page) =>
        setState((s) => (s.request === request ? { ...s, preorders: [...s.preorders, ...page.preorders], cursor: page.cursor, loadingMore: false } : s)),
      (error: unknown) => setState((s) => (s.request === request ? { ...s, loadingMore: false, error: errorMessage(error) } : s)),
    );
  }, [sort, request, state.cursor, state.loadingMore]);

  return {
    preorders: shown.preorders,
    loading: shown.loading,
    loadingMore: shown.loadingMore,
    error: shown.error ?? (count.reloads === reloads ? count.error : null),
    /** all pre-orders, null until counted */
    total: count.reloads === reloads ? count.total : null,
    /** whether the last page has arrived */
    allLoaded: !shown.loading && shown.cursor === null,
    loadMore,
  };
}
