import { onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { clinicCoverageId } from '@rehab/model/clinics';
import { db } from '../admin';
import { doctorActor, recordDeletion, staffActor } from '../lib/audit';
import { requireSignedIn } from '../lib/auth';
import { clinicCoverageRef } from '../lib/care';
import { docRef, getAll } from '../lib/collections';
import { payloadWith } from '../lib/validation';

/**
 * endClinicCoverage({}) → { away, ended }: the caller's coverage ends now (it is deleted, audited), whether under way
 * or still to come; `ended` false when he had none, so calling again changes nothing. Only his own: the document is
 * his uid's. The cover's care of his patients ends with it (functions/src/clinics/coverage.ts).
 */
export const endClinicCoverage = onCall(async (request): Promise<CallableResponse<'endClinicCoverage'>> => {
  const uid = requireSignedIn(request);
  payloadWith(request.data, []);
  const ended = await db.runTransaction(async (tx) => {
    const [coverage, doctor] = await getAll(tx, clinicCoverageRef(uid), docRef('doctors', uid));
    const current = coverage.data();
    if (!current) return false;
    // one who is no clinician any more still ends his own
    const actor = doctor.exists ? doctorActor(uid, doctor.data()!) : staffActor(uid, { name: current.awayName });
    recordDeletion(
      tx,
      actor,
      { action: 'coverage.ended', target: { collection: 'clinicCoverages', id: clinicCoverageId(uid) }, patientUid: '', changes: { cover: { before: current.cover, after: null } } },
      current.auditId,
    );
    tx.delete(coverage.ref);
    return true;
  });
  return { away: uid, ended };
});
