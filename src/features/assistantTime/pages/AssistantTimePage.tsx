import { useMemo, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { MANAGEMENT_ACTIVITIES } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { dateTimeInputValue, formatDateTime } from '../../../lib/dateFormat';
import { errorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { useRequestIds } from '../../../lib/useRequestIds';
import { selectUid } from '../../auth';
import { useClinicMembers, useMyClinic, usePatientContacts } from '../../clinics';
import { useLogAssistantTimeMutation } from '../api/assistantTimeApi';
import { MAX_MINUTES, newRequestId, timeRequest, timeSchema, type TimeValues } from '../logic/timeForm';

/** The form opens on a quarter of an hour ago, for 15 minutes. */
const DEFAULT_MINUTES = 15;

type Status = { kind: 'success' | 'danger'; text: string } | null;

/**
 * clinic.assistantTime (issue 51): an assistant records his management minutes on a patient of the clinic (from the
 * patients' contacts): when, how long, doing what, and why. The logAssistantTime function writes them in his
 * supervising clinician's month, where they count under that clinician's claim lines; a retry of a failed save sends
 * the same request id, so the minutes are recorded once.
 */
export default function AssistantTimePage() {
  const { t, i18n } = useTranslation('assistantTime');
  const uid = useAppSelector(selectUid);
  const { membership, clinic, loading, error } = useMyClinic(uid);
  const clinicId = clinic?.docId ?? null;
  const { members } = useClinicMembers(clinicId);
  const { contacts, error: contactsError } = usePatientContacts(clinicId);
  const [log] = useLogAssistantTimeMutation();
  const requestIds = useRequestIds(newRequestId);
  const [status, setStatus] = useState<Status>(null);
  const [openedAt] = useState(() => Date.now());
  const schema = useMemo(() => timeSchema(), []);

  const formik = useFormik<TimeValues>({
    initialValues: { patientId: '', start: dateTimeInputValue(openedAt - DEFAULT_MINUTES * 60_000), minutes: String(DEFAULT_MINUTES), activity: 'other', reason: '' },
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      setStatus(null);
      const request = timeRequest(values, requestIds.idFor(values));
      try {
        await log(request).unwrap();
        requestIds.done();
        const patient = contacts?.find((contact) => contact.patientId === values.patientId)?.name ?? '';
        setStatus({ kind: 'success', text: t('saved', { minutes: request.minutes, patient, start: formatDateTime(Date.parse(request.start), i18n.language) }) });
        resetForm({ values: { ...values, reason: '' } });
      } catch (failure) {
        setStatus({ kind: 'danger', text: errorMessage(failure) });
      }
    },
  });

  if (loading) return <PageLoader />;
  if (error || !clinic || !membership) return <Alert variant="danger">{error ?? t('noClinic')}</Alert>;
  const supervisor = members?.find((member) => member.docId === membership.supervisor)?.name;
  const patientError = formik.touched.patientId && formik.errors.patientId ? t(formik.errors.patientId) : undefined;

  return (
    <section>
      <h1 className="h4 mb-1">{t('title')}</h1>
      <p className="text-body-secondary" data-testid="supervision-note">
        {supervisor ? t('note', { supervisor }) : membership.supervisor ? t('noteUnnamed') : t('noSupervisor')}
      </p>
      <Card style={{ maxWidth: '40rem' }}>
        <Card.Body>
          {contactsError && <Alert variant="danger">{contactsError}</Alert>}
          <FormikProvider value={formik}>
            <Form noValidate onSubmit={formik.handleSubmit} onChange={() => setStatus(null)} aria-label={t('title')}>
              <Form.Group className="mb-3" controlId="assistant-time-patient">
                <Form.Label>{t('patient')}</Form.Label>
                <Form.Select {...formik.getFieldProps('patientId')} isInvalid={Boolean(patientError)}>
                  <option value="">{contacts?.length === 0 ? t('noPatients') : t('choosePatient')}</option>
                  {(contacts ?? []).map((contact) => (
                    <option key={contact.patientId} value={contact.patientId}>
                      {contact.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{patientError}</Form.Control.Feedback>
              </Form.Group>
              <TextField name="start" type="datetime-local" label={t('start')} max={dateTimeInputValue(openedAt)} translateError={t} />
              <TextField name="minutes" type="number" inputMode="numeric" min={1} max={MAX_MINUTES} step={1} label={t('minutes')} translateError={(key) => t(key, { max: MAX_MINUTES })} />
              <Form.Group className="mb-3" controlId="assistant-time-activity">
                <Form.Label>{t('activity')}</Form.Label>
                <Form.Select {...formik.getFieldProps('activity')}>
                  {MANAGEMENT_ACTIVITIES.map((activity) => (
                    <option key={activity} value={activity}>
                      {t(`activities.${activity}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <TextField name="reason" as="textarea" rows={3} maxLength={LIMITS.managementTime.reason} label={t('reason')} help={t('reasonHelp')} translateError={t} />
              <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('save')}</SubmitButton>
              <div role="status" aria-live="polite" className="mt-2" data-testid="time-status">
                {status && <span className={`text-${status.kind}`}>{status.text}</span>}
              </div>
            </Form>
          </FormikProvider>
        </Card.Body>
      </Card>
    </section>
  );
}
