import { useId } from 'react';
import { Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatDateTime } from '../../../lib/dateFormat';
import type { KneeSleevePreorder } from '../../../lib/model/collections';
import { displayedStatus, formatStoredMoney, isOrganizationOrder, shipToAddress } from '../../../lib/model/preorders';
import { BackButton, LiveDocumentView } from '../../../lib/ui/LiveDocumentView';
import { TotalsFooter } from '../../../lib/ui/TotalsFooter';
import { PreorderStatusTag } from '../components/PreorderStatusTag';
import { PreorderTimeline } from '../components/PreorderTimeline';
import { usePreorder } from '../hooks/usePreorders';

/** Pre-Order Confirmation: status timeline, address, product line and totals of one pre-order. */
export default function PreorderDetailsPage() {
  const { t } = useTranslation('preorders');
  const { id = '' } = useParams();
  const preorder = usePreorder(id);
  const titleId = useId();

  return (
    <LiveDocumentView
      live={preorder}
      notFound={t('notFound')}
      back={<BackButton to={routePath('patient.preorderSummary')}>{t('backToList')}</BackButton>}
      labelledBy={titleId}
    >
      {(data) => <PreorderConfirmation preorder={data} titleId={titleId} />}
    </LiveDocumentView>
  );
}

function PreorderConfirmation({ preorder, titleId }: { preorder: KneeSleevePreorder & { docId: string }; titleId: string }) {
  const { t, i18n } = useTranslation('preorders');
  const timelineId = useId();
  const inLanguage = (date: Date) => formatDateTime(date, i18n.language);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id={titleId} className="h4 mb-0">
          {t('confirmationTitle')}
        </h1>
        <PreorderStatusTag status={displayedStatus(preorder)} />
        {isOrganizationOrder(preorder) && <Badge bg="info">{t('organizationOrder')}</Badge>}
      </div>
      <p className="text-body-secondary text-break">
        <bdi>{t('orderNumber', { id: preorder.docId })}</bdi> · <bdi>{inLanguage(preorder.orderDate.toDate())}</bdi>
      </p>
      <Row className="g-3">
        <Col md={5}>
          <Card className="h-100">
            <Card.Header as="h2" className="h6" id={timelineId}>
              {t('statusTimeline')}
            </Card.Header>
            <Card.Body>
              {preorder.timeline.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('noEvents')}</p>
              ) : (
                <PreorderTimeline timeline={preorder.timeline} labelledBy={timelineId} formatTime={inLanguage} />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col md={7}>
          <Card className="mb-3">
            <Card.Header as="h2" className="h6">
              {t('shippingAddress')}
            </Card.Header>
            <Card.Body className="text-break">
              {/* The customer's own words, isolated: Latin text keeps its order in Arabic. */}
              <div>
                <bdi>
                  {preorder.firstName} {preorder.lastName}
                </bdi>
              </div>
              <div>
                <bdi>{shipToAddress(preorder)}</bdi>
              </div>
              {preorder.organizationName && (
                <div className="text-body-secondary">
                  <bdi>{preorder.organizationName}</bdi>
                </div>
              )}
              {preorder.shipping && (
                <div className="small mt-2">
                  <bdi>{preorder.shipping.carrier}</bdi> · <bdi>{preorder.shipping.trackingNumber}</bdi>
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
                  <td className="text-end">{preorder.quantity}</td>
                </tr>
              </tbody>
              <TotalsFooter
                rows={(['subtotal', 'pst', 'gst', 'total'] as const).map((id) => ({ id, label: t(id), amount: formatStoredMoney(preorder[id]) }))}
                testIdPrefix="preorder"
              />
            </Table>
          </Card>
        </Col>
      </Row>
    </>
  );
}
