import { Navigate, Outlet } from 'react-router-dom';
import { selectAuth } from '../features/auth/authSlice';
import { NotForYourRole } from '../features/auth/components/NotForYourRole';
import { SessionError } from '../features/auth/components/SessionError';
import { homeOf, type Role } from '../features/auth/logic/roles';
import { PageLoader } from '../lib/ui/PageLoader';
import { useRevealInSlices } from '../lib/ui/useRevealInSlices';
import { useAppSelector } from '../lib/store/hooks';
import { routePath } from '../lib/routes';

/**
 * Lets through only the given roles. Signed-out visitors go to sign-in; a
 * signed-in account of another role goes to its own home, which gives the
 * redirects of the spec (doctors to /, patients to /patient-home, customers
 * to their pre-orders, admins to /admin). A clinic's staff member (issue 50),
 * whose role the spec does not know, is told in words that the page is not
 * for his role. While the session is restored the loader shows; if the role
 * cannot be read, an error with a retry.
 */
export function RequireRole({ allow }: { allow: readonly Role[] }) {
  const { status, role } = useAppSelector(selectAuth);
  const allowed = status === 'signedIn' && role !== null && allow.includes(role);
  const shown = useRevealInSlices(allowed);
  if (status === 'unknown' || (allowed && !shown)) return <PageLoader />;
  if (status === 'failed') return <SessionError />;
  if (status === 'signedOut' || role === null) return <Navigate to={routePath('auth1.sign-in1')} replace />;
  if (!allow.includes(role)) return role === 'staff' ? <NotForYourRole home={homeOf(role)} /> : <Navigate to={homeOf(role)} replace />;
  return <Outlet />;
}
