import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@rehab/model/money';
import type { OrderProduct } from '@rehab/model/collections';
import { NO_COIN_PAYOUT_RECORD, NOT_ENOUGH_COINS, NOT_ENOUGH_SESSIONS } from '@rehab/model/payments';
import { routePath } from '../../../lib/routes';
import { queryErrorMessage } from '../../../lib/store/errors';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { useRefundOrderLineMutation } from '../api/ordersApi';
import { shopOf } from '../logic/orderLines';
import { useProductName } from '../../../lib/ui/useProductName';

/**
 * One line of an order in Order History: name, quantity × price, 'Buy it
 * again' and the refund button: 'Request refund', then 'Processing refund'
 * until the refund id is on the line, then 'Refunded' (disabled). A refusal
 * (e.g. 'Not enough sessions balance. Refund cannot be processed.') shows as
 * the function words it; the spec's two balance refusals, and the refusal of coins without a payout record, in the
 * reader's language.
 */
export function OrderLineItem({ orderId, line }: { orderId: string; line: OrderProduct }) {
  const { t } = useTranslation('orders');
  const [refund, refunding] = useRefundOrderLineMutation();
  const productName = useProductName();
  const inReadersLanguage = (message: string | null) => {
    if (message === NOT_ENOUGH_SESSIONS) return t('refusals.notEnoughSessions');
    if (message === NOT_ENOUGH_COINS) return t('refusals.notEnoughCoins');
    if (message === NO_COIN_PAYOUT_RECORD) return t('refusals.noCoinPayoutRecord');
    return message;
  };
  // After the function answered, the live order shows the refund id a moment later.
  const processing = !line.refundId && (refunding.isLoading || refunding.isSuccess);
  const refusal = inReadersLanguage(queryErrorMessage(refunding.error));

  return (
    <ListGroup.Item data-testid="order-line-item">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <div>
          <div className="fw-semibold">
            <bdi>{productName(line)}</bdi>
          </div>
          <div className="small text-body-secondary">{t('quantityTimesPrice', { quantity: line.quantity, price: formatCents(line.unit_price) })}</div>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {line.refundId ? (
            <Button variant="outline-secondary" size="sm" disabled>
              {t('refunded')}
            </Button>
          ) : (
            <Button variant="outline-danger" size="sm" disabled={processing} aria-busy={processing} onClick={() => void refund({ orderId, line })}>
              {processing && <Spinner size="sm" className="me-1" aria-hidden />}
              {processing ? t('processingRefund') : t('requestRefund')}
            </Button>
          )}
          <LinkButton to={routePath(shopOf(line))} variant="outline-primary" size="sm">
            {t('buyAgain')}
          </LinkButton>
        </div>
      </div>
      {refusal && !line.refundId && (
        <Alert variant="danger" className="py-2 px-3 mt-2 mb-0 small" dismissible onClose={refunding.reset}>
          {refusal}
        </Alert>
      )}
    </ListGroup.Item>
  );
}
