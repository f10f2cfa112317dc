import { useEffect, useState } from 'react';
import type { ClinicCoverage } from '@rehab/model/clinics';
import { nextCoverageChange } from '../logic/coverage';

/** The longest a timer waits: longer ones overflow (about 24.8 days); a day is plenty, a page is read again by then. */
const LONGEST_WAIT_MS = 86_400_000;

/**
 * Now (ms), renewed when one of these coverages starts or ends, so that whom a clinician cares for, and his badges,
 * change at that moment without a reload.
 */
export function useCoverageClock(coverages: readonly Pick<ClinicCoverage, 'from' | 'until'>[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextCoverageChange(coverages ?? [], now);
    if (next === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(next - now, LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [coverages, now]);
  return now;
}
