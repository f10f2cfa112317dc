import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatLongDateTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/hooks';
import type { Appointment } from '../../../lib/model/collections';
import { AlertDialog } from '../../../lib/ui/dialogs';
import { useAsyncAction } from '../../../lib/useAsyncAction';
import { cancelAppointment } from '../appointmentsApi';

export interface AppointmentDialogProps {
  appointment: WithId<Appointment> | null;
  patientName: string;
  doctorName: string;
  onClose: () => void;
}

/** One of the doctor's own appointments: its details and 'Cancel Appointment'. */
export function AppointmentDialog({ appointment, patientName, doctorName, onClose }: AppointmentDialogProps) {
  const { t, i18n } = useTranslation('appointments');
  const cancellation = useAsyncAction();

  async function cancel() {
    if (!appointment) return;
    const when = formatLongDateTime(appointment.datetime.toDate(), 'en');
    // The patient's language is unknown: the e-mail is in English.
    const message = { subject: t('cancellationSubject', { lng: 'en' }), text: t('cancellationText', { lng: 'en', doctor: doctorName, when }) };
    if (await cancellation.run(() => cancelAppointment(appointment.docId, appointment, message))) onClose();
  }

  return (
    <>
      <Modal show={appointment !== null && cancellation.error === null} onHide={onClose} centered aria-labelledby="appointment-dialog-title">
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id="appointment-dialog-title" className="h5">
            {t('appointment')}
          </Modal.Title>
        </Modal.Header>
        {appointment && (
          <Modal.Body>
            <dl className="row mb-0">
              <dt className="col-sm-4">{t('patient')}</dt>
              <dd className="col-sm-8">{patientName}</dd>
              <dt className="col-sm-4">{t('dateTime')}</dt>
              <dd className="col-sm-8">{formatDateTime(appointment.datetime.toDate(), i18n.language)}</dd>
              <dt className="col-sm-4">{t('appointmentType')}</dt>
              <dd className="col-sm-8">{appointment.isOnline ? t('online') : t('inPerson')}</dd>
              <dt className="col-sm-4">{t('location')}</dt>
              <dd className="col-sm-8 text-break">
                {appointment.isOnline ? (
                  <a href={appointment.location} target="_blank" rel="noreferrer">
                    {appointment.location}
                  </a>
                ) : (
                  appointment.location
                )}
              </dd>
            </dl>
          </Modal.Body>
        )}
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button variant="danger" disabled={cancellation.pending} onClick={() => void cancel()}>
            {cancellation.pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('cancelAppointment')}
          </Button>
        </Modal.Footer>
      </Modal>
      <AlertDialog
        show={cancellation.error !== null}
        onClose={() => {
          cancellation.clearError();
          onClose();
        }}
      >
        <p className="mb-1">{t('errorDeleting')}</p>
        <p className="small text-body-secondary mb-0">{cancellation.error}</p>
      </AlertDialog>
    </>
  );
}
