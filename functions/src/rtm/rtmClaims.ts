import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import type { Doctor } from '@rehab/model/collections';
import { isAdmin, requireSignedIn, requireVerifiedDoctor } from '../lib/auth';
import { docRef } from '../lib/collections';
import { own, payloadWith, requireUid } from '../lib/validation';
import { doctorMonth, requireMonth } from './shared';

/**
 * rtmClaims({ month, doctorId? }): the claim lines of a doctor's month (packages/model/src/rtmClaims.ts), the
 * signed-in doctor's own, or, for an admin, the doctor's named by doctorId; with the month's close and the amendments
 * of closed months. The Billing page and its CSV are made from it.
 */
export const rtmClaims = onCall(async (request): Promise<CallableResponse<'rtmClaims'>> => {
  requireSignedIn(request);
  const payload = payloadWith(request.data, ['month', 'doctorId']);
  const month = requireMonth(payload);
  let doctorId: string;
  let doctor: Doctor | undefined;
  if (isAdmin(request)) {
    doctorId = requireUid(payload, 'doctorId');
    doctor = (await docRef('doctors', doctorId).get()).data();
    if (!doctor) throw new HttpsError('not-found', 'No doctor has this id.');
  } else {
    ({ uid: doctorId, doctor } = await requireVerifiedDoctor(request));
    if (own(payload, 'doctorId') !== undefined && requireUid(payload, 'doctorId') !== doctorId) {
      throw new HttpsError('permission-denied', "Only an admin may read another doctor's claims.");
    }
  }
  return { month, doctorId, ...(await doctorMonth(doctorId, doctor, month, Date.now())) };
});
