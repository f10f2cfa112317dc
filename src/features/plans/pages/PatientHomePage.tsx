import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useRevealInSlices } from '../../../lib/ui/useRevealInSlices';
import { PersonCard, StatList } from '../../../lib/ui/PersonCard';
import { selectUid } from '../../auth';
import { PatientWorkouts } from '../components/PatientWorkouts';
import { PatientHomeMonitoring, usePatientMonitoringQuery } from '../../monitoring';
import { CareRequests, usePendingCareRequests } from '../../care';
import { usePersonalizedPlansQuery, usePlanExercisesQuery, usePublicPlansQuery, useWorkoutScheduleQuery } from '../api/plansApi';

/** The profile card's appointments counter is fixed at 0, as on the doctor's view of a patient. */
const APPOINTMENT_COUNT = 0;

/** A read answered, with data or an error. */
const answered = (read: { currentData?: unknown; isError: boolean }) => read.currentData !== undefined || read.isError;

/**
 * Whether the plans, the calendar and the monitoring summary have been read. The page waits for them too and then
 * appears once, whole: shown as each part's data arrived, it was drawn again for every part, each time a long task
 * on a phone, while the parts arrive together anyway (one Firestore connection).
 */
function useWorkoutsRead(uid: string | null): boolean {
  const patient = uid ?? skipToken;
  const anyone = uid ? undefined : skipToken;
  const reads = [
    usePublicPlansQuery(anyone),
    usePersonalizedPlansQuery(patient),
    usePlanExercisesQuery(anyone),
    useWorkoutScheduleQuery(patient),
    usePatientMonitoringQuery(patient),
  ];
  return reads.every(answered);
}

/**
 * patient.home: doctors' requests to follow the patient (Approve / Decline), the
 * authorised patient's profile card and their own workout plans and calendar,
 * which they schedule themselves (personalized plans only).
 */
export default function PatientHomePage() {
  const { t } = useTranslation('plans');
  const uid = useAppSelector(selectUid);
  const user = useUserRecordQuery(uid ?? skipToken);
  const record = user.currentData;
  // Doctors' requests come first on the page: it shows once they are known, rather than push the rest down then.
  const careRequests = usePendingCareRequests(uid);
  const workoutsRead = useWorkoutsRead(uid);
  const scheduler = useMemo(() => (uid ? { role: 'patient' as const, uid, patientUids: [uid] } : null), [uid]);

  const loading = Boolean(uid) && ((record === undefined && !user.isError) || careRequests.loading || !workoutsRead);
  const shown = useRevealInSlices(!loading);

  if (!shown) return <PageLoader />;
  if (user.isError) return <Alert variant="danger">{queryErrorMessage(user.error)}</Alert>;
  if (!uid || !record || !scheduler) return <Alert variant="warning">{t('profileMissing')}</Alert>;

  const name = `${record.firstName} ${record.lastName}`.trim();
  return (
    <section>
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
          </>
        }
      />
    </section>
  );
}
