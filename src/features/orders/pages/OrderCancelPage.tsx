import { Navigate } from 'react-router-dom';
import { cartAfterIncompletePayment } from '../../shop';

/** Where the card checkout returns when the payment was not completed: the cart, showing 'Incomplete payment. Please try again.' */
export default function OrderCancelPage() {
  const { to, state } = cartAfterIncompletePayment();
  return <Navigate to={to} state={state} replace />;
}
