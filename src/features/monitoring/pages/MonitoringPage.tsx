import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslation } from 'react-i18next';
import { formatMonthKey } from '../../../lib/dateFormat';
import { RecordCallDialog } from '../components/RecordCallDialog';
import { StartMonitoringDialog } from '../components/StartMonitoringDialog';
import { MonitoringTable } from '../components/MonitoringTable';
import { useMonitoringRows } from '../hooks/useMonitoringRows';
import { STATUSES, countByStatus, visibleRows, type MonitoringRow, type RowFilter, type Sort, type SortKey } from '../logic/rows';

/**
 * monitoring.overview: remote therapeutic monitoring of the doctor's patients,
 * one row per patient, sortable, filtered by status; the worklist says what each still needs ("Needs attention":
 * months with minutes and no real-time contact, periods at risk), and a call is recorded from its row.
 */
export default function MonitoringPage() {
  const { t, i18n } = useTranslation('monitoring');
  const { doctorUid, month, rows, monitoring, loading, error, retry } = useMonitoringRows();
  const [filter, setFilter] = useState<RowFilter>('all');
  const [sort, setSort] = useState<Sort>({ key: 'status', direction: 'asc' });
  const [starting, setStarting] = useState<MonitoringRow | null>(null);
  const [calling, setCalling] = useState<MonitoringRow | null>(null);
  const counts = countByStatus(rows);
  const shown = visibleRows(rows, filter, sort);

  const onSort = (key: SortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro', { month: formatMonthKey(month, i18n.language) })}</p>
      {error ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-2">
          <span>{error}</span>
          <Button variant="outline-danger" size="sm" onClick={retry}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Card>
          <Card.Header className="bg-body">
            <ButtonGroup aria-label={t('filterLabel')} className="flex-wrap">
              {(['all', ...STATUSES, 'needsAttention'] as const).map((status) => (
                <ToggleButton
                  key={status}
                  id={`monitoring-filter-${status}`}
                  type="radio"
                  name="monitoring-filter"
                  size="sm"
                  variant="outline-primary"
                  value={status}
                  checked={filter === status}
                  onChange={() => setFilter(status)}
                >
                  {t('statusCount', { status: t(`status.${status}`), count: counts[status] })}
                </ToggleButton>
              ))}
            </ButtonGroup>
          </Card.Header>
          <MonitoringTable rows={shown} loading={loading} filtered={filter !== 'all'} sort={sort} onSort={onSort} onStart={setStarting} onRecordCall={setCalling} />
        </Card>
      )}
      {starting && doctorUid && (
        <StartMonitoringDialog
          show
          onClose={() => setStarting(null)}
          doctorUid={doctorUid}
          patientUid={starting.uid}
          patientName={starting.name}
          timeZone={monitoring[starting.uid]?.timeZone}
        />
      )}
      {calling && <RecordCallDialog onClose={() => setCalling(null)} patientUid={calling.uid} patientName={calling.name} />}
    </section>
  );
}
