import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { clearCart } from '../../shop';

/** Where the card checkout returns after payment: the cart is emptied and the order can be opened. */
export default function OrderSuccessPage() {
  const { t } = useTranslation('orders');
  const { sessionId = '' } = useParams();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(clearCart());
  }, [dispatch]);

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
