import { useState } from 'react';
import type { PageSize } from '../../../lib/pagination';
import { usePagedList } from '../../../lib/usePagedList';

/**
 * A searchable, paged patient list: the matching items, the current page, and
 * the props of its ListControls. A new search or page size goes back to page 1.
 */
export function useListView<T>(items: readonly T[], search: (items: readonly T[], text: string) => T[], defaultPageSize: PageSize) {
  const [text, setText] = useState('');
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  const matching = search(items, text);
  const paged = usePagedList(matching, pageSize);
  return {
    matching,
    ...paged,
    controls: {
      search: text,
      onSearchChange: (value: string) => {
        setText(value);
        paged.setPage(1);
      },
      pageSize,
      onPageSizeChange: (size: PageSize) => {
        setPageSize(size);
        paged.setPage(1);
      },
    },
  };
}
