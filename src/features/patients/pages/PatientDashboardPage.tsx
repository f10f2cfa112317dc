import { useMemo, useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { docRef } from '../../../lib/firebase/collections';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PatientProfileCard } from '../components/PatientProfileCard';
import { sharesDevice } from '../patientList';
import { addToMyPatients, removeFromMyPatients } from '../patientsApi';
import { usePatients } from '../usePatients';

/**
 * patients.patientDashboard: the doctor's view of one patient. The profile
 * card is here; the statistics, workout plans and workout schedule panels
 * join it in the right-hand column (document 2).
 */
export default function PatientDashboardPage() {
  const { t } = useTranslation('patients');
  const { uid: patientUid = '' } = useParams();
  const { uid: doctorUid, doctor, doctorLoading } = usePatients();
  const patientRef = useMemo(() => (patientUid ? docRef('users', patientUid) : null), [patientUid]);
  const patient = useLiveDoc(patientRef);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (patient.loading || doctorLoading) return <PageLoader />;
  if (patient.error) return <Alert variant="danger">{patient.error.message}</Alert>;
  if (!patient.data || !doctor || !doctorUid) return <Alert variant="warning">{t('patientNotFound')}</Alert>;

  const isOwn = doctor.patients.includes(patientUid);
  const canAdd = sharesDevice(doctor.devices, patient.data.devices);

  async function change(action: (doctorUid: string, patientUid: string) => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await action(doctorUid!, patientUid);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <section>
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={4}>
          <PatientProfileCard
            patient={patient.data}
            isOwn={isOwn}
            canAdd={canAdd}
            pending={pending}
            onAdd={() => void change(addToMyPatients)}
            onRemove={() => void change(removeFromMyPatients)}
          />
        </Col>
        {/* Statistics, workout plans and the workout schedule (document 2) go in a Col lg={8} here. */}
      </Row>
    </section>
  );
}
