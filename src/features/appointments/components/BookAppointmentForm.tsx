import { useState } from 'react';
import { useFormik } from 'formik';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { appointmentLocation, appointmentTime, isNotInThePast, videoLink } from '../appointmentRules';
import { bookAppointment, newAppointmentId } from '../appointmentsApi';

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

/** A date-time input's value (local time, minute precision) for a moment. */
function toInputValue(ms: number): string {
  const local = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

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
        });
        resetForm({ values: { ...EMPTY, patientUid: values.patientUid } });
        setStatus({ kind: 'success', text: t('success') });
      } catch (error) {
        setStatus({ kind: 'danger', text: error instanceof Error ? error.message : String(error) });
      }
    },
  });

  const shown = (field: keyof Values) => (formik.submitCount > 0 || formik.touched[field] ? formik.errors[field] : undefined);
  const failedValidation = formik.submitCount > 0 && !formik.isValid;

  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <Form.Group className="mb-3" controlId="booking-patient">
        <Form.Label>{t('patient')}</Form.Label>
        <Form.Select
          name="patientUid"
          value={formik.values.patientUid}
          isInvalid={Boolean(shown('patientUid'))}
          onBlur={formik.handleBlur}
          onChange={(e) => {
            formik.handleChange(e);
            onPatientChange(e.target.value);
            setStatus(null);
          }}
        >
          <option value="">{t('choosePatient')}</option>
          {patients.map((p) => (
            <option key={p.uid} value={p.uid}>
              {p.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{shown('patientUid')}</Form.Control.Feedback>
      </Form.Group>

      <Form.Group className="mb-3" controlId="booking-datetime">
        <Form.Label>{t('dateTime')}</Form.Label>
        <Form.Control
          type="datetime-local"
          name="datetime"
          min={toInputValue(openedAt)}
          step={900}
          value={formik.values.datetime}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          isInvalid={Boolean(shown('datetime'))}
          aria-describedby="booking-datetime-help"
        />
        <Form.Control.Feedback type="invalid">{shown('datetime')}</Form.Control.Feedback>
        <Form.Text id="booking-datetime-help">{t('roundedHint')}</Form.Text>
      </Form.Group>

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
            <Form.Group className="mt-2" controlId="booking-location">
              <Form.Label>{t('location')}</Form.Label>
              <Form.Control
                name="customLocation"
                value={formik.values.customLocation}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                isInvalid={Boolean(shown('customLocation'))}
              />
              <Form.Control.Feedback type="invalid">{shown('customLocation')}</Form.Control.Feedback>
            </Form.Group>
          ) : (
            <Form.Text>{profileAddress ? t('atProfileAddress', { address: profileAddress }) : t('noAddress')}</Form.Text>
          )}
        </div>
      )}

      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('bookAppointment')}
      </Button>
      <div role="status" aria-live="polite" className="mt-2">
        {failedValidation ? (
          <span className="text-danger">{t('checkFields')}</span>
        ) : (
          status && <span className={`text-${status.kind}`}>{status.text}</span>
        )}
      </div>
    </Form>
  );
}
