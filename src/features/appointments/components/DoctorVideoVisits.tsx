import type { Appointment } from '@rehab/model/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { useDoctorAppointmentsQuery } from '../api/appointmentsApi';
import { VideoVisitsNow } from './VideoVisitsNow';

export interface DoctorVideoVisitsProps {
  doctorUid: string;
  /** only this patient's (the patient dashboard) */
  patientUid?: string;
  nameOf: (appointment: WithId<Appointment>) => string;
}

/** The doctor's 'Start video visit' for his online appointments within their windows (all, or one patient's). */
export function DoctorVideoVisits({ doctorUid, patientUid, nameOf }: DoctorVideoVisitsProps) {
  const own = useDoctorAppointmentsQuery(doctorUid).currentData ?? [];
  const shown = patientUid ? own.filter((a) => a.userID === patientUid) : own;
  return <VideoVisitsNow appointments={shown} role="doctor" nameOf={nameOf} />;
}
