import { onCall } from 'firebase-functions/v2/https';
import type { CallableResponse, ClinicianMonth } from '@rehab/model/callables';
import { monthBounds } from '@rehab/model/rtmClaims';
import { col, docRef } from '../lib/collections';
import { payloadWith } from '../lib/validation';
import { clinicDoctors, doctorMonth, requireClinicBiller, requireMonth } from './shared';

/** When each patient of the clinic approved it (ms), for those who did: an ended approval keeps its `since`. */
export async function clinicApprovals(clinicId: string): Promise<Map<string, number>> {
  const consents = await col('clinicConsents').where('clinicId', '==', clinicId).get();
  return new Map(consents.docs.flatMap((consent) => {
    const { patient, since } = consent.data();
    return since ? [[patient, since.toMillis()] as const] : [];
  }));
}

/**
 * clinicRtmClaims({ month }): the clinic's biller reads every clinician's (owners' included) month of claim lines, as
 * each one's rtmClaims gives it, keeping the patients who had approved the clinic by the month's end in the
 * clinician's zone (his other patients' lines are his alone): their lines and amendments. Reads O(patients) documents
 * per clinician.
 */
export const clinicRtmClaims = onCall(async (request): Promise<CallableResponse<'clinicRtmClaims'>> => {
  const { member } = await requireClinicBiller(request);
  const month = requireMonth(payloadWith(request.data, ['month']));
  const { clinicId } = member;
  const [clinic, clinicians, approvedAt] = await Promise.all([docRef('clinics', clinicId).get(), clinicDoctors(clinicId), clinicApprovals(clinicId)]);
  const now = Date.now();
  const months = await Promise.all(
    clinicians.map(async ({ doctorId, name, doctor }): Promise<ClinicianMonth> => {
      const { timeZone, lines, closed, amendments } = await doctorMonth(doctorId, doctor, month, now);
      const end = monthBounds(month, timeZone).to;
      const approved = ({ patientId }: { patientId: string }) => (approvedAt.get(patientId) ?? Infinity) < end;
      return { doctorId, name, timeZone, lines: lines.filter(approved), closed, amendments: amendments.filter(approved) };
    }),
  );
  return { month, clinicId, clinicName: clinic.data()?.name ?? '', clinicians: months };
});
