import { defineSecret } from 'firebase-functions/params';
import { onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { requireSignedIn } from '../lib/auth';
import { payloadWith, requireDocumentId } from '../lib/validation';
import { requireVisitParticipant } from './participants';
import { iceServersFor, urlList } from './turnCredentials';

/** The secret the TURN server shares (coturn's --static-auth-secret); locally in functions/.secret.local. */
export const turnSharedSecret = defineSecret('TURN_SHARED_SECRET');

/**
 * issueTurnCredentials({ appointmentId }): the ICE servers of the caller's video visit, with a TURN credential valid
 * for TURN_CREDENTIAL_TTL_SECONDS; the appointment's doctor and patient only, within its window, while the doctor
 * looks after the patient. The servers are configuration: STUN_URLS and TURN_URLS, comma-separated (the local stack
 * points both at its coturn).
 */
export const issueTurnCredentials = onCall({ secrets: [turnSharedSecret] }, async (request): Promise<CallableResponse<'issueTurnCredentials'>> => {
  const uid = requireSignedIn(request);
  const appointmentId = requireDocumentId(payloadWith(request.data, ['appointmentId']), 'appointmentId');
  const now = Date.now();
  await requireVisitParticipant(request, uid, appointmentId, now);
  return iceServersFor(uid, now, {
    sharedSecret: turnSharedSecret.value(),
    stunUrls: urlList(process.env.STUN_URLS),
    turnUrls: urlList(process.env.TURN_URLS),
  });
});
