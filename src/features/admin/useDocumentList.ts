import { useState } from 'react';
import { useCursorList } from '../../lib/useCursorList';
import { fetchDocumentPage, findDocument, type AdminDocument, type DocumentCursor } from './adminApi';
import type { CollectionView } from './adminSlice';
import { toQueryFilters } from './filters';

/**
 * The open collection's documents as the view asks for them: the first page
 * (15), then more on `loadMore` until a short page arrives; or, for a Doc ID
 * search, that one document. `reload` fetches page one again.
 */
export function useDocumentList(collection: string, view: CollectionView) {
  const [reloads, setReloads] = useState(0);
  const request = JSON.stringify([collection, view.filters, view.sort, view.docIdSearch, reloads]);
  const query = { filters: toQueryFilters(view.filters), sort: view.sort };
  const list = useCursorList<AdminDocument, DocumentCursor>(
    request,
    () =>
      view.docIdSearch
        ? findDocument(collection, view.docIdSearch).then((items) => ({ items, cursor: null }))
        : fetchDocumentPage(collection, query),
    (after) => fetchDocumentPage(collection, { ...query, after }),
  );

  return { ...list, documents: list.items, reload: () => setReloads((n) => n + 1) };
}
