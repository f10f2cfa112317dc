import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import type { Appointment } from '@rehab/model/collections';
import { db } from '../admin';
import { recordAudit, staffActor } from '../lib/audit';
import { requireFrontDesk } from '../lib/clinics';
import { col, docRef } from '../lib/collections';
import { payloadWith, requireUid } from '../lib/validation';
import { optionalRequestId, requireBoolean, requireClinicianOfPatient, requireFutureTime, requireLocation } from './appointments';

/** Whether a stored appointment is the one this booking asks for (a retried request). */
function isSameBooking(stored: Appointment, asked: Pick<Appointment, 'doctorID' | 'userID' | 'isOnline' | 'location'> & { at: number }): boolean {
  return (
    stored.doctorID === asked.doctorID &&
    stored.userID === asked.userID &&
    stored.isOnline === asked.isOnline &&
    stored.location === asked.location &&
    stored.datetime.toMillis() === asked.at
  );
}

/**
 * bookClinicAppointment({ patientId, doctorId, datetime, isOnline, location, requestId? }) → { appointmentId }: the
 * front desk books on a clinician's calendar what the doctor's booking writes (the appointment and its reminder in the
 * clinician's bell, both in the clinic as careFlagsOf places them), audited as the front desk's act; for a patient who
 * approves the clinic, with a clinician of the clinic who cares for him through it, at a time to come. With a
 * requestId (the appointment's id) a retry books nothing more; without one, each call books anew.
 */
export const bookClinicAppointment = onCall(async (request): Promise<CallableResponse<'bookClinicAppointment'>> => {
  const desk = await requireFrontDesk(request);
  const payload = payloadWith(request.data, ['patientId', 'doctorId', 'datetime', 'isOnline', 'location', 'requestId']);
  const patientId = requireUid(payload, 'patientId');
  const doctorId = requireUid(payload, 'doctorId');
  const at = requireFutureTime(payload, 'datetime', Date.now());
  const isOnline = requireBoolean(payload, 'isOnline');
  const location = requireLocation(payload, isOnline);
  const ref = docRef('appointments', optionalRequestId(payload) ?? col('appointments').doc().id);

  await db.runTransaction(async (tx) => {
    const { clinicId } = desk.member;
    await requireClinicianOfPatient(tx, clinicId, patientId, doctorId);
    const existing = (await tx.get(ref)).data();
    if (existing) {
      if (isSameBooking(existing, { doctorID: doctorId, userID: patientId, isOnline, location, at })) return;
      throw new HttpsError('already-exists', 'This requestId was used for another appointment.');
    }
    const datetime = Timestamp.fromMillis(at);
    const auditId = recordAudit(tx, staffActor(desk.uid, desk.member), {
      action: 'appointment.booked',
      target: { collection: 'appointments', id: ref.id },
      patientUid: patientId,
      changes: { datetime: { before: null, after: datetime }, location: { before: null, after: location } },
    });
    tx.create(ref, { isOnline, doctorID: doctorId, datetime, location, userID: patientId, inCare: true, clinicId, auditId });
    tx.set(docRef('reminders', ref.id), {
      appointmentID: ref.id,
      doctorID: doctorId,
      id: ref.id,
      isFavourite: false,
      isRead: false,
      userID: patientId,
      inCare: true,
      clinicId,
    });
  });
  return { appointmentId: ref.id };
});
