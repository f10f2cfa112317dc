import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { INVITATION_DAYS, type ClinicInvitation } from '@rehab/model/clinics';
import type { Email } from '@rehab/model/collections';
import { routePath } from '@rehab/model/routes';
import { db } from '../admin';
import { requireClinicOwner, requireMemberRole, requireSupervisor } from '../lib/clinics';
import { col, docRef } from '../lib/collections';
import { payloadWith, requireEmail } from '../lib/validation';
import { appUrl } from '../payments/stripeClient';
import { ROLE_WORDS } from './invitations';

const DAY_MS = 86_400_000;

/** 24 URL-safe random characters (144 bits): the secret the link carries, and the invitation's id. */
function newInvitationId(): string {
  return randomBytes(18).toString('base64url');
}

export function invitationEmail(invitation: ClinicInvitation, link: string): Email {
  const expires = invitation.expiresAt.toDate().toISOString().slice(0, 10);
  return {
    to: invitation.email,
    message: {
      subject: `${invitation.invitedByName} invites you to ${invitation.clinicName} on Texavie`,
      text:
        `${invitation.invitedByName} invites you to join ${invitation.clinicName} on Texavie Rehab as ${ROLE_WORDS[invitation.role]}.\n\n` +
        `Open this link to sign up or sign in with this e-mail address and join:\n${link}\n\n` +
        `The link works until ${expires}. If you did not expect this invitation, you can ignore this e-mail.`,
    },
  };
}

/**
 * The owner invites an e-mail address to his clinic with a role ({email, role, supervisor} → {invitationId}): the
 * invitation (pending for INVITATION_DAYS days) and its mail, queued in emails/invitation-{id} for deliverEmail.
 */
export const inviteClinicMember = onCall(async (request): Promise<{ invitationId: string }> => {
  const { uid, member } = await requireClinicOwner(request);
  const payload = payloadWith(request.data, ['email', 'role', 'supervisor']);
  const email = requireEmail(payload).toLowerCase();
  const role = requireMemberRole(payload);
  const invitationId = newInvitationId();
  const link = `${appUrl(request)}${routePath('clinic.invitation', { invitationId })}`;

  await db.runTransaction(async (tx) => {
    const supervisor = await requireSupervisor(tx, payload, role, member.clinicId);
    const clinic = (await tx.get(docRef('clinics', member.clinicId))).data();
    if (!clinic) throw new HttpsError('failed-precondition', 'Your clinic no longer exists.');
    const members = await tx.get(col('clinicMembers').where('clinicId', '==', member.clinicId).where('email', '==', email).limit(1));
    if (!members.empty) throw new HttpsError('already-exists', `${email} is already a member of your clinic.`);
    const now = Timestamp.now();
    const invitation: ClinicInvitation = {
      clinicId: member.clinicId,
      clinicName: clinic.name,
      email,
      role,
      supervisor,
      invitedBy: uid,
      invitedByName: member.name,
      createdAt: now,
      expiresAt: Timestamp.fromMillis(now.toMillis() + INVITATION_DAYS * DAY_MS),
      state: 'pending',
      acceptedBy: null,
      acceptedAt: null,
    };
    tx.create(docRef('clinicInvitations', invitationId), invitation);
    tx.create(docRef('emails', `invitation-${invitationId}`), invitationEmail(invitation, link));
  });
  return { invitationId };
});
