import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { LIMITS } from '@rehab/model/limits';
import { dateTimeInputValue } from '../../../lib/dateFormat';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { errorMessage } from '../../../lib/store/errors';
import { newAppointmentId } from '../api/appointmentRecords';
import { useBookAppointmentMutation } from '../api/appointmentsApi';
import { appointmentLocation, appointmentTime, isNotInThePast, videoLink } from '../logic/appointmentRules';

export interface PatientOption {
  uid: string;
  name: string;
}

export interface BookAppointmentFormProps {
  doctorUid: string;
  /** the doctor's profile address, the default place of in-person appointments */
  profileAddress: string;
  patients: readonly PatientOption[];
  /** tells which patient is selected (their appointments are highlighted in the calendar) */
  onPatientChange: (uid: string) => void;
}

interface Values {
  patientUid: string;
  datetime: string;
  isOnline: boolean;
  useCustomLocation: boolean;
  customLocation: string;
}

const EMPTY: Values = { patientUid: '', datetime: '', isOnline: false, useCustomLocation: false, customLocation: '' };

type Status = { kind: 'success' | 'danger'; text: string } | null;

function bookingSchema(t: TFunction<'appointments'>) {
  return yup.object({
    patientUid: yup.string().required(t('selectPatient')),
    datetime: yup
      .string()
      .required(t('dateTimeRequired'))
      .test('not-past', t('dateTimeInPast'), (value) => !value || isNotInThePast(new Date(value).getTime(), Date.now())),
    customLocation: yup.string().when(['isOnline', 'useCustomLocation'], {
      is: (isOnline: boolean, useCustom: boolean) => !isOnline && useCustom,
      then: (s) => s.trim().required(t('locationRequired')),
    }),
  });
}

/**
 * 'Book Appointment': patient, date and time (from now on, booked at the
 * nearest quarter hour), online or in person (custom location or the
 * profile address). Writes the appointment with its reminder.
 */
export function BookAppointmentForm({ doctorUid, profileAddress, patients, onPatientChange }: BookAppointmentFormProps) {
  const { t } = useTranslation('appointments');
  const [status, setStatus] = useState<Status>(null);
  const [openedAt] = useState(() => Date.now());
  const [bookAppointment] = useBookAppointmentMutation();

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: bookingSchema(t),
    onSubmit: async (values, { resetForm }) => {
      setStatus(null);
      const id = newAppointmentId();
      const place = appointmentLocation({
        isOnline: values.isOnline,
        customLocation: values.useCustomLocation ? values.customLocation : null,
        videoLink: videoLink(id),
        profileAddress,
      });
      if ('error' in place) {
        setStatus({ kind: 'danger', text: t('noAddress') });
        return;
      }
      try {
        await bookAppointment({
          id,
          doctorUid,
          patientUid: values.patientUid,
          datetime: new Date(appointmentTime(new Date(values.datetime).getTime(), Date.now())),
          isOnline: values.isOnline,
          location: place.location,
        }).unwrap();
        resetForm({ values: { ...EMPTY, patientUid: values.patientUid } });
        setStatus({ kind: 'success', text: t('success') });
      } catch (error) {
        setStatus({ kind: 'danger', text: errorMessage(error) });
      }
    },
  });

  // Submitting touches every field, so a missing patient shows as soon as Book Appointment is pressed.
  const patientError = formik.touched.patientUid ? formik.errors.patientUid : undefined;
  const failedValidation = formik.submitCount > 0 && !formik.isValid;

  return (
    <FormikProvider value={formik}>
      {/* Any edit makes the last booking's status stale: it is cleared. */}
      <Form noValidate onSubmit={formik.handleSubmit} onChange={() => setStatus(null)}>
        <Form.Group className="mb-3" controlId="booking-patient">
          <Form.Label>{t('patient')}</Form.Label>
          <Form.Select
            name="patientUid"
            value={formik.values.patientUid}
            isInvalid={Boolean(patientError)}
            onBlur={formik.handleBlur}
            onChange={(e) => {
              formik.handleChange(e);
              onPatientChange(e.target.value);
            }}
          >
            <option value="">{t('choosePatient')}</option>
            {patients.map((p) => (
              <option key={p.uid} value={p.uid}>
                {p.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{patientError}</Form.Control.Feedback>
        </Form.Group>

        <TextField
          name="datetime"
          type="datetime-local"
          label={t('dateTime')}
          min={dateTimeInputValue(openedAt)}
          step={900}
          help={t('roundedHint')}
        />

        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('appointmentType')}</legend>
          <Form.Check
            type="radio"
            id="booking-in-person"
            name="isOnline"
            label={t('inPerson')}
            checked={!formik.values.isOnline}
            onChange={() => void formik.setFieldValue('isOnline', false)}
          />
          <Form.Check
            type="radio"
            id="booking-online"
            name="isOnline"
            label={t('online')}
            checked={formik.values.isOnline}
            onChange={() => void formik.setFieldValue('isOnline', true)}
          />
        </fieldset>

        {!formik.values.isOnline && (
          <div className="mb-3">
            <Form.Check
              type="switch"
              id="booking-custom-location"
              name="useCustomLocation"
              label={t('useCustomLocation')}
              checked={formik.values.useCustomLocation}
              onChange={formik.handleChange}
            />
            {formik.values.useCustomLocation ? (
              <TextField name="customLocation" label={t('location')} groupClassName="mt-2" maxLength={LIMITS.appointment.location} dir="auto" />
            ) : (
              <Form.Text>
                {profileAddress ? (
                  // The address keeps its own direction inside the sentence (an English address on an Arabic page).
                  <Trans t={t} i18nKey="atProfileAddress" values={{ address: profileAddress }} components={{ address: <bdi /> }} />
                ) : (
                  t('noAddressHint')
                )}
              </Form.Text>
            )}
          </div>
        )}

        <SubmitButton busy={formik.isSubmitting}>{t('bookAppointment')}</SubmitButton>
        <div role="status" aria-live="polite" className="mt-2">
          {failedValidation ? (
            <span className="text-danger">{t('checkFields')}</span>
          ) : (
            status && <span className={`text-${status.kind}`}>{status.text}</span>
          )}
        </div>
      </Form>
    </FormikProvider>
  );
}
