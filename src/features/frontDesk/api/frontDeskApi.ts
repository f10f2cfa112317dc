import type { CallableContracts } from '@rehab/model/callables';
import type { Appointment } from '@rehab/model/collections';
import { callable } from '../../../lib/firebase/callables';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import { settle } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { clinicAppointmentsQuery } from './frontDeskRecords';

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];

/**
 * The front desk's server data (issue 51): the clinic's appointments, live (the listener sees the functions' writes,
 * so the writes invalidate nothing), and booking, moving and cancelling them through the functions, which check that
 * the clinician cares for the patient through the clinic and audit the act as the front desk's.
 */
export const frontDeskApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    clinicAppointments: build.query<WithId<Appointment>[], string>({
      ...liveQuery((clinicId: string) => subscribeQuery(clinicAppointmentsQuery(clinicId))),
    }),
    bookClinicAppointment: build.mutation<string, Request<'bookClinicAppointment'>>({
      queryFn: (request) => settle(async () => (await callable('bookClinicAppointment')(request)).data.appointmentId),
    }),
    moveClinicAppointment: build.mutation<string, Request<'moveClinicAppointment'>>({
      queryFn: (request) => settle(async () => (await callable('moveClinicAppointment')(request)).data.appointmentId),
    }),
    cancelClinicAppointment: build.mutation<string, string>({
      queryFn: (appointmentId) => settle(async () => (await callable('cancelClinicAppointment')({ appointmentId })).data.appointmentId),
    }),
  }),
});

export const { useClinicAppointmentsQuery, useBookClinicAppointmentMutation, useMoveClinicAppointmentMutation, useCancelClinicAppointmentMutation } = frontDeskApi;
