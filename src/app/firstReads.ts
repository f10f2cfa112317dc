import { matchPath } from 'react-router-dom';
import type { AppDispatch } from '../lib/store/hooks';
import { ROUTES, type RouteName } from '../lib/routes';

interface FirstReadsModule {
  startFirstReads: (uid: string, dispatch: AppDispatch) => void;
}

/**
 * Pages whose first reads can start before the account's role is known (they depend on the account only), and
 * before the page's code has loaded (a link to them about to be followed: usePreloadOnIntent).
 * Loaded on demand: they bring Firestore, which the sign-in page must not load.
 */
const FIRST_READS: Partial<Record<RouteName, () => Promise<FirstReadsModule>>> = {
  'patient.home': () => import('./pages/patientHomeReads'),
  'monitoring.billing': () => import('./pages/billingReads'),
};

/**
 * Starts the first reads of the page at `pathname` for the account `uid`. The rules decide them as any read: for
 * an account of another role they fail unseen, as nothing shows them, and are dropped a minute later; a read already
 * made or on its way is not made again.
 */
export function startFirstReadsOf(pathname: string, uid: string, dispatch: AppDispatch): void {
  for (const [name, load] of Object.entries(FIRST_READS)) {
    if (!matchPath(ROUTES[name as RouteName], pathname)) continue;
    // Should the chunk fail to load, the page reads for itself once it shows.
    load().then(
      ({ startFirstReads }) => startFirstReads(uid, dispatch),
      () => undefined,
    );
  }
}
