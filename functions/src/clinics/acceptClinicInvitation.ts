import { Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { personName } from '@rehab/model/audit';
import type { CustomClaims } from '@rehab/model/claims';
import { keepsDoctorRecord, type ClinicInvitation, type ClinicMember, type ClinicRole } from '@rehab/model/clinics';
import type { Doctor } from '@rehab/model/collections';
import { auth, db } from '../admin';
import { requireSignedIn } from '../lib/auth';
import { leaveClinicOfOne, membershipRef } from '../lib/clinics';
import { docRef, getAll } from '../lib/collections';
import { payloadWith } from '../lib/validation';
import { BLOCK_REFUSALS, invitationBlock, readInvitation, requireInvitationId } from './invitations';

/** The invited person's names: his account's display name (first word, then the rest), else his address's local part. */
function namesOf(account: UserRecord, email: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (account.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return firstName ? { firstName, lastName: rest.join(' ') } : { firstName: email.split('@')[0], lastName: '' };
}

/**
 * A doctors record in the shape of the app's sign-up (src/features/auth/logic/newRecords.ts), verified: the clinic's
 * owner vouches for the clinicians he invites (docs/deviations.md).
 */
function invitedDoctorRecord(names: { firstName: string; lastName: string }, email: string, phoneNumber: string): Doctor {
  return { ...names, email, phoneNumber, position: '', gender: '', address: '', specialities: [], profilePic: '', devices: [], patients: [], isVerified: true, notifications: [] };
}

/**
 * The invited account joins the clinic ({invitationId} → {clinicId, role}), in one transaction: its membership; for
 * an owner's or clinician's role a doctors record (an existing one kept, marked verified; a new one verified), for
 * the other roles a staff record and no doctors record; a doctor's clinic of one without other members and patients
 * removed; the invitation accepted. Then the `doctor` claim for the doctors' roles, and the e-mail address marked
 * verified (the link proved the mailbox). Accepting again changes nothing.
 */
export const acceptClinicInvitation = onCall(async (request): Promise<{ clinicId: string; role: ClinicRole }> => {
  const uid = requireSignedIn(request);
  const invitationId = requireInvitationId(payloadWith(request.data, ['invitationId']));
  const account = await auth.getUser(uid);
  const invitationRef = docRef('clinicInvitations', invitationId);

  const invitation = await db.runTransaction(async (tx): Promise<ClinicInvitation> => {
    const found = await readInvitation(tx, invitationId);
    if (found.state === 'accepted' && found.acceptedBy === uid) return found;
    const block = await invitationBlock(tx, found, { uid, email: account.email ?? '' });
    if (block) throw BLOCK_REFUSALS[block];
    const [member, doctor, staff] = await getAll(tx, membershipRef(uid), docRef('doctors', uid), docRef('staff', uid));
    if (found.supervisor) {
      const supervisor = (await tx.get(membershipRef(found.supervisor))).data();
      if (supervisor?.clinicId !== found.clinicId) throw new HttpsError('failed-precondition', 'The supervisor this invitation names has left the clinic. Ask the clinic for a new invitation.');
    }

    const now = Timestamp.now();
    const record = doctor.data();
    const names = record ? { firstName: record.firstName, lastName: record.lastName } : namesOf(account, found.email);
    if (member.exists) leaveClinicOfOne(tx, member.data()!);
    if (keepsDoctorRecord(found.role)) {
      if (!record) tx.create(doctor.ref, invitedDoctorRecord(names, found.email, account.phoneNumber ?? ''));
      else if (record.isVerified !== true) tx.update(doctor.ref, { isVerified: true });
    } else if (!staff.exists) {
      tx.create(staff.ref, { ...names, email: found.email, createdAt: now });
    }
    const membership: ClinicMember = { clinicId: found.clinicId, role: found.role, supervisor: found.supervisor, name: personName(names).trim(), email: found.email, since: now };
    tx.set(membershipRef(uid), membership);
    tx.update(invitationRef, { state: 'accepted', acceptedBy: uid, acceptedAt: now });
    return found;
  });

  const claims: CustomClaims = account.customClaims ?? {};
  if (keepsDoctorRecord(invitation.role) && claims.doctor !== true) await auth.setCustomUserClaims(uid, { ...claims, doctor: true });
  if (!account.emailVerified) await auth.updateUser(uid, { emailVerified: true });
  return { clinicId: invitation.clinicId, role: invitation.role };
});
