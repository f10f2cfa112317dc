import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectAuth } from '../authSlice';
import { homeOf } from '../logic/roles';
import { hasAccessToken } from '../api/session';
import { SessionError } from './SessionError';

/**
 * Sends a visitor who is already signed in (holding the stored access token)
 * from an access page to their home; while a stored session is being
 * restored it shows the loader instead of flashing the form.
 */
export function SignInRedirect({ children }: { children: ReactNode }) {
  const { status, role } = useAppSelector(selectAuth);
  if (status === 'signedIn' && role) return <Navigate to={homeOf(role)} replace />;
  if (status === 'failed') return <SessionError />;
  if (status === 'unknown' && hasAccessToken()) return <PageLoader />;
  return children;
}
