import { describe, expect, it } from 'vitest';
import { changesClinicCare, coveragePeriodError, coversAt, primaryOf } from './clinics';
import type { TimestampLike } from './collections';
import { LIMITS } from './limits';

const at = (millis: number): TimestampLike => ({ seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis });
const DAY_MS = 86_400_000;

describe('primaryOf (issue 51)', () => {
  it("is the consent's primary, else (an older consent) its requester", () => {
    expect(primaryOf({ requestedBy: 'reyes', primary: 'chen' })).toBe('chen');
    expect(primaryOf({ requestedBy: 'reyes' })).toBe('reyes');
  });
});

describe('changesClinicCare (issue 51)', () => {
  const active = { state: 'active' as const, requestedBy: 'reyes' };

  it('holds when the consent becomes or stops being active, or its primary changes while active', () => {
    expect(changesClinicCare(undefined, active)).toBe(true);
    expect(changesClinicCare(active, { ...active, state: 'ended' })).toBe(true);
    expect(changesClinicCare(active, { ...active, primary: 'chen' })).toBe(true);
  });

  it('does not for a write that leaves both alone (an older consent given its requester as primary, a pending one)', () => {
    expect(changesClinicCare(active, { ...active, primary: 'reyes' })).toBe(false);
    expect(changesClinicCare({ ...active, state: 'pending' }, { ...active, state: 'pending', primary: 'chen' })).toBe(false);
    expect(changesClinicCare(undefined, undefined)).toBe(false);
  });
});

describe('coversAt (issue 51)', () => {
  const coverage = { cover: 'okafor', from: at(1_000), until: at(2_000) };

  it('holds for the cover from `from` on, until `until` (exclusive)', () => {
    expect([999, 1_000, 1_999, 2_000].map((now) => coversAt(coverage, 'okafor', now))).toEqual([false, true, true, false]);
  });

  it('holds for nobody else, and without a coverage', () => {
    expect(coversAt(coverage, 'chen', 1_500)).toBe(false);
    expect(coversAt(undefined, 'okafor', 1_500)).toBe(false);
  });
});

describe('coveragePeriodError (issue 51)', () => {
  const now = 10 * DAY_MS;

  it('accepts a period ending after its start and after now, of at most LIMITS.clinics.coverageMaxDays', () => {
    expect(coveragePeriodError(now - DAY_MS, now + DAY_MS, now)).toBeNull();
    expect(coveragePeriodError(now, now + LIMITS.clinics.coverageMaxDays * DAY_MS, now)).toBeNull();
  });

  it('refuses an end not after the start, an end already past, and a longer period', () => {
    expect(coveragePeriodError(now + DAY_MS, now + DAY_MS, now)).toBe('untilNotAfterFrom');
    expect(coveragePeriodError(now - 2 * DAY_MS, now, now)).toBe('untilPassed');
    expect(coveragePeriodError(now, now + LIMITS.clinics.coverageMaxDays * DAY_MS + 1, now)).toBe('tooLong');
  });
});
