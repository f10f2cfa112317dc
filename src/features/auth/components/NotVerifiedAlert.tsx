import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useShownOnce } from '../../../lib/ui/useShownOnce';
import { noticeShown, selectAuth } from '../authSlice';

// The dialog's code (React-Bootstrap's Modal) loads when the notice first shows, not with the access pages.
const AlertDialog = lazy(() => import('../../../lib/ui/dialogs').then((dialogs) => ({ default: dialogs.AlertDialog })));

/**
 * Tells an unverified doctor why the sign-in was refused. Both access pages
 * offer sign-ins (social and phone on each), so both show it; an account
 * without any role is told in the form's general error (useNoAccessMessage).
 */
export function NotVerifiedAlert() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { notice } = useAppSelector(selectAuth);
  const show = notice === 'notVerified';
  if (!useShownOnce(show)) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog show={show} onClose={() => dispatch(noticeShown())}>
        {t('errors.notVerified')}
      </AlertDialog>
    </Suspense>
  );
}
