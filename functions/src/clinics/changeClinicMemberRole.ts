import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { keepsDoctorRecord, type ClinicRole } from '@rehab/model/clinics';
import { db } from '../admin';
import { requireClinicOwner, requireMemberRole, requireNoneSupervised, requireNoPrimaryPatients, requireSupervisor, membershipRef } from '../lib/clinics';
import { docRef, getAll } from '../lib/collections';
import { payloadWith, requireUid } from '../lib/validation';

/**
 * The owner gives a member of his clinic another role ({uid, role, supervisor} → {uid, role}); not his own. A
 * clinician's role needs the member's doctors record; an assistant's a supervisor; a member leaving a doctor's role
 * gets a staff record; one who supervises an assistant, or is a patient's primary clinician (issue 51), keeps a role
 * that may.
 */
export const changeClinicMemberRole = onCall(async (request): Promise<{ uid: string; role: ClinicRole }> => {
  const owner = await requireClinicOwner(request);
  const payload = payloadWith(request.data, ['uid', 'role', 'supervisor']);
  const uid = requireUid(payload);
  const role = requireMemberRole(payload);
  if (uid === owner.uid) throw new HttpsError('failed-precondition', 'You cannot change your own role.');

  await db.runTransaction(async (tx) => {
    const [member, doctor, staff] = await getAll(tx, membershipRef(uid), docRef('doctors', uid), docRef('staff', uid));
    const current = member.data();
    if (current?.clinicId !== owner.member.clinicId) throw new HttpsError('not-found', 'This person is not a member of your clinic.');
    const supervisor = await requireSupervisor(tx, payload, role, current.clinicId, uid);
    if (keepsDoctorRecord(current.role) && role !== 'clinician') {
      await requireNoneSupervised(tx, uid, current.name);
      await requireNoPrimaryPatients(tx, current.clinicId, uid, current.name);
    }
    if (keepsDoctorRecord(role) && !doctor.exists) throw new HttpsError('failed-precondition', `${current.name} has no doctor's record: only a doctor can be a clinician.`);
    if (!keepsDoctorRecord(role) && !staff.exists) {
      const [firstName = '', ...rest] = current.name.split(' ');
      tx.create(staff.ref, { firstName, lastName: rest.join(' '), email: current.email, createdAt: Timestamp.now() });
    }
    tx.update(member.ref, { role, supervisor });
  });
  return { uid, role };
});
