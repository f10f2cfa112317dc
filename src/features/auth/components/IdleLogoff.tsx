import { Suspense, lazy } from 'react';
import { useIdleLogoff } from '../hooks/useIdleLogoff';

// The dialog's code (React-Bootstrap's Modal) loads when the warning is due, not with the first page.
const IdleWarning = lazy(() => import('./IdleWarning'));

/**
 * Automatic logoff for every signed-in account: a minute before the sign-out
 * a warning offers 'Stay signed in' (the spec's lock screen is left as the
 * template it is: this dialog is the warning page).
 */
export function IdleLogoff() {
  const { state, staySignedIn, signOutNow } = useIdleLogoff();
  if (state?.phase !== 'warning' || state.changesAt === null) return null;
  // A new warning, a new countdown.
  return (
    <Suspense fallback={null}>
      <IdleWarning key={state.changesAt} signOutAt={state.changesAt} onStay={staySignedIn} onSignOut={signOutNow} />
    </Suspense>
  );
}
