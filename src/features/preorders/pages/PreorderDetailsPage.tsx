import { Alert, Badge, Card, Col, ListGroup, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { formatDateTime } from '../../../lib/dateFormat';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PreorderStatusBadge } from '../components/PreorderStatusBadge';
import { displayedStatus, isOrganizationOrder, shipToAddress } from '../preorderStatus';
import { usePreorder } from '../usePreorders';

/** Pre-Order Confirmation: status timeline, address, product line and totals of one pre-order. */
export default function PreorderDetailsPage() {
  const { t, i18n } = useTranslation('preorders');
  const { id = '' } = useParams();
  const preorder = usePreorder(id);
  const back = (
    <LinkButton to={routePath('patient.preorderSummary')} variant="outline-secondary" size="sm">
      <i className="bi bi-arrow-left flip-in-rtl me-1" aria-hidden="true" />
      {t('backToList')}
    </LinkButton>
  );

  if (preorder.loading) return <PageLoader />;
  const hidden = preorder.error && 'code' in preorder.error && preorder.error.code === 'permission-denied';
  if (preorder.error && !hidden) return <Alert variant="danger">{preorder.error.message}</Alert>;
  const data = preorder.data;
  if (!data || hidden) {
    return (
      <section>
        <Alert variant="warning">{t('notFound')}</Alert>
        {back}
      </section>
    );
  }

  return (
    <section>
      <div className="mb-3">{back}</div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">{t('confirmationTitle')}</h1>
        <PreorderStatusBadge status={displayedStatus(data)} />
        {isOrganizationOrder(data) && <Badge bg="info">{t('organizationOrder')}</Badge>}
      </div>
      <p className="text-body-secondary">
        <bdi>{t('orderNumber', { id: data.docId })}</bdi> · <bdi>{formatDateTime(data.orderDate.toDate(), i18n.language)}</bdi>
      </p>
      <Row className="g-3">
        <Col md={5}>
          <Card className="h-100">
            <Card.Header as="h2" className="h6">
              {t('statusTimeline')}
            </Card.Header>
            <ListGroup variant="flush" as="ol" aria-label={t('statusTimeline')}>
              {data.timeline.map((step) => (
                <ListGroup.Item as="li" key={`${step.event}-${step.timestamp.toMillis()}`}>
                  <div className="fw-semibold">{t(`statuses.${step.event}`, { defaultValue: step.event })}</div>
                  <div className="small text-body-secondary">{formatDateTime(step.timestamp.toDate(), i18n.language)}</div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Card>
        </Col>
        <Col md={7}>
          <Card className="mb-3">
            <Card.Header as="h2" className="h6">
              {t('shippingAddress')}
            </Card.Header>
            <Card.Body>
              <div>
                {data.firstName} {data.lastName}
              </div>
              <div>{shipToAddress(data)}</div>
              {data.organizationName && <div className="text-body-secondary">{data.organizationName}</div>}
              {data.shipping && (
                <div className="small mt-2">
                  {data.shipping.carrier} · {data.shipping.trackingNumber}
                </div>
              )}
            </Card.Body>
          </Card>
          <Card>
            <Table className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('product')}</th>
                  <th scope="col" className="text-end">
                    {t('quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{t('kneeSleeve')}</td>
                  <td className="text-end">{data.quantity}</td>
                </tr>
              </tbody>
              <tfoot>
                {(
                  [
                    ['subtotal', data.subtotal],
                    ['pst', data.pst],
                    ['gst', data.gst],
                    ['total', data.total],
                  ] as const
                ).map(([label, amount]) => (
                  <tr key={label} className={label === 'total' ? 'fw-bold' : undefined}>
                    <th scope="row" className="fw-normal">
                      {t(label)}
                    </th>
                    <td className="text-end">{amount}</td>
                  </tr>
                ))}
              </tfoot>
            </Table>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
