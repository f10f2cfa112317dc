/** The patient area's Firestore and function calls, run by the endpoints of ./patientsApi.ts. */
import { arrayRemove, arrayUnion, getDoc, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdate } from '../../../lib/firebase/audit';
import { callable } from '../../../lib/firebase/callables';
import { docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import { hasFullName, type PatientCard, type PatientListItem } from '../logic/patientList';

/** The patients sharing a device with the doctor (the retrievePatients function; the caller must be that doctor). */
export async function fetchPatientList(doctorUid: string): Promise<PatientListItem[]> {
  return (await callable('retrievePatients')({ uid: doctorUid })).data;
}

/** Changes the doctor's patients list, recorded in that patient's history. */
async function changeMyPatients(doctorUid: string, patientUid: string, linked: boolean): Promise<void> {
  const actor = await currentActor('doctor');
  const batch = writeBatch(db);
  auditedUpdate(
    auditContext(batch, actor),
    docRef('doctors', doctorUid),
    { patients: linked ? arrayUnion(patientUid) : arrayRemove(patientUid) },
    {
      action: linked ? 'patient.linked' : 'patient.unlinked',
      patientUid,
      changes: { patients: linked ? { before: [], after: [patientUid] } : { before: [patientUid], after: [] } },
    },
  );
  await batch.commit();
}

export function addToMyPatients(doctorUid: string, patientUid: string): Promise<void> {
  return changeMyPatients(doctorUid, patientUid, true);
}

export function removeFromMyPatients(doctorUid: string, patientUid: string): Promise<void> {
  return changeMyPatients(doctorUid, patientUid, false);
}

/**
 * Add-patient search: the patients with this e-mail among those sharing one
 * of the doctor's devices and having a full name (what retrievePatients
 * returns, fresh). A doctor without devices finds no one. The e-mail is
 * compared without regard to case.
 */
export async function findPatientsByEmail(doctorUid: string, email: string): Promise<PatientListItem[]> {
  const wanted = email.trim().toLowerCase();
  return (await fetchPatientList(doctorUid)).filter((p) => p.email.toLowerCase() === wanted);
}

/** The card-grid details (names, picture) of the listed patients. */
export async function fetchPatientCards(uids: readonly string[]): Promise<PatientCard[]> {
  const snapshots = await Promise.all(uids.map((uid) => getDoc(docRef('users', uid))));
  return snapshots.flatMap((s) => {
    const user = s.data();
    if (!user || !hasFullName(user)) return [];
    return [{ uid: s.id, firstName: user.firstName, lastName: user.lastName, email: user.email, profilePic: user.profilePic }];
  });
}
