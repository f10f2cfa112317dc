import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/dateFormat';
import { routePath } from '../../../lib/routes';
import { TableBody } from '../../../lib/ui/TableParts';
import { DataDaysBar, StatusBadge, WorkCell } from '../../monitoring';
import type { CaseloadView } from '../logic/caseloadRows';

const COLUMNS = 6;

interface CaseloadTableProps {
  views: readonly CaseloadView[];
  /** clinician uid → name ('' for a former member) */
  clinicianNames: ReadonlyMap<string, string>;
  /** the viewer: his own patients link to their dashboards */
  uid: string;
  loading: boolean;
  empty: string;
}

/** One row per patient of the page: his primary clinician, status, data days, what is still needed, waiting alerts. */
export function CaseloadTable({ views, clinicianNames, uid, loading, empty }: CaseloadTableProps) {
  const { t, i18n } = useTranslation('caseload');
  const primaryName = (primary: string) => (primary === uid ? t('you') : clinicianNames.get(primary) || t('formerMember'));
  return (
    <Table responsive hover className="align-middle mb-0" data-testid="caseload-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.patient')}</th>
          <th scope="col">{t('columns.primary')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.dataDays')}</th>
          <th scope="col">{t('columns.todo')}</th>
          <th scope="col">{t('columns.alerts')}</th>
        </tr>
      </thead>
      <TableBody loading={loading} count={views.length} columns={COLUMNS} placeholderRows={5} empty={empty}>
        {views.map(({ row, name, standing }) => (
          <tr key={row.patientId} data-testid={`caseload-row-${row.patientId}`}>
            <th scope="row" className="fw-normal">
              {row.primary === uid ? <Link to={routePath('patients.patientDashboard', { uid: row.patientId })}>{name || t('unnamed')}</Link> : name || t('unnamed')}
            </th>
            <td>{primaryName(row.primary)}</td>
            <td>{standing ? <StatusBadge status={standing.status} progress={standing.progress} /> : <span className="text-body-secondary">{t('notBuiltRow')}</span>}</td>
            <td>{standing?.progress ? <DataDaysBar count={standing.progress.dataDays.length} /> : '—'}</td>
            <td>{standing ? <WorkCell work={standing.work} /> : '—'}</td>
            <td data-testid="caseload-alerts">
              {row.openAlerts > 0 ? (
                <>
                  <Badge bg="danger">{t('alertsWaiting', { count: row.openAlerts })}</Badge>
                  {row.oldestAlertAt !== null && (
                    <div className="small text-body-secondary">{t('oldestAlert', { date: formatLongDate(new Date(row.oldestAlertAt), i18n.language) })}</div>
                  )}
                </>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
