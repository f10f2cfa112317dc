import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatLongDateTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import type { Appointment } from '@rehab/model/collections';
import { AlertDialog } from '../../../lib/ui/dialogs';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useCancelAppointmentMutation } from '../api/appointmentsApi';
import { isAppointmentUnderway, useManagementTimer } from '../../monitoring';
import { useAnyVisitOpen, VideoVisitButton } from '../../videoVisits';

export interface AppointmentDialogProps {
  appointment: WithId<Appointment> | null;
  patientName: string;
  doctorName: string;
  onClose: () => void;
}

/** One of the doctor's own appointments: its details and 'Cancel Appointment'. */
export function AppointmentDialog({ appointment, patientName, doctorName, onClose }: AppointmentDialogProps) {
  const { t, i18n } = useTranslation('appointments');
  const [cancelAppointment, cancellation] = useCancelAppointmentMutation();
  const failure = cancellation.isError ? queryErrorMessage(cancellation.error) : null;
  // Time with an appointment open is management time; an appointment held meanwhile makes it interactive.
  useManagementTimer(appointment?.userID, 'appointment', () => (appointment ? isAppointmentUnderway(appointment.datetime.toMillis(), Date.now()) : false));
  const [visitOpen] = useAnyVisitOpen(appointment?.isOnline ? [appointment.datetime.toMillis()] : []);

  async function cancel() {
    if (!appointment) return;
    const when = formatLongDateTime(appointment.datetime.toDate(), 'en');
    // The patient's language is unknown: the e-mail is in English.
    const message = { subject: t('cancellationSubject', { lng: 'en' }), text: t('cancellationText', { lng: 'en', doctor: doctorName, when }) };
    const result = await cancelAppointment({ appointmentId: appointment.docId, patientUid: appointment.userID, message });
    if (!('error' in result)) onClose();
  }

  return (
    <>
      <Modal show={appointment !== null && failure === null} onHide={onClose} centered aria-labelledby="appointment-dialog-title">
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
            {visitOpen && (
              <div className="mt-3">
                <VideoVisitButton appointmentId={appointment.docId} role="doctor" />
              </div>
            )}
          </Modal.Body>
        )}
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button variant="danger" disabled={cancellation.isLoading} onClick={() => void cancel()}>
            {cancellation.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('cancelAppointment')}
          </Button>
        </Modal.Footer>
      </Modal>
      <AlertDialog
        show={failure !== null}
        onClose={() => {
          cancellation.reset();
          onClose();
        }}
      >
        <p className="mb-1">{t('errorDeleting')}</p>
        <p className="small text-body-secondary mb-0">{failure}</p>
      </AlertDialog>
    </>
  );
}
