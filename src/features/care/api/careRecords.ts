/** Care relationships' Firestore reads and writes (packages/model/src/care.ts), run by ./careApi.ts. */
import { query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdate } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import type { AuditAction } from '@rehab/model/audit';
import type { CareEnding, CareRelationship, CareState } from '@rehab/model/care';
import type { WithId } from '../../../lib/firebase/withId';

/** The patient's requests and care team. */
export function patientRelationshipsQuery(patientUid: string) {
  return query(col('careRelationships'), where('patient', '==', patientUid));
}

/** The doctor's requests and patients who granted access. */
export function doctorRelationshipsQuery(doctorUid: string) {
  return query(col('careRelationships'), where('doctor', '==', doctorUid));
}

/** The public profiles of these doctors (a patient's care team), by id: patients never list doctors. */
export function doctorProfileRefs(doctorUids: readonly string[]) {
  return doctorUids.map((uid) => docRef('doctorProfiles', uid));
}

/** One recorded change of a relationship's state by its patient or doctor. */
async function changeState(
  relationship: WithId<CareRelationship>,
  role: 'patient' | 'doctor',
  fields: Record<string, unknown>,
  action: AuditAction,
  after: CareState,
): Promise<void> {
  const actor = await currentActor(role);
  const batch = writeBatch(db);
  auditedUpdate(auditContext(batch, actor), docRef('careRelationships', relationship.docId), fields, {
    action,
    patientUid: relationship.patient,
    changes: {
      state: { before: relationship.state, after },
      doctor: { before: relationship.doctorName, after: relationship.doctorName },
    },
  });
  await batch.commit();
}

/** The patient approves a request: the doctor reads his data from now on. */
export function grantCare(relationship: WithId<CareRelationship>, patientUid: string): Promise<void> {
  return changeState(relationship, 'patient', { state: 'active', since: serverTimestamp(), grantedBy: patientUid }, 'care.granted', 'active');
}

function endCare(relationship: WithId<CareRelationship>, role: 'patient' | 'doctor', uid: string, ending: CareEnding): Promise<void> {
  return changeState(
    relationship,
    role,
    { state: 'ended', endedBy: uid, endedAt: serverTimestamp(), ending },
    ending === 'declined' ? 'care.declined' : 'care.ended',
    'ended',
  );
}

/** The patient declines a request. */
export function declineCare(relationship: WithId<CareRelationship>, patientUid: string): Promise<void> {
  return endCare(relationship, 'patient', patientUid, 'declined');
}

/** The patient removes a doctor from his care team: access ends at once. */
export function removeFromCareTeam(relationship: WithId<CareRelationship>, patientUid: string): Promise<void> {
  return endCare(relationship, 'patient', patientUid, 'removedByPatient');
}
