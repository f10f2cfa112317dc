import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatients } from '../../patients';
import { useMonitoringOverviewQuery } from '../api/monitoringApi';
import { entriesOf, localMonth } from '../logic/management';
import { buildRow, type MonitoringRow } from '../logic/rows';

/** An overview read older than this is read again when the page opens. */
const FRESH_SECONDS = 30;

/**
 * The Monitoring page's rows: the doctor's patient list (as on All Patients),
 * each patient's monitoring document and the doctor's minutes this month.
 */
export function useMonitoringRows() {
  const { uid, patients, patientsLoading, patientsError } = usePatients();
  const [now] = useState(() => new Date());
  const month = localMonth(now);
  const patientUids = useMemo(() => patients.map((p) => p.uid).sort(), [patients]);
  const overview = useMonitoringOverviewQuery(uid && !patientsLoading ? { doctorUid: uid, patientUids, month } : skipToken, {
    refetchOnMountOrArgChange: FRESH_SECONDS,
  });
  const data = overview.currentData;
  const rows = useMemo<MonitoringRow[]>(
    () => (data ? patients.map((patient) => buildRow(patient, data.monitoring[patient.uid], entriesOf(data.months[patient.uid]), now)) : []),
    [data, patients, now],
  );
  return {
    doctorUid: uid,
    month,
    rows,
    monitoring: data?.monitoring ?? {},
    loading: patientsLoading || (!patientsError && !data && !overview.isError),
    error: patientsError ?? (overview.isError ? queryErrorMessage(overview.error) : null),
    retry: () => void overview.refetch(),
  };
}
