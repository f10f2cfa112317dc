/** The front desk's booking and moving of appointments (issue 51): the forms' checks and the callables' requests. Pure. */
import * as yup from 'yup';
import type { CallableContracts } from '@rehab/model/callables';
import { LIMITS } from '@rehab/model/limits';
import { appointmentTime, isNotInThePast, videoLink } from '../../appointments';

export interface BookingValues {
  patientId: string;
  /** a datetime-local value (the browser's zone) */
  datetime: string;
  isOnline: boolean;
  useCustomLocation: boolean;
  customLocation: string;
}

export const EMPTY_BOOKING: BookingValues = { patientId: '', datetime: '', isOnline: false, useCustomLocation: false, customLocation: '' };

/** An in-person appointment takes place at a typed location when asked for, or when the clinic has no address. */
export const needsTypedLocation = (values: Pick<BookingValues, 'isOnline' | 'useCustomLocation'>, clinicAddress: string) =>
  !values.isOnline && (values.useCustomLocation || clinicAddress.trim() === '');

/** A date and time to come (the minute of now counts), required. Messages are the `frontDesk` texts' keys. */
const futureDateTime = () =>
  yup
    .string()
    .required('errors.dateTime')
    .test('not-past', 'errors.past', (value) => !value || isNotInThePast(new Date(value).getTime(), Date.now()));

/** The booking form's checks, as the doctor's booking form makes them. */
export function bookingSchema(clinicAddress: string) {
  return yup.object({
    patientId: yup.string().required('errors.patient'),
    datetime: futureDateTime(),
    customLocation: yup
      .string()
      .when(['isOnline', 'useCustomLocation'], {
        is: (isOnline: boolean, useCustomLocation: boolean) => needsTypedLocation({ isOnline, useCustomLocation }, clinicAddress),
        then: (schema) => schema.trim().required('errors.location'),
      })
      .max(LIMITS.appointment.location, 'errors.tooLong'),
  });
}

/** The move form's checks: a new date and time to come. */
export const moveSchema = () => yup.object({ datetime: futureDateTime(), doctorId: yup.string().required('errors.clinician') });

/** A datetime-local input's time as an instant, on the quarter hour the doctor's booking books (never before now). */
const bookedInstant = (datetime: string, now: number) => new Date(appointmentTime(new Date(datetime).getTime(), now)).toISOString();

/**
 * The booking's request: `id` is both its request id (a retry books nothing more) and the appointment's, from which
 * an online appointment's video link is made; in person, at the typed location or the clinic's address.
 */
export function bookingRequest(
  values: BookingValues,
  { id, doctorId, clinicAddress, now }: { id: string; doctorId: string; clinicAddress: string; now: number },
): CallableContracts['bookClinicAppointment']['request'] {
  const location = values.isOnline ? videoLink(id) : needsTypedLocation(values, clinicAddress) ? values.customLocation.trim() : clinicAddress.trim();
  return { requestId: id, patientId: values.patientId, doctorId, datetime: bookedInstant(values.datetime, now), isOnline: values.isOnline, location };
}

export interface MoveValues {
  datetime: string;
  doctorId: string;
}

/** The move's request: the new time, and the clinician only when he changes. */
export function moveRequest(appointmentId: string, values: MoveValues, currentDoctorId: string, now: number): CallableContracts['moveClinicAppointment']['request'] {
  return { appointmentId, datetime: bookedInstant(values.datetime, now), ...(values.doctorId === currentDoctorId ? {} : { doctorId: values.doctorId }) };
}
