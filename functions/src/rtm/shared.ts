/**
 * What the RTM billing functions share (issue 32): payload checks for months, instants and minutes, the doctor's
 * zone, closed months, the claim lines of a doctor's month read in O(patients) documents, and its close; the clinic's
 * biller and the clinicians he bills for (issue 51).
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Doctor, RtmMonthClosure } from '@rehab/model/collections';
import type { RtmAmendmentSummary, RtmClosedMonth } from '@rehab/model/callables';
import { hasUnresolvedFlag, type GuardedClaimLine } from '@rehab/model/claimGuards';
import { personName, type AuditActor } from '@rehab/model/audit';
import { DOCTOR_ROLES, roleMay, type ClinicMember } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import {
  claimLines,
  closedMonthAt,
  isMonthKey,
  linesByCode,
  monthBounds,
  monthOfInstant,
  nextMonth,
  previousMonth,
  unitsByCode,
  zoneOrDefault,
  type RtmPatientInput,
} from '@rehab/model/rtmClaims';
import { db } from '../admin';
import { recordAudit } from '../lib/audit';
import { requireSignedIn } from '../lib/auth';
import { patientsEverInCareOf } from '../lib/care';
import { membershipRef } from '../lib/clinics';
import { col, docRef, getAll } from '../lib/collections';
import { own, type Payload } from '../lib/validation';
import { withClaimFlags } from './claimFlags';

const MINUTE = 60_000;

function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

export function requireMonth(payload: Payload, field = 'month'): string {
  const value = own(payload, field);
  if (!isMonthKey(value)) invalid(`${field} must be a month as YYYY-MM.`);
  return value;
}

/** An ISO 8601 instant with its offset ('2026-04-07T09:30:00Z'), as milliseconds. */
export function requireInstant(payload: Payload, field: string): number {
  const value = own(payload, field);
  const pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  if (typeof value !== 'string' || !pattern.test(value) || Number.isNaN(Date.parse(value))) {
    invalid(`${field} must be an ISO 8601 date and time with its offset, such as 2026-04-07T09:30:00Z.`);
  }
  return Date.parse(value);
}

/** Whole minutes from `min` to the longest time entry. */
export function requireMinutes(payload: Payload, field: string, min = 1): number {
  const value = own(payload, field);
  const max = LIMITS.rtm.contactMinutes;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) invalid(`${field} must be a whole number of minutes from ${min} to ${max}.`);
  return value;
}

export function requireOneOf<T extends string>(payload: Payload, field: string, allowed: readonly T[]): T {
  const value = own(payload, field);
  if (typeof value !== 'string' || !allowed.includes(value as T)) invalid(`${field} must be one of: ${allowed.join(', ')}.`);
  return value as T;
}

/** The doctor's management months are calendar months in his stored zone (UTC until he has one). */
export function doctorZone(doctor: Pick<Doctor, 'timeZone'> | undefined): string {
  return zoneOrDefault(doctor?.timeZone);
}

export function closureId(doctorId: string, month: string): string {
  return `${doctorId}_${month}`;
}

/** A closure's bounds in milliseconds. */
export const closureBounds = (closure: RtmMonthClosure) => ({ month: closure.month, from: closure.from.toMillis(), to: closure.to.toMillis() });

/**
 * The closed month of this doctor an instant falls in, if any: the closures of the month around it in his zone (a
 * closure keeps the bounds it was closed with, so a later change of zone moves nothing).
 */
export async function closedMonthOf(tx: Transaction, doctorId: string, zone: string, instant: number): Promise<string | undefined> {
  const month = monthOfInstant(instant, zone);
  const refs = [previousMonth(month), month, nextMonth(month)].map((m) => docRef('rtmMonthClosures', closureId(doctorId, m)));
  const snapshots = await getAll<RtmMonthClosure[]>(tx, ...refs);
  const closures = snapshots.flatMap((snapshot) => (snapshot.exists ? [closureBounds(snapshot.data()!)] : []));
  return closedMonthAt(instant, closures)?.month;
}

/** The refusal of a write into a closed month. */
export function closedMonthRefusal(month: string): HttpsError {
  return new HttpsError('failed-precondition', `${month} is closed for billing: change it with an amendment (a reason is required).`);
}

/** The refusal of a call or time that ends in the future (the writer's clock may be ahead by the skew allowed). */
export function requireNotFuture(start: number, minutes: number, now: number, what = 'A call'): void {
  if (start + minutes * MINUTE > now + LIMITS.clockSkewMinutes * MINUTE) throw new HttpsError('failed-precondition', `${what} cannot start or end in the future.`);
}

export const closedSummary = (closure: RtmMonthClosure): RtmClosedMonth => ({
  closedAt: closure.closedAt.toDate().toISOString(),
  closedBy: closure.closedBy,
  totals: closure.totals ?? {},
});

export interface DoctorMonth {
  timeZone: string;
  lines: GuardedClaimLine[];
  closed: RtmClosedMonth | null;
  amendments: RtmAmendmentSummary[];
}

/** Reads in pages of this many documents. */
const GET_ALL_CHUNK = 100;

/** Documents of one collection in pages (one request each), the pages read at once. */
export async function getAllChunked<T>(refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
  const pages: DocumentReference<T>[][] = [];
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) pages.push(refs.slice(i, i + GET_ALL_CHUNK));
  const read = await Promise.all(pages.map((page) => db.getAll(...(page as DocumentReference[])) as Promise<DocumentSnapshot<T>[]>));
  return read.flat();
}

/**
 * The names of the assistants whose entries a doctor's months hold: as their clinic's members list names them, else
 * (one who left the clinic) as their staff record does, else their uid. Two reads per assistant.
 */
async function assistantNames(uids: string[]): Promise<Record<string, string>> {
  const [members, staff] = await Promise.all([getAllChunked(uids.map((uid) => membershipRef(uid))), getAllChunked(uids.map((uid) => docRef('staff', uid)))]);
  return Object.fromEntries(uids.map((uid, index) => [uid, members[index].data()?.name.trim() || personName(staff[index].data()).trim() || uid]));
}

/** The parts of a doctor's record his month's lines read. */
export type BillingDoctor = Pick<Doctor, 'timeZone' | 'discipline' | 'firstName' | 'lastName'>;

/**
 * The claim lines of a doctor's month, with its close and amendments. Reads O(patients) documents, never a session:
 * the patients he looks or looked after (patientsEverInCareOf), his time months around the month (the entries of the month in his zone may lie in
 * the neighbouring months' documents, his assistants' among them), his contacts of the month, per patient its
 * monitoring (days with their sessions), the names of the patients with a line and of the assistants whose entries
 * they hold; and the claim guards' records of the patients with a line (withClaimFlags).
 */
export async function doctorMonth(doctorId: string, doctor: BillingDoctor, month: string, now: number): Promise<DoctorMonth> {
  const closureSnapshot = await docRef('rtmMonthClosures', closureId(doctorId, month)).get();
  const closure = closureSnapshot.data();
  const timeZone = closure?.timeZone ?? doctorZone(doctor);
  const { from, to } = closure ? closureBounds(closure) : monthBounds(month, timeZone);
  const [caredFor, times, contacts, amendmentsOfMonth, amendmentsMade] = await Promise.all([
    patientsEverInCareOf(doctorId),
    col('managementTime').where('doctorId', '==', doctorId).where('month', 'in', [previousMonth(month), month, nextMonth(month)]).get(),
    col('rtmContacts').where('doctorId', '==', doctorId).where('start', '>=', Timestamp.fromMillis(from)).where('start', '<', Timestamp.fromMillis(to)).get(),
    col('rtmAmendments').where('doctorId', '==', doctorId).where('month', '==', month).get(),
    col('rtmAmendments').where('doctorId', '==', doctorId).where('at', '>=', Timestamp.fromMillis(from)).where('at', '<', Timestamp.fromMillis(to)).get(),
  ]);
  const patients = new Map<string, RtmPatientInput>();
  const patientOf = (patientId: string): RtmPatientInput => {
    let patient = patients.get(patientId);
    if (!patient) patients.set(patientId, (patient = { patientId, patientName: '', entries: [], contacts: [] }));
    return patient;
  };
  for (const patientId of caredFor) patientOf(patientId);
  for (const time of times.docs) {
    const { patientId, entries } = time.data();
    const target = patientOf(patientId).entries as RtmPatientInput['entries'][number][];
    for (const [entryId, entry] of Object.entries(entries ?? {})) {
      target.push({ id: `${time.id}/${entryId}`, start: entry.start.toMillis(), seconds: entry.seconds, ...(entry.by && { by: entry.by }) });
    }
  }
  for (const contact of contacts.docs) {
    const { patientId, start, seconds, kind } = contact.data();
    (patientOf(patientId).contacts as RtmPatientInput['contacts'][number][]).push({ id: contact.id, start: start.toMillis(), seconds, kind });
  }
  const ids = [...patients.keys()];
  const assistantIds = [...new Set([...patients.values()].flatMap((patient) => patient.entries.flatMap((entry) => (entry.by ? [entry.by] : []))))];
  const [monitorings, assistants] = await Promise.all([getAllChunked(ids.map((id) => docRef('monitoring', id))), assistantNames(assistantIds)]);
  ids.forEach((id, index) => (patients.get(id)!.monitoring = monitorings[index].data()));
  const doctorName = personName(doctor).trim() || doctorId;
  const linesOf = () => claimLines({ doctorId, doctorName, assistants, timeZone, discipline: doctor.discipline, month, now, patients: [...patients.values()] });
  // Names only for the patients billed this month: a caseload's patients with nothing in the month cost no read.
  const billed = [...new Set(linesOf().map((line) => line.patientId))];
  const users = await getAllChunked(billed.map((id) => docRef('users', id)));
  billed.forEach((id, index) => (patients.get(id)!.patientName = personName(users[index].data()).trim() || id));
  const lines = await withClaimFlags(doctorId, linesOf(), patients, now);
  const amendments = new Map([...amendmentsOfMonth.docs, ...amendmentsMade.docs].map((snapshot) => [snapshot.id, snapshot.data()]));
  return {
    timeZone,
    lines,
    closed: closure ? closedSummary(closure) : null,
    amendments: [...amendments.entries()]
      .map(([id, amendment]) => ({
        id,
        patientId: amendment.patientId,
        month: amendment.month,
        reason: amendment.reason,
        change: amendment.change,
        target: amendment.target,
        at: amendment.at.toDate().toISOString(),
        by: amendment.by,
      }))
      .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id)),
  };
}

/** Whether a month is over in a zone (a month closes once it has ended). */
export function monthIsOver(month: string, timeZone: string, now: number): boolean {
  return monthBounds(month, timeZone).to <= now;
}

/**
 * Closes a doctor's month that is over in his zone (the caller checked) and has no claim flag without an override
 * (issue 53; refused with unresolvedFlagsRefusal otherwise): the closure keeps the month's bounds and the
 * units and lines per code it closed with, audited as the actor's act, in one transaction; an existing closure is returned as
 * it is, so closing again changes nothing. closeRtmMonth (the doctor, an admin) and closeClinicRtmMonth (the
 * clinic's biller) close with it.
 */
export async function closeDoctorMonth(doctorId: string, doctor: BillingDoctor, month: string, now: number, actor: AuditActor): Promise<RtmMonthClosure> {
  const timeZone = doctorZone(doctor);
  const { from, to } = monthBounds(month, timeZone);
  const { lines, closed } = await doctorMonth(doctorId, doctor, month, now);
  const ref = docRef('rtmMonthClosures', closureId(doctorId, month));
  const unresolved = lines.filter(hasUnresolvedFlag).length;
  if (!closed && unresolved > 0) throw unresolvedFlagsRefusal(personName(doctor).trim() || doctorId, month, unresolved);
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) return existing;
    const closedAt = Timestamp.fromMillis(now);
    const fields = {
      doctorId,
      month,
      timeZone,
      from: Timestamp.fromMillis(from),
      to: Timestamp.fromMillis(to),
      closedAt,
      closedBy: actor.uid,
      totals: unitsByCode(lines),
      lineCounts: linesByCode(lines),
      lineCount: lines.length,
    };
    const auditId = recordAudit(tx, actor, {
      action: 'rtm.monthClosed',
      target: { collection: 'rtmMonthClosures', id: ref.id },
      patientUid: '',
      changes: { month: { before: null, after: month }, totals: { before: null, after: fields.totals } },
    });
    const created: RtmMonthClosure = { ...fields, auditId };
    tx.create(ref, created);
    return created;
  });
}

/** The refusal to close a month while lines have a claim flag nobody overrode: it names the clinician and how many. */
export function unresolvedFlagsRefusal(doctorName: string, month: string, lineCount: number): HttpsError {
  const lines = lineCount === 1 ? '1 claim line has' : `${lineCount} claim lines have`;
  return new HttpsError('failed-precondition', `${month} of ${doctorName} cannot be closed: ${lines} a flag without an override. Correct the records or override each flag with a reason.`, {
    unresolvedLines: lineCount,
  });
}

/** The caller, who must be a clinic's biller (ROLE_TABLE: billing 'bill'), and his membership. */
export async function requireClinicBiller(request: CallableRequest): Promise<{ uid: string; member: ClinicMember }> {
  const uid = requireSignedIn(request);
  const member = (await membershipRef(uid).get()).data();
  if (!member || !roleMay(member.role, 'billing', 'bill')) throw new HttpsError('permission-denied', "Only a clinic's biller may do this.");
  return { uid, member };
}

/** A clinician (owner or clinician) of a clinic with his doctors record: whose months the clinic's biller bills. */
export interface ClinicDoctor {
  doctorId: string;
  /** as the clinic's members list names him */
  name: string;
  doctor: Doctor;
}

/** The clinic's members with a doctor's role who have a doctors record, by name. */
export async function clinicDoctors(clinicId: string): Promise<ClinicDoctor[]> {
  const members = (await col('clinicMembers').where('clinicId', '==', clinicId).where('role', 'in', [...DOCTOR_ROLES]).get()).docs;
  const doctors = await getAllChunked(members.map((member) => docRef('doctors', member.id)));
  return members
    .flatMap((member, index) => {
      const doctor = doctors[index].data();
      return doctor ? [{ doctorId: member.id, name: member.data().name, doctor }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.doctorId.localeCompare(b.doctorId));
}
