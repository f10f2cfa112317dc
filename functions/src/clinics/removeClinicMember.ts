import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { keepsDoctorRecord } from '@rehab/model/clinics';
import { db } from '../admin';
import { createClinicOfOne, membershipRef, requireClinicOwner, requireNoneSupervised, requireNoPrimaryPatients } from '../lib/clinics';
import { docRef, getAll } from '../lib/collections';
import { payloadWith, requireUid } from '../lib/validation';

/**
 * The owner removes a member of his clinic ({uid} → {uid}); not himself. The membership is deleted, so the rules,
 * which read it at every request, refuse the member's next one. A verified doctor goes back to a clinic of one of his
 * own (as every verified doctor has), keeping his own patients' care relationships. One who supervises an assistant,
 * or is a patient's primary clinician in the clinic, stays until they have another (issue 51).
 */
export const removeClinicMember = onCall(async (request): Promise<{ uid: string }> => {
  const owner = await requireClinicOwner(request);
  const uid = requireUid(payloadWith(request.data, ['uid']));
  if (uid === owner.uid) throw new HttpsError('failed-precondition', 'You cannot remove yourself from your clinic.');

  await db.runTransaction(async (tx) => {
    const [member, doctor] = await getAll(tx, membershipRef(uid), docRef('doctors', uid));
    const current = member.data();
    if (current?.clinicId !== owner.member.clinicId) throw new HttpsError('not-found', 'This person is not a member of your clinic.');
    if (keepsDoctorRecord(current.role)) {
      await requireNoneSupervised(tx, uid, current.name);
      await requireNoPrimaryPatients(tx, current.clinicId, uid, current.name);
    }
    const record = doctor.data();
    if (record?.isVerified === true) createClinicOfOne(tx, uid, record);
    else tx.delete(member.ref);
  });
  return { uid };
});
