import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { clinicConsentId, primaryOf } from '@rehab/model/clinics';
import type { Appointment, Email, MonitoringTransfer } from '@rehab/model/collections';
import { dayKey } from '@rehab/model/monitoring';
import { nextPeriodStart, zoneOrDefault } from '@rehab/model/rtmClaims';
import { db } from '../admin';
import { doctorActor, recordAudit } from '../lib/audit';
import { clinicConsentRef } from '../lib/care';
import { requireClinicClinician, requireClinicianOf } from '../lib/clinics';
import { col, docRef, getAll } from '../lib/collections';
import { payloadWith, requireUid } from '../lib/validation';
import { reassignAppointment, requireBoolean } from './appointments';

/** The patient's e-mail: whom he now sees at the clinic, and nothing of his health. */
export function transferEmail(to: string, clinicName: string, clinicianName: string): Email {
  return {
    to,
    message: {
      subject: `Your clinician at ${clinicName}`,
      text: `${clinicName} has made Dr. ${clinicianName} your clinician there. Please contact your clinic if you have any questions.`,
    },
  };
}

/** The patient's appointments with the former primary still to come (none whose video visit has begun), read in the transaction. */
async function futureAppointments(tx: Transaction, patientId: string, doctorId: string, now: number): Promise<{ id: string; booked: Appointment }[]> {
  const found = await tx.get(col('appointments').where('userID', '==', patientId).where('doctorID', '==', doctorId));
  const future = found.docs.filter((d) => d.data().datetime.toMillis() > now);
  if (future.length === 0) return [];
  const visits = await tx.getAll(...future.map((d) => docRef('videoVisits', d.id)));
  return future.flatMap((d, k) => (visits[k].exists ? [] : [{ id: d.id, booked: d.data() }]));
}

/**
 * transferClinicPatient({ patientId, to, moveAppointments }): the clinic's owner, or the patient's primary clinician
 * there, makes another owner or clinician of the clinic (a verified doctor) the primary of a patient who approves the
 * clinic. In one transaction: the consent's `primary` (audited: who, when, from whom to whom), the open episode of
 * monitoring's billing starter from its next 30-day period on (Monitoring.transfers; the set-up and the period under
 * way stay the starter's), when asked the patient's appointments with the former primary still to come (each audited
 * as moved), and the patient's e-mail naming only the clinic and the new clinician. Care follows the consent
 * (caresFor): the former primary's ends, the new one's begins, the triggers rebuild what rests on it.
 */
export const transferClinicPatient = onCall(async (request): Promise<CallableResponse<'transferClinicPatient'>> => {
  const { uid, doctor, member } = await requireClinicClinician(request);
  const payload = payloadWith(request.data, ['patientId', 'to', 'moveAppointments']);
  const patientId = requireUid(payload, 'patientId');
  const to = requireUid(payload, 'to');
  const moveAppointments = requireBoolean(payload, 'moveAppointments');
  const { clinicId } = member;

  return db.runTransaction(async (tx) => {
    const now = Date.now();
    const [consentDoc, monitoringDoc, patient, clinic] = await getAll(tx, clinicConsentRef(patientId, clinicId), docRef('monitoring', patientId), docRef('users', patientId), docRef('clinics', clinicId));
    const consent = consentDoc.data();
    if (consent?.state !== 'active') throw new HttpsError('failed-precondition', 'This patient has not approved your clinic.');
    const from = primaryOf(consent);
    if (member.role !== 'owner' && from !== uid) throw new HttpsError('permission-denied', "Only the clinic's owner or the patient's primary clinician may transfer him.");
    if (to === from) throw new HttpsError('failed-precondition', 'This clinician is already the patient’s primary clinician.');
    const [newPrimary, formerPrimary] = await Promise.all([requireClinicianOf(tx, clinicId, to, 'The new clinician'), tx.get(docRef('clinicMembers', from))]);
    const moving = moveAppointments ? await futureAppointments(tx, patientId, from, now) : [];

    const monitoring = monitoringDoc.data();
    const at = Timestamp.fromMillis(now);
    const billingFromPeriod = monitoring?.periodStart && monitoring.startedBy ? nextPeriodStart(monitoring.periodStart, dayKey(now, zoneOrDefault(monitoring.timeZone))) : null;
    const actor = doctorActor(uid, doctor);
    const auditId = recordAudit(tx, actor, {
      action: 'care.transferred',
      target: { collection: 'clinicConsents', id: clinicConsentId(patientId, clinicId) },
      patientUid: patientId,
      changes: {
        primary: { before: from, after: to },
        clinician: { before: formerPrimary.data()?.name ?? '', after: newPrimary.name },
        billingFromPeriod: { before: null, after: billingFromPeriod },
      },
    });
    tx.update(consentDoc.ref, { primary: to, auditId });
    if (billingFromPeriod) {
      const transfer: MonitoringTransfer = { fromPeriod: billingFromPeriod, to, at, by: uid };
      tx.update(monitoringDoc.ref, { transfers: [...(monitoring?.transfers ?? []), transfer] });
    }
    for (const { id, booked } of moving) reassignAppointment(tx, actor, clinicId, id, booked, { doctorId: to, datetime: booked.datetime });
    const email = patient.data()?.email;
    if (email) tx.create(docRef('emails', `transfer-${consentDoc.id}-${auditId}`), transferEmail(email, clinic.data()?.name ?? consent.clinicName, newPrimary.name));
    return { patientId, from, to, billingFromPeriod, movedAppointments: moving.map((m) => m.id).sort() };
  });
});
