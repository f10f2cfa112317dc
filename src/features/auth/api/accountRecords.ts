/**
 * The account's records and claims as the access flows read and write them:
 * the doctors and users records that decide the role, and the addDoctorClaim
 * function. Called by the auth endpoints' flows and by the session listener.
 */
import { deleteDoc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { callable } from '../../../lib/firebase/callables';
import { docRef } from '../../../lib/firebase/collections';
import type { ClinicMember, StaffRecord } from '@rehab/model/clinics';
import type { Doctor, User } from '@rehab/model/collections';

export interface AccountRecords {
  doctor: Doctor | null;
  user: User | null;
  staff: StaffRecord | null;
  membership: ClinicMember | null;
}

/**
 * The account's doctors and users records (null where there is none); for an account with neither, its staff record
 * and clinic membership (issue 50), so that doctors and patients wait for no more reads than before.
 */
export async function readAccountRecords(uid: string): Promise<AccountRecords> {
  const [doctor, user] = await Promise.all([getDoc(docRef('doctors', uid)), getDoc(docRef('users', uid))]);
  const records = { doctor: doctor.exists() ? doctor.data() : null, user: user.exists() ? user.data() : null };
  if (records.doctor || records.user) return { ...records, staff: null, membership: null };
  const [staff, membership] = await Promise.all([getDoc(docRef('staff', uid)), getDoc(docRef('clinicMembers', uid))]);
  return { ...records, staff: staff.exists() ? staff.data() : null, membership: membership.exists() ? membership.data() : null };
}

export async function hasDoctorRecord(uid: string): Promise<boolean> {
  return (await getDoc(docRef('doctors', uid))).exists();
}

export interface RecordKinds {
  doctors: Doctor;
  users: User;
}
export type RecordKind = keyof RecordKinds;

export function writeAccountRecord<K extends RecordKind>(kind: K, uid: string, record: RecordKinds[K]): Promise<void> {
  // docRef(kind) is the reference of kind's collection type, which TypeScript cannot match to RecordKinds[K] for a generic K.
  return setDoc(docRef(kind, uid), record as never);
}

/** Writes a record unless the account already has one; answers whether it wrote it. */
export async function createRecordIfMissing<K extends RecordKind>(kind: K, uid: string, record: RecordKinds[K]): Promise<boolean> {
  if ((await getDoc(docRef(kind, uid))).exists()) return false;
  await writeAccountRecord(kind, uid, record);
  return true;
}

/** Stores the account's time zone on its record (the rules take only an IANA name). */
export function storeTimeZone(kind: RecordKind, uid: string, timeZone: string): Promise<void> {
  return updateDoc(docRef(kind, uid), { timeZone });
}

export function deleteAccountRecord(kind: RecordKind, uid: string): Promise<void> {
  return deleteDoc(docRef(kind, uid));
}

/** Gives a doctor the doctor claim the rules need (the addDoctorClaim function). */
export async function addDoctorClaim(uid: string): Promise<void> {
  await callable('addDoctorClaim')({ uid });
}
