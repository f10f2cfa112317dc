/**
 * What describeClinicInvitation and acceptClinicInvitation share: reading an invitation by the id its link carries, and
 * whether the caller may accept it (one rule for the page's words and for the acceptance itself).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { InvitationBlock } from '@rehab/model/callables';
import type { ClinicInvitation, ClinicRole } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { leavingBlock, membershipRef } from '../lib/clinics';
import { docRef } from '../lib/collections';
import { requireString, type Payload } from '../lib/validation';

/** A role as the mail and the messages name it. */
export const ROLE_WORDS: Record<ClinicRole, string> = {
  owner: 'owner',
  clinician: 'clinician',
  assistant: 'assistant',
  frontDesk: 'front desk',
  biller: 'biller',
};

/** Why acceptClinicInvitation refuses, in words (the invitation page says the same from describeClinicInvitation's block). */
export const BLOCK_REFUSALS: Record<InvitationBlock, HttpsError> = {
  expired: new HttpsError('failed-precondition', 'This invitation has expired. Ask the clinic for a new one.'),
  revoked: new HttpsError('failed-precondition', 'This invitation was withdrawn by the clinic.'),
  accepted: new HttpsError('failed-precondition', 'This invitation has already been accepted.'),
  otherEmail: new HttpsError('permission-denied', 'This invitation is for another e-mail address: sign in with the invited one.'),
  inAnotherClinic: new HttpsError('failed-precondition', 'You are a member of another clinic. Its owner must remove you before you can join this one.'),
  hasPatients: new HttpsError('failed-precondition', 'Your own practice has patients, so it cannot join a clinic yet.'),
};

/** The invitation id of a payload: the link's secret, a document id. */
export function requireInvitationId(payload: Payload): string {
  const id = requireString(payload, 'invitationId', { max: LIMITS.text.id });
  if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new HttpsError('not-found', 'This invitation does not exist.');
  return id;
}

export async function readInvitation(tx: Transaction, invitationId: string): Promise<ClinicInvitation> {
  const invitation = (await tx.get(docRef('clinicInvitations', invitationId))).data();
  if (!invitation) throw new HttpsError('not-found', 'This invitation does not exist.');
  return invitation;
}

/** The signed-in caller an invitation is judged for. */
export interface InvitedCaller {
  uid: string;
  /** the account's e-mail address ('' for an account without one) */
  email: string;
}

/**
 * Why this caller may not accept the invitation now, or null. Signed out (caller null), only the invitation's own state
 * counts. An invitation of a clinic that is gone (its owner joined another) counts as withdrawn.
 */
export async function invitationBlock(tx: Transaction, invitation: ClinicInvitation, caller: InvitedCaller | null, now = Timestamp.now()): Promise<InvitationBlock | null> {
  if (invitation.state === 'accepted') return 'accepted';
  const clinic = await tx.get(docRef('clinics', invitation.clinicId));
  if (invitation.state === 'revoked' || !clinic.exists) return 'revoked';
  if (invitation.expiresAt.toMillis() <= now.toMillis()) return 'expired';
  if (!caller) return null;
  if (caller.email.toLowerCase() !== invitation.email) return 'otherEmail';
  const member = (await tx.get(membershipRef(caller.uid))).data();
  if (!member) return null;
  if (member.clinicId === invitation.clinicId) return 'accepted';
  return leavingBlock(tx, caller.uid, member);
}
