import { Alert, Card, Col, Placeholder, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { formatLongDate } from '../../../lib/dateFormat';
import { formatCents, formatMoney } from '../../../lib/money';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { orderTotals } from '../orderLines';
import { useOrder } from '../useOrders';

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
  const { t, i18n } = useTranslation('orders');
  const { sessionId = '' } = useParams();
  const order = useOrder(sessionId);
  const back = (
    <LinkButton to={routePath('patient.orderHistory')} variant="outline-secondary" size="sm">
      <i className="bi bi-arrow-left flip-in-rtl me-1" aria-hidden="true" />
      {t('historyTitle')}
    </LinkButton>
  );

  if (order.loading) return <ConfirmationSkeleton />;
  const hidden = order.error && 'code' in order.error && order.error.code === 'permission-denied';
  if (order.error && !hidden) return <Alert variant="danger">{order.error.message}</Alert>;
  if (!order.data || hidden) {
    return (
      <section>
        <Alert variant="warning">{t('notFound')}</Alert>
        {back}
      </section>
    );
  }
  const data = order.data;
  // The total is what was charged; the lines give the subtotal and the taxes.
  const totals = orderTotals(data.products);

  return (
    <section>
      <div className="mb-3">{back}</div>
      <h1 className="h4">{t('confirmationTitle')}</h1>
      <p className="lead">{t('greeting', { name: data.name })}</p>
      <Row className="g-3 mb-3">
        {(
          [
            ['orderDate', formatLongDate(data.date.toDate(), i18n.language)],
            ['orderNumber', data.docId],
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
            {data.products.map((line, index) => (
              <tr key={`${line.priceId}-${index}`} data-testid="order-line">
                <td>{line.name}</td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end">{formatCents(line.unit_price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(['subtotal', 'pst', 'gst', 'total'] as const).map((label) => (
              <tr key={label} className={label === 'total' ? 'fw-bold' : undefined}>
                <th scope="row" colSpan={2} className="fw-normal">
                  {t(label)}
                </th>
                <td className="text-end" data-testid={`order-${label}`}>
                  {label === 'total' ? formatCents(data.total) : formatMoney(totals[label])}
                </td>
              </tr>
            ))}
          </tfoot>
        </Table>
      </Card>
    </section>
  );
}
