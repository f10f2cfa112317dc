/**
 * Who may take part in an appointment's video visit, as firestore.rules decide it for the signals and presences: the
 * appointment's doctor (a verified doctor with the claim) and its patient, for an online appointment, within its
 * window, while the doctor cares for the patient (doctorCaresFor: his relationship, or the patient's approval of his clinic).
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Appointment } from '@rehab/model/collections';
import { isWithinVideoVisitWindow, type VisitRole } from '@rehab/model/videoVisits';
import { doctorCaresFor } from '../lib/care';
import { docRef } from '../lib/collections';

export interface VisitParticipant {
  uid: string;
  role: VisitRole;
  appointment: Appointment;
}

const NOT_YOURS = 'Only the appointment’s doctor and patient may join its video visit, while the doctor looks after the patient.';

export async function requireVisitParticipant(request: CallableRequest, uid: string, appointmentId: string, nowMillis: number): Promise<VisitParticipant> {
  const appointment = (await docRef('appointments', appointmentId).get()).data();
  if (!appointment || !appointment.isOnline) throw new HttpsError('permission-denied', NOT_YOURS);
  const role: VisitRole | null =
    uid === appointment.doctorID && request.auth?.token.doctor === true ? 'doctor' : uid === appointment.userID ? 'patient' : null;
  if (!role) throw new HttpsError('permission-denied', NOT_YOURS);
  if (!(await doctorCaresFor(appointment.userID, appointment.doctorID))) throw new HttpsError('permission-denied', NOT_YOURS);
  if (!isWithinVideoVisitWindow(appointment.datetime.toMillis(), nowMillis)) {
    throw new HttpsError('failed-precondition', 'The video visit opens 15 minutes before the appointment and closes an hour after it.');
  }
  return { uid, role, appointment };
}
