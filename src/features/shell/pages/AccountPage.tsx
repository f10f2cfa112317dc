import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../../auth/authSlice';

/** Shows who is signed in and with which role. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user, role } = useAppSelector(selectAuth);
  return (
    <section>
      <h1 className="h4">{t('signedInAs', { email: user?.email })}</h1>
      <p data-testid="role">{t('roleIs', { role: role ? t(`shell:roles.${role}`) : '' })}</p>
    </section>
  );
}
