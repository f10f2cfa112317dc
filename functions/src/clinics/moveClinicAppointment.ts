import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { personName } from '@rehab/model/audit';
import type { CallableResponse } from '@rehab/model/callables';
import { db } from '../admin';
import { staffActor } from '../lib/audit';
import { requireFrontDesk } from '../lib/clinics';
import { docRef, getAll } from '../lib/collections';
import { own, payloadWith, requireDocumentId, requireUid } from '../lib/validation';
import { appointmentWhen, moveEmail, readClinicAppointment, reassignAppointment, requireClinicianOfPatient, requireFutureTime } from './appointments';

/**
 * moveClinicAppointment({ appointmentId, datetime, doctorId? }) → { appointmentId }: the front desk moves an
 * appointment of the clinic, not yet past, to another time to come, and when asked to another clinician of the clinic
 * who cares for the patient through it. The same appointment (its id, place and video link), with its reminder back
 * in the clinician's bell, unread; audited as the front desk's act; the patient is told by e-mail. The reminders run
 * reminds of the new time (its keys hold the appointment's time), so a reminder of the old one is not sent again.
 * Moving it to where it is changes nothing.
 */
export const moveClinicAppointment = onCall(async (request): Promise<CallableResponse<'moveClinicAppointment'>> => {
  const desk = await requireFrontDesk(request);
  const payload = payloadWith(request.data, ['appointmentId', 'datetime', 'doctorId']);
  const appointmentId = requireDocumentId(payload, 'appointmentId');
  const now = Date.now();
  const at = requireFutureTime(payload, 'datetime', now);
  const askedDoctor = own(payload, 'doctorId') === undefined ? undefined : requireUid(payload, 'doctorId');
  const { clinicId } = desk.member;

  await db.runTransaction(async (tx) => {
    const booked = await readClinicAppointment(tx, clinicId, appointmentId);
    const before = { doctorId: booked.doctorID, at: booked.datetime.toMillis() };
    if (before.at <= now) throw new HttpsError('failed-precondition', 'This appointment’s time has passed: book a new one instead.');
    const doctorId = askedDoctor ?? before.doctorId;
    const doctor = await requireClinicianOfPatient(tx, clinicId, booked.userID, doctorId);
    const [formerDoctor, patient, clinic] = await getAll(tx, docRef('doctors', before.doctorId), docRef('users', booked.userID), docRef('clinics', clinicId));
    if (doctorId === before.doctorId && at === before.at) return;

    const auditId = reassignAppointment(tx, staffActor(desk.uid, desk.member), clinicId, appointmentId, booked, { doctorId, datetime: Timestamp.fromMillis(at) });
    const to = patient.data()?.email;
    if (to) {
      const when = (ms: number) => appointmentWhen(ms, patient.data()?.timeZone, clinic.data()?.timeZone);
      const email = moveEmail(to, { doctorName: personName(formerDoctor.data()).trim(), when: when(before.at) }, { doctorName: personName(doctor).trim(), when: when(at) });
      tx.create(docRef('emails', `moved-${appointmentId}-${auditId}`), email);
    }
  });
  return { appointmentId };
});
