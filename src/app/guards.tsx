import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectAuth } from '../features/auth/authSlice';
import { homeOf, type Role } from '../features/auth/roles';
import { PageLoader } from '../lib/ui/PageLoader';
import { useAppSelector } from './hooks';
import { routePath } from './routes';

/**
 * Lets through only the given roles. Signed-out visitors go to sign-in (and
 * come back afterwards); a signed-in account of another role goes to its own
 * home, which gives the redirects of the spec (doctors to /, patients to
 * /patient-home, customers to their pre-orders, admins to /admin).
 */
export function RequireRole({ allow }: { allow: readonly Role[] }) {
  const { status, role } = useAppSelector(selectAuth);
  const location = useLocation();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'signedOut' || role === null) {
    return <Navigate to={routePath('auth1.sign-in1')} replace state={{ from: location.pathname }} />;
  }
  if (!allow.includes(role)) return <Navigate to={homeOf(role)} replace />;
  return <Outlet />;
}
