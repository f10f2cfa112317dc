/**
 * Who cares for whom, as the functions decide it. Every check, patient list, care team and overview row reads its
 * sources here and decides by caresFor of @rehab/model/care (firestore.rules' caresFor): the doctor's record, the
 * pair's care relationship (packages/model/src/care.ts), the doctor's clinic membership, the patient's approval
 * of that clinic, whose `primary` looks after him there, and that primary's coverage (packages/model/src/clinics.ts).
 */
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { careBegan, careRelationshipId, caresFor, type CareRelationship, type CareSources, type Instant } from '@rehab/model/care';
import { clinicConsentId, clinicCoverageId, primaryOf, type ClinicConsent, type ClinicCoverage } from '@rehab/model/clinics';
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

export function clinicCoverageRef(awayUid: string) {
  return docRef('clinicCoverages', clinicCoverageId(awayUid));
}

/** What one doctor's care of one patient rests on, with his whole record (the actor of what he does). */
export interface StoredCareSources extends CareSources {
  doctor: Doctor | undefined;
}

/**
 * What one doctor's care of one patient rests on, read in `tx` when given: his record, their relationship, his
 * membership, the patient's consent to his clinic and, when another is the patient's primary there, that primary's
 * coverage (which may name him as cover).
 */
export async function readCareSources(patientUid: string, doctorUid: string, tx?: Transaction): Promise<StoredCareSources> {
  const [doctor, relationship, membership] = await Promise.all([
    getDoc(tx, docRef('doctors', doctorUid)),
    getDoc(tx, careRelationshipRef(patientUid, doctorUid)),
    getDoc(tx, membershipRef(doctorUid)),
  ]);
  const clinicId = membership.data()?.clinicId;
  const consent = clinicId ? (await getDoc(tx, clinicConsentRef(patientUid, clinicId))).data() : undefined;
  const primary = consent && primaryOf(consent);
  const coverage = primary && primary !== doctorUid ? (await getDoc(tx, clinicCoverageRef(primary))).data() : undefined;
  return { doctorUid, doctor: doctor.data(), relationship: relationship.data(), membership: membership.data(), consent, coverage };
}

/** Whether the doctor cares for the patient at `now` (caresFor), read in `tx` when given. */
export async function doctorCaresFor(patientUid: string, doctorUid: string, tx?: Transaction, now: Instant = Date.now()): Promise<boolean> {
  return caresFor(await readCareSources(patientUid, doctorUid, tx), now);
}

/**
 * The doctor's record, membership, relationships, his clinic's approvals and the coverages naming him as cover, that
 * a set of his patients rests on.
 */
async function readDoctorsPatients(doctorUid: string, states: 'active' | 'any', tx?: Transaction) {
  const byState = <T>(query: Query<T>) => (states === 'active' ? query.where('state', '==', 'active') : query);
  const [doctor, membership, relationships, coverages] = await Promise.all([
    getDoc(tx, docRef('doctors', doctorUid)),
    getDoc(tx, membershipRef(doctorUid)),
    getQuery(tx, byState(col('careRelationships').where('doctor', '==', doctorUid))),
    getQuery(tx, col('clinicCoverages').where('cover', '==', doctorUid)),
  ]);
  const member = membership.data();
  const consents = member ? (await getQuery(tx, byState(col('clinicConsents').where('clinicId', '==', member.clinicId)))).docs : [];
  const relationshipOf = new Map<string, CareRelationship>(relationships.docs.map((d) => [d.data().patient, d.data()]));
  const consentOf = new Map<string, ClinicConsent>(consents.map((d) => [d.data().patient, d.data()]));
  const coverageOf = new Map<string, ClinicCoverage>(coverages.docs.map((d) => [d.data().away, d.data()]));
  const patients = [...new Set([...relationshipOf.keys(), ...consentOf.keys()])].sort();
  const sourcesOf = (patientUid: string): CareSources => {
    const consent = consentOf.get(patientUid);
    return {
      doctorUid,
      doctor: doctor.data(),
      relationship: relationshipOf.get(patientUid),
      membership: member,
      consent,
      coverage: consent && coverageOf.get(primaryOf(consent)),
    };
  };
  return { patients, sourcesOf };
}

/**
 * The patients a doctor cares for at `now`: those of his active relationships and, when his role sees clinical data
 * as their doctor, those who approve his clinic whose primary he is or covers; each decided by caresFor.
 */
export async function patientsInCareOf(doctorUid: string, tx?: Transaction, now: Instant = Date.now()): Promise<Set<string>> {
  const { patients, sourcesOf } = await readDoctorsPatients(doctorUid, 'active', tx);
  return new Set(patients.filter((patientUid) => caresFor(sourcesOf(patientUid), now)));
}

/** The patients a doctor looks or looked after (careBegan): those of his relationships and of his clinic's approvals that began. */
export async function patientsEverInCareOf(doctorUid: string): Promise<Set<string>> {
  const { patients, sourcesOf } = await readDoctorsPatients(doctorUid, 'any');
  return new Set(patients.filter((patientUid) => careBegan(sourcesOf(patientUid)) !== null));
}

/**
 * The doctors who care for a patient at `now` (his care team), sorted: those of his active relationships and, in each
 * clinic he approves, his primary there and whoever the primary's coverage names; each decided by caresFor. Read in
 * `tx` when given.
 */
export async function doctorsCaringFor(patientUid: string, tx?: Transaction, now: Instant = Date.now()): Promise<string[]> {
  const [relationships, consents] = await Promise.all([
    getQuery(tx, col('careRelationships').where('patient', '==', patientUid).where('state', '==', 'active')),
    getQuery(tx, col('clinicConsents').where('patient', '==', patientUid).where('state', '==', 'active')),
  ]);
  const clinicConsents = consents.docs.map((d) => d.data());
  const coverages = await getDocs(tx, clinicConsents.map((consent) => clinicCoverageRef(primaryOf(consent))));
  const coverageOf = new Map(coverages.flatMap((d) => (d.exists ? [[d.id, d.data()!] as const] : [])));
  const relationshipOf = new Map(relationships.docs.map((d) => [d.data().doctor, d.data()]));
  const clinicians = clinicConsents.flatMap((consent) => {
    const cover = coverageOf.get(primaryOf(consent))?.cover;
    return cover ? [primaryOf(consent), cover] : [primaryOf(consent)];
  });
  const candidates = [...new Set([...relationshipOf.keys(), ...clinicians])].sort();
  const [doctors, memberships] = await Promise.all([
    getDocs(tx, candidates.map((uid) => docRef('doctors', uid))),
    getDocs(tx, candidates.map((uid) => membershipRef(uid))),
  ]);
  return candidates.filter((uid, index) => {
    const membership = memberships[index].data();
    const consent = membership && clinicConsents.find((c) => c.clinicId === membership.clinicId);
    const coverage = consent && coverageOf.get(primaryOf(consent));
    return caresFor({ doctorUid: uid, doctor: doctors[index].data(), relationship: relationshipOf.get(uid), membership, consent, coverage }, now);
  });
}

/**
 * Every doctor-patient pair that may be in care, for the reconcile job and the daily runs: the active relationships,
 * and each active approval of a clinic with the patient's primary there and whoever the primary's coverage names
 * (whatever its period). A superset: what is built for a pair decides by caresFor.
 */
export async function pairsMaybeInCare(): Promise<{ doctorId: string; patientId: string }[]> {
  const [relationships, consents, coverages] = await Promise.all([
    readInPages(col('careRelationships').where('state', '==', 'active')),
    readInPages(col('clinicConsents').where('state', '==', 'active')),
    readInPages(col('clinicCoverages')),
  ]);
  const coverOf = new Map(coverages.map((d) => [d.id, d.data().cover]));
  return [
    ...relationships.map((d) => ({ doctorId: d.data().doctor, patientId: d.data().patient })),
    ...consents.flatMap((d) => {
      const primary = primaryOf(d.data());
      const cover = coverOf.get(primary);
      return [primary, ...(cover ? [cover] : [])].map((doctorId) => ({ doctorId, patientId: d.data().patient }));
    }),
  ];
}
