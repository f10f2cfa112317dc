/** The override of one claim flag (issue 53): the form's rule and the overrideClaimFlag request. Pure. */
import * as yup from 'yup';
import type { RtmCallableContracts } from '@rehab/model/callables';
import type { ClaimFlagKind, GuardedClaimLine } from '@rehab/model/claimGuards';
import { LIMITS } from '@rehab/model/limits';

export interface OverrideValues {
  reason: string;
}

/** A reason is required, at most as long as the function takes (LIMITS.rtm.overrideReason); messages are translation keys. */
export function overrideSchema() {
  return yup.object({ reason: yup.string().trim().required('errors.required').max(LIMITS.rtm.overrideReason, 'errors.tooLong') });
}

/** The request naming the line (its clinician, patient, code and period) and the flag's kind, in the line's month. */
export function overrideRequest(
  line: Pick<GuardedClaimLine, 'doctorId' | 'patientId' | 'code' | 'periodStart'>,
  kind: ClaimFlagKind,
  month: string,
  values: OverrideValues,
): RtmCallableContracts['overrideClaimFlag']['request'] {
  return { doctorId: line.doctorId, month, patientId: line.patientId, code: line.code, periodStart: line.periodStart, kind, reason: values.reason.trim() };
}
