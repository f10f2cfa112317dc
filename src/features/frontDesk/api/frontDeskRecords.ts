/** The front desk's Firestore reads (issue 51), run by ./frontDeskApi.ts; its writes are the functions' callables. */
import { doc, query, where } from 'firebase/firestore';
import { col } from '../../../lib/firebase/collections';

/** The clinic's appointments: every clinician's with the patients who approved the clinic (the rules allow no wider query). */
export function clinicAppointmentsQuery(clinicId: string) {
  return query(col('appointments'), where('clinicId', '==', clinicId));
}

/** A fresh appointment id: the booking's request id, from which an online appointment's video link is made. */
export function newAppointmentId(): string {
  return doc(col('appointments')).id;
}
