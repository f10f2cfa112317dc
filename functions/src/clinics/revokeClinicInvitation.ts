import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { requireClinicOwner } from '../lib/clinics';
import { docRef } from '../lib/collections';
import { payloadWith } from '../lib/validation';
import { readInvitation, requireInvitationId } from './invitations';

/** The owner withdraws an invitation of his clinic ({invitationId}): its link stops working. Withdrawing it again changes nothing. */
export const revokeClinicInvitation = onCall(async (request): Promise<{ invitationId: string }> => {
  const { member } = await requireClinicOwner(request);
  const invitationId = requireInvitationId(payloadWith(request.data, ['invitationId']));
  await db.runTransaction(async (tx) => {
    const invitation = await readInvitation(tx, invitationId);
    if (invitation.clinicId !== member.clinicId) throw new HttpsError('not-found', 'This invitation does not exist.');
    if (invitation.state === 'accepted') throw new HttpsError('failed-precondition', 'This invitation has already been accepted: remove the member instead.');
    if (invitation.state === 'pending') tx.update(docRef('clinicInvitations', invitationId), { state: 'revoked' });
  });
  return { invitationId };
});
