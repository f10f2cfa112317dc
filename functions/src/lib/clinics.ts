/**
 * The functions' reads and checks of clinics (packages/model/src/clinics.ts): who owns which clinic, the roles a
 * request may name, and whether a doctor may leave his clinic of one.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { InvitationBlock } from '@rehab/model/callables';
import { clinicOfOne, clinicOfOneId } from '@rehab/model/clinicOfOne';
import { CLINIC_ROLES, mayLeaveClinicOfOne, primaryOf, roleMay, type ClinicMember, type ClinicRole } from '@rehab/model/clinics';
import type { Doctor } from '@rehab/model/collections';
import { requireSignedIn, requireVerifiedDoctor } from './auth';
import { col, docRef, getAll } from './collections';
import { own, requireUid, type Payload } from './validation';

export function membershipRef(uid: string) {
  return docRef('clinicMembers', uid);
}

/** The caller, who must own his clinic, and his membership. */
export async function requireClinicOwner(request: CallableRequest): Promise<{ uid: string; member: ClinicMember }> {
  const uid = requireSignedIn(request);
  const member = (await membershipRef(uid).get()).data();
  if (member?.role !== 'owner') throw new HttpsError('permission-denied', "Only a clinic's owner may do this.");
  return { uid, member };
}

/**
 * The role a request names. A clinic has one owner (its record names him): nobody is invited or changed to owner.
 */
export function requireMemberRole(payload: Payload, field = 'role'): Exclude<ClinicRole, 'owner'> {
  const role = own(payload, field);
  const roles = CLINIC_ROLES.filter((r) => r !== 'owner');
  if (role === 'owner') throw new HttpsError('invalid-argument', 'A clinic has one owner: choose another role.');
  if (typeof role !== 'string' || !(roles as string[]).includes(role)) throw new HttpsError('invalid-argument', `${field} must be one of ${roles.join(', ')}.`);
  return role as Exclude<ClinicRole, 'owner'>;
}

/**
 * An assistant's supervisor as the request names him: required for an assistant (a clinician or the owner of the same
 * clinic, not the assistant himself), refused for other roles. Read in the transaction that writes the role.
 */
export async function requireSupervisor(tx: Transaction, payload: Payload, role: ClinicRole, clinicId: string, memberUid?: string): Promise<string | null> {
  const given = own(payload, 'supervisor');
  if (role !== 'assistant') {
    if (given !== undefined && given !== null) throw new HttpsError('invalid-argument', 'Only an assistant has a supervisor.');
    return null;
  }
  if (given === undefined || given === null) throw new HttpsError('invalid-argument', 'An assistant needs a supervising clinician.');
  const supervisor = requireUid(payload, 'supervisor');
  if (supervisor === memberUid) throw new HttpsError('invalid-argument', 'An assistant cannot supervise himself.');
  const member = (await tx.get(membershipRef(supervisor))).data();
  if (member?.clinicId !== clinicId || (member.role !== 'clinician' && member.role !== 'owner')) {
    throw new HttpsError('failed-precondition', "The supervisor must be a clinician or the owner of your clinic.");
  }
  return supervisor;
}

/** Refuses a change that would leave assistants without their supervisor. */
export async function requireNoneSupervised(tx: Transaction, uid: string, name: string): Promise<void> {
  const supervised = await tx.get(col('clinicMembers').where('supervisor', '==', uid).limit(1));
  if (!supervised.empty) throw new HttpsError('failed-precondition', `${name} supervises an assistant: give the assistant another supervisor first.`);
}

/**
 * Refuses a change that would leave patients of the clinic without the clinician who looks after them there (issue 51:
 * a member removed, or given a role that does not care for patients, while he is some patient's primary).
 */
export async function requireNoPrimaryPatients(tx: Transaction, clinicId: string, uid: string, name: string): Promise<void> {
  const approvals = await tx.get(col('clinicConsents').where('clinicId', '==', clinicId).where('state', '==', 'active'));
  if (approvals.docs.some((d) => primaryOf(d.data()) === uid)) {
    throw new HttpsError('failed-precondition', `${name} is the primary clinician of patients of the clinic: transfer them to another clinician first.`);
  }
}

/**
 * The patients of a doctor's clinic of one: his own list, the patients in his care, and those who approved the clinic.
 */
async function patientsOfClinicOfOne(tx: Transaction, doctorUid: string, clinicId: string): Promise<number> {
  const [doctor, inCare, approved] = await Promise.all([
    tx.get(docRef('doctors', doctorUid)),
    tx.get(col('careRelationships').where('doctor', '==', doctorUid).where('state', '==', 'active')),
    tx.get(col('clinicConsents').where('clinicId', '==', clinicId).where('state', '==', 'active')),
  ]);
  return new Set([...(doctor.data()?.patients ?? []), ...inCare.docs.map((d) => d.data().patient), ...approved.docs.map((d) => d.data().patient)]).size;
}

/**
 * Whether an account in a clinic may move to another (null) or why not: only the owner of a clinic of one (no other
 * member) without patients, whose clinic of one is then removed (leaveClinicOfOne).
 */
export async function leavingBlock(tx: Transaction, uid: string, member: ClinicMember): Promise<InvitationBlock | null> {
  if (member.role !== 'owner') return 'inAnotherClinic';
  const members = await tx.get(col('clinicMembers').where('clinicId', '==', member.clinicId).limit(2));
  if (members.size > 1) return 'inAnotherClinic';
  return mayLeaveClinicOfOne(members.size, await patientsOfClinicOfOne(tx, uid, member.clinicId)) ? null : 'hasPatients';
}

/** Removes the clinic a doctor leaves once leavingBlock allowed it (his membership is then replaced). */
export function leaveClinicOfOne(tx: Transaction, member: ClinicMember): void {
  tx.delete(docRef('clinics', member.clinicId));
}

/** Writes a verified doctor's clinic of one and his membership as its owner. */
export function createClinicOfOne(tx: Transaction, doctorUid: string, doctor: Doctor, at = Timestamp.now()): void {
  const { clinic, member } = clinicOfOne(doctorUid, doctor, at);
  tx.set(docRef('clinics', clinicOfOneId(doctorUid)), clinic);
  tx.set(membershipRef(doctorUid), member);
}

/** The caller, whose role runs the clinic's calendars (ROLE_TABLE: scheduling `book`), and his membership. */
export async function requireFrontDesk(request: CallableRequest): Promise<{ uid: string; member: ClinicMember }> {
  const uid = requireSignedIn(request);
  const member = (await membershipRef(uid).get()).data();
  if (!member || !roleMay(member.role, 'scheduling', 'book')) throw new HttpsError('permission-denied', "Only a clinic's front desk may do this.");
  return { uid, member };
}

/**
 * The caller, a verified doctor whose role in his clinic cares for its patients (an owner or a clinician: ROLE_TABLE's
 * clinical data as their doctor), with his record and membership.
 */
export async function requireClinicClinician(request: CallableRequest): Promise<{ uid: string; doctor: Doctor; member: ClinicMember }> {
  const { uid, doctor } = await requireVerifiedDoctor(request);
  const member = (await membershipRef(uid).get()).data();
  if (!member || !roleMay(member.role, 'clinical', 'asTheirDoctor')) throw new HttpsError('permission-denied', "Only a clinic's owner or clinicians may do this.");
  return { uid, doctor, member };
}

/**
 * A colleague a request names (a cover, a transfer's new primary), read in the transaction: a verified doctor of the
 * same clinic whose role cares for its patients. Returns his membership.
 */
export async function requireClinicianOf(tx: Transaction, clinicId: string, uid: string, what: string): Promise<ClinicMember> {
  const [member, doctor] = await getAll(tx, membershipRef(uid), docRef('doctors', uid));
  const membership = member.data();
  if (membership?.clinicId !== clinicId || !roleMay(membership.role, 'clinical', 'asTheirDoctor') || doctor.data()?.isVerified !== true) {
    throw new HttpsError('failed-precondition', `${what} must be a verified clinician or the owner of your clinic.`);
  }
  return membership;
}
