import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectUid } from '../../auth';
import { useClinicCoveragesQuery } from '../api/clinicsApi';
import { CoverageForm } from '../components/CoverageForm';
import { CoveringForCard } from '../components/CoveringForCard';
import { MyCoverageCard } from '../components/MyCoverageCard';
import { useClinicMembers } from '../hooks/useClinicPeople';
import { useCoverageClock } from '../hooks/useCoverageClock';
import { useMyClinic } from '../hooks/useMyClinic';
import { coverageState, coveragesByMe } from '../logic/coverage';

/**
 * clinic.coverage (issue 51): an owner or clinician marks himself away for a period with a colleague of his clinic as
 * his cover, sees and ends his coverage, and sees whom he covers. Coverages are read live, and whether each is to
 * come, running or over is renewed when one starts or ends.
 */
export default function CoveragePage() {
  const { t } = useTranslation('clinics');
  const uid = useAppSelector(selectUid);
  const { membership, clinic, loading, error } = useMyClinic(uid);
  const clinicId = clinic?.docId ?? null;
  const { clinicians, error: membersError } = useClinicMembers(clinicId);
  const coverages = useClinicCoveragesQuery(clinicId ?? skipToken);
  const now = useCoverageClock(coverages.currentData);

  if (loading) return <PageLoader />;
  if (error || !clinic || !membership || !uid) return <Alert variant="danger">{error ?? t('page.clinicMissing')}</Alert>;

  const all = coverages.currentData;
  const readError = queryErrorMessage(coverages.error);
  const coveragesLoading = all === undefined && !readError;
  const mine = all?.find((coverage) => coverage.away === uid) ?? null;
  const colleagues = clinicians?.filter((member) => member.docId !== uid);

  return (
    <section aria-labelledby="coverage-title">
      <h1 id="coverage-title" className="h4 mb-1">
        {t('coverage.title')}
      </h1>
      <p className="text-body-secondary">{t('coverage.intro', { clinic: clinic.name })}</p>
      {readError && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('coverage.loadFailed', { message: readError })}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void coverages.refetch()}>
            {t('coverage.tryAgain')}
          </Button>
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={6}>
          {coveragesLoading ? <PageLoader /> : !readError && <MyCoverageCard coverage={mine} now={now} />}
          <Card as="section" aria-labelledby="coverage-form-title">
            <Card.Header>
              <h2 id="coverage-form-title" className="h6 mb-0">
                {t('coverage.formTitle')}
              </h2>
            </Card.Header>
            <Card.Body>
              {membersError && <Alert variant="danger">{membersError}</Alert>}
              {colleagues === undefined ? (
                !membersError && <PageLoader />
              ) : colleagues.length === 0 ? (
                <p className="text-body-secondary mb-0" data-testid="no-colleague">
                  {t('coverage.noColleague', { clinic: clinic.name })}
                </p>
              ) : (
                <CoverageForm colleagues={colleagues} replaces={mine !== null && coverageState(mine, now) !== 'ended'} />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          {!readError && <CoveringForCard coverages={coveragesByMe(all ?? [], uid, now)} now={now} isLoading={coveragesLoading} />}
        </Col>
      </Row>
    </section>
  );
}
