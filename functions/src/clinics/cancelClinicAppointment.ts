import { onCall } from 'firebase-functions/v2/https';
import { personName } from '@rehab/model/audit';
import type { CallableResponse } from '@rehab/model/callables';
import { db } from '../admin';
import { recordDeletion, staffActor } from '../lib/audit';
import { requireFrontDesk } from '../lib/clinics';
import { docRef, getAll } from '../lib/collections';
import { payloadWith, requireDocumentId } from '../lib/validation';
import { appointmentWhen, cancellationEmail, readClinicAppointment } from './appointments';

/**
 * cancelClinicAppointment({ appointmentId }) → { appointmentId }: the front desk cancels an appointment of the clinic
 * as its doctor does: the appointment and its reminder deleted, the deletion audited (as the front desk's act), and
 * the patient told by e-mail (emails/cancelled-{appointmentId}, the doctor's words). A cancelled appointment is gone:
 * cancelling it again is refused as not found.
 */
export const cancelClinicAppointment = onCall(async (request): Promise<CallableResponse<'cancelClinicAppointment'>> => {
  const desk = await requireFrontDesk(request);
  const appointmentId = requireDocumentId(payloadWith(request.data, ['appointmentId']), 'appointmentId');
  const { clinicId } = desk.member;

  await db.runTransaction(async (tx) => {
    const booked = await readClinicAppointment(tx, clinicId, appointmentId);
    const [doctor, patient, clinic] = await getAll(tx, docRef('doctors', booked.doctorID), docRef('users', booked.userID), docRef('clinics', clinicId));
    recordDeletion(
      tx,
      staffActor(desk.uid, desk.member),
      {
        action: 'appointment.cancelled',
        target: { collection: 'appointments', id: appointmentId },
        patientUid: booked.userID,
        changes: { datetime: { before: booked.datetime, after: null }, location: { before: booked.location, after: null } },
      },
      booked.auditId,
    );
    tx.delete(docRef('appointments', appointmentId));
    tx.delete(docRef('reminders', appointmentId));
    const to = patient.data()?.email;
    if (to) {
      const when = appointmentWhen(booked.datetime.toMillis(), patient.data()?.timeZone, clinic.data()?.timeZone);
      tx.set(docRef('emails', `cancelled-${appointmentId}`), cancellationEmail(to, personName(doctor.data()).trim(), when));
    }
  });
  return { appointmentId };
});
