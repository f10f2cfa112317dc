import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, ListGroup, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { formatLongDate } from '../../../lib/dateFormat';
import { formatCents } from '../../../lib/money';
import { queryErrorMessage } from '../../../lib/store/errors';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { selectAuth } from '../../auth';
import { shopOf } from '../logic/orderLines';
import { useOrderHistoryQuery } from '../api/ordersApi';

const SKELETON_CARDS = 2;

/** Order History: each order with its date, total, number, details link, and its lines with 'Buy it again'. */
export default function OrderHistoryPage() {
  const { t, i18n } = useTranslation('orders');
  const { user } = useAppSelector(selectAuth);
  const orders = useOrderHistoryQuery(user?.uid ?? skipToken);
  const error = queryErrorMessage(orders.error);

  return (
    <section>
      <h1 className="h4 mb-3">{t('historyTitle')}</h1>
      {error && <Alert variant="danger">{error}</Alert>}
      {orders.isLoading &&
        Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Card key={i} className="mb-3" data-testid="order-skeleton">
            <Card.Body>
              <Placeholder animation="glow">
                <Placeholder xs={6} /> <Placeholder xs={8} />
              </Placeholder>
            </Card.Body>
          </Card>
        ))}
      {!orders.isLoading && !error && orders.data?.length === 0 && <p className="text-body-secondary">{t('noOrders')}</p>}
      {orders.data?.map((order) => (
        <Card key={order.docId} className="mb-3" data-testid="order">
          <Card.Header className="d-flex flex-wrap gap-3 justify-content-between small">
            <div>
              <div className="text-uppercase text-body-secondary">{t('orderPlaced')}</div>
              <div>{formatLongDate(order.date.toDate(), i18n.language)}</div>
            </div>
            <div>
              <div className="text-uppercase text-body-secondary">{t('total')}</div>
              <div>{formatCents(order.total)}</div>
            </div>
            <div className="text-truncate" style={{ maxWidth: '22rem' }}>
              <div className="text-uppercase text-body-secondary">{t('orderNumber')}</div>
              <div className="text-truncate" title={order.docId}>
                {order.docId}
              </div>
              <Link to={routePath('patient.orderConfirmation', { sessionId: order.docId })}>{t('viewDetails')}</Link>
            </div>
          </Card.Header>
          <ListGroup variant="flush">
            {order.products.map((line, index) => (
              <ListGroup.Item key={`${line.priceId}-${index}`} className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <div>
                  <div className="fw-semibold">
                    <bdi>{line.name}</bdi>
                  </div>
                  <div className="small text-body-secondary">
                    {t('quantityTimesPrice', { quantity: line.quantity, price: formatCents(line.unit_price) })}
                  </div>
                </div>
                <div className="d-flex gap-2 align-items-center">
                  {line.refundId && (
                    <Button variant="outline-secondary" size="sm" disabled>
                      {t('refunded')}
                    </Button>
                  )}
                  <LinkButton to={routePath(shopOf(line))} variant="outline-primary" size="sm">
                    {t('buyAgain')}
                  </LinkButton>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Card>
      ))}
    </section>
  );
}
