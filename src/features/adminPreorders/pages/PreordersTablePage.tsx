import '../adminPreorders.css';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { LoadMore } from '../../../lib/ui/LoadMore';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { PreordersMenu } from '../components/PreordersMenu';
import { PreordersTable } from '../components/PreordersTable';
import { useAdminPreorderCountQuery, useAdminPreordersInfiniteQuery } from '../api/adminPreordersApi';
import { DEFAULT_SORT, type PreorderSort } from '../api/preordersFirestore';

/** admin.preordersTable: the knee sleeve pre-orders, newest first, with search by Order ID, sorting by date and paging. */
export default function PreordersTablePage() {
  const { t } = useTranslation('adminPreorders');
  const [sort, setSort] = useState<PreorderSort>(DEFAULT_SORT);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const list = useAdminPreordersInfiniteQuery({ sort, search });
  const count = useAdminPreorderCountQuery();
  const preorders = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const error = queryErrorMessage(list.error) ?? queryErrorMessage(count.error);

  /** Shows the pre-orders for this search and order from page one, and counts them again. */
  function startOver(nextSort: PreorderSort, nextSearch: string) {
    // A query that changes is read afresh anyway; the same query is read again.
    if (nextSearch === search && nextSort.direction === sort.direction) void list.refetch();
    setSort(nextSort);
    setSearch(nextSearch);
    void count.refetch();
  }

  function runSearch() {
    // An empty search reloads the list; a repeated one asks again.
    startOver(sort, searchText.trim());
  }

  function reset() {
    setSearchText('');
    startOver(DEFAULT_SORT, '');
  }

  function toggleSort() {
    setSort((current) => ({ ...current, direction: current.direction === 'desc' ? 'asc' : 'desc' }));
  }

  return (
    <Row className="g-3">
      <Col xs={12} md={3} xl={2}>
        <PreordersMenu />
      </Col>
      <Col xs={12} md={9} xl={10} style={{ minWidth: 0 }}>
        <section aria-labelledby="admin-preorders-title">
          <h1 id="admin-preorders-title" className="h4 mb-3">
            {t('title')}
          </h1>

          <div className="d-flex flex-wrap gap-2 mb-3">
            <SearchForm value={searchText} onChange={setSearchText} onSearch={runSearch} placeholder={t('orderIdSearch')} buttonLabel={t('search')} />
            <Button variant="outline-secondary" onClick={reset} aria-label={t('reset')} title={t('reset')}>
              <i className="bi bi-arrow-clockwise" aria-hidden="true" />
            </Button>
          </div>

          {error && <Alert variant="danger">{t('loadFailed', { message: error })}</Alert>}

          <PreordersTable preorders={preorders} loading={list.isLoading} sort={sort} onToggleSort={toggleSort} />

          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span className="text-body-secondary small" data-testid="preorders-total">
              {count.data !== undefined && t('totalCount', { total: count.data })}
            </span>
            {!list.isLoading && preorders.length > 0 && (
              <LoadMore link allLoaded={!list.hasNextPage} loadingMore={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} labels={{ loadMore: t('loadMore'), allLoaded: t('allLoaded') }} />
            )}
          </div>
        </section>
      </Col>
    </Row>
  );
}
