import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatLongDate } from '../../../lib/dateFormat';
import { formatCents, formatMoney } from '@rehab/model/money';
import type { WithId } from '../../../lib/firebase/withId';
import type { Order } from '@rehab/model/collections';
import { BackButton, LiveDocumentView } from '../../../lib/ui/LiveDocumentView';
import { TotalsFooter } from '../../../lib/ui/TotalsFooter';
import { orderTotals } from '../logic/orderLines';
import { useOrderByIdQuery } from '../api/ordersApi';
import { useProductName } from '../../../lib/ui/useProductName';

function ConfirmationSkeleton() {
  return (
    <Card data-testid="order-skeleton">
      <Card.Body>
        <Placeholder as="p" animation="glow">
          <Placeholder xs={5} />
        </Placeholder>
        <Placeholder as="p" animation="glow">
          <Placeholder xs={8} /> <Placeholder xs={6} />
        </Placeholder>
      </Card.Body>
    </Card>
  );
}

/** Order Confirmation: greeting, date, number, payment, shipping, lines and totals of one order. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('orders');
  const { sessionId = '' } = useParams();
  // Live: the payment's webhook may write the order after the checkout has come back here. A slash would make the id a path.
  const order = useOrderByIdQuery(sessionId && !sessionId.includes('/') ? sessionId : skipToken);

  return (
    <LiveDocumentView
      live={order}
      placeholder={<ConfirmationSkeleton />}
      notFound={t('notFound')}
      back={<BackButton to={routePath('patient.orderHistory')}>{t('historyTitle')}</BackButton>}
    >
      {(data) => <OrderConfirmation order={data} />}
    </LiveDocumentView>
  );
}

function OrderConfirmation({ order }: { order: WithId<Order> }) {
  const { t, i18n } = useTranslation('orders');
  // The total is what was charged; the lines give the subtotal and the taxes.
  const totals = orderTotals(order.products);
  const productName = useProductName();

  return (
    <>
      <h1 className="h4">{t('confirmationTitle')}</h1>
      <p className="lead">{t('greeting', { name: order.name })}</p>
      <Row className="g-3 mb-3">
        {(
          [
            ['orderDate', formatLongDate(order.date.toDate(), i18n.language)],
            ['orderNumber', order.docId],
            ['payment', t('card')],
            ['shippingAddress', t('none')],
          ] as const
        ).map(([label, value]) => (
          <Col sm={6} lg={3} key={label}>
            <div className="small text-uppercase text-body-secondary">{t(label)}</div>
            <div className="text-break">{value}</div>
          </Col>
        ))}
      </Row>
      <Card>
        <Table responsive className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col" className="text-end">
                {t('quantity')}
              </th>
              <th scope="col" className="text-end">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line, index) => (
              <tr key={`${line.priceId}-${index}`} data-testid="order-line">
                <td>
                  <bdi>{productName(line)}</bdi>
                </td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end">{formatCents(line.unit_price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <TotalsFooter
            labelColumns={2}
            testIdPrefix="order"
            rows={[
              { id: 'subtotal', label: t('subtotal'), amount: formatMoney(totals.subtotal) },
              { id: 'pst', label: t('pst'), amount: formatMoney(totals.pst) },
              { id: 'gst', label: t('gst'), amount: formatMoney(totals.gst) },
              { id: 'total', label: t('total'), amount: formatCents(order.total) },
            ]}
          />
        </Table>
      </Card>
    </>
  );
}
