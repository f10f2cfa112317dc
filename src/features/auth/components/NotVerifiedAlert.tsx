import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { AlertDialog } from '../../../lib/ui/dialogs';
import { noticeShown, selectAuth } from '../authSlice';

/**
 * Tells an unverified doctor why the sign-in was refused. Both access pages
 * offer sign-ins (social and phone on each), so both show it; an account
 * without any role is told in the form's general error (useNoAccessMessage).
 */
export function NotVerifiedAlert() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { notice } = useAppSelector(selectAuth);
  return (
    <AlertDialog show={notice === 'notVerified'} onClose={() => dispatch(noticeShown())}>
      {t('errors.notVerified')}
    </AlertDialog>
  );
}
