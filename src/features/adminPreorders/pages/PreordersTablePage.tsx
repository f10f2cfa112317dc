import '../adminPreorders.css';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../lib/ui/LoadMore';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { PreordersMenu } from '../components/PreordersMenu';
import { PreordersTable } from '../components/PreordersTable';
import { DEFAULT_SORT, type PreorderSort } from '../preordersApi';
import { usePreorderList } from '../usePreorderList';

/** admin.preordersTable: the knee sleeve pre-orders, newest first, with search by Order ID, sorting by date and paging. */
export default function PreordersTablePage() {
  const { t } = useTranslation('adminPreorders');
  const [sort, setSort] = useState<PreorderSort>(DEFAULT_SORT);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [reloads, setReloads] = useState(0);
  const list = usePreorderList(sort, search, reloads);

  function runSearch() {
    // An empty search reloads the list; a repeated one asks again.
    setSearch(searchText.trim());
    setReloads((n) => n + 1);
  }

  function reset() {
    setSearchText('');
    setSearch('');
    setSort(DEFAULT_SORT);
    setReloads((n) => n + 1);
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

          {list.error && <Alert variant="danger">{t('loadFailed', { message: list.error })}</Alert>}

          <PreordersTable preorders={list.preorders} loading={list.loading} sort={sort} onToggleSort={toggleSort} />

          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span className="text-body-secondary small" data-testid="preorders-total">
              {list.total !== null && t('totalCount', { total: list.total })}
            </span>
            {!list.loading && list.preorders.length > 0 && (
              <LoadMore link allLoaded={list.allLoaded} loadingMore={list.loadingMore} onLoadMore={list.loadMore} labels={{ loadMore: t('loadMore'), allLoaded: t('allLoaded') }} />
            )}
          </div>
        </section>
      </Col>
    </Row>
  );
}
