/** The functions' reads of care relationships (packages/model/src/care.ts). */
import { careRelationshipId } from '@rehab/model/care';
import { col, docRef } from './collections';

export function careRelationshipRef(patientUid: string, doctorUid: string) {
  return docRef('careRelationships', careRelationshipId(patientUid, doctorUid));
}

/** The uids of the patients who granted this doctor access. */
export async function grantingPatients(doctorUid: string): Promise<Set<string>> {
  const snapshot = await col('careRelationships').where('doctor', '==', doctorUid).where('state', '==', 'active').get();
  return new Set(snapshot.docs.map((d) => String(d.get('patient'))));
}
