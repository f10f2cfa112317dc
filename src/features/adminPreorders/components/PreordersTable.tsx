import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatTimestamp } from '../../../lib/dateFormat';
import { displayedStatus, formatStoredMoney, isOrganizationOrder, PREORDER_PAGE_SIZE } from '@rehab/model/preorders';
import { LinkedRow, SortHeader, TableBody } from '../../../lib/ui/TableParts';
import { PreorderStatusTag } from '../../preorders';
import type { AdminPreorder, PreorderSort } from '../api/preordersFirestore';

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
  const detailOf = (id: string) => routePath('admin.preorderDetail', { id });

  return (
    <div className="table-responsive position-relative mb-2">
      <Table hover size="sm" className="align-middle mb-0" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className="text-nowrap">
              {t('columns.orderId')}
            </th>
            <SortHeader
              label={t('columns.orderDate')}
              direction={sort.direction}
              description={t(sort.direction === 'asc' ? 'sortedAscending' : 'sortedDescending')}
              onSort={onToggleSort}
            />
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
        <TableBody loading={loading} count={preorders.length} columns={COLUMN_COUNT} placeholderRows={PREORDER_PAGE_SIZE} empty={t('noPreorders')}>
          {preorders.map((preorder) => (
            <LinkedRow key={preorder.docId} to={detailOf(preorder.docId)} testId="admin-preorder-row">
              <td className="text-nowrap">
                <Link to={detailOf(preorder.docId)}>{preorder.docId}</Link>
              </td>
              <td className="text-nowrap">{preorder.orderDate && <bdi>{formatTimestamp(preorder.orderDate.toDate())}</bdi>}</td>
              <td>
                <bdi>
                  {preorder.firstName} {preorder.lastName}
                </bdi>
              </td>
              <td className="text-end">{preorder.quantity}</td>
              <td className="text-end text-nowrap">
                <bdi>{formatStoredMoney(preorder.total)}</bdi>
              </td>
              <td>{t(isOrganizationOrder(preorder) ? 'yes' : 'no')}</td>
              <td>
                <PreorderStatusTag status={displayedStatus(preorder)} />
              </td>
            </LinkedRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
