import '../adminPreorders.css';
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatTimestamp } from '../../../lib/dateFormat';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { displayedStatus, formatStoredMoney, isOrganizationOrder, shipToAddress } from '@rehab/model/preorders';
import { BackButton, LiveDocumentView } from '../../../lib/ui/LiveDocumentView';
import { PreorderStatusTag, usePreorder } from '../../preorders';
import { InfoCard } from '../components/InfoCard';
import { OrderManagement } from '../components/OrderManagement';
import { OrganizationInfo } from '../components/OrganizationInfo';
import { StatusTimeline } from '../components/StatusTimeline';

/** admin.preorderDetail: one pre-order, live: its status timeline, the order's details and the build of each unit. */
export default function PreorderDetailPage() {
  const { t } = useTranslation('adminPreorders');
  const { id = '' } = useParams();
  const preorder = usePreorder(id);
  const titleId = useId();

  return (
    <LiveDocumentView
      live={preorder}
      notFound={t('notFound')}
      failed={(message) => t('loadOneFailed', { message })}
      back={<BackButton to={routePath('admin.preordersTable')}>{t('backToList')}</BackButton>}
      labelledBy={titleId}
    >
      {(data) => (
        <>
          <h1 id={titleId} className="h4 mb-3 text-break">
            {t('orderNumber', { id: data.docId })}
          </h1>
          <Row className="g-3">
            <Col xs={12} lg={4} xl={3}>
              <StatusTimeline preorderId={data.docId} timeline={data.timeline} />
            </Col>
            <Col xs={12} lg={8} xl={9} style={{ minWidth: 0 }}>
              <OrderDetails preorder={data} />
              <OrderManagement preorderId={data.docId} preorder={data} />
            </Col>
          </Row>
        </>
      )}
    </LiveDocumentView>
  );
}

function OrderDetails({ preorder }: { preorder: KneeSleevePreorder & { docId: string } }) {
  const { t } = useTranslation('adminPreorders');
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const organization = isOrganizationOrder(preorder);
  const orNone = (text: string | undefined) => (text?.trim() ? text : t('none'));

  return (
    <>
      <InfoCard
        title={t('orderInfo')}
        testId="order-info"
        rows={[
          [t('orderId'), preorder.docId],
          [t('orderDate'), preorder.orderDate ? formatTimestamp(preorder.orderDate.toDate()) : t('none')],
          [t('status'), <PreorderStatusTag status={displayedStatus(preorder)} />],
          [t('quantity'), preorder.quantity],
          [t('subtotal'), formatStoredMoney(preorder.subtotal)],
          [t('pst'), formatStoredMoney(preorder.pst)],
          [t('gst'), formatStoredMoney(preorder.gst)],
          [t('total'), <strong>{formatStoredMoney(preorder.total)}</strong>],
          [t('organizationOrder'), yesNo(organization)],
          [t('paymentId'), orNone(preorder.paymentId)],
        ]}
      />
      {preorder.shipping && (
        <InfoCard
          title={t('shippingInfo')}
          testId="shipping-info"
          rows={[
            [t('carrier'), orNone(preorder.shipping.carrier)],
            [t('trackingNumber'), orNone(preorder.shipping.trackingNumber)],
          ]}
        />
      )}
      {organization && <OrganizationInfo preorder={preorder} />}
      <InfoCard
        title={t('customerInfo')}
        rows={[
          [t('firstName'), orNone(preorder.firstName)],
          [t('lastName'), orNone(preorder.lastName)],
          [t('email'), orNone(preorder.email)],
          [t('phone'), orNone(preorder.phone)],
          [t('address'), orNone(shipToAddress(preorder))],
        ]}
      />
      <InfoCard
        title={t('additionalQuestions')}
        rows={[
          [
            t('howDidYouHear'),
            preorder.howDidYouHearAboutUs.length === 0 ? (
              t('none')
            ) : (
              <span className="d-inline-flex flex-wrap gap-1">
                {preorder.howDidYouHearAboutUs.map((answer) => (
                  <Badge key={answer} bg="secondary-subtle" text="secondary-emphasis" className="fw-normal">
                    {t(`heardAbout.${answer}`, { defaultValue: answer })}
                  </Badge>
                ))}
              </span>
            ),
          ],
          [t('subscribe'), yesNo(preorder.subscribe === true)],
          [t('useApplication'), preorder.useApplication ? t(`answers.${preorder.useApplication}`, { defaultValue: preorder.useApplication }) : t('none')],
          [t('requestDetails'), <span className="typed-text">{orNone(preorder.requestDetails)}</span>],
        ]}
      />
    </>
  );
}
