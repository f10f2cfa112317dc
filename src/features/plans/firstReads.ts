import type { AppDispatch } from '../../lib/store/hooks';
import { userRecordApi } from '../../lib/store/userRecordApi';
import { prefetchPendingCareRequests } from '../care';

/**
 * What the patient home waits for before it shows (the patient's record and the doctors' requests), started
 * while the account's role is still being read: the page then finds them read, a Firestore round trip sooner.
 */
export function startFirstReads(uid: string, dispatch: AppDispatch): void {
  dispatch(userRecordApi.util.prefetch('userRecord', uid, {}));
  dispatch(prefetchPendingCareRequests(uid));
}
