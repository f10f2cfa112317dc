import type { WithId } from '../../../lib/firebase/withId';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Appointment } from '@rehab/model/collections';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import {
  bookAppointment,
  cancelAppointment,
  doctorAppointmentsQuery,
  patientAppointmentsQuery,
  type Booking,
  type Cancellation,
} from './appointmentRecords';

/**
 * The appointments' server data: a doctor's own appointments and one
 * patient's, both live (the dashboard's schedule and the booking calendar
 * share the doctor's listener), booking and cancelling. The listeners see the
 * writes, so the writes invalidate nothing.
 */
export const appointmentsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    doctorAppointments: build.query<WithId<Appointment>[], string>({
      ...liveQuery((doctorUid: string) => subscribeQuery(doctorAppointmentsQuery(doctorUid))),
    }),
    patientAppointments: build.query<WithId<Appointment>[], string>({
      ...liveQuery((patientUid: string) => subscribeQuery(patientAppointmentsQuery(patientUid))),
    }),
    bookAppointment: build.mutation<null, Booking>({
      queryFn: (booking) => settleWrite(() => bookAppointment(booking)),
    }),
    cancelAppointment: build.mutation<null, Cancellation>({
      queryFn: (cancellation) => settleWrite(() => cancelAppointment(cancellation)),
    }),
  }),
});

export const { useDoctorAppointmentsQuery, usePatientAppointmentsQuery, useBookAppointmentMutation, useCancelAppointmentMutation } = appointmentsApi;
export const prefetchPatientAppointments = (patientUid: string) => appointmentsApi.util.prefetch('patientAppointments', patientUid, {});
