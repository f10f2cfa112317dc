import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { coverageRequest, coverageSchema, type CoverageValues } from './coverageForm';

/** A datetime-local value, read in the machine's zone as the form reads it. */
const local = (value: string) => new Date(value).getTime();
const now = local('2030-04-02T10:00');
const values: CoverageValues = { cover: 'hannah', from: '2030-04-05T08:00', until: '2030-04-12T18:00' };

async function errors(changes: Partial<CoverageValues>): Promise<string[]> {
  return coverageSchema(() => now)
    .validate({ ...values, ...changes }, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);
}

describe('the coverage form', () => {
  it('takes a colleague and a period to come', async () => {
    expect(await errors({})).toEqual([]);
  });

  it('asks for the covering colleague and both ends of the period', async () => {
    expect(await errors({ cover: '' })).toEqual(['coverage.errors.cover']);
    expect(await errors({ from: '' })).toEqual(['coverage.errors.from']);
    expect(await errors({ until: '' })).toEqual(['coverage.errors.until']);
  });

  it('wants the end after the start', async () => {
    expect(await errors({ until: values.from })).toEqual(['coverage.errors.untilNotAfterFrom']);
    expect(await errors({ until: '2030-04-04T08:00' })).toEqual(['coverage.errors.untilNotAfterFrom']);
  });

  it('wants the end still to come, whenever the start (a period already begun is fine)', async () => {
    expect(await errors({ from: '2030-04-01T08:00', until: '2030-04-02T09:59' })).toEqual(['coverage.errors.untilPassed']);
    expect(await errors({ from: '2030-04-01T08:00', until: '2030-04-02T10:00' })).toEqual(['coverage.errors.untilPassed']);
    expect(await errors({ from: '2030-04-01T08:00', until: '2030-04-02T10:01' })).toEqual([]);
  });

  it('takes at most the longest coverage the function sets, counted from the start', async () => {
    const days = LIMITS.clinics.coverageMaxDays;
    const longest = new Date(local(values.from) + days * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const input = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    expect(await errors({ until: input(longest) })).toEqual([]);
    expect(await errors({ until: input(new Date(longest.getTime() + 60_000)) })).toEqual(['coverage.errors.tooLong']);
  });

  it('sends both ends as instants', () => {
    expect(coverageRequest(values)).toEqual({ cover: 'hannah', from: new Date('2030-04-05T08:00').toISOString(), until: new Date('2030-04-12T18:00').toISOString() });
  });
});
