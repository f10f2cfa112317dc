import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { MonthClaims } from '@rehab/model/clinicDashboard';
import { formatMonthKey } from '../../../lib/dateFormat';
import { claimsRows } from '../logic/dashboardFigures';

/**
 * The chart's numbers as a table, its text alternative: per month and code, the claim lines and units. Lines are a
 * dash for a month closed before they were counted per code. On a phone it scrolls sideways in a region the keyboard
 * can scroll.
 */
export function MonthClaimsTable({ months }: { months: readonly MonthClaims[] }) {
  const { t, i18n } = useTranslation('clinicDashboard');
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('claims.tableLabel')}>
      <Table size="sm" className="align-middle mb-0" data-testid="claims-table">
        <thead>
          <tr>
            <th scope="col">{t('claims.columns.month')}</th>
            <th scope="col">{t('claims.columns.code')}</th>
            <th scope="col" className="text-end">
              {t('claims.columns.lines')}
            </th>
            <th scope="col" className="text-end">
              {t('claims.columns.units')}
            </th>
          </tr>
        </thead>
        <tbody>
          {claimsRows(months).map((row) => (
            <tr key={`${row.month}-${row.code ?? ''}`} data-testid={`claims-row-${row.month}`}>
              <th scope="row" className="fw-normal text-nowrap">
                {formatMonthKey(row.month, i18n.language)}
                {!row.closed && (
                  <Badge bg="secondary" className="ms-2">
                    {t('claims.open')}
                  </Badge>
                )}
              </th>
              {row.code === null ? (
                <td colSpan={3} className="text-body-secondary">
                  {row.closed ? t('claims.noneClaimed') : t('claims.notCounted')}
                </td>
              ) : (
                <>
                  <td>{row.code}</td>
                  <td className="text-end" data-testid="claims-lines">
                    {row.lines ?? '—'}
                  </td>
                  <td className="text-end">{row.units}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
