import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectAuth } from '../authSlice';

/** 'This account has no access to the app…' while an account without any role has just been refused, otherwise null. */
export function useNoAccessMessage(): string | null {
  const { t } = useTranslation('auth');
  const { notice } = useAppSelector(selectAuth);
  return notice === 'noAccess' ? t('errors.noAccess') : null;
}
