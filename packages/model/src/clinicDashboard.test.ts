import { describe, expect, it } from 'vitest';
import {
  buildClinicDashboard,
  buildOutcomeSummary,
  dashboardMonths,
  improvedByMcid,
  type DashboardSources,
  type OutcomeSummary,
} from './clinicDashboard';
import type { Monitoring, QuestionnaireResponseDoc, TimestampLike, TriageAlert } from './collections';
import { overviewMonth, overviewRow } from './doctorOverview';
import { LIMITS } from './limits';
import { addDays } from './monitoring';
import { MCID } from './outcomes/mcid';
import type { InstrumentId } from './outcomes/types';

const NOW = new Date('2026-03-20T18:00:00Z');
const DAY_MS = 86_400_000;
const at = (ms: number): TimestampLike => ({ seconds: Math.floor(ms / 1000), nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });

type Response = Pick<QuestionnaireResponseDoc, 'instrument' | 'status' | 'authored' | 'occurrenceDay' | 'score'>;
/** A response handed in at `day` 18:00 UTC with this score; in progress, or scored invalid, when told. */
const response = (instrument: InstrumentId, day: string, value: number | null, options: { status?: Response['status']; invalid?: string[] } = {}): Response => ({
  instrument,
  status: options.status ?? 'completed',
  authored: at(Date.parse(`${day}T18:00:00Z`)),
  occurrenceDay: day,
  score: { value, answered: 20, of: 20, questionnaire: `${instrument}|1`, ...(options.invalid && { invalid: options.invalid }) },
});

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe("a patient's outcome summary", () => {
  const responses = [
    response('lefs', '2026-01-05', 34),
    response('lefs', '2026-01-12', 39),
    response('lefs', '2026-01-19', 45),
    response('psfs', '2026-01-07', 2.1),
    response('psfs', '2026-02-04', 4.1),
  ];

  it('keeps the first and latest score of each instrument, by the time each was handed in', () => {
    expect(buildOutcomeSummary('p1', responses)).toEqual({
      patientId: 'p1',
      instruments: {
        lefs: { first: 34, firstDay: '2026-01-05', latest: 45, latestDay: '2026-01-19', count: 3 },
        psfs: { first: 2.1, firstDay: '2026-01-07', latest: 4.1, latestDay: '2026-02-04', count: 2 },
      },
    });
  });

  it('is the same whatever the order of the responses, and however often one is given', () => {
    const expected = buildOutcomeSummary('p1', responses);
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(buildOutcomeSummary('p1', shuffled([...responses, ...responses.slice(seed % 3)], seed))).toEqual(expected);
    }
  });

  it('ignores responses in progress, unscored, or scored invalid: a patient with none has no instrument', () => {
    const ignored = [
      response('lefs', '2026-02-02', 80, { status: 'in-progress' }),
      response('lefs', '2026-02-09', null),
      response('lefs', '2026-02-16', null, { invalid: ['lefs-7'] }),
    ];
    expect(buildOutcomeSummary('p1', [...responses, ...ignored])).toEqual(buildOutcomeSummary('p1', responses));
    expect(buildOutcomeSummary('p2', ignored)).toEqual({ patientId: 'p2', instruments: {} });
  });

  it('counts an improvement of the MCID, not of one point less; and not from one response alone', () => {
    const scores = (first: number, latest: number, count = 2) => ({ first, firstDay: '2026-01-05', latest, latestDay: '2026-02-02', count });
    expect(improvedByMcid('lefs', scores(30, 30 + MCID.lefs))).toBe(true);
    expect(improvedByMcid('lefs', scores(30, 30 + MCID.lefs - 1))).toBe(false);
    expect(improvedByMcid('lefs', scores(30, 30 - MCID.lefs))).toBe(false);
    // a PSFS is a mean in tenths: 2.1 to 4.1 is the MCID exactly, though 4.1 − 2.1 is 1.9999999999999996 in floating point
    expect(improvedByMcid('psfs', scores(2.1, 4.1))).toBe(true);
    expect(improvedByMcid('psfs', scores(2.1, 2.1 + MCID.psfs - 1))).toBe(false);
    expect(improvedByMcid('psfs', scores(2.1, 4))).toBe(false);
    expect(improvedByMcid('lefs', scores(30, 60, 1))).toBe(false);
  });
});

const run = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));
const monitoring = (periodStart: string | undefined, dataDays: string[]): Pick<Monitoring, 'timeZone' | 'periodStart' | 'days'> => ({
  timeZone: 'UTC',
  periodStart,
  days: Object.fromEntries(dataDays.map((day) => [day, { [`s-${day}`]: true as const }])),
});
/** The primary's overview row of a patient on 20 March: met 16 days, on track, at risk (nothing for days), or not started. */
const rowOf = (state: 'met' | 'onTrack' | 'atRisk' | 'notStarted') =>
  overviewRow({
    user: { firstName: state, lastName: '' },
    monitoring: {
      met: monitoring('2026-03-01', run('2026-03-01', 20)),
      onTrack: monitoring('2026-03-10', run('2026-03-10', 11)),
      atRisk: monitoring('2026-03-10', ['2026-03-10']),
      notStarted: monitoring(undefined, []),
    }[state],
    totals: undefined,
    contacts: [],
    month: overviewMonth(undefined, NOW),
    doctorTimeZone: undefined,
    now: NOW,
  });

/** An alert of the patient opened `ageMs` before NOW: waiting, snoozed until after NOW or until NOW, or acknowledged. */
const alert = (patientId: string, ageMs: number, status: 'open' | 'snoozed' | 'snoozeOver' | 'acknowledged' = 'open'): DashboardSources['alerts'][number] => ({
  patientId,
  status: (status === 'snoozeOver' ? 'snoozed' : status) as TriageAlert['status'],
  openedAt: at(NOW.getTime() - ageMs),
  snoozedUntil: status === 'snoozed' ? at(NOW.getTime() + 1) : status === 'snoozeOver' ? at(NOW.getTime()) : null,
});

const summary = (patientId: string, instruments: OutcomeSummary['instruments']): OutcomeSummary => ({ patientId, instruments });
const lefs = (first: number, latest: number, count: number) => ({ first, firstDay: '2026-01-05', latest, latestDay: '2026-03-02', count });

const sources = (overrides: Partial<DashboardSources> = {}): DashboardSources => ({
  clinicId: 'north',
  clinicians: { ava: { name: 'Ava Stone' }, ben: { name: 'Ben Ito' }, cy: { name: 'Cy Park' } },
  patients: [],
  alerts: [],
  outcomes: [],
  closures: [],
  now: NOW,
  ...overrides,
});

const MONTHS = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
const openMonths = () => MONTHS.map((month) => ({ month, closed: false, codes: {} }));

describe("a clinic's dashboard", () => {
  it('counts per clinician the patients in monitoring and those on track for 16 data days (met included)', () => {
    const { clinicians } = buildClinicDashboard(
      sources({
        patients: [
          { patientId: 'p1', primary: 'ava', row: rowOf('met') },
          { patientId: 'p2', primary: 'ava', row: rowOf('onTrack') },
          { patientId: 'p3', primary: 'ava', row: rowOf('atRisk') },
          { patientId: 'p4', primary: 'ava', row: rowOf('notStarted') },
          { patientId: 'p5', primary: 'ava', row: null },
          { patientId: 'p6', primary: 'ben', row: rowOf('atRisk') },
        ],
      }),
    );
    expect(clinicians.map(({ uid, patients, inMonitoring, onTrack }) => [uid, patients, inMonitoring, onTrack])).toEqual([
      ['ava', 5, 3, 2],
      ['ben', 1, 1, 0],
      ['cy', 0, 0, 0],
    ]);
  });

  it('counts the waiting alerts by age, exactly one day old in the second bucket; snoozed ones only once their snooze is over', () => {
    const patients = [{ patientId: 'p1', primary: 'ava', row: rowOf('onTrack') }];
    const alerts = [
      alert('p1', DAY_MS - 1),
      alert('p1', DAY_MS),
      alert('p1', 3 * DAY_MS - 1),
      alert('p1', 3 * DAY_MS),
      alert('p1', 7 * DAY_MS - 1),
      alert('p1', 7 * DAY_MS),
      alert('p1', 40 * DAY_MS),
      alert('p1', 2 * DAY_MS, 'snoozed'),
      alert('p1', 2 * DAY_MS, 'snoozeOver'),
      alert('p1', 2 * DAY_MS, 'acknowledged'),
      // not the clinic's patient
      alert('stranger', 2 * DAY_MS),
    ];
    const { clinic, clinicians } = buildClinicDashboard(sources({ patients, alerts }));
    expect(clinicians[0].alertsByAge).toEqual([1, 3, 2, 2]);
    expect(clinic.alertsByAge).toEqual([1, 3, 2, 2]);
  });

  it('counts the patients measured twice on either instrument, and those whose latest improved on the first by the MCID', () => {
    const patients = ['p1', 'p2', 'p3', 'p4', 'p5'].map((patientId) => ({ patientId, primary: 'ava', row: rowOf('onTrack') }));
    const outcomes = [
      summary('p1', { lefs: lefs(30, 30 + MCID.lefs, 3) }),
      summary('p2', { lefs: lefs(30, 30 + MCID.lefs - 1, 3) }),
      // worse on the LEFS, better on the PSFS: either counts
      summary('p3', { lefs: lefs(40, 30, 2), psfs: { first: 2.1, firstDay: '2026-01-05', latest: 4.1, latestDay: '2026-03-02', count: 2 } }),
      // one response: not measured
      summary('p4', { lefs: lefs(30, 30, 1) }),
    ];
    const { clinicians } = buildClinicDashboard(sources({ patients, outcomes }));
    expect(clinicians[0]).toMatchObject({ outcomesMeasured: 3, outcomesImproved: 2 });
  });

  it("shows each clinician's closed months' claim lines and units by code, lines unknown for a month closed before they were counted", () => {
    const closures: DashboardSources['closures'] = [
      { doctorId: 'ava', month: '2026-02', totals: { '98977': 2, '98981': 3 }, lineCounts: { '98977': 2, '98981': 2 } },
      { doctorId: 'ava', month: '2025-11', totals: { '98980': 1 } },
      { doctorId: 'ben', month: '2026-02', totals: { '98977': 1, '98980': 1 }, lineCounts: { '98977': 1, '98980': 1 } },
      // before the months shown, and another clinic's
      { doctorId: 'ava', month: '2025-09', totals: { '98977': 9 }, lineCounts: { '98977': 9 } },
      { doctorId: 'zed', month: '2026-02', totals: { '98977': 9 }, lineCounts: { '98977': 9 } },
    ];
    const { clinic, clinicians } = buildClinicDashboard(sources({ closures }));
    expect(clinicians[0].claims).toEqual(
      openMonths().map((month) =>
        month.month === '2026-02'
          ? { month: '2026-02', closed: true, codes: { '98977': { lines: 2, units: 2 }, '98981': { lines: 2, units: 3 } } }
          : month.month === '2025-11'
            ? { month: '2025-11', closed: true, codes: { '98980': { lines: null, units: 1 } } }
            : month,
      ),
    );
    expect(clinic.claims.find((month) => month.month === '2026-02')).toEqual({
      month: '2026-02',
      closed: true,
      codes: { '98977': { lines: 3, units: 3 }, '98980': { lines: 1, units: 1 }, '98981': { lines: 2, units: 3 } },
    });
    // the current month is open: its lines are not final
    expect(clinic.claims.at(-1)).toEqual({ month: '2026-03', closed: false, codes: {} });
  });

  it("adds up the clinicians into the clinic's counts, lists one without patients with zeros, and a former primary last", () => {
    const built = buildClinicDashboard(
      sources({
        patients: [
          { patientId: 'p1', primary: 'ben', row: rowOf('onTrack') },
          { patientId: 'p2', primary: 'ava', row: rowOf('atRisk') },
          { patientId: 'p3', primary: 'ava', row: rowOf('met') },
          { patientId: 'p4', primary: 'former', row: rowOf('onTrack') },
        ],
        alerts: [alert('p2', 2 * DAY_MS), alert('p4', 10 * DAY_MS)],
        outcomes: [summary('p1', { lefs: lefs(20, 40, 4) }), summary('p3', { lefs: lefs(20, 22, 2) })],
        closures: [
          { doctorId: 'ava', month: '2026-02', totals: { '98977': 2 }, lineCounts: { '98977': 2 } },
          { doctorId: 'ben', month: '2026-02', totals: { '98977': 1 } },
        ],
      }),
    );
    expect(built.clinicians.map(({ uid, name }) => [uid, name])).toEqual([
      ['ava', 'Ava Stone'],
      ['ben', 'Ben Ito'],
      ['cy', 'Cy Park'],
      ['former', ''],
    ]);
    expect(built.clinicians[2]).toEqual({ uid: 'cy', name: 'Cy Park', patients: 0, inMonitoring: 0, onTrack: 0, alertsByAge: [0, 0, 0, 0], outcomesMeasured: 0, outcomesImproved: 0, claims: openMonths() });
    const sum = (field: 'patients' | 'inMonitoring' | 'onTrack' | 'outcomesMeasured' | 'outcomesImproved') =>
      built.clinicians.reduce((total, clinician) => total + clinician[field], 0);
    expect(built.clinic).toMatchObject({
      patients: sum('patients'),
      inMonitoring: sum('inMonitoring'),
      onTrack: sum('onTrack'),
      outcomesMeasured: sum('outcomesMeasured'),
      outcomesImproved: sum('outcomesImproved'),
      alertsByAge: [0, 1, 0, 1],
    });
    expect(built.clinic).toMatchObject({ patients: 4, inMonitoring: 4, onTrack: 3, outcomesMeasured: 2, outcomesImproved: 1 });
    // Ben's month closed before lines were counted: the clinic's lines of that code are unknown too
    expect(built.clinic.claims.find((month) => month.month === '2026-02')?.codes).toEqual({ '98977': { lines: null, units: 3 } });
  });

  it('is the same however its sources arrive', () => {
    const given = sources({
      patients: [
        { patientId: 'p1', primary: 'ben', row: rowOf('onTrack') },
        { patientId: 'p2', primary: 'ava', row: rowOf('atRisk') },
      ],
      alerts: [alert('p2', 2 * DAY_MS), alert('p1', 4 * DAY_MS)],
      outcomes: [summary('p1', { lefs: lefs(20, 40, 4) }), summary('p2', { lefs: lefs(20, 22, 2) })],
      closures: [
        { doctorId: 'ava', month: '2026-02', totals: { '98977': 2 }, lineCounts: { '98977': 2 } },
        { doctorId: 'ben', month: '2026-01', totals: { '98980': 1 }, lineCounts: { '98980': 1 } },
      ],
    });
    const reversed = { ...given, patients: [...given.patients].reverse(), alerts: [...given.alerts].reverse(), outcomes: [...given.outcomes].reverse(), closures: [...given.closures].reverse() };
    expect(buildClinicDashboard(reversed)).toEqual(buildClinicDashboard(given));
  });
});

describe('the months a dashboard shows', () => {
  it(`are the last ${LIMITS.clinics.dashboardMonths}, ending with the current one in the clinician's zone`, () => {
    expect(dashboardMonths(undefined, NOW)).toEqual(MONTHS);
    // 1 March 03:00 UTC is still February in Vancouver; across a new year
    const early = new Date('2026-03-01T03:00:00Z');
    expect(dashboardMonths('UTC', early)).toEqual(MONTHS);
    expect(dashboardMonths('America/Vancouver', early)).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(dashboardMonths(undefined, new Date('2026-02-10T12:00:00Z'))).toHaveLength(LIMITS.clinics.dashboardMonths);
  });

  it("leaves out of the clinic's months a clinician's month outside them", () => {
    const early = new Date('2026-03-01T03:00:00Z');
    const built = buildClinicDashboard(
      sources({
        clinicians: { ava: { name: 'Ava Stone', timeZone: 'America/Vancouver' } },
        closures: [{ doctorId: 'ava', month: '2025-09', totals: { '98977': 1 }, lineCounts: { '98977': 1 } }],
        now: early,
      }),
    );
    expect(built.clinicians[0].claims[0]).toEqual({ month: '2025-09', closed: true, codes: { '98977': { lines: 1, units: 1 } } });
    expect(built.clinic.claims.map((month) => month.month)).toEqual(MONTHS);
    expect(built.clinic.claims.every((month) => !month.closed)).toBe(true);
  });
});
