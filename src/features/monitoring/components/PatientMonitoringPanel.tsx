import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDayKey, formatMonthKey } from '../../../lib/dateFormat';
import { DEFAULT_TIME_ZONE, dayKey } from '@rehab/model/monitoring';
import { queryErrorMessage } from '../../../lib/store/errors';
import { routePath } from '../../../lib/routes';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useWorkoutScheduleQuery } from '../../plans';
import { useManagementTotalsQuery, useMonitoredDeviceTypesQuery, usePatientMonitoringQuery, useTrendRecordsQuery } from '../api/monitoringApi';
import { managementCodeLabel } from '@rehab/model/rtmCodes';
import { statusOf } from '@rehab/model/rtmPeriods';
import { totalsOf } from '@rehab/model/rtmWorklist';
import { localMonth } from '../logic/management';
import { romTrends } from '../logic/romTrend';
import { progressOf } from '../logic/rows';
import { ADHERENCE_WEEKS } from '../logic/adherence';
import { AdherenceChart } from './AdherenceChart';
import { DataDaysBar } from './DataDaysBar';
import { RomTrendChart } from './RomTrendChart';
import { useMonthContacts } from '../hooks/useMonthContacts';
import { RecordCallDialog } from './RecordCallDialog';
import { StartMonitoringDialog } from './StartMonitoringDialog';
import { StopMonitoringButton } from './StopMonitoringButton';
import { StatusBadge } from './StatusBadge';

const DAY_MS = 86_400_000;

interface PatientMonitoringPanelProps {
  patientUid: string;
  patientName: string;
  deviceIds: string[];
  doctorUid: string;
}

/**
 * The patient dashboard's remote monitoring: the current period's data days,
 * the doctor's minutes this month with the codes reached (only with a real-time
 * contact: a visit or an attested call, recorded from here), stopping the episode,
 * adherence to the scheduled workouts and the range-of-motion trends.
 */
export function PatientMonitoringPanel({ patientUid, patientName, deviceIds, doctorUid }: PatientMonitoringPanelProps) {
  const { t, i18n } = useTranslation('monitoring');
  const language = i18n.language;
  const [now] = useState(() => new Date());
  // Whole days, so that the dashboard opened again reads from the cache.
  const [since] = useState(() => Math.floor(now.getTime() / DAY_MS) * DAY_MS - ADHERENCE_WEEKS * 7 * DAY_MS);
  const month = localMonth(now);
  const [starting, setStarting] = useState(false);
  const [calling, setCalling] = useState(false);
  const monitoring = usePatientMonitoringQuery(patientUid);
  const managementTotals = useManagementTotalsQuery({ doctorUid, patientUid, month });
  const contacts = useMonthContacts(month);
  const schedule = useWorkoutScheduleQuery(patientUid);
  const sortedDevices = useMemo(() => [...deviceIds].sort(), [deviceIds]);
  const deviceTypes = useMonitoredDeviceTypesQuery(sortedDevices.length > 0 ? sortedDevices : skipToken);
  const records = useTrendRecordsQuery({ patientUid, since });

  const record = monitoring.currentData;
  const progress = progressOf(record, now);
  const totals = totalsOf(managementTotals.currentData, contacts.countByPatient.get(patientUid) ?? 0);
  const trends = useMemo(() => romTrends(records.currentData ?? [], deviceTypes.currentData ?? []), [records.currentData, deviceTypes.currentData]);
  const zone = record?.timeZone || DEFAULT_TIME_ZONE;
  const error =
    queryErrorMessage(monitoring.error) ?? queryErrorMessage(managementTotals.error) ?? contacts.error ?? queryErrorMessage(schedule.error) ?? queryErrorMessage(records.error) ?? queryErrorMessage(deviceTypes.error);

  return (
    <Card data-testid="monitoring-panel">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <h2 className="h5 mb-0">{t('panel.title')}</h2>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" variant={totals.minutes > 0 && !totals.interactive ? 'warning' : 'outline-secondary'} onClick={() => setCalling(true)}>
              {t('recordCall')}
            </Button>
            {progress && record?.startedBy === doctorUid && <StopMonitoringButton patientUid={patientUid} patientName={patientName} />}
            {record !== undefined && (
              <Button size="sm" variant={progress ? 'outline-secondary' : 'primary'} onClick={() => setStarting(true)}>
                {progress ? t('restart') : t('start')}
              </Button>
            )}
            <Link className="btn btn-sm btn-outline-primary" to={routePath('monitoring.report', { uid: patientUid })}>
              {t('panel.openReport')}
            </Link>
          </div>
        </div>
        {error && <Alert variant="danger">{error}</Alert>}
        {record === undefined && !monitoring.isError ? (
          <PageLoader />
        ) : (
          <>
            <Row className="g-3 mb-3">
              <Col md={6}>
                {progress ? (
                  <dl className="row mb-0 small">
                    <dt className="col-6">{t('columns.status')}</dt>
                    <dd className="col-6">
                      <StatusBadge status={statusOf(progress)} progress={progress} />
                    </dd>
                    <dt className="col-12 fw-normal text-body-secondary">
                      {t('panel.period', { index: progress.period.index + 1, start: formatDayKey(progress.period.start, language), end: formatDayKey(progress.period.end, language) })}
                    </dt>
                    <dt className="col-6">{t('panel.dataDays')}</dt>
                    <dd className="col-6">
                      <DataDaysBar count={progress.dataDays.length} />
                    </dd>
                    <dt className="col-6">{t('panel.daysLeft')}</dt>
                    <dd className="col-6">{progress.daysLeft}</dd>
                    <dt className="col-6">{t('panel.deviceCode')}</dt>
                    <dd className="col-6">{progress.code ?? t('noCode')}</dd>
                  </dl>
                ) : (
                  <p className="mb-0">{t('panel.notStarted')}</p>
                )}
              </Col>
              <Col md={6}>
                <dl className="row mb-0 small">
                  <dt className="col-6">{t('panel.minutes', { month: formatMonthKey(month, language) })}</dt>
                  <dd className="col-6" data-testid="panel-minutes">
                    {t('minutes', { count: totals.minutes })}
                  </dd>
                  <dt className="col-6">{t('panel.interactive')}</dt>
                  <dd className="col-6" data-testid="panel-interactive">
                    {contacts.loading ? '…' : totals.interactive ? t('yes') : totals.minutes > 0 ? t('worklist.contactNeeded') : t('no')}
                  </dd>
                  <dt className="col-6">{t('panel.managementCode')}</dt>
                  <dd className="col-6" data-testid="panel-management-code">
                    {managementCodeLabel(totals.codes) || t('noCode')}
                  </dd>
                </dl>
              </Col>
            </Row>
            <AdherenceChart schedule={schedule.currentData ?? null} days={record?.days ?? {}} today={dayKey(now, zone)} />
            <section className="mt-4" aria-labelledby="rom-title">
              <h2 id="rom-title" className="h6">
                {t('trends.title')}
              </h2>
              {records.currentData === undefined || (deviceTypes.currentData === undefined && sortedDevices.length > 0) ? (
                <PageLoader />
              ) : trends.length === 0 ? (
                <p className="small text-body-secondary">{t('trends.noDevices')}</p>
              ) : trends.every((trend) => trend.series.length === 0) ? (
                <p className="small text-body-secondary">{t('trends.none')}</p>
              ) : (
                trends.map((trend) => (
                  <RomTrendChart key={trend.deviceType} trend={trend} goal={record?.romGoals?.[doctorUid]?.[trend.deviceType]} goalTarget={record ? { patientUid, doctorUid } : undefined} />
                ))
              )}
            </section>
          </>
        )}
      </Card.Body>
      {starting && (
        <StartMonitoringDialog
          show
          onClose={() => setStarting(false)}
          doctorUid={doctorUid}
          patientUid={patientUid}
          patientName={patientName}
          timeZone={record?.timeZone}
          periodStart={record?.periodStart}
          startedBy={record?.startedBy}
        />
      )}
      {calling && <RecordCallDialog onClose={() => setCalling(false)} patientUid={patientUid} patientName={patientName} />}
    </Card>
  );
}
