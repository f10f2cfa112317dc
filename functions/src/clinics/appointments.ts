/**
 * What the front desk's callables (book, move, cancel; issue 51) share: the checks of an appointment's time and place
 * as the doctor's booking form and the rules' validAppointment make them, reading an appointment of the clinic, and
 * the e-mails that tell the patient (in English, as the doctor's cancellation: the patient's language is unknown).
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { AuditActor, AuditChange } from '@rehab/model/audit';
import { HttpsError } from 'firebase-functions/v2/https';
import { careFlagsOf, caresFor } from '@rehab/model/care';
import { clinicConsentId } from '@rehab/model/clinics';
import type { Appointment, Doctor, Email, TimestampLike } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { zoneOrDefault } from '@rehab/model/rtmClaims';
import { recordAudit } from '../lib/audit';
import { readCareSources } from '../lib/care';
import { membershipRef } from '../lib/clinics';
import { docRef, getAll } from '../lib/collections';
import { own, requireString, type Payload } from '../lib/validation';
import { requireInstant } from '../rtm/shared';

function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

/** An appointment's time: an ISO 8601 instant with its offset, after `now` (the booking form books from now on). */
export function requireFutureTime(payload: Payload, field: string, now: number): number {
  const at = requireInstant(payload, field);
  if (at <= now) invalid(`${field} must be in the future.`);
  return at;
}

export function requireBoolean(payload: Payload, field: string): boolean {
  const value = own(payload, field);
  if (typeof value !== 'boolean') invalid(`${field} must be true or false.`);
  return value;
}

/** Where it takes place: an address, or an online appointment's video link (https, which the calendars open). */
export function requireLocation(payload: Payload, isOnline: boolean): string {
  const location = requireString(payload, 'location', { max: LIMITS.appointment.location }).trim();
  if (isOnline && !/^https:\/\/\S+$/.test(location)) invalid('An online appointment’s location must be its https video link.');
  return location;
}

/** A booking's own id (the appointment's), as Firestore makes them: letters, digits, '-' and '_'. */
export function optionalRequestId(payload: Payload): string | undefined {
  if (own(payload, 'requestId') === undefined) return undefined;
  const id = requireString(payload, 'requestId', { max: LIMITS.text.id });
  if (!/^[A-Za-z0-9_-]+$/.test(id)) invalid("requestId may hold letters, digits, '-' and '_' only.");
  return id;
}

/**
 * An appointment of the caller's clinic, read in the transaction: its clinician cares for its patient through the
 * clinic now (careFlagsOf, from the membership and the approval as they are, not the flag a trigger may not have set
 * yet). One whose video visit began is left as it is: the visit's record and its billing evidence rest on it.
 */
export async function readClinicAppointment(tx: Transaction, clinicId: string, appointmentId: string): Promise<Appointment> {
  const [appointment, visit] = await getAll(tx, docRef('appointments', appointmentId), docRef('videoVisits', appointmentId));
  const booked = appointment.data();
  if (!booked) throw new HttpsError('not-found', 'This appointment does not exist.');
  const [membership, consent] = await getAll(tx, membershipRef(booked.doctorID), docRef('clinicConsents', clinicConsentId(booked.userID, clinicId)));
  if (careFlagsOf('appointments', { doctorUid: booked.doctorID, relationship: undefined, membership: membership.data(), consent: consent.data() }).clinicId !== clinicId) {
    throw new HttpsError('permission-denied', 'This appointment is not one of your clinic’s.');
  }
  if (visit.exists) throw new HttpsError('failed-precondition', 'This appointment’s video visit has begun: it stays as it is.');
  return booked;
}

/**
 * What a front desk's appointment of a patient with a clinician rests on, read in the transaction that writes it:
 * the patient approves the clinic, and the clinician is a verified doctor of the clinic who looks after the patient
 * for it now (caresFor through the clinic: his primary, or covering the primary), so that careFlagsOf places the
 * appointment and its reminder in the clinic (inCare, clinicId). Returns the clinician's record.
 */
export async function requireClinicianOfPatient(tx: Transaction, clinicId: string, patientUid: string, doctorUid: string): Promise<Doctor> {
  const stored = await readCareSources(patientUid, doctorUid, tx);
  if (stored.membership?.clinicId !== clinicId) throw new HttpsError('failed-precondition', 'The clinician must be a verified clinician or the owner of your clinic.');
  if (stored.consent?.state !== 'active') throw new HttpsError('permission-denied', 'This patient has not approved your clinic.');
  // Through the clinic only: a relationship of the clinician's own does not make the appointment the clinic's.
  const sources = { ...stored, relationship: undefined };
  if (!caresFor(sources) || careFlagsOf('appointments', sources).clinicId !== clinicId) {
    throw new HttpsError('failed-precondition', "The clinician must be a verified clinician or the owner of your clinic who looks after this patient (his primary clinician, or covering him).");
  }
  return stored.doctor!;
}

/**
 * Gives an appointment of the clinic to a clinician of it at a time (either may be its own): the same appointment (its
 * id, place and video link), in the clinic and in care, with its reminder back in the clinician's bell, unread;
 * audited as `actor`'s act. Returns the audit entry's id.
 */
export function reassignAppointment(
  tx: Transaction,
  actor: AuditActor,
  clinicId: string,
  appointmentId: string,
  booked: Appointment,
  to: { doctorId: string; datetime: TimestampLike },
): string {
  const changes: Record<string, AuditChange> = {};
  if (to.datetime.toMillis() !== booked.datetime.toMillis()) changes.datetime = { before: booked.datetime, after: to.datetime };
  if (to.doctorId !== booked.doctorID) changes.doctorID = { before: booked.doctorID, after: to.doctorId };
  const auditId = recordAudit(tx, actor, { action: 'appointment.moved', target: { collection: 'appointments', id: appointmentId }, patientUid: booked.userID, changes });
  tx.update(docRef('appointments', appointmentId), { doctorID: to.doctorId, datetime: to.datetime, inCare: true, clinicId, auditId });
  tx.set(docRef('reminders', appointmentId), {
    appointmentID: appointmentId,
    doctorID: to.doctorId,
    id: appointmentId,
    isFavourite: false,
    isRead: false,
    userID: booked.userID,
    inCare: true,
    clinicId,
  });
  return auditId;
}

/** What the e-mails say of a time: in the patient's zone, else the clinic's, with the zone's name. */
export function appointmentWhen(at: number, patientZone: string | undefined, clinicZone: string | undefined): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'long', timeZone: zoneOrDefault(patientZone || clinicZone) }).format(at);
}

/** The doctor's cancellation e-mail's words (the appointments feature's cancellationSubject and cancellationText). */
export function cancellationEmail(to: string, doctorName: string, when: string): Email {
  return {
    to,
    message: {
      subject: 'Appointment cancelled',
      text: `Your appointment with Dr. ${doctorName} on ${when} has been cancelled. Please contact your doctor to book a new appointment.`,
    },
  };
}

export function moveEmail(to: string, before: { doctorName: string; when: string }, after: { doctorName: string; when: string }): Email {
  const withWhom = after.doctorName === before.doctorName ? '' : ` with Dr. ${after.doctorName}`;
  return {
    to,
    message: {
      subject: 'Appointment moved',
      text: `Your appointment with Dr. ${before.doctorName} on ${before.when} has been moved to ${after.when}${withWhom}. Please contact your clinic if this time does not suit you.`,
    },
  };
}
