import { useCallback, type ReactNode } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { SuccessBanner } from '../../../lib/ui/SuccessBanner';
import { planBannerClosed, selectPlanBanner } from '../plansSlice';
import { useExercises, usePatientPlans } from '../usePlans';
import { PlanLists } from './PlanLists';
import { WorkoutScheduleCalendar, type Scheduler } from './WorkoutScheduleCalendar';

export interface PatientWorkoutsProps {
  patientUid: string;
  scheduler: Scheduler;
  /** plans and events may be added, moved and deleted (own patient, or the patient themself) */
  editable: boolean;
  /** public plans may be created (doctors only) */
  canAddPublic: boolean;
  /** shown above the plan lists, e.g. the patient's profile card */
  aside?: ReactNode;
}

/** A patient's workout plans and Workout Schedule calendar, with the plans area's banners. */
export function PatientWorkouts({ patientUid, scheduler, editable, canAddPublic, aside }: PatientWorkoutsProps) {
  const { t } = useTranslation('plans');
  const dispatch = useAppDispatch();
  const banner = useAppSelector(selectPlanBanner);
  const closeBanner = useCallback(() => dispatch(planBannerClosed()), [dispatch]);
  const { publicPlans, personalizedPlans, error } = usePatientPlans(patientUid);
  const exercises = useExercises();

  return (
    <>
      <SuccessBanner message={banner && t(banner)} onClose={closeBanner} />
      {(error ?? exercises.error) && <Alert variant="danger">{(error ?? exercises.error)?.message}</Alert>}
      <Row className="g-3">
        <Col lg={4} className="d-flex flex-column gap-3">
          {aside}
          <PlanLists
            patientUid={patientUid}
            publicPlans={publicPlans}
            personalizedPlans={personalizedPlans}
            exercises={exercises.data}
            scheduler={scheduler}
            editable={editable}
            canAddPublic={canAddPublic}
          />
        </Col>
        <Col lg={8}>
          <WorkoutScheduleCalendar
            patientUid={patientUid}
            plans={[...publicPlans, ...personalizedPlans]}
            exercises={exercises.data}
            scheduler={scheduler}
            editable={editable}
          />
        </Col>
      </Row>
    </>
  );
}
