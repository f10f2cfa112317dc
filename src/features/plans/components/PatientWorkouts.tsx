import { useCallback, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { SuccessBanner } from '../../../lib/ui/SuccessBanner';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePlanExercisesQuery } from '../api/plansApi';
import { usePatientPlans } from '../hooks/usePatientPlans';
import type { Scheduler } from '../logic/planLogic';
import { planBannerClosed, selectPlanBanner } from '../plansSlice';
import { PlanLists } from './PlanLists';
import { WorkoutScheduleCalendar } from './WorkoutScheduleCalendar';

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
  const { publicPlans, personalizedPlans, loading, error } = usePatientPlans(patientUid);
  const planLists = useRef<HTMLDivElement>(null);
  const exercises = usePlanExercisesQuery();
  const exerciseList = exercises.currentData ?? [];
  const problem = error ?? queryErrorMessage(exercises.error);

  return (
    <>
      <SuccessBanner message={banner && t(banner)} onClose={closeBanner} />
      {problem && <Alert variant="danger">{problem}</Alert>}
      <Row className="g-3">
        <Col lg={4} className="d-flex flex-column gap-3">
          {aside}
          <PlanLists
            patientUid={patientUid}
            publicPlans={publicPlans}
            personalizedPlans={personalizedPlans}
            exercises={exerciseList}
            scheduler={scheduler}
            editable={editable}
            canAddPublic={canAddPublic}
            listsRef={planLists}
          />
        </Col>
        <Col lg={8}>
          <WorkoutScheduleCalendar
            patientUid={patientUid}
            plans={[...publicPlans, ...personalizedPlans]}
            exercises={exerciseList}
            scheduler={scheduler}
            editable={editable}
            planLists={planLists}
            pageSettled={!loading}
          />
        </Col>
      </Row>
    </>
  );
}
