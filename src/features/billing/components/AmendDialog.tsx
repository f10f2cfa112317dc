import { useId, useMemo } from 'react';
import { FormikProvider, useField, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import { useAmendRtmMonthMutation } from '../api/billingApi';
import { CHANGE_TYPES, CONTACT_KINDS, amendmentRequest, amendmentSchema, emptyAmendment, type AmendmentValues } from '../logic/amendmentForm';

export interface AmendablePatient {
  id: string;
  name: string;
  /** the time entries the month's lines count for this patient: `{managementTime id}/{entry id}` */
  entryRefs: readonly string[];
}

interface AmendDialogProps {
  month: string;
  patients: readonly AmendablePatient[];
  onClose: () => void;
}

/** A select bound to a Formik field, with its label and message. */
function SelectField({ name, label, options }: { name: string; label: string; options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation('billing');
  const [field, meta] = useField<string>(name);
  const id = useId();
  const message = meta.touched ? meta.error : undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...field} isInvalid={Boolean(message)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{message && t(message)}</Form.Control.Feedback>
    </Form.Group>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The bounds of a month as datetime-local values (the browser's zone). */
function monthInputBounds(month: string) {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(year, m, 0).getDate();
  return { min: `${month}-01T00:00`, max: `${year}-${pad(m)}-${pad(last)}T23:59` };
}

/**
 * Amends a closed month (amendRtmMonth): for one patient, add time, correct or remove (0 minutes) a time entry the
 * month's lines count, or add a call held in the month; always with a reason. Audited by the function, and listed by
 * the month's next export.
 */
export function AmendDialog({ month, patients, onClose }: AmendDialogProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  const [amend] = useAmendRtmMonthMutation();
  const schema = useMemo(() => amendmentSchema(), []);
  const formik = useFormik<AmendmentValues>({
    initialValues: emptyAmendment(patients[0]?.id),
    validationSchema: schema,
    onSubmit: async (values, { setStatus }) => {
      setStatus(undefined);
      try {
        await amend(amendmentRequest(values, month)).unwrap();
        toast.success(t('amend.done', { month }));
        onClose();
      } catch (error) {
        setStatus(errorMessage(error));
      }
    },
  });
  const { type, patientId } = formik.values;
  const entryRefs = patients.find((patient) => patient.id === patientId)?.entryRefs ?? [];
  const bounds = monthInputBounds(month);
  const translateError = (key: string) => t(key, { max: LIMITS.rtm.contactMinutes });

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('cancel')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t('amend.title', { month })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {formik.status && <Alert variant="danger">{formik.status}</Alert>}
            <SelectField name="patientId" label={t('amend.patient')} options={patients.map((patient) => ({ value: patient.id, label: patient.name }))} />
            <SelectField name="type" label={t('amend.type')} options={CHANGE_TYPES.map((value) => ({ value, label: t(`amend.types.${value}`) }))} />
            {type === 'setEntryMinutes' ? (
              entryRefs.length > 0 ? (
                <SelectField name="entryRef" label={t('amend.entry')} options={[{ value: '', label: t('amend.chooseEntry') }, ...entryRefs.map((ref) => ({ value: ref, label: ref }))]} />
              ) : (
                <Alert variant="info">{t('amend.noEntries')}</Alert>
              )
            ) : (
              <TextField name="start" type="datetime-local" label={t('amend.start')} min={bounds.min} max={bounds.max} translateError={translateError} />
            )}
            <TextField
              name="minutes"
              type="number"
              inputMode="numeric"
              min={type === 'setEntryMinutes' ? 0 : 1}
              max={LIMITS.rtm.contactMinutes}
              step={1}
              label={t('amend.minutes')}
              help={type === 'setEntryMinutes' ? t('amend.minutesZero') : undefined}
              translateError={translateError}
            />
            {type === 'addContact' && (
              <>
                <SelectField name="kind" label={t('amend.kind')} options={CONTACT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))} />
                <TextField name="attestation" as="textarea" rows={2} maxLength={LIMITS.rtm.attestation} label={t('amend.attestation')} help={t('amend.attestationHelp')} translateError={translateError} />
              </>
            )}
            <TextField name="reason" as="textarea" rows={3} maxLength={LIMITS.rtm.amendmentReason} label={t('amend.reason')} help={t('amend.reasonHelp')} groupClassName="" translateError={translateError} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('amend.saving') : t('amend.save')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
