import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { Exercise, ExercisePlan } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { errorMessage } from '../../../lib/store/errors';
import {
  MAX_PLAN_EXERCISES,
  PLAN_DEVICES,
  REPS_OPTIONS,
  emptyExerciseRow,
  exercisesFor,
  initialPlanForm,
  planFromForm,
  type PlanDevice,
  type PlanFormValues,
} from '../logic/planLogic';
import { planFormSchema } from '../logic/planSchemas';

export type NewPlan = Pick<ExercisePlan, 'name' | 'device' | 'exerciseArray' | 'reps'>;

export interface PlanFormProps {
  exercises: readonly WithId<Exercise>[];
  /** saves the plan; a failure is shown in the form and nothing typed is lost */
  onSave: (plan: NewPlan) => Promise<void>;
  onCancel: () => void;
}

/** A new workout plan: name, device, and exercise rows with their reps. */
export function PlanForm({ exercises, onSave, onCancel }: PlanFormProps) {
  const { t } = useTranslation('plans');
  const id = useId();
  const formik = useFormik<PlanFormValues>({
    initialValues: initialPlanForm(),
    validationSchema: planFormSchema,
    onSubmit: async (values, { setStatus }) => {
      setStatus(null);
      try {
        await onSave(planFromForm(values));
      } catch (failure) {
        setStatus(errorMessage(failure));
      }
    },
  });
  const { values, errors, touched, submitCount } = formik;
  const choices = exercisesFor(exercises, values.device);
  // The first row's select is marked invalid when the form was submitted without an exercise.
  const exerciseError = submitCount > 0 && typeof errors.exercises === 'string' ? errors.exercises : undefined;

  const changeDevice = (device: PlanDevice) => {
    void formik.setValues({ ...values, device, exercises: [emptyExerciseRow()] });
  };

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <Modal.Body>
          {typeof formik.status === 'string' && <Alert variant="danger">{formik.status}</Alert>}
          <TextField name="name" label={t('planName')} maxLength={LIMITS.plan.name} translateError={t} autoFocus />
          <Form.Group className="mb-3" controlId={`${id}-device`}>
            <Form.Label>{t('device')}</Form.Label>
            <Form.Select value={values.device} onChange={(event) => changeDevice(event.target.value as PlanDevice)}>
              {PLAN_DEVICES.map((device) => (
                <option key={device} value={device}>
                  {t(`devices.${device}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <fieldset>
            <legend className="form-label fs-6">{t('exercises')}</legend>
            <FieldArray name="exercises">
              {({ push, remove }) => (
                <>
                  {values.exercises.map((row, index) => {
                    const invalid = index === 0 && Boolean(exerciseError);
                    return (
                      <div key={index} className="d-flex flex-wrap gap-2 align-items-start mb-2" data-testid="exercise-row">
                        <Form.Group className="flex-grow-1" controlId={`${id}-exercise-${index}`}>
                          <Form.Label visuallyHidden>{t('exerciseNumber', { number: index + 1 })}</Form.Label>
                          <Form.Select
                            name={`exercises.${index}.exerciseId`}
                            value={row.exerciseId}
                            onChange={formik.handleChange}
                            isInvalid={invalid}
                            aria-describedby={invalid ? `${id}-exercise-error` : undefined}
                          >
                            <option value="">{t('chooseExercise')}</option>
                            {choices.map((exercise) => (
                              <option key={exercise.docId} value={exercise.docId}>
                                {exercise.name}
                              </option>
                            ))}
                          </Form.Select>
                          {invalid && (
                            <Form.Control.Feedback type="invalid" id={`${id}-exercise-error`}>
                              {t(exerciseError ?? '')}
                            </Form.Control.Feedback>
                          )}
                        </Form.Group>
                        <Form.Group controlId={`${id}-reps-${index}`} className="d-flex align-items-center gap-2">
                          <Form.Label className="mb-0">{t('reps')}</Form.Label>
                          <Form.Select
                            name={`exercises.${index}.reps`}
                            value={row.reps}
                            onChange={(event) => void formik.setFieldValue(`exercises.${index}.reps`, Number(event.target.value))}
                            isInvalid={Boolean(getIn(touched, `exercises.${index}.reps`) && getIn(errors, `exercises.${index}.reps`))}
                          >
                            {REPS_OPTIONS.map((reps) => (
                              <option key={reps} value={reps}>
                                {reps}
                              </option>
                            ))}
                          </Form.Select>
                        </Form.Group>
                        {index > 0 && (
                          <Button
                            variant="outline-danger"
                            onClick={() => remove(index)}
                            aria-label={t('removeExercise', { number: index + 1 })}
                          >
                            <i className="bi bi-x-lg" aria-hidden />
                          </Button>
                        )}
                      </div>
                    );
                  })}
                  {values.exercises.length < MAX_PLAN_EXERCISES && (
                    <Button variant="outline-primary" size="sm" onClick={() => push(emptyExerciseRow())}>
                      <i className="bi bi-plus-lg me-1" aria-hidden />
                      {t('addAnother')}
                    </Button>
                  )}
                </>
              )}
            </FieldArray>
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('save')}</SubmitButton>
        </Modal.Footer>
      </Form>
    </FormikProvider>
  );
}

/** The plan form in a dialog. */
export function PlanFormDialog({ show, title, ...props }: PlanFormProps & { show: boolean; title: string }) {
  const { t } = useTranslation('plans');
  const id = useId();
  return (
    <Modal show={show} onHide={props.onCancel} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={`${id}-title`} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {show && <PlanForm {...props} />}
    </Modal>
  );
}
