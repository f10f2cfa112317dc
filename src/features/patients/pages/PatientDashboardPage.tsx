import { useMemo } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { docRef } from '../../../lib/firebase/collections';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { useAsyncAction } from '../../../lib/useAsyncAction';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PatientWorkouts } from '../../plans';
import { StatisticsPanel } from '../../statistics';
import { PatientProfileCard } from '../components/PatientProfileCard';
import { sharesDevice } from '../patientList';
import { addToMyPatients, removeFromMyPatients } from '../patientsApi';
import { usePatients } from '../usePatients';

/**
 * patients.patientDashboard: the doctor's view of one patient, its profile
 * card with Add Patient or Delete From My Patients. The statistics, workout
 * plans and workout schedule of document 2 join it in a wider column beside it.
 */
export default function PatientDashboardPage() {
  const { t } = useTranslation('patients');
  const { uid: patientUid = '' } = useParams();
  const { uid: doctorUid, doctor, doctorLoading, doctorError } = usePatients();
  const patientRef = useMemo(() => (patientUid ? docRef('users', patientUid) : null), [patientUid]);
  const patient = useLiveDoc(patientRef);
  const membership = useAsyncAction();

  if (patient.loading || doctorLoading) return <PageLoader />;
  // A patient the doctor may not see is, for them, a patient that does not exist.
  const hidden = patient.error && 'code' in patient.error && patient.error.code === 'permission-denied';
  const readError = hidden ? doctorError : (patient.error ?? doctorError);
  if (readError) return <Alert variant="danger">{readError.message}</Alert>;
  if (!patient.data || !doctor || !doctorUid) return <Alert variant="warning">{t('patientNotFound')}</Alert>;

  const isOwn = doctor.patients.includes(patientUid);
  const canAdd = sharesDevice(doctor.devices, patient.data.devices);

  return (
    <section>
      {membership.error && (
        <Alert variant="danger" dismissible onClose={membership.clearError}>
          {membership.error}
        </Alert>
      )}
      <Row className="g-3">
        <Col lg={4}>
          <PatientProfileCard
            patient={patient.data}
            isOwn={isOwn}
            canAdd={canAdd}
            pending={membership.pending}
            onAdd={() => void membership.run(() => addToMyPatients(doctorUid, patientUid))}
            onRemove={() => void membership.run(() => removeFromMyPatients(doctorUid, patientUid))}
          />
        </Col>
        <Col xs={12}><StatisticsPanel patientUid={patientUid} deviceIds={Object.keys(patient.data.devices)} /></Col>
        <Col xs={12}>
          <PatientWorkouts
            patientUid={patientUid}
            scheduler={{ role: 'doctor', uid: doctorUid, patientUids: doctor.patients }}
            editable={isOwn}
            canAddPublic
          />
        </Col>
      </Row>
    </section>
  );
}
