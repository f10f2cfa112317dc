import { describe, expect, it } from 'vitest';
import { dateTimeInputValue } from '../../../lib/dateFormat';
import { EMPTY_BOOKING, bookingRequest, bookingSchema, moveRequest, needsTypedLocation } from './booking';

const now = Date.parse('2030-04-02T08:00:00Z');
const local = (iso: string) => dateTimeInputValue(Date.parse(iso));

describe("the front desk's booking", () => {
  it('books in person at the clinic, on the quarter hour, with its id as the request id', () => {
    const values = { ...EMPTY_BOOKING, patientId: 'ravi', datetime: local('2030-04-03T10:07:00Z') };
    expect(bookingRequest(values, { id: 'appt1', doctorId: 'hannah', clinicAddress: ' 12 Harbour Road ', now })).toEqual({
      requestId: 'appt1',
      patientId: 'ravi',
      doctorId: 'hannah',
      datetime: '2030-04-03T10:00:00.000Z',
      isOnline: false,
      location: '12 Harbour Road',
    });
  });

  it('books online at the video link made from the id, or at a typed location', () => {
    const values = { ...EMPTY_BOOKING, patientId: 'ravi', datetime: local('2030-04-03T10:00:00Z') };
    expect(bookingRequest({ ...values, isOnline: true }, { id: 'appt1', doctorId: 'hannah', clinicAddress: '12 Harbour Road', now }).location).toBe('https://meet.jit.si/texavie-appt1');
    expect(bookingRequest({ ...values, useCustomLocation: true, customLocation: ' Gym ' }, { id: 'a', doctorId: 'h', clinicAddress: '12 Harbour Road', now }).location).toBe('Gym');
    // a clinic without an address: the typed location, whatever the switch says
    expect(needsTypedLocation(values, '')).toBe(true);
    expect(bookingRequest({ ...values, customLocation: 'Home visit' }, { id: 'a', doctorId: 'h', clinicAddress: '', now }).location).toBe('Home visit');
  });

  it('asks for a patient, a time to come and, in person without the clinic’s address, a location', async () => {
    const errors = async (values: object, address = '12 Harbour Road') =>
      bookingSchema(address)
        .validate({ ...EMPTY_BOOKING, ...values }, { abortEarly: false })
        .then(() => [])
        .catch((error: { errors: string[] }) => error.errors);
    expect(await errors({})).toEqual(['errors.patient', 'errors.dateTime']);
    expect(await errors({ patientId: 'ravi', datetime: local('2020-01-01T10:00:00Z') })).toEqual(['errors.past']);
    expect(await errors({ patientId: 'ravi', datetime: local('2099-01-01T10:00:00Z') }, '')).toEqual(['errors.location']);
    expect(await errors({ patientId: 'ravi', datetime: local('2099-01-01T10:00:00Z'), isOnline: true }, '')).toEqual([]);
  });

  it('moves to a new time, naming the clinician only when he changes', () => {
    expect(moveRequest('appt1', { datetime: local('2030-04-05T09:00:00Z'), doctorId: 'hannah' }, 'hannah', now)).toEqual({ appointmentId: 'appt1', datetime: '2030-04-05T09:00:00.000Z' });
    expect(moveRequest('appt1', { datetime: local('2030-04-05T09:00:00Z'), doctorId: 'daniel' }, 'hannah', now)).toEqual({
      appointmentId: 'appt1',
      datetime: '2030-04-05T09:00:00.000Z',
      doctorId: 'daniel',
    });
  });
});
