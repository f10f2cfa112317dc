import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ClinicDashboard } from '@rehab/model/clinicDashboard';
import { roleMay } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { formatDateTime } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectUid } from '../../auth';
import { useMyClinic } from '../../clinics';
import { useClinicDashboardQuery } from '../api/clinicDashboardApi';
import { ClaimsChart } from '../components/ClaimsChart';
import { CliniciansTable } from '../components/CliniciansTable';
import { DashboardFigures } from '../components/DashboardFigures';
import { MonthClaimsTable } from '../components/MonthClaimsTable';
import { useFigureTexts } from '../hooks/useFigureTexts';
import { claimedCodes } from '../logic/dashboardFigures';

/**
 * clinic.dashboard (issue 51): the clinic's figures for its owners — patients in monitoring, the share on track for 16
 * data days, waiting alerts by age, outcomes improved by the MCID, the claims of the last months — for the whole clinic
 * or one clinician, and each clinician's side by side. Reads the one document the functions build with the caseload.
 * Any doctor opens the route: a member of another role is told only the owners see it (the rules refuse him the read).
 */
export default function ClinicDashboardPage() {
  const { t } = useTranslation('clinicDashboard');
  const uid = useAppSelector(selectUid);
  const { membership, clinic, loading, error } = useMyClinic(uid);
  const mayRead = roleMay(membership?.role, 'dashboard', 'read');
  const dashboard = useClinicDashboardQuery(mayRead && clinic ? clinic.docId : skipToken);

  if (loading) return <PageLoader />;
  if (error || !clinic || !uid) return <Alert variant="danger">{error ?? t('noClinic')}</Alert>;

  const loadError = queryErrorMessage(dashboard.error);
  const data = dashboard.currentData;
  return (
    <section aria-labelledby="clinic-dashboard-title">
      <h1 id="clinic-dashboard-title" className="h3 mb-1">
        {t('title')}
      </h1>
      {!mayRead ? (
        <Alert variant="warning" className="mt-3" data-testid="dashboard-owners-only">
          {t('ownersOnly', { clinic: clinic.name })}
        </Alert>
      ) : loadError ? (
        <Alert variant="danger" className="mt-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('loadFailed', { message: loadError })}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void dashboard.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : data === undefined ? (
        <PageLoader />
      ) : data === null ? (
        <Alert variant="info" className="mt-3" data-testid="dashboard-not-built">
          {t('notBuilt')}
        </Alert>
      ) : (
        <DashboardBody dashboard={data} clinicName={clinic.name} viewerUid={uid} />
      )}
    </section>
  );
}

/** The built dashboard, for the whole clinic or the clinician the filter names. */
function DashboardBody({ dashboard, clinicName, viewerUid }: { dashboard: ClinicDashboard; clinicName: string; viewerUid: string }) {
  const { t, i18n } = useTranslation('clinicDashboard');
  const { clinicianName } = useFigureTexts();
  const [chosenUid, setChosenUid] = useState<string | null>(null);
  // a clinician gone from a later build shows the whole clinic again
  const chosen = dashboard.clinicians.find((clinician) => clinician.uid === chosenUid);
  const counts = chosen ?? dashboard.clinic;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <p className="text-body-secondary mb-0">{t('intro', { clinic: clinicName, months: LIMITS.clinics.dashboardMonths })}</p>
        <Form.Group controlId="clinic-dashboard-clinician">
          <Form.Label className="small mb-1">{t('clinician')}</Form.Label>
          <Form.Select size="sm" value={chosen?.uid ?? ''} onChange={(event) => setChosenUid(event.target.value || null)}>
            <option value="">{t('allClinicians')}</option>
            {dashboard.clinicians.map((clinician) => (
              <option key={clinician.uid} value={clinician.uid}>
                {clinicianName(clinician, viewerUid)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <DashboardFigures counts={counts} />
      <Card className="mb-3">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('claims.title')}
          </Card.Title>
          <ClaimsChart months={counts.claims} codes={claimedCodes([...dashboard.clinic.claims, ...counts.claims])} />
          <p className="small text-body-secondary mt-2">{t('claims.note')}</p>
          <MonthClaimsTable months={counts.claims} />
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('clinicians.title')}
          </Card.Title>
          <CliniciansTable clinicians={dashboard.clinicians} clinic={dashboard.clinic} chosen={chosen?.uid ?? null} viewerUid={viewerUid} />
        </Card.Body>
      </Card>
      <p className="small text-body-secondary" data-testid="dashboard-built-at">
        {t('builtAt', { time: formatDateTime(dashboard.builtAt.toDate(), i18n.language) })}
      </p>
    </>
  );
}
