import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { Trans, useTranslation } from 'react-i18next';
import type { ClinicMember } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { dateTimeInputValue, formatDateTime } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { useRequestIds } from '../../../lib/useRequestIds';
import type { ContactWithName } from '../../clinics';
import { newAppointmentId } from '../api/frontDeskRecords';
import { useBookClinicAppointmentMutation } from '../api/frontDeskApi';
import { EMPTY_BOOKING, bookingRequest, bookingSchema, needsTypedLocation, type BookingValues } from '../logic/booking';
import { ContactDetails } from './ContactDetails';

interface ClinicBookingFormProps {
  clinicians: readonly WithId<ClinicMember>[];
  /** the clinician whose calendar shows, whom the form books with ('' before one is chosen) */
  doctorId: string;
  onDoctorChange: (doctorId: string) => void;
  contacts: readonly ContactWithName[];
  /** where in-person appointments take place unless another location is typed ('' when the clinic has none) */
  clinicAddress: string;
}

type Status = { kind: 'success' | 'danger'; text: string } | null;

/** A patient as the picker lists him: his name and how to reach him. */
const contactLabel = (contact: ContactWithName) => [contact.name, contact.email, contact.phoneNumber].filter(Boolean).join(' · ');

/**
 * The front desk's booking form (issue 51): the clinician (whose calendar shows beside it), the patient (name, e-mail
 * and phone from the clinic's contacts), date and time (from now on, on the quarter hour), online or in person (at the
 * clinic's address or a typed location). Booked through bookClinicAppointment, once however often a failed booking is
 * tried again with the same answers.
 */
export function ClinicBookingForm({ clinicians, doctorId, onDoctorChange, contacts, clinicAddress }: ClinicBookingFormProps) {
  const { t, i18n } = useTranslation('frontDesk');
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const [doctorMissing, setDoctorMissing] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const [book] = useBookClinicAppointmentMutation();
  const requestIds = useRequestIds(newAppointmentId);
  const schema = useMemo(() => bookingSchema(clinicAddress), [clinicAddress]);

  const formik = useFormik<BookingValues>({
    initialValues: EMPTY_BOOKING,
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      setStatus(null);
      const now = Date.now();
      const appointmentId = requestIds.idFor({ ...values, doctorId });
      const request = bookingRequest(values, { id: appointmentId, doctorId, clinicAddress, now });
      try {
        await book(request).unwrap();
        requestIds.done();
        resetForm({ values: { ...EMPTY_BOOKING, patientId: values.patientId } });
        const patient = contacts.find((contact) => contact.patientId === values.patientId)?.name ?? '';
        const clinician = clinicians.find((member) => member.docId === doctorId)?.name ?? '';
        setStatus({ kind: 'success', text: t('booking.booked', { patient, clinician, when: formatDateTime(Date.parse(request.datetime), i18n.language) }) });
      } catch (error) {
        setStatus({ kind: 'danger', text: errorMessage(error) });
      }
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    setDoctorMissing(doctorId === '');
    if (doctorId === '') {
      event.preventDefault();
      void formik.setTouched({ patientId: true, datetime: true, customLocation: true });
      return;
    }
    formik.handleSubmit(event);
  }

  const patient = contacts.find((contact) => contact.patientId === formik.values.patientId);
  const patientError = formik.touched.patientId && formik.errors.patientId ? t(formik.errors.patientId) : undefined;
  const typedLocation = needsTypedLocation(formik.values, clinicAddress);

  return (
    <FormikProvider value={formik}>
      {/* Any edit makes the last booking's status stale: it is cleared. */}
      <Form noValidate onSubmit={submit} onChange={() => setStatus(null)} aria-label={t('booking.title')}>
        <Form.Group className="mb-3" controlId={`${id}-clinician`}>
          <Form.Label>{t('clinician')}</Form.Label>
          <Form.Select
            value={doctorId}
            isInvalid={doctorMissing && doctorId === ''}
            onChange={(event) => {
              setDoctorMissing(false);
              onDoctorChange(event.target.value);
            }}
            aria-describedby={`${id}-clinician-help`}
          >
            {doctorId === '' && <option value="">{t('chooseClinician')}</option>}
            {clinicians.map((member) => (
              <option key={member.docId} value={member.docId}>
                {member.name}
              </option>
            ))}
          </Form.Select>
          <Form.Text id={`${id}-clinician-help`}>{t('clinicianHelp')}</Form.Text>
          <Form.Control.Feedback type="invalid">{t('errors.clinician')}</Form.Control.Feedback>
        </Form.Group>

        <Form.Group className="mb-3" controlId={`${id}-patient`}>
          <Form.Label>{t('booking.patient')}</Form.Label>
          <Form.Select {...formik.getFieldProps('patientId')} isInvalid={Boolean(patientError)}>
            <option value="">{contacts.length === 0 ? t('booking.noPatients') : t('booking.choosePatient')}</option>
            {contacts.map((contact) => (
              <option key={contact.patientId} value={contact.patientId}>
                {contactLabel(contact)}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{patientError}</Form.Control.Feedback>
          {patient && <ContactDetails contact={patient} className="mt-2" />}
        </Form.Group>

        <TextField name="datetime" type="datetime-local" label={t('booking.dateTime')} min={dateTimeInputValue(openedAt)} step={900} help={t('booking.roundedHint')} translateError={t} />

        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('booking.type')}</legend>
          <Form.Check type="radio" id={`${id}-in-person`} name="isOnline" label={t('inPerson')} checked={!formik.values.isOnline} onChange={() => void formik.setFieldValue('isOnline', false)} />
          <Form.Check type="radio" id={`${id}-online`} name="isOnline" label={t('online')} checked={formik.values.isOnline} onChange={() => void formik.setFieldValue('isOnline', true)} />
        </fieldset>

        {!formik.values.isOnline && (
          <div className="mb-3">
            {clinicAddress.trim() !== '' && (
              <Form.Check type="switch" id={`${id}-custom-location`} name="useCustomLocation" label={t('booking.useCustomLocation')} checked={formik.values.useCustomLocation} onChange={formik.handleChange} />
            )}
            {typedLocation ? (
              <TextField
                name="customLocation"
                label={t('booking.location')}
                groupClassName="mt-2"
                maxLength={LIMITS.appointment.location}
                dir="auto"
                help={clinicAddress.trim() === '' ? t('booking.noClinicAddress') : undefined}
                translateError={t}
              />
            ) : (
              <Form.Text>
                <Trans t={t} i18nKey="booking.atClinicAddress" values={{ address: clinicAddress }} components={{ address: <bdi /> }} />
              </Form.Text>
            )}
          </div>
        )}

        <SubmitButton busy={formik.isSubmitting}>{t('booking.submit')}</SubmitButton>
        <div role="status" aria-live="polite" className="mt-2" data-testid="booking-status">
          {formik.submitCount > 0 && !formik.isValid ? <span className="text-danger">{t('booking.checkFields')}</span> : status && <span className={`text-${status.kind}`}>{status.text}</span>}
        </div>
      </Form>
    </FormikProvider>
  );
}
