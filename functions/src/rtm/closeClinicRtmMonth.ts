import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse, RtmClosedMonth } from '@rehab/model/callables';
import { staffActor } from '../lib/audit';
import { payloadWith } from '../lib/validation';
import { closeDoctorMonth, closedSummary, clinicDoctors, doctorZone, monthIsOver, requireClinicBiller, requireMonth } from './shared';

/**
 * closeClinicRtmMonth({ month }): the clinic's biller closes the month of every clinician of the clinic (owners
 * included) for whom it is over in his zone, each one's closure as closeRtmMonth makes it (his whole month), audited
 * as the biller's act; the others are listed as not over yet, and those whose lines have a claim flag nobody overrode
 * (issue 53) as flagged, with how many lines, left open. Closing again changes nothing.
 */
export const closeClinicRtmMonth = onCall(async (request): Promise<CallableResponse<'closeClinicRtmMonth'>> => {
  const { uid, member } = await requireClinicBiller(request);
  const month = requireMonth(payloadWith(request.data, ['month']));
  const actor = staffActor(uid, member);
  const now = Date.now();
  const clinicians = await clinicDoctors(member.clinicId);
  const over = clinicians.filter(({ doctor }) => monthIsOver(month, doctorZone(doctor), now));
  type Result = { doctorId: string; closed: RtmClosedMonth } | { doctorId: string; unresolvedLines: number };
  const results = await Promise.all(
    over.map(async ({ doctorId, doctor }): Promise<Result> => {
      try {
        return { doctorId, closed: closedSummary(await closeDoctorMonth(doctorId, doctor, month, now, actor)) };
      } catch (error) {
        const unresolvedLines = (error instanceof HttpsError && (error.details as { unresolvedLines?: number } | undefined)?.unresolvedLines) || 0;
        if (unresolvedLines > 0) return { doctorId, unresolvedLines };
        throw error;
      }
    }),
  );
  return {
    month,
    closed: results.flatMap((result) => ('closed' in result ? [result] : [])),
    flagged: results.flatMap((result) => ('unresolvedLines' in result ? [result] : [])),
    notOverYet: clinicians.filter((clinician) => !over.includes(clinician)).map(({ doctorId }) => doctorId),
  };
});
