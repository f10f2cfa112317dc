import { useTranslation } from 'react-i18next';

/** A pre-order status in the user's language (the customer's and the admin's pages share these words); unknown ones as stored. */
export function usePreorderStatusLabel(): (status: string) => string {
  const { t } = useTranslation('preorders');
  return (status) => t(`statuses.${status}`, { defaultValue: status });
}
