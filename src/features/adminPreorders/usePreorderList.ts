import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/useAsyncAction';
import { useCursorList } from '../../lib/useCursorList';
import { countPreorders, fetchPreorderPage, findPreorder, type AdminPreorder, type PreorderCursor, type PreorderSort } from './preordersApi';

/**
 * The pre-orders the table shows: the first page in the chosen order, then
 * more on `loadMore` until the last page; or, for an Order ID search, that
 * one pre-order. Also the number of all pre-orders. A new `reloads` starts over.
 */
export function usePreorderList(sort: PreorderSort, search: string, reloads: number) {
  const list = useCursorList<AdminPreorder, PreorderCursor>(
    JSON.stringify([sort, search, reloads]),
    () => (search ? findPreorder(search).then((items) => ({ items, cursor: null })) : fetchPreorderPage(sort)),
    (after) => fetchPreorderPage(sort, after),
  );
  const [count, setCount] = useState<{ reloads: number; total: number | null; error: string | null }>({ reloads, total: null, error: null });

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

  const counted = count.reloads === reloads;
  return {
    ...list,
    preorders: list.items,
    error: list.error ?? (counted ? count.error : null),
    /** all pre-orders, null until counted */
    total: counted ? count.total : null,
  };
}
