import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { isTimeZone } from '@rehab/model/monitoring';
import type { ApiError } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { useDoctorRecord } from '../../doctorProfile';
import { useRecordContactMutation } from '../api/monitoringApi';
import { callRefusal, callSchema, wallTimeInZone, wallTimeOf, type CallValues } from '../logic/recordCall';
import { browserTimeZone } from '../../../lib/browserTimeZone';

interface RecordCallDialogProps {
  onClose: () => void;
  patientUid: string;
  patientName: string;
}

/**
 * Record a call: a phone or video call with the patient held outside the app, which the doctor attests (date, start,
 * minutes, a sentence). It makes the month interactive and its minutes count; recordContact writes and audits it.
 * The date and time are the doctor's stored time zone's (the browser's until he has one).
 */
export function RecordCallDialog({ onClose, patientUid, patientName }: RecordCallDialogProps) {
  const { t } = useTranslation('monitoring');
  const id = useId();
  const { doctor } = useDoctorRecord();
  const zone = doctor?.timeZone && isTimeZone(doctor.timeZone) ? doctor.timeZone : browserTimeZone();
  const [opened] = useState(() => Date.now());
  const initial = useMemo(() => wallTimeOf(opened - 30 * 60_000, zone), [opened, zone]);
  const [record] = useRecordContactMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<CallValues>({
    initialValues: { ...initial, minutes: '', kind: 'phone', attestation: '' },
    validationSchema: callSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await record({
        patientId: patientUid,
        start: new Date(wallTimeInZone(values.date, values.time, zone)).toISOString(),
        minutes: Number(values.minutes),
        kind: values.kind,
        attestation: values.attestation.trim(),
      });
      if (!('error' in result)) {
        onClose();
        return;
      }
      const error = result.error as ApiError;
      const refusal = callRefusal(error);
      setFailure(refusal ? t(`callForm.refusal.${refusal}`) : error.message);
    },
  });
  const translate = (key: string) => t(`callForm.${key}`, { max: LIMITS.rtm.contactMinutes, length: LIMITS.rtm.attestation });

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('callForm.cancel')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t('callForm.title', { name: patientName })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {failure && (
              <Alert variant="danger" data-testid="call-refusal">
                {failure}
              </Alert>
            )}
            <p className="small text-body-secondary">{t('callForm.intro', { zone })}</p>
            <div className="d-flex flex-wrap gap-3">
              <TextField name="date" type="date" label={t('callForm.date')} translateError={translate} groupClassName="mb-3 flex-grow-1" />
              <TextField name="time" type="time" label={t('callForm.time')} translateError={translate} groupClassName="mb-3 flex-grow-1" />
              <TextField
                name="minutes"
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITS.rtm.contactMinutes}
                step={1}
                label={t('callForm.minutes')}
                translateError={translate}
                groupClassName="mb-3 flex-grow-1"
              />
            </div>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('callForm.kind')}</legend>
              {(['phone', 'video'] as const).map((kind) => (
                <Form.Check
                  key={kind}
                  inline
                  type="radio"
                  id={`${id}-${kind}`}
                  name="kind"
                  value={kind}
                  label={t(`contactKind.${kind}`)}
                  checked={formik.values.kind === kind}
                  onChange={() => void formik.setFieldValue('kind', kind)}
                />
              ))}
            </fieldset>
            <TextField
              name="attestation"
              as="textarea"
              rows={3}
              maxLength={LIMITS.rtm.attestation}
              label={t('callForm.attestation')}
              help={t('callForm.attestationHelp')}
              translateError={translate}
              groupClassName="mb-0"
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose}>
              {t('callForm.cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('callForm.saving') : t('callForm.save')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
