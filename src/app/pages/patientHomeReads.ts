import i18next from 'i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { prepareLongDate } from '../../lib/dateFormat';
import { prepareDayKey } from '@rehab/model/monitoring';
import type { AppDispatch } from '../../lib/store/hooks';
import { userRecordApi, useUserRecordQuery } from '../../lib/store/userRecordApi';
import { whenIdle } from '../../lib/whenIdle';
import { prefetchPatientAppointments, usePatientAppointmentsQuery } from '../../features/appointments';
import { prefetchPendingCareRequests, usePendingCareRequests } from '../../features/care';
import { prefetchPatientMonitoring, usePatientMonitoringQuery } from '../../features/monitoring';
import { prefetchPatientWorkouts, usePatientWorkoutsRead } from '../../features/plans';
import { isAnswered } from '../../lib/store/live';
import { browserTimeZone } from '../../lib/browserTimeZone';

/**
 * What the patient home waits for before it shows, in one place: the patient's record, the doctors' requests, the
 * plans and calendar, the monitoring summary, and the appointments (a video visit's join button, at the top, would
 * otherwise push the whole page down when it came). The care loop's other cards read after the first paint. The page
 * subscribes to them (usePatientHomeReads); the same reads start while the account's role is still being read
 * (startFirstReads), so that the page finds them read, a Firestore round trip sooner. A unit test checks that the two
 * name the same reads.
 */
export function startFirstReads(uid: string, dispatch: AppDispatch): void {
  dispatch(userRecordApi.util.prefetch('userRecord', uid, {}));
  dispatch(prefetchPendingCareRequests(uid));
  // The rest in a task of its own: building a query costs a phone a few milliseconds each.
  setTimeout(() => {
    for (const read of prefetchPatientWorkouts(uid)) dispatch(read);
    dispatch(prefetchPatientMonitoring(uid));
    dispatch(prefetchPatientAppointments(uid));
  });
  // Formatters the page's first render uses, built while the reads are on their way (one task each): the requests'
  // dates, and the monitoring summary's days in the patient's time zone, as a rule their phone's.
  whenIdle(() => prepareLongDate(i18next.language));
  whenIdle(() => prepareDayKey(browserTimeZone()));
}

/**
 * The page's side of the same reads: the patient's record and care requests, and whether the rest have been read.
 * The page waits for all of them and then appears once, whole: shown as each part's data arrived, it was drawn again
 * for every part, each time a long task on a phone, while the parts arrive together anyway (one Firestore connection).
 */
export function usePatientHomeReads(uid: string | null) {
  const user = useUserRecordQuery(uid ?? skipToken);
  const careRequests = usePendingCareRequests(uid);
  const workoutsRead = usePatientWorkoutsRead(uid);
  const monitoringRead = isAnswered(usePatientMonitoringQuery(uid ?? skipToken));
  const appointmentsRead = isAnswered(usePatientAppointmentsQuery(uid ?? skipToken));
  return { user, careRequests, restRead: workoutsRead && monitoringRead && appointmentsRead };
}
