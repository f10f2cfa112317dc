import i18next from 'i18next';
import { prepareLongDate } from '../../lib/dateFormat';
import { prepareDayKey } from '../../lib/model/monitoring';
import type { AppDispatch } from '../../lib/store/hooks';
import { userRecordApi } from '../../lib/store/userRecordApi';
import { whenIdle } from '../../lib/whenIdle';
import { prefetchPendingCareRequests } from '../care';
import { prefetchPatientMonitoring } from '../monitoring';
import { prefetchPatientWorkouts } from './api/plansApi';

/**
 * What the patient home waits for before it shows (the patient's record, the doctors' requests, the plans, the
 * calendar and the monitoring summary), started while the account's role is still being read: the page then finds
 * them read, a Firestore round trip sooner.
 */
export function startFirstReads(uid: string, dispatch: AppDispatch): void {
  dispatch(userRecordApi.util.prefetch('userRecord', uid, {}));
  dispatch(prefetchPendingCareRequests(uid));
  // The rest in a task of its own: building a query costs a phone a few milliseconds each.
  setTimeout(() => {
    for (const read of prefetchPatientWorkouts(uid)) dispatch(read);
    dispatch(prefetchPatientMonitoring(uid));
  });
  // Formatters the page's first render uses, built while the reads are on their way (one task each): the requests'
  // dates, and the monitoring summary's days in the patient's time zone, as a rule their phone's.
  whenIdle(() => prepareLongDate(i18next.language));
  whenIdle(() => prepareDayKey(Intl.DateTimeFormat().resolvedOptions().timeZone));
}
