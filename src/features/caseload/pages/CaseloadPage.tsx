import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { pagesShown, type CaseloadFilter } from '@rehab/model/caseload';
import { formatDateTime } from '../../../lib/dateFormat';
import { clampPage } from '../../../lib/pagination';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { selectUid } from '../../auth';
import { useMyClinic } from '../../clinics';
import { localMonth } from '../../monitoring';
import { useCaseloadPageQuery, useCaseloadSummaryQuery } from '../api/caseloadApi';
import { CaseloadTable } from '../components/CaseloadTable';
import { caseloadViews } from '../logic/caseloadRows';

/**
 * clinic.caseload (issue 51): every patient who approved the clinic, for its owner and clinicians — his primary
 * clinician, where his monitoring stands today, what this period and month still need, his waiting alerts —, filtered
 * by clinician and to those needing attention, a page at a time. Reads the caseload's summary and the one page shown
 * (both built by the functions), whatever the number of patients.
 */
export default function CaseloadPage() {
  const { t, i18n } = useTranslation('caseload');
  const uid = useAppSelector(selectUid);
  const { clinic, loading, error } = useMyClinic(uid);
  const summary = useCaseloadSummaryQuery(clinic?.docId ?? skipToken);
  const [filter, setFilter] = useState<CaseloadFilter>({ clinician: null, needsAttention: false });
  const [requestedPage, setPage] = useState(1);
  const [now] = useState(() => new Date());
  const data = summary.currentData;
  const shown = data ? pagesShown(data, filter) : [];
  const page = clampPage(requestedPage, Math.max(1, shown.length));
  const entry = shown.at(page - 1);
  const pageDoc = useCaseloadPageQuery(entry?.id ?? skipToken);

  if (loading) return <PageLoader />;
  if (error || !clinic || !uid) return <Alert variant="danger">{error ?? t('noClinic')}</Alert>;

  const summaryError = queryErrorMessage(summary.error);
  const pageError = queryErrorMessage(pageDoc.error);
  const changeFilter = (next: Partial<CaseloadFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const names = new Map((data?.clinicians ?? []).map((clinician) => [clinician.uid, clinician.name]));
  const chosen = data?.clinicians.find((clinician) => clinician.uid === filter.clinician);
  const attentionCount = chosen ? chosen.needsAttention : (data?.needsAttention ?? 0);
  const views = pageDoc.currentData ? caseloadViews(pageDoc.currentData.rows, localMonth(now), now, filter.needsAttention) : [];

  return (
    <section aria-labelledby="caseload-title">
      <h1 id="caseload-title" className="h3 mb-1">
        {t('title')}
      </h1>
      <p className="text-body-secondary">{t('intro', { clinic: clinic.name })}</p>
      {summaryError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('loadFailed', { message: summaryError })}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void summary.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : data === undefined ? (
        <PageLoader />
      ) : data === null ? (
        <Alert variant="info" data-testid="caseload-not-built">
          {t('notBuilt')}
        </Alert>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-end gap-3">
            <div className="d-flex flex-wrap gap-2" data-testid="caseload-counts">
              <Badge bg="secondary">{t('patients', { count: data.patients })}</Badge>
              <Badge bg="warning" text="dark">
                {t('needAttention', { count: data.needsAttention })}
              </Badge>
              <Badge bg="danger">{t('alertsWaiting', { count: data.openAlerts })}</Badge>
            </div>
            <Form.Group controlId="caseload-clinician" className="ms-md-auto">
              <Form.Label className="small mb-1">{t('clinician')}</Form.Label>
              <Form.Select size="sm" value={filter.clinician ?? ''} onChange={(event) => changeFilter({ clinician: event.target.value || null })}>
                <option value="">{t('allClinicians', { count: data.patients })}</option>
                {data.clinicians.map((clinician) => (
                  <option key={clinician.uid} value={clinician.uid}>
                    {t('clinicianOption', { name: clinician.uid === uid ? t('you') : clinician.name || t('formerMember'), count: clinician.patients })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Check
              type="switch"
              id="caseload-attention"
              label={t('needsAttentionOnly', { count: attentionCount })}
              checked={filter.needsAttention}
              onChange={(event) => changeFilter({ needsAttention: event.target.checked })}
            />
          </Card.Header>
          {pageError && (
            <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
              <span>{t('loadFailed', { message: pageError })}</span>
              <Button variant="outline-danger" size="sm" onClick={() => void pageDoc.refetch()}>
                {t('tryAgain')}
              </Button>
            </Alert>
          )}
          <CaseloadTable
            views={views}
            clinicianNames={names}
            uid={uid}
            loading={entry !== undefined && pageDoc.currentData === undefined && !pageError}
            empty={data.patients === 0 ? t('empty', { clinic: clinic.name }) : filter.needsAttention ? t('emptyAttention') : t('emptyPage')}
          />
          <Card.Footer className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span className="small text-body-secondary">{t('builtAt', { time: formatDateTime(data.builtAt.toDate(), i18n.language) })}</span>
            <PaginationBar page={page} pages={shown.length} onPageChange={setPage} labels={{ navigation: t('pages'), previous: t('previousPage'), next: t('nextPage') }} />
          </Card.Footer>
        </Card>
      )}
    </section>
  );
}
