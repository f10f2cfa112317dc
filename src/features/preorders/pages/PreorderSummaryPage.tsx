import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatDateTime } from '../../../lib/dateFormat';
import { PREORDER_PAGE_SIZE, displayedStatus, formatStoredMoney, shipToAddress } from '@rehab/model/preorders';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePagedList } from '../../../lib/usePagedList';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { PreorderStatusTag } from '../components/PreorderStatusTag';
import { useMyPreorders } from '../hooks/usePreorders';

const SKELETON_ROWS = 3;

/** The customer's knee sleeve pre-orders with their status, 10 per page. */
export default function PreorderSummaryPage() {
  const { t, i18n } = useTranslation('preorders');
  const preorders = useMyPreorders();
  const list = preorders.data ?? [];
  const paged = usePagedList(list, PREORDER_PAGE_SIZE);
  const error = queryErrorMessage(preorders.error);

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">{t('title')}</h1>
        <LinkButton to={routePath('patient.kneeSleevePreorderForm')}>{t('newPreorder')}</LinkButton>
      </div>
      {!preorders.emailVerified && <Alert variant="info">{t('verifyEmail')}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      <Card>
        <ListGroup variant="flush" aria-busy={preorders.isLoading}>
          {preorders.isLoading ? (
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <ListGroup.Item key={i} data-testid="preorder-skeleton">
                <Placeholder animation="glow">
                  <Placeholder xs={4} /> <Placeholder xs={6} />
                </Placeholder>
              </ListGroup.Item>
            ))
          ) : list.length === 0 ? (
            <ListGroup.Item className="text-center text-body-secondary py-4">{t('noPreorders')}</ListGroup.Item>
          ) : (
            paged.rows.map((preorder) => (
              <ListGroup.Item key={preorder.docId} data-testid="preorder-row">
                <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
                  <div>
                    <Link to={routePath('patient.preorderDetails', { id: preorder.docId })} className="fw-semibold">
                      {t('orderNumber', { id: preorder.docId })}
                    </Link>
                    <div className="small text-body-secondary">
                      {t('orderDate')}: {formatDateTime(preorder.orderDate.toDate(), i18n.language)}
                    </div>
                    <div className="small">
                      {t('shipTo')}: <bdi>{shipToAddress(preorder)}</bdi>
                    </div>
                  </div>
                  <div className="text-end">
                    <PreorderStatusTag status={displayedStatus(preorder)} />
                    <div className="fw-semibold mt-1">
                      {t('total')}: <bdi>{formatStoredMoney(preorder.total)}</bdi>
                    </div>
                  </div>
                </div>
              </ListGroup.Item>
            ))
          )}
        </ListGroup>
      </Card>
      <div className="mt-3">
        <PaginationBar
          page={paged.page}
          pages={paged.pages}
          onPageChange={paged.setPage}
          labels={{ navigation: t('pages'), previous: t('previousPage'), next: t('nextPage') }}
        />
      </div>
    </section>
  );
}
