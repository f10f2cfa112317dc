import { describe, expect, it } from 'vitest';
import type { ClinicianMonth } from '@rehab/model/callables';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import { ALL_CLINICIANS, amendmentsOf, closableClinicians, linesOf, shownClinicians } from './clinicBilling';

const line = (doctorId: string, patientId: string): GuardedClaimLine => ({
  patientId,
  patientName: patientId,
  doctorId,
  code: '98977',
  units: 1,
  modifiers: [],
  dateOfService: '2026-10-30',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-30',
  dataDays: 16,
  minutes: null,
  interactiveAt: null,
  evidence: { sessionIds: [], entryIds: [], contactIds: [], minutesBy: [] },
  flags: [],
});
const month = (doctorId: string, name: string, timeZone: string, fields: Partial<ClinicianMonth> = {}): ClinicianMonth => ({
  doctorId,
  name,
  timeZone,
  lines: [line(doctorId, `${doctorId}-patient`)],
  closed: null,
  amendments: [],
  ...fields,
});
const hannah = month('hannah', 'Hannah Brooks', 'America/Vancouver', {
  amendments: [{ id: 'a1', patientId: 'p', month: '2026-09', reason: 'r', change: { type: 'addTime', start: '2026-09-10T10:00:00.000Z', minutes: 5 }, target: 't', at: '2026-10-02T10:00:00.000Z', by: 'hannah' }],
});
const daniel = month('daniel', 'Daniel Reyes', 'UTC', { closed: { closedAt: '2026-11-01T09:00:00.000Z', closedBy: 'tom', totals: {} } });
const kiri = month('kiri', 'Kiri Tane', 'Pacific/Kiritimati');

describe("the clinic's billing", () => {
  it('shows every clinician by name, or the one chosen', () => {
    expect(shownClinicians([hannah, daniel], ALL_CLINICIANS).map((c) => c.name)).toEqual(['Daniel Reyes', 'Hannah Brooks']);
    expect(shownClinicians([hannah, daniel], 'hannah')).toEqual([hannah]);
    expect(shownClinicians([hannah, daniel], 'somebody-gone')).toHaveLength(2);
  });

  it("gathers the shown clinicians' lines and amendments, each amendment with its clinician", () => {
    expect(linesOf([daniel, hannah]).map((l) => l.doctorId)).toEqual(['daniel', 'hannah']);
    expect(amendmentsOf([daniel, hannah])).toEqual([{ ...hannah.amendments[0], doctorId: 'hannah' }]);
  });

  it("closes the open months that are over in each clinician's zone", () => {
    // 05:00 UTC on November 1st: October is over in UTC and at UTC+14, not yet in Vancouver (UTC-7)
    const now = Date.parse('2026-11-01T05:00:00Z');
    expect(closableClinicians([hannah, daniel, kiri], '2026-10', now).map((c) => c.doctorId)).toEqual(['kiri']);
    expect(closableClinicians([hannah, daniel, kiri], '2026-10', Date.parse('2026-11-02T10:30:00Z')).map((c) => c.doctorId)).toEqual(['hannah', 'kiri']);
  });
});
