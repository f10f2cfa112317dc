import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppDispatch } from '../../../lib/store/hooks';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { clearCart } from '../../shop';
import { useAwaitedOrderQuery } from '../api/ordersApi';
import { useTimeoutPassed } from '../../../lib/useTimeoutPassed';

/** How long the page waits for the payment's order before saying it could not confirm it. */
export const CONFIRMATION_TIMEOUT_MS = 60_000;

/**
 * Where the card checkout returns after payment. The payment counts only once
 * its webhook has written orders/{sessionId}: until then the page says
 * 'Confirming your payment…'; then the cart is emptied and the order can be
 * opened. An unknown or unpaid session never reads as paid: after
 * CONFIRMATION_TIMEOUT_MS the page says the payment could not be confirmed.
 */
export default function OrderSuccessPage() {
  const { t } = useTranslation('orders');
  const { sessionId = '' } = useParams();
  const dispatch = useAppDispatch();
  // A slash would make the id a path.
  const valid = sessionId !== '' && !sessionId.includes('/');
  const order = useAwaitedOrderQuery(valid ? sessionId : skipToken);
  const paid = Boolean(order.data);
  const timedOut = useTimeoutPassed(CONFIRMATION_TIMEOUT_MS);
  const error = queryErrorMessage(order.error);

  useEffect(() => {
    if (paid) dispatch(clearCart());
  }, [paid, dispatch]);

  if (paid) {
    return (
      <section>
        <Alert variant="success">
          <Alert.Heading as="h1" className="h5">
            {t('paid')}
          </Alert.Heading>
          <p className="mb-0">{t('paidDetail')}</p>
        </Alert>
        <LinkButton to={routePath('patient.orderConfirmation', { sessionId })}>{t('viewDetails')}</LinkButton>
      </section>
    );
  }

  if (error || !valid || timedOut) {
    return (
      <section>
        <Alert variant="warning">
          <Alert.Heading as="h1" className="h5">
            {t('notConfirmed')}
          </Alert.Heading>
          <p className="mb-0">{error ?? t('notConfirmedDetail')}</p>
        </Alert>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to={routePath('patient.orderHistory')} variant="outline-primary">
            {t('historyTitle')}
          </LinkButton>
          <LinkButton to={routePath('patient.cart')} variant="outline-secondary">
            {t('backToCart')}
          </LinkButton>
        </div>
      </section>
    );
  }

  return (
    <section className="text-center py-5" aria-busy="true">
      <Spinner aria-hidden className="mb-3" />
      <h1 className="h5" role="status">
        {t('confirming')}
      </h1>
      <p className="text-body-secondary">{t('confirmingDetail')}</p>
    </section>
  );
}
