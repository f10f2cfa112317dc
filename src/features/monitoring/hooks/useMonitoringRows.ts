import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatients } from '../../patients';
import { useDoctorMonthTotalsQuery, useMonitoringOverviewQuery } from '../api/monitoringApi';
import { localMonth } from '../logic/management';
import { buildRow, type MonitoringRow } from '../logic/rows';
import { useMonthContacts } from './useMonthContacts';

/** An overview read older than this is read again when the page opens. */
const FRESH_SECONDS = 30;

/**
 * The Monitoring page's rows: the doctor's patient list (as on All Patients),
 * each patient's monitoring document, the doctor's minutes this month (the server's totals) and his real-time
 * contacts this month (what makes the minutes bill).
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
  const contacts = useMonthContacts(month);
  const { countByPatient } = contacts;
  const data = overview.currentData;
  const totalsByPatient = useMemo(() => new Map((totals.currentData ?? []).map((month) => [month.patientId, month])), [totals.currentData]);
  const rows = useMemo<MonitoringRow[]>(
    () =>
      data && totals.currentData && !contacts.loading
        ? patients.map((patient) => buildRow(patient, data.monitoring[patient.uid], totalsByPatient.get(patient.uid), countByPatient.get(patient.uid) ?? 0, now))
        : [],
    [data, totals.currentData, totalsByPatient, contacts.loading, countByPatient, patients, now],
  );
  return {
    doctorUid: uid,
    month,
    rows,
    monitoring: data?.monitoring ?? {},
    loading: patientsLoading || (!patientsError && (!data || !totals.currentData || contacts.loading) && !overview.isError && !totals.isError && !contacts.error),
    error: patientsError ?? (overview.isError ? queryErrorMessage(overview.error) : totals.isError ? queryErrorMessage(totals.error) : contacts.error),
    retry: () => void overview.refetch(),
  };
}
