/** The doctor's billing settings (issue 32): his time zone and his therapy discipline ('' for physicians). */
import type { Discipline, Doctor } from '@rehab/model/collections';
import { isTimeZone } from '@rehab/model/monitoring';

export interface BillingSettings {
  timeZone: string;
  discipline: Discipline | '';
}

/** The form's values: the stored zone (the browser's until there is one, as sign-in stores it) and discipline. */
export function billingSettingsOf(doctor: Pick<Doctor, 'timeZone' | 'discipline'>, browserZone: string): BillingSettings {
  return { timeZone: doctor.timeZone && isTimeZone(doctor.timeZone) ? doctor.timeZone : browserZone, discipline: doctor.discipline ?? '' };
}
