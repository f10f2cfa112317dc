import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { docRef } from '../../../lib/firebase/collections';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PersonCard, StatList } from '../../../lib/ui/PersonCard';
import { PatientWorkouts } from '../components/PatientWorkouts';

/** The profile card's appointments counter is fixed at 0, as on the doctor's view of a patient. */
const APPOINTMENT_COUNT = 0;

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
    <section>
      <PatientWorkouts
        patientUid={uid}
        scheduler={scheduler}
        editable
        canAddPublic={false}
        aside={
          <PersonCard name={name} picture={user.data.profilePic} pictureAlt={t('pictureOf', { name })} headingLevel="h1" titleClassName="h4">
            <div className="text-body-secondary text-break">{user.data.email}</div>
            <StatList
              stats={[
                { label: t('workouts'), value: user.data.exerciseCount ?? 0, testId: 'workout-count' },
                { label: t('appointments'), value: APPOINTMENT_COUNT, testId: 'appointment-count' },
              ]}
            />
          </PersonCard>
        }
      />
    </section>
  );
}
