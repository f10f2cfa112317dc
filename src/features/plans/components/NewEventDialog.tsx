import { useId, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { ExercisePlan } from '@rehab/model/collections';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { errorMessage } from '../../../lib/store/errors';
import { isPublicPlan, isoDate, searchPlans } from '../logic/planLogic';
import { newEventSchema } from '../logic/planSchemas';

export interface NewEvent {
  date: string;
  planIds: string[];
}

interface NewEventFormProps {
  initialDate: string;
  plans: readonly WithId<ExercisePlan>[];
  onSchedule: (event: NewEvent) => Promise<void>;
  onCancel: () => void;
}

/** New Event: schedules one or more plans on a date (not before today). */
export function NewEventDialog({ show, initialDate, plans, onSchedule, onCancel }: NewEventFormProps & { show: boolean }) {
  const { t } = useTranslation('plans');
  const id = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={`${id}-title`} className="h5">
          {t('newEvent')}
        </Modal.Title>
      </Modal.Header>
      {show && <NewEventForm initialDate={initialDate} plans={plans} onSchedule={onSchedule} onCancel={onCancel} />}
    </Modal>
  );
}

function NewEventForm({ initialDate, plans, onSchedule, onCancel }: NewEventFormProps) {
  const { t } = useTranslation('plans');
  const id = useId();
  const schema = useMemo(() => newEventSchema(), []);
  const formik = useFormik<NewEvent>({
    initialValues: { date: initialDate, planIds: [] },
    validationSchema: schema,
    onSubmit: async (values, { setStatus }) => {
      setStatus(null);
      try {
        await onSchedule(values);
      } catch (failure) {
        setStatus(errorMessage(failure));
      }
    },
  });
  const planError = formik.submitCount > 0 ? formik.errors.planIds : undefined;
  const groups = [
    { title: t('publicPlans'), plans: searchPlans(plans.filter(isPublicPlan), '') },
    { title: t('personalizedPlans'), plans: searchPlans(plans.filter((plan) => !isPublicPlan(plan)), '') },
  ].filter((group) => group.plans.length > 0);

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <Modal.Body>
          {typeof formik.status === 'string' && <Alert variant="danger">{formik.status}</Alert>}
          {/* A past date is flagged as soon as it is entered: shown only on blur, its message would
              shift the plan checkboxes under the pointer that is about to tick one. */}
          <TextField
            name="date"
            type="date"
            label={t('date')}
            min={isoDate(new Date())}
            translateError={t}
            onInput={() => void formik.setFieldTouched('date', true, false)}
          />
          <fieldset aria-describedby={planError ? `${id}-plans-error` : undefined}>
            <legend className="form-label fs-6">{t('plans')}</legend>
            {groups.length === 0 && <p className="text-body-secondary">{t('noPlans')}</p>}
            {groups.map((group) => (
              <div key={group.title} className="mb-2">
                <div className="small text-body-secondary mb-1">{group.title}</div>
                {group.plans.map((plan) => (
                  <Form.Check
                    key={plan.docId}
                    id={`${id}-${plan.docId}`}
                    type="checkbox"
                    name="planIds"
                    value={plan.docId}
                    label={plan.name}
                    checked={formik.values.planIds.includes(plan.docId)}
                    onChange={formik.handleChange}
                    isInvalid={Boolean(planError)}
                  />
                ))}
              </div>
            ))}
            {planError && (
              <div className="invalid-feedback d-block" id={`${id}-plans-error`}>
                {t(String(planError))}
              </div>
            )}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('scheduling') : t('schedule')}</SubmitButton>
        </Modal.Footer>
      </Form>
    </FormikProvider>
  );
}
