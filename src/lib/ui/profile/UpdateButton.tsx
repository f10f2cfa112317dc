import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../SubmitButton';

/** The profile forms' submit button: 'Update', and 'Updating' while the save is pending. */
export function UpdateButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation('common', { keyPrefix: 'profile' });
  return <SubmitButton busy={pending}>{pending ? t('updating') : t('update')}</SubmitButton>;
}
