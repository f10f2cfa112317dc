import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ReconcileReport } from '@rehab/model/reconcile';
import { formatDateTime, formatDayKey } from '../../../lib/dateFormat';

/** One day's report: its drift count ("0 drifts" on a healthy day), what was checked, and each fix made. */
export function ReconcileReportCard({ report }: { report: ReconcileReport }) {
  const { t, i18n } = useTranslation('reconcileReports');
  const titleId = `reconcile-report-${report.date}`;
  const healthy = report.driftCount === 0;
  const checked = Object.entries(report.checked).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card as="section" aria-labelledby={titleId} className="mb-3" data-testid="reconcile-report">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id={titleId} className="h6 mb-0 me-auto">
          {formatDayKey(report.date, i18n.language)}
        </h2>
        <Badge bg={healthy ? 'success' : 'warning'} text={healthy ? undefined : 'dark'} data-testid="reconcile-drift-count">
          <i className={`bi ${healthy ? 'bi-check-circle-fill' : 'bi-exclamation-triangle-fill'} me-1`} aria-hidden="true" />
          {healthy ? t('noDrift') : t('drifts', { count: report.driftCount })}
        </Badge>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary mb-2">
          {t('ranAt', { time: formatDateTime(report.ranAt.toDate(), i18n.language) })}
          {checked.length > 0 && (
            <>
              {' · '}
              {t('checked', { list: checked.map(([collection, count]) => `${collection} ${count}`).join(', ') })}
            </>
          )}
        </p>
        {report.fixes.length > 0 && (
          <>
            <div className="table-responsive" role="region" aria-label={t('fixesOf', { date: formatDayKey(report.date, i18n.language) })} tabIndex={0}>
              <Table size="sm" className="mb-0 align-top reconcile-fixes">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.collection')}</th>
                    <th scope="col">{t('columns.document')}</th>
                    <th scope="col">{t('columns.field')}</th>
                    <th scope="col">{t('columns.before')}</th>
                    <th scope="col">{t('columns.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.fixes.map((fix, index) => (
                    <tr key={index} data-testid="reconcile-fix">
                      <td>{fix.collection}</td>
                      <td className="text-break">{fix.document}</td>
                      <td className="text-break">{fix.field || <em>{t('wholeDocument')}</em>}</td>
                      <td className="text-break">
                        <code>{fix.before}</code>
                      </td>
                      <td className="text-break">
                        <code>{fix.after}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            {report.driftCount > report.fixes.length && (
              <p className="small text-body-secondary mt-2 mb-0">{t('fixesCut', { shown: report.fixes.length, count: report.driftCount })}</p>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
