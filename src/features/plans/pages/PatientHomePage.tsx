import { useMemo } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUid } from '../../auth/authSlice';
import { docRef } from '../../../lib/firebase/collections';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PersonCard } from '../../../lib/ui/PersonCard';
import { PatientWorkouts } from '../components/PatientWorkouts';

/**
 * patient.home: the authorised patient's profile card and their own workout
 * plans and calendar, which they schedule themselves (personalized plans only).
 */
export default function PatientHomePage() {
  const { t } = useTranslation('plans');
  const uid = useAppSelector(selectUid);
  const userRef = useMemo(() => (uid ? docRef('users', uid) : null), [uid]);
  const user = useLiveDoc(userRef);
  const scheduler = useMemo(() => (uid ? { role: 'patient' as const, uid, patientUids: [uid] } : null), [uid]);

  if (user.loading) return <PageLoader />;
  if (user.error) return <Alert variant="danger">{user.error.message}</Alert>;
  if (!uid || !user.data || !scheduler) return <Alert variant="warning">{t('profileMissing')}</Alert>;

  const name = `${user.data.firstName} ${user.data.lastName}`.trim();
  return (
    <section className="d-flex flex-column gap-3">
      <Row className="g-3">
        <Col lg={4}>
          <PersonCard name={name} picture={user.data.profilePic} pictureAlt={t('pictureOf', { name })} headingLevel="h1" titleClassName="h4">
            <div className="text-body-secondary text-break">{user.data.email}</div>
          </PersonCard>
        </Col>
      </Row>
      <PatientWorkouts patientUid={uid} scheduler={scheduler} editable canAddPublic={false} />
    </section>
  );
}
