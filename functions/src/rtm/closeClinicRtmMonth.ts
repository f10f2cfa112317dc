import { onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { staffActor } from '../lib/audit';
import { payloadWith } from '../lib/validation';
import { closeDoctorMonth, closedSummary, clinicDoctors, doctorZone, monthIsOver, requireClinicBiller, requireMonth } from './shared';

/**
 * closeClinicRtmMonth({ month }): the clinic's biller closes the month of every clinician of the clinic (owners
 * included) for whom it is over in his zone, each one's closure as closeRtmMonth makes it (his whole month), audited
 * as the biller's act; the others are listed as not over yet. Closing again changes nothing.
 */
export const closeClinicRtmMonth = onCall(async (request): Promise<CallableResponse<'closeClinicRtmMonth'>> => {
  const { uid, member } = await requireClinicBiller(request);
  const month = requireMonth(payloadWith(request.data, ['month']));
  const actor = staffActor(uid, member);
  const now = Date.now();
  const clinicians = await clinicDoctors(member.clinicId);
  const over = clinicians.filter(({ doctor }) => monthIsOver(month, doctorZone(doctor), now));
  const closed = await Promise.all(
    over.map(async ({ doctorId, doctor }) => ({ doctorId, closed: closedSummary(await closeDoctorMonth(doctorId, doctor, month, now, actor)) })),
  );
  return { month, closed, notOverYet: clinicians.filter((clinician) => !over.includes(clinician)).map(({ doctorId }) => doctorId) };
});
