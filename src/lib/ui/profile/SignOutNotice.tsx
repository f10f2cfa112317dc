import { useEffect } from 'react';
import { signOut } from 'firebase/auth';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { auth } from '../../firebase/app';

/** After a credential change the user is signed out this long after the success banner. */
export const SIGN_OUT_DELAY_MS = 5000;

/** 'Updated Successfully. You will be logged out in 5 seconds.', then sign-out to the sign-in page. */
export function SignOutNotice() {
  const { t } = useTranslation('common', { keyPrefix: 'profile' });
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      void signOut(auth).then(() => navigate(routePath('auth1.sign-in1'), { replace: true }));
    }, SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert variant="success" role="status">
      {t('updatedLoggingOut')}
    </Alert>
  );
}
