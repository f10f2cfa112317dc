import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dateFormat';
import type { WalletTransaction } from '@rehab/model/collections';
import { ALL, type PageSize } from '../../../lib/pagination';
import { usePagedList } from '../../../lib/usePagedList';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { newestFirst, shownRange } from '../logic/history';

interface TransactionHistoryProps {
  transactions: readonly WalletTransaction[];
  /** the page sizes offered (one: no choice) */
  pageSizes: readonly PageSize[];
  /** the table's accessible name */
  label: string;
}

/** The wallet's history, newest first: Date, Type, Description, Amount, in pages, with 'Showing x to y of z'. */
export function TransactionHistory({ transactions, pageSizes, label }: TransactionHistoryProps) {
  const { t, i18n } = useTranslation('wallet');
  const [pageSize, setPageSize] = useState<PageSize>(pageSizes[0]);
  const rows = useMemo(() => newestFirst(transactions), [transactions]);
  const paged = usePagedList(rows, pageSize);
  const range = shownRange(paged.page, pageSize, rows.length);

  if (rows.length === 0) {
    return (
      <p className="text-body-secondary mb-0" data-testid="no-transactions">
        {t('history.empty')}
      </p>
    );
  }
  return (
    <>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
        <Table hover size="sm" className="align-middle mb-2" aria-label={label} data-testid="wallet-transactions">
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.type')}</th>
              <th scope="col">{t('history.description')}</th>
              <th scope="col" className="text-end">
                {t('history.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {paged.rows.map((entry, index) => (
              <tr key={`${entry.timestamp.toMillis()}-${entry.name}-${index}`}>
                <td className="text-nowrap">{formatLongDate(entry.timestamp.toMillis(), i18n.language)}</td>
                <td>
                  <span className={`badge ${entry.type === 'in' ? 'text-bg-success' : 'text-bg-secondary'}`}>{t(`history.types.${entry.type}`)}</span>
                </td>
                <td>{entry.name}</td>
                <td className={`text-end text-nowrap ${entry.type === 'in' ? 'text-success' : 'text-danger'}`} dir="ltr">
                  {entry.type === 'in' ? '+' : '−'}
                  {t('balance', { amount: entry.value })}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span className="text-body-secondary small" data-testid="transactions-range">
          {t('history.showing', range)}
        </span>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {pageSizes.length > 1 && (
            <Form.Select
              size="sm"
              className="w-auto"
              aria-label={t('history.pageSize')}
              value={String(pageSize)}
              onChange={(event) => {
                const value = event.target.value;
                setPageSize(value === ALL ? ALL : Number(value));
                paged.setPage(1);
              }}
            >
              {pageSizes.map((size) => (
                <option key={size} value={String(size)}>
                  {size === ALL ? t('history.all') : size}
                </option>
              ))}
            </Form.Select>
          )}
          <PaginationBar
            page={paged.page}
            pages={paged.pages}
            onPageChange={paged.setPage}
            labels={{ navigation: t('history.pages'), previous: t('history.previous'), next: t('history.next') }}
          />
        </div>
      </div>
    </>
  );
}
