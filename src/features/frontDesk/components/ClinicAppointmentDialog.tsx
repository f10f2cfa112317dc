import { useId, useMemo, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ClinicMember } from '@rehab/model/clinics';
import type { Appointment } from '@rehab/model/collections';
import { dateTimeInputValue, formatDateTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import type { ContactWithName } from '../../clinics';
import { useCancelClinicAppointmentMutation, useMoveClinicAppointmentMutation } from '../api/frontDeskApi';
import { moveRequest, moveSchema, type MoveValues } from '../logic/booking';
import { ContactDetails } from './ContactDetails';

interface ClinicAppointmentDialogProps {
  appointment: WithId<Appointment>;
  /** its patient's contact (undefined: not among the clinic's contacts any more) */
  contact: ContactWithName | undefined;
  clinicians: readonly WithId<ClinicMember>[];
  onClose: () => void;
}

/**
 * One appointment of the clinic as the front desk sees it (issue 51): when, with whom, where, and the patient's
 * contact; moved to another time (and, when asked, another clinician) through moveClinicAppointment, or cancelled
 * after a confirmation through cancelClinicAppointment. The function's refusal shows as it words it.
 */
export function ClinicAppointmentDialog({ appointment, contact, clinicians, onClose }: ClinicAppointmentDialogProps) {
  const { t, i18n } = useTranslation('frontDesk');
  const id = useId();
  const [move, moving] = useMoveClinicAppointmentMutation();
  const [cancel, cancelling] = useCancelClinicAppointmentMutation();
  const [confirming, setConfirming] = useState(false);
  const when = formatDateTime(appointment.datetime.toDate(), i18n.language);
  const patientName = contact?.name ?? t('formerPatient');
  const schema = useMemo(() => moveSchema(), []);

  const formik = useFormik<MoveValues>({
    initialValues: { datetime: dateTimeInputValue(appointment.datetime.toMillis()), doctorId: appointment.doctorID },
    validationSchema: schema,
    onSubmit: async (values) => {
      cancelling.reset();
      const result = await move(moveRequest(appointment.docId, values, appointment.doctorID, Date.now()));
      if ('error' in result) return;
      toast.success(t('move.done', { patient: patientName }));
      onClose();
    },
  });

  async function confirmCancel() {
    setConfirming(false);
    moving.reset();
    const result = await cancel(appointment.docId);
    if ('error' in result) return;
    toast.success(t('cancel.done', { patient: patientName, when }));
    onClose();
  }

  const failure = queryErrorMessage(moving.error) ?? queryErrorMessage(cancelling.error);
  const clinicianName = (uid: string) => clinicians.find((member) => member.docId === uid)?.name ?? uid;

  return (
    <>
      <Modal show={!confirming} onHide={onClose} centered aria-labelledby={`${id}-title`}>
        <FormikProvider value={formik}>
          <Form noValidate onSubmit={formik.handleSubmit}>
            <Modal.Header closeButton closeLabel={t('close')}>
              <Modal.Title id={`${id}-title`} as="h2" className="h5">
                {t('appointmentOf', { patient: patientName })}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {failure && (
                <Alert variant="danger" data-testid="appointment-refused">
                  {failure}
                </Alert>
              )}
              <dl className="row mb-3">
                <dt className="col-sm-4">{t('when')}</dt>
                <dd className="col-sm-8">{when}</dd>
                <dt className="col-sm-4">{t('clinician')}</dt>
                <dd className="col-sm-8">{clinicianName(appointment.doctorID)}</dd>
                <dt className="col-sm-4">{t('booking.type')}</dt>
                <dd className="col-sm-8">{appointment.isOnline ? t('online') : t('inPerson')}</dd>
                {!appointment.isOnline && (
                  <>
                    <dt className="col-sm-4">{t('booking.location')}</dt>
                    <dd className="col-sm-8 text-break">{appointment.location}</dd>
                  </>
                )}
                <dt className="col-sm-4">{t('booking.patient')}</dt>
                <dd className="col-sm-8">{contact ? <ContactDetails contact={contact} /> : patientName}</dd>
              </dl>
              <h3 className="h6">{t('move.title')}</h3>
              <TextField name="datetime" type="datetime-local" label={t('move.dateTime')} step={900} help={t('booking.roundedHint')} translateError={t} />
              <Form.Group controlId={`${id}-clinician`}>
                <Form.Label>{t('clinician')}</Form.Label>
                <Form.Select {...formik.getFieldProps('doctorId')}>
                  {clinicians.map((member) => (
                    <option key={member.docId} value={member.docId}>
                      {member.name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="outline-danger" className="me-auto" onClick={() => setConfirming(true)} disabled={cancelling.isLoading || moving.isLoading}>
                {cancelling.isLoading ? t('cancel.cancelling') : t('cancel.button')}
              </Button>
              <Button variant="outline-secondary" onClick={onClose}>
                {t('close')}
              </Button>
              <SubmitButton busy={formik.isSubmitting}>{t('move.submit')}</SubmitButton>
            </Modal.Footer>
          </Form>
        </FormikProvider>
      </Modal>
      <ConfirmDialog show={confirming} title={t('cancel.title')} onConfirm={() => void confirmCancel()} onCancel={() => setConfirming(false)} variant="danger">
        {t('cancel.question', { patient: patientName, clinician: clinicianName(appointment.doctorID), when })}
      </ConfirmDialog>
    </>
  );
}
