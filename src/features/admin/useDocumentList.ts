import { useCallback, useEffect, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { errorMessage } from '../../lib/useAsyncAction';
import { fetchDocumentPage, findDocument, type AdminDocument } from './adminApi';
import type { CollectionView } from './adminSlice';
import { toQueryFilters } from './filters';

interface ListState {
  /** the request these documents answer (collection, filters, sort, search, reload count) */
  request: string;
  documents: AdminDocument[];
  cursor: QueryDocumentSnapshot | null;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
}

/**
 * The open collection's documents as the view asks for them: the first page
 * (15), then more on `loadMore` until a short page arrives; or, for a Doc ID
 * search, that one document. `reload` fetches page one again.
 */
export function useDocumentList(collection: string, view: CollectionView) {
  const [reloads, setReloads] = useState(0);
  const request = JSON.stringify([collection, view.filters, view.sort, view.docIdSearch, reloads]);
  const [state, setState] = useState<ListState>({ request, documents: [], cursor: null, loading: true, loadingMore: false, error: null });

  useEffect(() => {
    let current = true;
    const [name, , , docIdSearch] = JSON.parse(request) as [string, unknown, unknown, string];
    const loading = docIdSearch
      ? findDocument(name, docIdSearch).then((documents) => ({ documents, cursor: null }))
      : fetchDocumentPage(name, { filters: toQueryFilters(view.filters), sort: view.sort });
    loading.then(
      (page) => current && setState({ request, ...page, loading: false, loadingMore: false, error: null }),
      (error: unknown) =>
        current && setState({ request, documents: [], cursor: null, loading: false, loadingMore: false, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
    // The request string stands for everything the query depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const fresh = state.request === request;
  const shown: ListState = fresh ? state : { request, documents: [], cursor: null, loading: true, loadingMore: false, error: null };

  const loadMore = useCallback(() => {
    if (!state.cursor || state.loadingMore) return;
    const after = state.cursor;
    setState((s) => ({ ...s, loadingMore: true, error: null }));
    fetchDocumentPage(collection, { filters: toQueryFilters(view.filters), sort: view.sort, after }).then(
      (page) =>
        setState((s) =>
          s.request === request ? { ...s, documents: [...s.documents, ...page.documents], cursor: page.cursor, loadingMore: false } : s,
        ),
      (error: unknown) => setState((s) => (s.request === request ? { ...s, loadingMore: false, error: errorMessage(error) } : s)),
    );
  }, [collection, view.filters, view.sort, request, state.cursor, state.loadingMore]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return {
    documents: shown.documents,
    loading: shown.loading,
    loadingMore: shown.loadingMore,
    error: shown.error,
    /** whether the last page has arrived */
    allLoaded: !shown.loading && shown.cursor === null,
    loadMore,
    reload,
  };
}
