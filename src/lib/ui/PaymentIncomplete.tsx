import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton';

/** The return page of a checkout that was not paid: the payment-failed alert and a way back to try again. */
export function PaymentIncomplete({ retryTo, retryLabel }: { retryTo: string; retryLabel: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <Alert variant="danger">{t('paymentIncomplete')}</Alert>
      <LinkButton to={retryTo}>{retryLabel}</LinkButton>
    </section>
  );
}
