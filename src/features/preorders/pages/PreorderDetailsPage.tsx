import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatDateTime } from '../../../lib/dateFormat';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { displayedStatus, formatStoredMoney, isOrganizationOrder, shipToAddress } from '@rehab/model/preorders';
import { BackButton, LiveDocumentView } from '../../../lib/ui/LiveDocumentView';
import { TotalsFooter } from '../../../lib/ui/TotalsFooter';
import { useTimeoutPassed } from '../../../lib/useTimeoutPassed';
import { useAwaitedPreorderQuery } from '../api/preordersApi';
import { PreorderStatusTag } from '../components/PreorderStatusTag';
import { PreorderTimeline } from '../components/PreorderTimeline';
import { usePreorder } from '../hooks/usePreorders';
import { forgetPendingPreorder, isPendingPreorder } from '../logic/pendingCheckout';

/** How long the page waits for a pre-order just paid for before saying it could not confirm the payment. */
export const CONFIRMATION_TIMEOUT_MS = 60_000;

/**
 * Pre-Order Confirmation: status timeline, address, product line and totals of
 * one pre-order. The pre-order checkout returns here: for the pre-order just
 * sent to the payment page, the page waits ('Confirming your payment…') until
 * the payment's webhook has created it.
 */
export default function PreorderDetailsPage() {
  const { id = '' } = useParams();
  // Decided once: a pre-order being paid for is waited for, any other read as usual.
  const [awaiting] = useState(() => isPendingPreorder(id));
  return awaiting ? <AwaitedPreorder id={id} /> : <PreorderDetails id={id} />;
}

function PreorderDetails({ id }: { id: string }) {
  const { t } = useTranslation('preorders');
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

function AwaitedPreorder({ id }: { id: string }) {
  const { t } = useTranslation('preorders');
  const preorder = useAwaitedPreorderQuery(id && !id.includes('/') ? id : skipToken);
  const timedOut = useTimeoutPassed(CONFIRMATION_TIMEOUT_MS);
  const titleId = useId();
  const paid = Boolean(preorder.data);

  useEffect(() => {
    if (paid) forgetPendingPreorder(id);
  }, [paid, id]);

  if (!paid && !preorder.error) {
    const back = <BackButton to={routePath('patient.preorderSummary')}>{t('backToList')}</BackButton>;
    return timedOut ? (
      <section>
        <Alert variant="warning">
          <Alert.Heading as="h1" className="h5">
            {t('notConfirmed')}
          </Alert.Heading>
          <p className="mb-0">{t('notConfirmedDetail')}</p>
        </Alert>
        {back}
      </section>
    ) : (
      <section className="text-center py-5" aria-busy="true">
        <Spinner aria-hidden className="mb-3" />
        <h1 className="h5" role="status">
          {t('confirming')}
        </h1>
        <p className="text-body-secondary">{t('confirmingDetail')}</p>
      </section>
    );
  }

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
        {isOrganizationOrder(preorder) && (
          // dark on info: white on Bootstrap's info is 1.95:1, below WCAG AA's 4.5:1
          <Badge bg="info" text="dark">
            {t('organizationOrder')}
          </Badge>
        )}
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
