import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../lib/store/errors';
import { useAppSelector } from '../../lib/store/hooks';
import { LoadLater } from '../../lib/ui/LoadLater';
import { PageLoader } from '../../lib/ui/PageLoader';
import { useRevealInSlices } from '../../lib/ui/useRevealInSlices';
import { PersonCard, StatList } from '../../lib/ui/PersonCard';
import { PatientVideoVisits } from '../../features/appointments';
import { selectUid } from '../../features/auth';
import { CareRequests } from '../../features/care';
import { PatientHomeMonitoring } from '../../features/monitoring';
import { PatientHomeOutcomes } from '../../features/outcomes';
import { PatientWorkouts } from '../../features/plans';
import { usePatientHomeReads } from './patientHomeReads';

/** The profile card's appointments counter is fixed at 0, as on the doctor's view of a patient. */
const APPOINTMENT_COUNT = 0;

/** About the height of one outcomes card (a questionnaire due): what the check-in and outcomes hold while their code loads. */
const OUTCOMES_HEIGHT = 130;

/**
 * patient.home: doctors' requests to follow the patient (Approve / Decline), the
 * authorised patient's profile card, the check-in after a session and the questionnaires due
 * (issue 34), and their own workout plans and calendar, which they schedule themselves
 * (personalized plans only). The first screen is what patientHomeReads reads (the video visit's join button
 * among it); the outcomes load their code and start their reads after it has painted (issue 55), below the cards
 * that come with the page, so that their arrival moves little of what is on the screen.
 */
export default function PatientHomePage() {
  const { t } = useTranslation('plans');
  const uid = useAppSelector(selectUid);
  // Doctors' requests come first on the page: it shows once they are known, rather than push the rest down then.
  const { user, careRequests, restRead } = usePatientHomeReads(uid);
  const record = user.currentData;
  const scheduler = useMemo(() => (uid ? { role: 'patient' as const, uid, patientUids: [uid] } : null), [uid]);

  const loading = Boolean(uid) && ((record === undefined && !user.isError) || careRequests.loading || !restRead);
  const shown = useRevealInSlices(!loading);

  if (!shown) return <PageLoader />;
  if (user.isError) return <Alert variant="danger">{queryErrorMessage(user.error)}</Alert>;
  if (!uid || !record || !scheduler) return <Alert variant="warning">{t('profileMissing')}</Alert>;

  const name = `${record.firstName} ${record.lastName}`.trim();
  return (
    <section>
      <PatientVideoVisits patientUid={uid} />
      <PatientWorkouts
        patientUid={uid}
        scheduler={scheduler}
        editable
        canAddPublic={false}
        aside={
          <>
            <PersonCard name={name} picture={record.profilePic} pictureAlt={t('pictureOf', { name })} headingLevel="h1" titleClassName="h4">
              <div className="text-body-secondary text-break">{record.email}</div>
              <StatList
                stats={[
                  { label: t('workouts'), value: record.exerciseCount ?? 0, testId: 'workout-count' },
                  { label: t('appointments'), value: APPOINTMENT_COUNT, testId: 'appointment-count' },
                ]}
              />
            </PersonCard>
            <CareRequests patientUid={uid} />
            <PatientHomeMonitoring patientUid={uid} />
            <LoadLater minHeight={OUTCOMES_HEIGHT}>
              <PatientHomeOutcomes patientUid={uid} />
            </LoadLater>
          </>
        }
      />
    </section>
  );
}
