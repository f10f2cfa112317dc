import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';
import { usePatientAssignmentsQuery, usePatientCheckInsQuery, usePatientResponsesQuery, useRecentSessionsQuery } from '../api/outcomesApi';
import { CHECK_IN_WINDOW_MS, checkInPrompt } from '../logic/checkIn';
import { dueQuestionnaires } from '../logic/due';

/** A minute, so that a page left open finds the next day's occurrences and the end of the edit window. */
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The questionnaires due for the patient now, in the days of his users.timeZone (the home's list and the bell's count), live. */
export function useDueQuestionnaires(patientUid: string | null) {
  const now = useNow();
  const timeZone = useUserRecordQuery(patientUid ?? skipToken).currentData?.timeZone || DEFAULT_TIME_ZONE;
  const assignments = usePatientAssignmentsQuery(patientUid ?? skipToken);
  const responses = usePatientResponsesQuery(patientUid ?? skipToken);
  const due = dueQuestionnaires(assignments.currentData ?? [], responses.currentData ?? [], now, timeZone);
  return {
    due,
    loading: assignments.isLoading || responses.isLoading,
    failed: assignments.isError || responses.isError,
    error: assignments.error ?? responses.error,
  };
}

/** What the patient home asks after a session: the latest session of the last days and its check-in, live. */
export function useCheckInPrompt(patientUid: string) {
  const now = useNow();
  const [since] = useState(() => now - CHECK_IN_WINDOW_MS);
  const sessions = useRecentSessionsQuery({ patientUid, since });
  const checkIns = usePatientCheckInsQuery(patientUid);
  return {
    prompt: checkInPrompt(sessions.currentData ?? [], checkIns.currentData ?? [], now),
    loading: sessions.isLoading || checkIns.isLoading,
    error: sessions.error ?? checkIns.error,
  };
}
