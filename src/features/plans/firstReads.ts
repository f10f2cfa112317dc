import i18next from 'i18next';
import { prepareLongDate } from '../../lib/dateFormat';
import { prepareDayKey } from '../../lib/model/monitoring';
import type { AppDispatch } from '../../lib/store/hooks';
import { whenIdle } from '../../lib/whenIdle';
import { userRecordApi } from '../../lib/store/userRecordApi';
import { prefetchPendingCareRequests } from '../care';

/**
 * What the patient home waits for before it shows (the patient's record and the doctors' requests), started
 * while the account's role is still being read: the page then finds them read, a Firestore round trip sooner.
 */
export function startFirstReads(uid: string, dispatch: AppDispatch): void {
  dispatch(userRecordApi.util.prefetch('userRecord', uid, {}));
  dispatch(prefetchPendingCareRequests(uid));
  // Formatters the page's first render uses, built while the reads are on their way (one task each): the requests'
  // dates, and the monitoring summary's days in the patient's time zone, as a rule their phone's.
  whenIdle(() => prepareLongDate(i18next.language));
  whenIdle(() => prepareDayKey(Intl.DateTimeFormat().resolvedOptions().timeZone));
}
