import { useTranslation } from 'react-i18next';

export const COPYRIGHT_YEAR = 2024;

export function Copyright() {
  const { t } = useTranslation();
  return <small className="text-body-secondary">{t('copyright', { year: COPYRIGHT_YEAR })}</small>;
}
