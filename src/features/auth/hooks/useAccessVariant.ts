import { useMatch } from 'react-router-dom';
import { ROUTES, routePath } from '../../../lib/routes';

/**
 * Whether the page is a night variant (/dark/auth/...), and the sign-in and
 * sign-up paths of the same variant, so that moving between them keeps it.
 */
export function useAccessVariant() {
  const darkSignIn = useMatch(ROUTES['dark.sign-in1']);
  const darkSignUp = useMatch(ROUTES['dark.sign-up1']);
  const night = darkSignIn !== null || darkSignUp !== null;
  return {
    night,
    signInPath: routePath(night ? 'dark.sign-in1' : 'auth1.sign-in1'),
    signUpPath: routePath(night ? 'dark.sign-up1' : 'auth1.sign-up1'),
  };
}
