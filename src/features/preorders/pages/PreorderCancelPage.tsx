import { Navigate } from 'react-router-dom';
import { PAYMENT_INCOMPLETE } from '../../../lib/paymentReturn';
import { routePath } from '../../../lib/routes';

/**
 * Where the pre-order checkout returns when the payment was not completed: the
 * form again, filled in as it was sent, under 'Incomplete payment. Please try again.'
 */
export default function PreorderCancelPage() {
  return <Navigate to={routePath('patient.kneeSleevePreorderForm')} state={PAYMENT_INCOMPLETE} replace />;
}
