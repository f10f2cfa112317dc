import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useDoctorAlertsQuery } from '../api/triageApi';
import { waitingCounts } from '../logic/alertRows';

/** How many alerts of the doctor's patients wait for his review (the bell's count); nothing for anyone else. */
export function useWaitingAlerts(doctorUid: string | null) {
  const alerts = useDoctorAlertsQuery(doctorUid ?? skipToken);
  const [now] = useState(() => Date.now());
  return { count: waitingCounts(alerts.data ?? [], now).all, loading: alerts.isLoading, failed: alerts.isError };
}
