import type { ClinicRole } from '@rehab/model/clinics';
import { useTranslation } from 'react-i18next';

/** A clinic role as the pages name it ('Front desk'), in the page's language. */
export function useRoleName(): (role: ClinicRole) => string {
  const { t } = useTranslation('clinics');
  return (role) => t(`roles.${role}`);
}
