import { describe, expect, it } from 'vitest';
import type { ClinicCoverage } from '@rehab/model/clinics';
import { fakeTimestamp } from '../../../test/timestamps';
import { coverageState, coveragesByMe, coveredPatients, nextCoverageChange, patientsCaredFor } from './coverage';

const HOUR = 3_600_000;
const now = Date.parse('2030-04-02T10:00:00Z');

function coverage(away: string, cover: string, fromHours: number, untilHours: number): ClinicCoverage {
  const at = (hours: number) => fakeTimestamp(now + hours * HOUR);
  return { clinicId: 'north', away, awayName: `Dr ${away}`, cover, coverName: `Dr ${cover}`, from: at(fromHours), until: at(untilHours), setAt: at(-48), setBy: away, auditId: 'a1' };
}
const consent = (patient: string, requestedBy: string, primary?: string) => ({ patient, requestedBy, ...(primary ? { primary } : {}) });

describe('coverage', () => {
  it('is upcoming before its start, current from it, ended from its end on (exclusive)', () => {
    const running = coverage('daniel', 'hannah', -1, 1);
    expect(coverageState(coverage('daniel', 'hannah', 1, 2), now)).toBe('upcoming');
    expect(coverageState(running, now)).toBe('current');
    expect(coverageState(coverage('daniel', 'hannah', 0, 1), now)).toBe('current');
    expect(coverageState(coverage('daniel', 'hannah', -2, 0), now)).toBe('ended');
  });

  it("lists the coverages one covers that have not ended, soonest first, nobody else's", () => {
    const later = coverage('omar', 'hannah', 24, 48);
    const running = coverage('daniel', 'hannah', -1, 1);
    const over = coverage('lena', 'hannah', -5, -1);
    const others = coverage('zoe', 'daniel', -1, 1);
    expect(coveragesByMe([later, over, others, running], 'hannah', now)).toEqual([running, later]);
  });

  it('gives a clinician the patients whose primary he is, and those of a colleague he covers now', () => {
    const consents = [
      consent('ravi', 'daniel'), // the owner's by his request (no primary written yet)
      consent('amara', 'daniel', 'hannah'), // transferred to her
      consent('kofi', 'hannah', 'daniel'), // transferred to the owner
      consent('lena', 'omar'), // a third colleague's
    ];
    const running = coverage('daniel', 'hannah', -1, 1);
    expect(patientsCaredFor(consents, [], 'hannah', now)).toEqual(new Map([['amara', null]]));
    expect(patientsCaredFor(consents, [running], 'hannah', now)).toEqual(
      new Map([
        ['ravi', 'Dr daniel'],
        ['amara', null],
        ['kofi', 'Dr daniel'],
      ]),
    );
    // the away owner keeps his own; nobody gets the colleague nobody covers
    expect(patientsCaredFor(consents, [running], 'daniel', now)).toEqual(
      new Map([
        ['ravi', null],
        ['kofi', null],
      ]),
    );
  });

  it('covers nobody before the period, after it, or for a coverage naming someone else', () => {
    const consents = [consent('ravi', 'daniel')];
    for (const other of [coverage('daniel', 'hannah', 1, 2), coverage('daniel', 'hannah', -2, 0), coverage('daniel', 'omar', -1, 1)]) {
      expect(patientsCaredFor(consents, [other], 'hannah', now)).toEqual(new Map());
    }
  });

  it('marks only the covered patients, with the away colleague’s name', () => {
    expect(coveredPatients(new Map([['ravi', 'Dr daniel'], ['amara', null]]))).toEqual(new Map([['ravi', 'Dr daniel']]));
  });

  it('knows when what one cares for changes next: the next start or end to come', () => {
    expect(nextCoverageChange([coverage('daniel', 'hannah', -1, 3), coverage('omar', 'hannah', 2, 5)], now)).toBe(now + 2 * HOUR);
    expect(nextCoverageChange([coverage('daniel', 'hannah', -3, -1)], now)).toBeNull();
    expect(nextCoverageChange([], now)).toBeNull();
  });
});
