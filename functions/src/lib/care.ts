/**
 * Who cares for whom, as the functions decide it. Every check, patient list, care team and overview row reads its
 * sources here and decides by caresFor of @rehab/model/care (firestore.rules' caresFor): the doctor's record, the
 * pair's care relationship (packages/model/src/care.ts), the doctor's clinic membership and the patient's approval
 * of that clinic (packages/model/src/clinics.ts).
 */
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { careBegan, careRelationshipId, caresFor, type CareRelationship, type CareSources } from '@rehab/model/care';
import { clinicConsentId, rolesWith, type ClinicConsent } from '@rehab/model/clinics';
import type { Doctor } from '@rehab/model/collections';
import { membershipRef } from './clinics';
import { col, docRef } from './collections';
import { getInPages, readInPages } from './pages';

/** Reads in the caller's transaction when he has one (so a change of a source makes it run again), else directly. */
type Reader = Transaction | undefined;

function getDoc<T>(tx: Reader, ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  return tx ? tx.get(ref) : ref.get();
}

function getDocs<T>(tx: Reader, refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
  if (refs.length === 0) return Promise.resolve([]);
  return tx ? tx.getAll(...refs) : getInPages(refs);
}

function getQuery<T>(tx: Reader, query: Query<T>): Promise<QuerySnapshot<T>> {
  return tx ? tx.get(query) : query.get();
}

export function careRelationshipRef(patientUid: string, doctorUid: string) {
  return docRef('careRelationships', careRelationshipId(patientUid, doctorUid));
}

export function clinicConsentRef(patientUid: string, clinicId: string) {
  return docRef('clinicConsents', clinicConsentId(patientUid, clinicId));
}

/** The roles whose members may care for a clinic's patients (ROLE_TABLE: clinical data as their doctor). */
const CARING_ROLES = rolesWith('clinical', 'asTheirDoctor');

/** What one doctor's care of one patient rests on, with his whole record (the actor of what he does). */
export interface StoredCareSources extends CareSources {
  doctor: Doctor | undefined;
}

/** What one doctor's care of one patient rests on, read in `tx` when given. */
export async function readCareSources(patientUid: string, doctorUid: string, tx?: Transaction): Promise<StoredCareSources> {
  const [doctor, relationship, membership] = await Promise.all([
    getDoc(tx, docRef('doctors', doctorUid)),
    getDoc(tx, careRelationshipRef(patientUid, doctorUid)),
    getDoc(tx, membershipRef(doctorUid)),
  ]);
  const clinicId = membership.data()?.clinicId;
  const consent = clinicId ? (await getDoc(tx, clinicConsentRef(patientUid, clinicId))).data() : undefined;
  return { doctor: doctor.data(), relationship: relationship.data(), membership: membership.data(), consent };
}

/** Whether the doctor cares for the patient (caresFor), read in `tx` when given. */
export async function doctorCaresFor(patientUid: string, doctorUid: string, tx?: Transaction): Promise<boolean> {
  return caresFor(await readCareSources(patientUid, doctorUid, tx));
}

/** The doctor's record, membership, relationships and his clinic's approvals that a set of his patients rests on. */
async function readDoctorsPatients(doctorUid: string, states: 'active' | 'any', tx?: Transaction) {
  const byState = <T>(query: Query<T>) => (states === 'active' ? query.where('state', '==', 'active') : query);
  const [doctor, membership, relationships] = await Promise.all([
    getDoc(tx, docRef('doctors', doctorUid)),
    getDoc(tx, membershipRef(doctorUid)),
    getQuery(tx, byState(col('careRelationships').where('doctor', '==', doctorUid))),
  ]);
  const member = membership.data();
  const consents = member ? (await getQuery(tx, byState(col('clinicConsents').where('clinicId', '==', member.clinicId)))).docs : [];
  const relationshipOf = new Map<string, CareRelationship>(relationships.docs.map((d) => [d.data().patient, d.data()]));
  const consentOf = new Map<string, ClinicConsent>(consents.map((d) => [d.data().patient, d.data()]));
  const patients = [...new Set([...relationshipOf.keys(), ...consentOf.keys()])].sort();
  const sourcesOf = (patientUid: string): CareSources => ({
    doctor: doctor.data(),
    relationship: relationshipOf.get(patientUid),
    membership: member,
    consent: consentOf.get(patientUid),
  });
  return { patients, sourcesOf };
}

/**
 * The patients a doctor cares for: those of his active relationships and, when his role sees clinical data as their
 * doctor, those who approve his clinic; each decided by caresFor.
 */
export async function patientsInCareOf(doctorUid: string, tx?: Transaction): Promise<Set<string>> {
  const { patients, sourcesOf } = await readDoctorsPatients(doctorUid, 'active', tx);
  return new Set(patients.filter((patientUid) => caresFor(sourcesOf(patientUid))));
}

/** The patients a doctor looks or looked after (careBegan): those of his relationships and of his clinic's approvals that began. */
export async function patientsEverInCareOf(doctorUid: string): Promise<Set<string>> {
  const { patients, sourcesOf } = await readDoctorsPatients(doctorUid, 'any');
  return new Set(patients.filter((patientUid) => careBegan(sourcesOf(patientUid)) !== null));
}

/**
 * The doctors who care for a patient (his care team), sorted: those of his active relationships and the members of the
 * clinics he approves whose role may care for him; each decided by caresFor. Read in `tx` when given.
 */
export async function doctorsCaringFor(patientUid: string, tx?: Transaction): Promise<string[]> {
  const [relationships, consents] = await Promise.all([
    getQuery(tx, col('careRelationships').where('patient', '==', patientUid).where('state', '==', 'active')),
    getQuery(tx, col('clinicConsents').where('patient', '==', patientUid).where('state', '==', 'active')),
  ]);
  const consentOf = new Map(consents.docs.map((d) => [d.data().clinicId, d.data()]));
  const members = await Promise.all([...consentOf.keys()].map((clinicId) => getQuery(tx, col('clinicMembers').where('clinicId', '==', clinicId).where('role', 'in', CARING_ROLES))));
  const membershipOf = new Map(members.flatMap((snapshot) => snapshot.docs.map((d) => [d.id, d.data()] as const)));
  const relationshipOf = new Map(relationships.docs.map((d) => [d.data().doctor, d.data()]));
  const candidates = [...new Set([...relationshipOf.keys(), ...membershipOf.keys()])].sort();
  const doctors = await getDocs(tx, candidates.map((uid) => docRef('doctors', uid)));
  return candidates.filter((uid, index) => {
    const membership = membershipOf.get(uid);
    return caresFor({ doctor: doctors[index].data(), relationship: relationshipOf.get(uid), membership, consent: membership && consentOf.get(membership.clinicId) });
  });
}

/**
 * Every doctor-patient pair that may be in care, for the reconcile job and the daily runs: the active relationships,
 * and each active approval of a clinic with each of its members whose role may care for the patient. A superset:
 * what is built for a pair decides by caresFor.
 */
export async function pairsMaybeInCare(): Promise<{ doctorId: string; patientId: string }[]> {
  const [relationships, consents] = await Promise.all([
    readInPages(col('careRelationships').where('state', '==', 'active')),
    readInPages(col('clinicConsents').where('state', '==', 'active')),
  ]);
  const clinicIds = [...new Set(consents.map((d) => d.data().clinicId))];
  const membersOf = new Map(
    await Promise.all(
      clinicIds.map(async (clinicId) => [clinicId, (await readInPages(col('clinicMembers').where('clinicId', '==', clinicId).where('role', 'in', CARING_ROLES))).map((m) => m.id)] as const),
    ),
  );
  return [
    ...relationships.map((d) => ({ doctorId: d.data().doctor, patientId: d.data().patient })),
    ...consents.flatMap((d) => (membersOf.get(d.data().clinicId) ?? []).map((doctorId) => ({ doctorId, patientId: d.data().patient }))),
  ];
}
