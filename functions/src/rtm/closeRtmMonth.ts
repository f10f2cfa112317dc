import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import type { Doctor } from '@rehab/model/collections';
import { adminActor, doctorActor } from '../lib/audit';
import type { AuditActor } from '@rehab/model/audit';
import { isAdmin, requireSignedIn, requireVerifiedDoctor } from '../lib/auth';
import { docRef } from '../lib/collections';
import { own, payloadWith, requireUid, type Payload } from '../lib/validation';
import { closeDoctorMonth, closedSummary, doctorZone, monthIsOver, requireMonth } from './shared';

/** The doctor whose month it is: the caller, or the one an admin names. */
async function monthOwner(request: CallableRequest, payload: Payload): Promise<{ doctorId: string; doctor: Doctor; actor: AuditActor }> {
  if (isAdmin(request)) {
    const doctorId = requireUid(payload, 'doctorId');
    const doctor = (await docRef('doctors', doctorId).get()).data();
    if (!doctor) throw new HttpsError('not-found', 'No doctor has this id.');
    return { doctorId, doctor, actor: adminActor(request) };
  }
  const { uid, doctor } = await requireVerifiedDoctor(request);
  if (own(payload, 'doctorId') !== undefined && requireUid(payload, 'doctorId') !== uid) throw new HttpsError('permission-denied', "Only an admin may close another doctor's month.");
  return { doctorId: uid, doctor, actor: doctorActor(uid, doctor) };
}

/**
 * closeRtmMonth({ month, doctorId? }): closes a doctor's billing month once it is over in his time zone. From then on
 * his time entries and contacts in it are written only by amendRtmMonth (firestore.rules refuses the app's time entries
 * in it, recordContact refuses calls in it). The closure keeps the month's bounds and the units and lines per code it
 * closed with; closing it again changes nothing. Audited.
 */
export const closeRtmMonth = onCall(async (request): Promise<CallableResponse<'closeRtmMonth'>> => {
  requireSignedIn(request);
  const payload = payloadWith(request.data, ['month', 'doctorId']);
  const month = requireMonth(payload);
  const { doctorId, doctor, actor } = await monthOwner(request, payload);
  const now = Date.now();
  const timeZone = doctorZone(doctor);
  if (!monthIsOver(month, timeZone, now)) throw new HttpsError('failed-precondition', `${month} is not over yet in ${timeZone}: a month closes once it has ended.`);
  const closure = await closeDoctorMonth(doctorId, doctor, month, now, actor);
  return { month, closed: closedSummary(closure) };
});
