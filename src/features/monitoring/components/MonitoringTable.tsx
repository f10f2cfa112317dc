import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { SortHeader, TableBody } from '../../../lib/ui/TableParts';
import { managementCodeLabel } from '@rehab/model/rtmCodes';
import { CoveringBadge } from '../../clinics';
import type { MonitoringRow, Sort, SortKey } from '../logic/rows';
import { DataDaysBar } from './DataDaysBar';
import { StatusBadge } from './StatusBadge';
import { WorkCell } from './WorkCell';

interface MonitoringTableProps {
  rows: MonitoringRow[];
  /** patient → the away colleague the doctor covers for him (issue 51) */
  coveringFor: ReadonlyMap<string, string>;
  loading: boolean;
  filtered: boolean;
  sort: Sort;
  onSort: (key: SortKey) => void;
  onStart: (row: MonitoringRow) => void;
  onRecordCall: (row: MonitoringRow) => void;
}

const COLUMNS = 10;

/** One row per patient: data days of the period, days left, codes, minutes this month, and what is still needed. */
export function MonitoringTable({ rows, coveringFor, loading, filtered, sort, onSort, onStart, onRecordCall }: MonitoringTableProps) {
  const { t } = useTranslation('monitoring');
  const header = (key: SortKey) => {
    const direction = sort.key === key ? sort.direction : null;
    return (
      <SortHeader
        label={t(`columns.${key}`)}
        direction={direction}
        description={t(direction === null ? 'notSorted' : direction === 'asc' ? 'sortedAscending' : 'sortedDescending')}
        onSort={() => onSort(key)}
      />
    );
  };
  return (
    <Table responsive hover className="align-middle mb-0" data-testid="monitoring-table">
      <thead>
        <tr>
          {header('name')}
          {header('status')}
          {header('dataDays')}
          {header('daysLeft')}
          <th scope="col">{t('columns.deviceCode')}</th>
          {header('minutes')}
          <th scope="col">{t('columns.interactive')}</th>
          <th scope="col">{t('columns.managementCode')}</th>
          {header('attention')}
          <th scope="col">
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <TableBody loading={loading} count={rows.length} columns={COLUMNS} placeholderRows={5} empty={filtered ? t('emptyFiltered') : t('empty')}>
        {rows.map((row) => (
          <tr key={row.uid} data-testid={`monitoring-row-${row.uid}`}>
            <th scope="row" className="fw-normal">
              <Link to={routePath('patients.patientDashboard', { uid: row.uid })}>{row.name}</Link>
              <CoveringBadge awayName={coveringFor.get(row.uid)} className="d-block mt-1" />
            </th>
            <td>
              <StatusBadge status={row.status} progress={row.progress} />
            </td>
            <td>{row.progress ? <DataDaysBar count={row.progress.dataDays.length} /> : '—'}</td>
            <td data-testid="days-left">{row.progress ? row.progress.daysLeft : '—'}</td>
            <td data-testid="device-code">{row.progress ? (row.progress.code ?? t('noCode')) : '—'}</td>
            <td data-testid="minutes">{t('minutes', { count: row.management.minutes })}</td>
            <td data-testid="interactive">{row.management.interactive ? t('yes') : t('no')}</td>
            <td data-testid="management-code">{managementCodeLabel(row.management.codes) || t('noCode')}</td>
            <td data-testid="worklist">
              <WorkCell work={row.work} />
            </td>
            <td className="text-nowrap text-end">
              <div className="d-inline-flex gap-1">
                <Button size="sm" variant={row.work.contactNeeded ? 'warning' : 'outline-secondary'} onClick={() => onRecordCall(row)} aria-label={t('recordCallFor', { name: row.name })}>
                  {t('recordCall')}
                </Button>
                {row.progress ? (
                  <Link className="btn btn-sm btn-outline-primary" to={routePath('monitoring.report', { uid: row.uid })} aria-label={t('reportFor', { name: row.name })}>
                    {t('report')}
                  </Link>
                ) : (
                  <Button size="sm" variant="primary" onClick={() => onStart(row)} aria-label={t('startFor', { name: row.name })}>
                    {t('start')}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
