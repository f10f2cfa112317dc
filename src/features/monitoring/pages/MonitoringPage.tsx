import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslation } from 'react-i18next';
import { STATUSES } from '@rehab/model/rtmPeriods';
import { formatMonthKey } from '../../../lib/dateFormat';
import { useCoveringFor } from '../../clinics';
import { clampPage, pageCount, pageOf } from '../../../lib/pagination';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { RecordCallDialog } from '../components/RecordCallDialog';
import { StartMonitoringDialog } from '../components/StartMonitoringDialog';
import { MonitoringTable } from '../components/MonitoringTable';
import { useMonitoringRows } from '../hooks/useMonitoringRows';
import { ROWS_PER_PAGE, countByStatus, visibleRows, type MonitoringRow, type RowFilter, type Sort, type SortKey } from '../logic/rows';

/**
 * monitoring.overview: remote therapeutic monitoring of the doctor's patients,
 * one row per patient, sortable, filtered by status, in pages of 50; the worklist says what each still needs ("Needs
 * attention": months with minutes and no real-time contact, periods at risk), and a call is recorded from its row. A
 * patient seen while covering an away colleague (issue 51) is marked so.
 */
export default function MonitoringPage() {
  const { t, i18n } = useTranslation('monitoring');
  const { doctorUid, month, rows, loading, error, retry } = useMonitoringRows();
  const coveringFor = useCoveringFor(doctorUid);
  const [filter, setFilter] = useState<RowFilter>('all');
  const [sort, setSort] = useState<Sort>({ key: 'status', direction: 'asc' });
  const [requestedPage, setPage] = useState(1);
  const [starting, setStarting] = useState<MonitoringRow | null>(null);
  const [calling, setCalling] = useState<MonitoringRow | null>(null);
  const counts = countByStatus(rows);
  const shown = visibleRows(rows, filter, sort);
  const pages = pageCount(shown.length, ROWS_PER_PAGE);
  const page = clampPage(requestedPage, pages);

  const onSort = (key: SortKey) => {
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

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
                  onChange={() => {
                    setFilter(status);
                    setPage(1);
                  }}
                >
                  {t('statusCount', { status: t(`status.${status}`), count: counts[status] })}
                </ToggleButton>
              ))}
            </ButtonGroup>
          </Card.Header>
          <MonitoringTable
            rows={pageOf(shown, page, ROWS_PER_PAGE)}
            coveringFor={coveringFor}
            loading={loading}
            filtered={filter !== 'all'}
            sort={sort}
            onSort={onSort}
            onStart={setStarting}
            onRecordCall={setCalling}
          />
          {pages > 1 && (
            <Card.Footer className="bg-body">
              <PaginationBar page={page} pages={pages} onPageChange={setPage} labels={{ navigation: t('pages'), previous: t('previousPage'), next: t('nextPage') }} />
            </Card.Footer>
          )}
        </Card>
      )}
      {starting && doctorUid && (
        <StartMonitoringDialog
          show
          onClose={() => setStarting(null)}
          doctorUid={doctorUid}
          patientUid={starting.uid}
          patientName={starting.name}
          timeZone={starting.timeZone}
        />
      )}
      {calling && <RecordCallDialog onClose={() => setCalling(null)} patientUid={calling.uid} patientName={calling.name} />}
    </section>
  );
}
