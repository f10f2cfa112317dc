import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import { PaymentIncomplete } from '../../../lib/ui/PaymentIncomplete';

/** Where the card checkout returns when the payment was not completed. */
export default function OrderCancelPage() {
  const { t } = useTranslation('orders');
  return <PaymentIncomplete retryTo={routePath('patient.cart')} retryLabel={t('backToCart')} />;
}
