import { Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { ScheduleCalendar } from '../../appointments';
import { PatientList, usePatients } from '../../patients';
import { DoctorSummaryCard } from '../components/DoctorSummaryCard';

/** dashboard.home-4 ('/'): the doctor's profile card, patient list and schedule. */
export default function DoctorDashboardPage() {
  const { t } = useTranslation('dashboard');
  const { uid, doctor, doctorLoading, doctorError, patients, patientsLoading, patientsError } = usePatients();

  if (doctorLoading) return <PageLoader />;
  if (!uid || !doctor) return <Alert variant="danger">{doctorError?.message ?? t('noDoctorRecord')}</Alert>;

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Row className="g-3 mb-3">
        <Col lg={4}>
          <DoctorSummaryCard doctor={doctor} />
        </Col>
        <Col lg={8}>
          <Card className="h-100">
            <Card.Header as="h2" className="h5">
              {t('myPatients')}
            </Card.Header>
            <Card.Body>
              {patientsError && <Alert variant="danger">{patientsError}</Alert>}
              {patients.length === 0 && patientsLoading && <PageLoader />}
              {(patients.length > 0 || (!patientsLoading && !patientsError)) && <PatientList patients={patients} />}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Suspense fallback={<PageLoader />}>
        <ScheduleCalendar doctorUid={uid} />
      </Suspense>
    </>
  );
}
