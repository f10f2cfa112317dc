/**
 * Coverage and primaries (issue 51), pure: an owner or clinician of a clinic cares for the patients whose primary he
 * is, and for those of a colleague he covers while that colleague is away (coversAt, @rehab/model/clinics); the
 * pages mark the latter "Covering for …".
 */
import { coversAt, primaryOf, type ClinicConsent, type ClinicCoverage } from '@rehab/model/clinics';

export type CoverageState = 'upcoming' | 'current' | 'ended';

/** Where a coverage stands at `now`: before its `from`, within it, or from its `until` (exclusive) on. */
export function coverageState(coverage: Pick<ClinicCoverage, 'from' | 'until'>, now: number): CoverageState {
  if (now < coverage.from.toMillis()) return 'upcoming';
  return now < coverage.until.toMillis() ? 'current' : 'ended';
}

/** The coverages `uid` is the cover of and that have not ended, soonest first. */
export function coveragesByMe<C extends ClinicCoverage>(coverages: readonly C[], uid: string, now: number): C[] {
  return coverages
    .filter((coverage) => coverage.cover === uid && coverageState(coverage, now) !== 'ended')
    .sort((a, b) => a.from.toMillis() - b.from.toMillis() || a.awayName.localeCompare(b.awayName));
}

/**
 * The patients `uid` looks after for the clinic at `now`, each with the name of the colleague he covers for them
 * (null: his own, as their primary). A patient whose primary is `uid` is his own even when he also covers someone.
 */
export function patientsCaredFor(
  consents: readonly Pick<ClinicConsent, 'patient' | 'requestedBy' | 'primary'>[],
  coverages: readonly ClinicCoverage[],
  uid: string,
  now: number,
): Map<string, string | null> {
  const covered = new Map(coverages.filter((coverage) => coversAt(coverage, uid, now)).map((coverage) => [coverage.away, coverage.awayName]));
  const cared = new Map<string, string | null>();
  for (const consent of consents) {
    const primary = primaryOf(consent);
    if (primary === uid) cared.set(consent.patient, null);
    else if (covered.has(primary) && !cared.has(consent.patient)) cared.set(consent.patient, covered.get(primary)!);
  }
  return cared;
}

/** Of the patients cared for (patientsCaredFor), those covered for a colleague: patient → his name (the badges' source). */
export function coveredPatients(cared: ReadonlyMap<string, string | null>): Map<string, string> {
  return new Map([...cared].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The next instant after `now` at which a coverage starts or ends (what `uid` cares for may change then), or null. */
export function nextCoverageChange(coverages: readonly Pick<ClinicCoverage, 'from' | 'until'>[], now: number): number | null {
  const later = coverages.flatMap((coverage) => [coverage.from.toMillis(), coverage.until.toMillis()]).filter((at) => at > now);
  return later.length > 0 ? Math.min(...later) : null;
}
