import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatients } from '../../patients';
import { useDoctorMonthTotalsQuery, useMonitoringOverviewQuery } from '../api/monitoringApi';
import { localMonth } from '../logic/management';
import { buildRow, type MonitoringRow } from '../logic/rows';

/** An overview read older than this is read again when the page opens. */
const FRESH_SECONDS = 30;

/**
 * The Monitoring page's rows: the doctor's patient list (as on All Patients),
 * each patient's monitoring document and the doctor's minutes this month (the server's totals).
 */
export function useMonitoringRows() {
  const { uid, patients, patientsLoading, patientsError } = usePatients();
  const [now] = useState(() => new Date());
  const month = localMonth(now);
  const patientUids = useMemo(() => patients.map((p) => p.uid).sort(), [patients]);
  const overview = useMonitoringOverviewQuery(uid && !patientsLoading ? { patientUids } : skipToken, {
    refetchOnMountOrArgChange: FRESH_SECONDS,
  });
  const totals = useDoctorMonthTotalsQuery(uid ? { doctorUid: uid, month } : skipToken);
  const data = overview.currentData;
  const totalsByPatient = useMemo(() => new Map((totals.currentData ?? []).map((month) => [month.patientId, month])), [totals.currentData]);
  const rows = useMemo<MonitoringRow[]>(
    () => (data && totals.currentData ? patients.map((patient) => buildRow(patient, data.monitoring[patient.uid], totalsByPatient.get(patient.uid), now)) : []),
    [data, totals.currentData, totalsByPatient, patients, now],
  );
  return {
    doctorUid: uid,
    month,
    rows,
    monitoring: data?.monitoring ?? {},
    loading: patientsLoading || (!patientsError && (!data || !totals.currentData) && !overview.isError && !totals.isError),
    error: patientsError ?? (overview.isError ? queryErrorMessage(overview.error) : totals.isError ? queryErrorMessage(totals.error) : null),
    retry: () => void overview.refetch(),
  };
}
