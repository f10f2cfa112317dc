import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { formatLongDate } from '../../../lib/dateFormat';
import { formatCents } from '@rehab/model/money';
import { queryErrorMessage } from '../../../lib/store/errors';
import { selectAuth } from '../../auth';
import { useOrderHistoryQuery } from '../api/ordersApi';
import { OrderLineItem } from '../components/OrderLineItem';

const SKELETON_CARDS = 2;

/** Order History: each order with its date, total, number, details link, and its lines with 'Buy it again' and the refund button. */
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
              <OrderLineItem key={`${line.priceId}-${index}`} orderId={order.docId} line={line} />
            ))}
          </ListGroup>
        </Card>
      ))}
    </section>
  );
}
