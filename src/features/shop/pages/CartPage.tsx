import { useEffect, useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatCents, formatMoney } from '@rehab/model/money';
import { routePath } from '../../../lib/routes';
import { NO_WALLET_FOR_COINS } from '@rehab/model/payments';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { selectUid } from '../../auth';
import { goToHostedCheckout } from '../api/hostedCheckout';
import { useStartCheckoutMutation } from '../api/shopApi';
import { QuantityControls } from '../components/QuantityControls';
import { useCheckoutAttempt } from '../hooks/useCheckoutAttempt';
import { isPaymentIncomplete } from '../../../lib/paymentReturn';
import { NeedsConnection } from '../../../lib/ui/NeedsConnection';
import { useOnline } from '../../../lib/useOnline';
import { cartFingerprint, lineSubtotalCents } from '../logic/checkout';
import { selectCart, selectCartTotals } from '../shopSlice';
import { useProductName } from '../../../lib/ui/useProductName';

/**
 * patient.cart: the cart's lines (minus, plus, remove), item count, Subtotal,
 * PST (7%), GST (5%) and Total, and CHECKOUT, which asks createCheckoutSession
 * for the hosted payment page and goes there. The spinner runs until the
 * browser leaves; a failure stops it and says why (the spec's spinner never
 * stops: docs/deviations.md).
 */
export default function CartPage() {
  const { t } = useTranslation('shop');
  const { t: common } = useTranslation();
  const location = useLocation();
  const cart = useAppSelector(selectCart);
  const totals = useAppSelector(selectCartTotals);
  const uid = useAppSelector(selectUid);
  const attemptId = useCheckoutAttempt(cartFingerprint(cart));
  const [startCheckout, checkout] = useStartCheckoutMutation();
  const { reset } = checkout;
  const summaryId = useId();
  const productName = useProductName();
  // Busy from the press until the browser has left for the payment page.
  const leaving = checkout.isLoading || checkout.isSuccess;
  const failure = queryErrorMessage(checkout.error);
  const error = failure === NO_WALLET_FOR_COINS ? t('cartPage.noWalletForCoins') : failure;
  const online = useOnline();

  // Back from the payment page through the browser's page cache: the page is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const onCheckout = async () => {
    if (!uid || cart.length === 0) return;
    try {
      const { url } = await startCheckout({ uid, lines: cart, attemptId: attemptId() }).unwrap();
      goToHostedCheckout(url);
    } catch {
      // The failure shows from the mutation's error; CHECKOUT again retries the same attempt.
    }
  };

  return (
    <section>
      <h1 className="h4 mb-3">{t('cart.title')}</h1>
      {isPaymentIncomplete(location.state) && (
        <Alert variant="danger" data-testid="payment-incomplete">
          {common('paymentIncomplete')}
        </Alert>
      )}
      {cart.length === 0 ? (
        <Card>
          <Card.Body className="text-center py-5">
            <i className="bi bi-cart3 fs-1 text-body-secondary" aria-hidden />
            <p className="fs-5 mt-2">{t('cartPage.empty')}</p>
            <LinkButton to={routePath('patient.shopSessions')}>{t('cartPage.shopSessions')}</LinkButton>
          </Card.Body>
        </Card>
      ) : (
        <Row className="g-3">
          <Col lg={8}>
            <Card>
              <ListGroup variant="flush" as="ul" aria-label={t('cart.lines')}>
                {cart.map((line) => (
                  <ListGroup.Item as="li" key={line.priceId} data-testid="cart-line">
                    <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
                      <div>
                        <div className="fw-semibold">
                          <bdi>{productName(line)}</bdi>
                        </div>
                        <div className="small text-body-secondary">{t('cartPage.each', { price: formatMoney(line.price) })}</div>
                      </div>
                      <div className="fw-semibold" data-testid="cart-line-amount">
                        <bdi>{formatCents(lineSubtotalCents(line))}</bdi>
                      </div>
                    </div>
                    <div className="mt-2" style={{ maxWidth: '16rem' }}>
                      <QuantityControls line={line} disabled={leaving} />
                    </div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </Card>
          </Col>
          <Col lg={4}>
            <Card as="section" aria-labelledby={summaryId}>
              <Card.Body>
                <h2 id={summaryId} className="h6">
                  {t('cartPage.summary')}
                </h2>
                <p className="text-body-secondary mb-2" data-testid="cart-item-count">
                  {t('cartPage.itemCount', { count: totals.itemCount })}
                </p>
                <dl className="mb-3">
                  {(
                    [
                      ['subtotal', t('cart.subtotal'), totals.subtotal],
                      ['pst', t('cart.pst'), totals.pst],
                      ['gst', t('cart.gst'), totals.gst],
                      ['total', t('cart.total'), totals.total],
                    ] as const
                  ).map(([id, label, amount]) => (
                    <div key={id} className={`d-flex justify-content-between ${id === 'total' ? 'fw-bold border-top pt-2 mt-2' : ''}`}>
                      <dt className={id === 'total' ? 'fw-bold' : 'fw-normal'}>{label}</dt>
                      <dd className="mb-0" data-testid={`cart-${id}`}>
                        <bdi>{formatMoney(amount)}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
                {error && (
                  <Alert variant="danger" className="py-2" role="alert">
                    <strong className="d-block">{t('cartPage.checkoutFailed')}</strong>
                    {error}
                  </Alert>
                )}
                <Button className="w-100" size="lg" onClick={onCheckout} disabled={leaving || !online} aria-busy={leaving}>
                  {leaving && <Spinner size="sm" className="me-2" aria-hidden />}
                  {t('cartPage.checkout')}
                </Button>
                <NeedsConnection message={t('cartPage.checkoutOffline')} className="mt-2" />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}
