import { onCall } from 'firebase-functions/v2/https';
import type { InvitationSummary } from '@rehab/model/callables';
import { auth, db } from '../admin';
import { payloadWith } from '../lib/validation';
import { invitationBlock, readInvitation, requireInvitationId, type InvitedCaller } from './invitations';

/**
 * An invitation as its page shows it ({invitationId} → InvitationSummary), to anyone with the link, signed in or not:
 * its id is the secret. `block` says why the signed-in caller may not accept it now (null: he may; signed out, only
 * an expired, withdrawn or used invitation is blocked).
 */
export const describeClinicInvitation = onCall(async (request): Promise<InvitationSummary> => {
  const invitationId = requireInvitationId(payloadWith(request.data, ['invitationId']));
  const uid = request.auth?.uid;
  const caller: InvitedCaller | null = uid ? { uid, email: (await auth.getUser(uid)).email ?? '' } : null;
  return db.runTransaction(async (tx) => {
    const invitation = await readInvitation(tx, invitationId);
    return {
      invitationId,
      clinicName: invitation.clinicName,
      role: invitation.role,
      email: invitation.email,
      invitedByName: invitation.invitedByName,
      state: invitation.state,
      expiresAt: invitation.expiresAt.toDate().toISOString(),
      block: await invitationBlock(tx, invitation, caller),
    };
  }, { readOnly: true });
});
