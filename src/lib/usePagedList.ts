import { useState } from 'react';
import { clampPage, pageCount, pageOf, type PageSize } from './pagination';

/**
 * The current page of a list: its rows, the page number (kept inside the
 * list when it shrinks) and the number of pages, for a PaginationBar.
 */
export function usePagedList<T>(items: readonly T[], pageSize: PageSize) {
  const [requestedPage, setPage] = useState(1);
  const pages = pageCount(items.length, pageSize);
  const page = clampPage(requestedPage, pages);
  return { rows: pageOf(items, page, pageSize), page, pages, setPage };
}
