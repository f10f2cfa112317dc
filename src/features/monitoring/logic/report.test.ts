import { describe, expect, it } from 'vitest';
import type { Monitoring } from '@rehab/model/collections';
import { buildReport, monthDays, reportCsv, type CsvLabels } from './report';

const ts = (iso: string) => {
  const ms = Date.parse(iso);
  return { seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms };
};
const monitoring: Monitoring = {
  patientId: 'p',
  timeZone: 'UTC',
  periodStart: '2026-02-20',
  days: { '2026-03-01': { a: true }, '2026-03-02': { b: true }, '2026-03-25': { c: true }, '2026-02-21': { d: true } },
  romGoals: {},
};
const entries = [
  { id: 'e1', start: ts('2026-03-02T10:00:00Z'), seconds: 900, source: 'auto' as const, activity: 'charts' as const, interactive: false, reason: '', updatedAt: ts('2026-03-02T10:15:00Z') },
  { id: 'e2', start: ts('2026-03-03T09:00:00Z'), seconds: 360, source: 'manual' as const, activity: 'other' as const, interactive: true, reason: 'Phone call, "knee"', updatedAt: ts('2026-03-03T09:00:00Z') },
];
/** What the server computed for these entries (monthTotals, packages/model/src/managementUnion.ts). */
const totals = {
  doctorId: 'd',
  patientId: 'p',
  month: '2026-03',
  seconds: 1260,
  minutes: 21,
  interactive: true,
  codes: { base: '98980' as const, additional: 0 },
  manualSeconds: 360,
  entryCount: 2,
  updatedAt: ts('2026-03-03T09:00:00Z'),
  inCare: true,
};
const call = { id: 'c1', kind: 'phone' as const, start: Date.parse('2026-03-03T09:00:00Z'), seconds: 360, attested: true, attestation: 'Phone call with the patient' };
const labels: CsvLabels = {
  title: 'Report',
  patient: 'Patient',
  doctor: 'Doctor',
  month: 'Month',
  timeZone: 'Time zone',
  period: 'Period',
  dataDay: 'Data day',
  dataDays: 'Data days',
  deviceCode: 'Device code',
  entryHeader: ['Start', 'Minutes', 'Seconds', 'Activity', 'Interactive', 'Source', 'Reason'],
  contactHeader: ['Contact', 'Start', 'Minutes', 'Kind', 'Attested', 'Attestation'],
  totalMinutes: 'Total minutes',
  interactive: 'Interactive communication',
  managementCodes: 'Management codes',
  none: 'None',
  yes: 'Yes',
  no: 'No',
  attested: 'Attested',
  activity: (a) => a,
  contactKind: (k) => k,
  source: (s) => s,
  dateTime: (ms) => new Date(ms).toISOString(),
};

describe('the monthly report', () => {
  it('knows the days of a month', () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it("lists the periods of the month with their data days and sessions, the entries, the contacts and the server's minutes", () => {
    const report = buildReport({ patientName: 'Liam Carter', doctorName: 'Daniel Reyes', month: '2026-03', monitoring, entries, contacts: [call], totals, now: new Date('2026-03-31T12:00:00Z') });
    expect(report.periods.map((p) => [p.period.start, p.period.end, p.dataDays, p.code])).toEqual([
      ['2026-02-20', '2026-03-21', ['2026-02-21', '2026-03-01', '2026-03-02'], '98985'],
      ['2026-03-22', '2026-04-20', ['2026-03-25'], null],
    ]);
    expect(report.periods[0].sessions).toEqual({ '2026-02-21': ['d'], '2026-03-01': ['a'], '2026-03-02': ['b'] });
    expect(report.totals).toEqual({ seconds: 1260, minutes: 21, interactive: true, codes: { base: '98980', additional: 0 } });
  });

  it('bills no management code without a real-time contact, whatever the entries say of a chat', () => {
    const report = buildReport({ patientName: 'Liam Carter', doctorName: 'Daniel Reyes', month: '2026-03', monitoring, entries, contacts: [], totals, now: new Date('2026-03-31T12:00:00Z') });
    expect(report.totals).toEqual({ seconds: 1260, minutes: 21, interactive: false, codes: { base: null, additional: 0 } });
  });

  it('writes the same numbers as CSV, quoting what needs it', () => {
    const report = buildReport({ patientName: 'Liam Carter', doctorName: 'Daniel Reyes', month: '2026-03', monitoring, entries, contacts: [call], totals, now: new Date('2026-03-10T12:00:00Z') });
    const csv = reportCsv(report, labels).split('\r\n');
    expect(csv).toContain('Data day,2026-03-01,a');
    expect(csv).toContain('Contact,2026-03-03T09:00:00.000Z,6,phone,Attested,Phone call with the patient');
    expect(csv).toContain('Data days,3');
    expect(csv).toContain('Device code,98985');
    expect(csv).toContain('2026-03-03T09:00:00.000Z,6.00,360,other,Yes,manual,"Phone call, ""knee"""');
    expect(csv).toContain('Total minutes,21');
    expect(csv).toContain('Management codes,98980');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const report = buildReport({ patientName: '=HYPERLINK("x")', doctorName: 'D', month: '2026-03', monitoring: null, entries: [], contacts: [], totals: null, now: new Date('2026-03-10T12:00:00Z') });
    expect(reportCsv(report, labels)).toContain(`Patient,"'=HYPERLINK(""x"")"`);
    expect(report.started).toBe(false);
  });
});
