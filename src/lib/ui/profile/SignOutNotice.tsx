import { useEffect, useRef } from 'react';
import { signOut } from 'firebase/auth';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../routes';
import { auth } from '../../firebase/app';

/** After a credential change the user is signed out this long after the success banner. */
export const SIGN_OUT_DELAY_MS = 5000;

/** The sign-out under way: one at a time, however often the notice mounts. */
let pendingSignOut: Promise<void> | null = null;

/**
 * Signs out in 5 seconds. The sign-out does not depend on the notice staying
 * on screen: leaving the page meanwhile must not keep the old session.
 */
function signOutSoon(): Promise<void> {
  pendingSignOut ??= new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_DELAY_MS))
    .then(() => signOut(auth))
    .finally(() => {
      pendingSignOut = null;
    });
  return pendingSignOut;
}

/** 'Updated Successfully. You will be logged out in 5 seconds.', then sign-out to the sign-in page. */
export function SignOutNotice() {
  const { t } = useTranslation('common', { keyPrefix: 'profile' });
  const navigate = useNavigate();
  // navigate changes with every location: the sign-out is asked for once per notice, not again after each change.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    let shown = true;
    // Once signed out, the route guards send any other page to sign-in; this one goes there itself.
    void signOutSoon().then(() => {
      if (shown) navigateRef.current(routePath('auth1.sign-in1'), { replace: true });
    });
    return () => {
      shown = false;
    };
  }, []);
  return (
    <Alert variant="success" role="status">
      {t('updatedLoggingOut')}
    </Alert>
  );
}
