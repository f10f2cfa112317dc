/** The clinic's billing (issue 51): which clinicians' months the biller sees and closes. Pure. */
import type { ClinicianMonth } from '@rehab/model/callables';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import type { ClinicianAmendment } from './claimsCsv';
import { isMonthOver } from './months';

/** The clinician filter's value for every clinician. */
export const ALL_CLINICIANS = '';

/** The clinicians by name; all of them, or the one chosen (a choice not among them shows all). */
export function shownClinicians(clinicians: readonly ClinicianMonth[], chosen: string): ClinicianMonth[] {
  const sorted = [...clinicians].sort((a, b) => a.name.localeCompare(b.name) || a.doctorId.localeCompare(b.doctorId));
  const one = sorted.filter((clinician) => clinician.doctorId === chosen);
  return one.length > 0 ? one : sorted;
}

/** Their lines, clinician after clinician, each one's in the function's order. */
export function linesOf(clinicians: readonly ClinicianMonth[]): GuardedClaimLine[] {
  return clinicians.flatMap((clinician) => clinician.lines);
}

/** Their amendments, each with the clinician whose closed month it changed. */
export function amendmentsOf(clinicians: readonly ClinicianMonth[]): ClinicianAmendment[] {
  return clinicians.flatMap((clinician) => clinician.amendments.map((amendment) => ({ ...amendment, doctorId: clinician.doctorId })));
}

/** The clinicians whose month Close month would close now: open, and over in the clinician's zone. */
export function closableClinicians(clinicians: readonly ClinicianMonth[], month: string, now: number): ClinicianMonth[] {
  return clinicians.filter((clinician) => clinician.closed === null && isMonthOver(month, now, clinician.timeZone));
}
