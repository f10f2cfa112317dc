/** The reconcile reports' Firestore query (a live subscription), called by the endpoint in ./reconcileReportsApi.ts. */
import { limit, orderBy, query } from 'firebase/firestore';
import type { ReconcileReport } from '@rehab/model/reconcile';
import { col } from '../../../lib/firebase/collections';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import type { Subscribe } from '../../../lib/store/live';

/** How many days of reports the page shows: a month. */
export const REPORT_DAYS = 31;

/** The latest reports, newest first, live (a run of the job shows at once). */
export function subscribeReconcileReports(): Subscribe<WithId<ReconcileReport>[]> {
  return subscribeQuery(query(col('reconcileReports'), orderBy('date', 'desc'), limit(REPORT_DAYS)));
}
