import { Suspense, lazy, useId, useState, type RefObject } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import type { WithId } from '../../../lib/firebase/withId';
import type { Exercise, ExercisePlan } from '@rehab/model/collections';
import { useShownOnce } from '../../../lib/ui/useShownOnce';
import { errorMessage } from '../../../lib/store/errors';
import { useAddExercisePlanMutation, useDeleteExercisePlanMutation } from '../api/plansApi';
import { EVENT_COLOURS, canDeletePlan, planExercises, searchPlans, type Scheduler } from '../logic/planLogic';
import { planBannerShown, planSearchChanged, selectPlanSearch, type PlanListKind } from '../plansSlice';
import type { NewPlan } from './PlanForm';

// The dialogs' code (React-Bootstrap's Modal, Formik, yup) loads when one is first opened, not with the page.
const PlanFormDialog = lazy(() => import('./PlanForm').then((form) => ({ default: form.PlanFormDialog })));
const ConfirmDialog = lazy(() => import('../../../lib/ui/dialogs').then((dialogs) => ({ default: dialogs.ConfirmDialog })));

type Plan = WithId<ExercisePlan>;

export interface PlanListsProps {
  patientUid: string;
  publicPlans: readonly Plan[];
  personalizedPlans: readonly Plan[];
  exercises: readonly WithId<Exercise>[];
  scheduler: Scheduler;
  /** plans may be added, deleted and dragged onto the calendar */
  editable: boolean;
  /** public plans may be created (doctors; a patient creates personalized plans only) */
  canAddPublic: boolean;
  /** the lists' container, from which the calendar lets plans be dragged (items carry data-plan-id and data-plan-name) */
  listsRef: RefObject<HTMLDivElement | null>;
}

/** The public and the personalized workout plans, each with a search, add and delete; plans drag onto the calendar. */
export function PlanLists({ patientUid, publicPlans, personalizedPlans, exercises, scheduler, editable, canAddPublic, listsRef }: PlanListsProps) {
  const { t } = useTranslation('plans');
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState<PlanListKind | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const formShown = useShownOnce(adding !== null);
  const confirmShown = useShownOnce(deleting !== null);
  const [error, setError] = useState<string | null>(null);
  const [addPlan] = useAddExercisePlanMutation();
  const [deletePlan] = useDeleteExercisePlanMutation();

  const announce = (banner: 'planCreated' | 'planDeleted') => {
    dispatch(planBannerShown(banner));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const save = async (plan: NewPlan) => {
    await addPlan({ plan: { ...plan, ...(adding === 'personalized' ? { userID: patientUid } : {}) }, role: scheduler.role }).unwrap();
    setAdding(null);
    announce('planCreated');
  };

  const confirmDelete = async () => {
    const plan = deleting;
    setDeleting(null);
    if (!plan) return;
    setError(null);
    try {
      await deletePlan(plan.docId).unwrap();
      announce('planDeleted');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  // A public plan is deleted by its author; a personalized one by its patient and the patient's doctors.
  const canDelete = (plan: Plan) => editable && canDeletePlan(plan, scheduler);

  return (
    <div ref={listsRef} className="d-flex flex-column gap-3">
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {editable && <p className="small text-body-secondary mb-0">{t('dragHint')}</p>}
      <PlanList
        kind="public"
        title={t('publicPlans')}
        plans={publicPlans}
        canAdd={editable && canAddPublic}
        canDelete={canDelete}
        draggable={editable}
        onAdd={() => setAdding('public')}
        onDelete={setDeleting}
      />
      <PlanList
        kind="personalized"
        title={t('personalizedPlans')}
        plans={personalizedPlans}
        canAdd={editable}
        canDelete={canDelete}
        draggable={editable}
        onAdd={() => setAdding('personalized')}
        onDelete={setDeleting}
      />
      <Suspense>
        {formShown && (
          <PlanFormDialog
            show={adding !== null}
            title={adding === 'public' ? t('addPublicPlan') : t('addPersonalizedPlan')}
            exercises={exercises}
            onSave={save}
            onCancel={() => setAdding(null)}
          />
        )}
        {confirmShown && (
          <ConfirmDialog
            show={deleting !== null}
            title={t('deletePlanConfirm')}
            variant="danger"
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(null)}
          >
            {t('deletePlanWarning')}
          </ConfirmDialog>
        )}
      </Suspense>
    </div>
  );
}

function PlanList({
  kind,
  title,
  plans,
  canAdd,
  canDelete,
  draggable,
  onAdd,
  onDelete,
}: {
  kind: PlanListKind;
  title: string;
  plans: readonly Plan[];
  canAdd: boolean;
  canDelete: (plan: Plan) => boolean;
  draggable: boolean;
  onAdd: () => void;
  onDelete: (plan: Plan) => void;
}) {
  const { t } = useTranslation('plans');
  const dispatch = useAppDispatch();
  const search = useAppSelector((state) => selectPlanSearch(state, kind));
  const id = useId();
  const shown = searchPlans(plans, search);
  const colour = kind === 'public' ? EVENT_COLOURS.public : EVENT_COLOURS.personalized;

  return (
    <Card data-testid={`${kind}-plans`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0" id={`${id}-title`}>
          <i className="bi bi-circle-fill me-2" style={{ color: colour }} aria-hidden />
          {title}
        </h2>
        {canAdd && (
          <Button size="sm" onClick={onAdd}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            {kind === 'public' ? t('addPublicPlan') : t('addPersonalizedPlan')}
          </Button>
        )}
      </Card.Header>
      <Card.Body className="pb-2">
        <Form.Control
          type="search"
          size="sm"
          value={search}
          onChange={(event) => dispatch(planSearchChanged({ list: kind, text: event.target.value }))}
          placeholder={t('searchPlans')}
          aria-label={t('searchIn', { list: title })}
        />
      </Card.Body>
      {shown.length === 0 ? (
        <Card.Body className="pt-0 text-body-secondary">{plans.length === 0 ? t('noPlans') : t('noResults')}</Card.Body>
      ) : (
        // A region the keyboard can focus and scroll: a patient's lists have nothing else to focus in them.
        <ListGroup variant="flush" role="region" tabIndex={0} aria-labelledby={`${id}-title`} className="overflow-auto" style={{ maxHeight: '20rem' }}>
          {shown.map((plan) => (
            <ListGroup.Item
              key={plan.docId}
              className={`d-flex align-items-center gap-2 ${draggable ? 'plan-draggable' : ''}`}
              data-plan-id={draggable ? plan.docId : undefined}
              data-plan-name={plan.name}
            >
              {draggable && <i className="bi bi-grip-vertical text-body-secondary" aria-hidden />}
              <div className="flex-grow-1 text-break">
                <div>{plan.name}</div>
                <div className="small text-body-secondary">
                  <Badge bg="secondary-subtle" text="secondary-emphasis" className="me-2">
                    {t(`devices.${plan.device}`, { defaultValue: plan.device })}
                  </Badge>
                  {t('exerciseCount', { count: planExercises(plan).length })}
                </div>
              </div>
              {canDelete(plan) && (
                <Button variant="outline-danger" size="sm" onClick={() => onDelete(plan)} aria-label={t('deletePlan', { name: plan.name })}>
                  <i className="bi bi-trash" aria-hidden />
                </Button>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
