import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import { PaymentIncomplete } from '../../../lib/ui/PaymentIncomplete';

/** Where the pre-order checkout returns when the payment failed. */
export default function PreorderCancelPage() {
  const { t } = useTranslation('preorders');
  return <PaymentIncomplete retryTo={routePath('patient.kneeSleevePreorderForm')} retryLabel={t('tryAgain')} />;
}
