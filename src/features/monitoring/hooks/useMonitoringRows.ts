import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { useDoctorOverviewQuery } from '../api/monitoringApi';
import { localMonth } from '../logic/management';
import { buildRow, type MonitoringRow } from '../logic/rows';

/**
 * The Monitoring page's rows: the doctor's overview (doctorOverview/{doctor}, one document the functions keep with a
 * row per patient in his care: name, monitoring, minutes and contacts this month), live, whatever the number of
 * patients; the page does not wait for the patient list.
 */
export function useMonitoringRows() {
  const uid = useAppSelector(selectUid);
  const [now] = useState(() => new Date());
  const month = localMonth(now);
  const overview = useDoctorOverviewQuery(uid ?? skipToken);
  const data = overview.currentData;
  const rows = useMemo<MonitoringRow[]>(
    () => (data ? Object.entries(data.rows).map(([patientUid, row]) => buildRow(patientUid, row, month, now)) : []),
    [data, month, now],
  );
  return {
    doctorUid: uid,
    month,
    rows,
    loading: uid !== null && overview.currentData === undefined && !overview.isError,
    error: overview.isError ? queryErrorMessage(overview.error) : null,
    retry: () => void overview.refetch(),
  };
}
