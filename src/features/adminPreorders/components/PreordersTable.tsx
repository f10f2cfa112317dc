import { Placeholder, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { formatTimestamp } from '../../../lib/dateFormat';
import { displayedStatus, isOrganizationOrder } from '../../../lib/model/preorders';
import { formatStoredMoney, PREORDERS_PAGE_SIZE } from '../preorderLogic';
import type { AdminPreorder, PreorderSort } from '../preordersApi';
import { StatusTag } from './StatusTag';

const COLUMN_COUNT = 7;

interface PreordersTableProps {
  preorders: AdminPreorder[];
  loading: boolean;
  sort: PreorderSort;
  onToggleSort: () => void;
}

/** The pre-orders, one row each; a row (or its Order Id link, for the keyboard) opens the pre-order. */
export function PreordersTable({ preorders, loading, sort, onToggleSort }: PreordersTableProps) {
  const { t } = useTranslation('adminPreorders');
  const navigate = useNavigate();
  const detailOf = (id: string) => routePath('admin.preorderDetail', { id });
  const ascending = sort.direction === 'asc';

  return (
    <div className="table-responsive position-relative mb-2">
      <Table hover size="sm" className="align-middle mb-0" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className="text-nowrap">
              {t('columns.orderId')}
            </th>
            <th scope="col" className="text-nowrap" aria-sort={ascending ? 'ascending' : 'descending'}>
              <button type="button" className="btn btn-link btn-sm p-0 text-body fw-semibold text-decoration-none" onClick={onToggleSort}>
                {t('columns.orderDate')}
                <i className={`bi ms-1 ${ascending ? 'bi-sort-up' : 'bi-sort-down'}`} aria-hidden="true" />
                <span className="visually-hidden">{t(ascending ? 'sortedAscending' : 'sortedDescending')}</span>
              </button>
            </th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col" className="text-end">
              {t('columns.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('columns.total')}
            </th>
            <th scope="col">{t('columns.organization')}</th>
            <th scope="col">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: PREORDERS_PAGE_SIZE }, (_, i) => (
              <tr key={i} aria-hidden="true">
                <td colSpan={COLUMN_COUNT}>
                  <Placeholder animation="glow">
                    <Placeholder xs={12} />
                  </Placeholder>
                </td>
              </tr>
            ))
          ) : preorders.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="text-center text-body-secondary py-4">
                {t('noPreorders')}
              </td>
            </tr>
          ) : (
            preorders.map((preorder) => (
              <tr
                key={preorder.docId}
                className="admin-preorders-row"
                data-testid="admin-preorder-row"
                onClick={(event) => {
                  // The link handles its own clicks (and a modified click opens a tab).
                  if ((event.target as HTMLElement).closest('a')) return;
                  void navigate(detailOf(preorder.docId));
                }}
              >
                <td className="text-nowrap">
                  <Link to={detailOf(preorder.docId)}>{preorder.docId}</Link>
                </td>
                <td className="text-nowrap">{preorder.orderDate ? formatTimestamp(preorder.orderDate.toDate()) : ''}</td>
                <td>
                  {preorder.firstName} {preorder.lastName}
                </td>
                <td className="text-end">{preorder.quantity}</td>
                <td className="text-end text-nowrap">{formatStoredMoney(preorder.total)}</td>
                <td>{t(isOrganizationOrder(preorder) ? 'yes' : 'no')}</td>
                <td>
                  <StatusTag status={displayedStatus(preorder)} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}
