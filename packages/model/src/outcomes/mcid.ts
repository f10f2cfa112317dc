/**
 * Minimal clinically important differences: the smallest change of a score a patient notices as a real change.
 * Pain NRS 0–10: 2 points (Farrar et al., Pain 2001); PSFS 0–10: 2 points (Stratford et al. 1995, for the mean of
 * the activities); LEFS 0–80: 9 points (Binkley et al. 1999). The effort rating has none: its trend marks no MCID.
 */
export const MCID = {
  pain: 2,
  psfs: 2,
  lefs: 9,
} as const;

export type MeasureWithMcid = keyof typeof MCID;

/** Whether a change from `first` to `last` reaches the measure's MCID. */
export function isClinicallyImportant(measure: MeasureWithMcid, first: number, last: number): boolean {
  return Math.abs(last - first) >= MCID[measure];
}
