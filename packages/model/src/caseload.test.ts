import { describe, expect, it } from 'vitest';
import { buildCaseload, pagesShown, type CaseloadSources } from './caseload';
import type { TriageAlert } from './collections';
import type { Monitoring } from './collections';
import { overviewMonth, overviewRow } from './doctorOverview';
import { LIMITS } from './limits';
import { addDays } from './monitoring';

const NOW = new Date('2026-03-20T18:00:00Z');
const run = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));
const monitoring = (periodStart: string, dataDays: string[]): Pick<Monitoring, 'timeZone' | 'periodStart' | 'days'> => ({
  timeZone: 'UTC',
  periodStart,
  days: Object.fromEntries(dataDays.map((day) => [day, { [`s-${day}`]: true as const }])),
});
/** The primary's overview row of a patient: on track (recording daily), or at risk (nothing for days). */
const rowOf = (name: string, state: 'onTrack' | 'atRisk') =>
  overviewRow({
    user: { firstName: name, lastName: '' },
    monitoring: state === 'onTrack' ? monitoring('2026-03-10', run('2026-03-10', 11)) : monitoring('2026-03-10', ['2026-03-10']),
    totals: undefined,
    contacts: [],
    month: overviewMonth(undefined, NOW),
    doctorTimeZone: undefined,
    now: NOW,
  });

/** An alert of the patient, opened at `openedAt` (ms): waiting, snoozed until later, or acknowledged. */
const alert = (patientId: string, openedAt: number, status: TriageAlert['status'] = 'open'): CaseloadSources['alerts'][number] => ({
  patientId,
  status,
  openedAt: { seconds: openedAt / 1000, nanoseconds: 0, toDate: () => new Date(openedAt), toMillis: () => openedAt },
  snoozedUntil: status === 'snoozed' ? { seconds: 0, nanoseconds: 0, toDate: () => new Date(NOW.getTime() + 1), toMillis: () => NOW.getTime() + 1 } : null,
});

const clinicians = { ava: { name: 'Ava Stone' }, ben: { name: 'Ben Ito' } };
const sources = (patients: CaseloadSources['patients'], alerts: CaseloadSources['alerts'] = []): CaseloadSources => ({
  clinicId: 'north',
  clinicians,
  patients,
  alerts,
  now: NOW,
});

describe('a clinic caseload', () => {
  it("puts each clinician's patients on pages of their own, those needing attention first, and counts them", () => {
    const { summary, pages } = buildCaseload(
      sources(
        [
          { patientId: 'p1', primary: 'ben', row: rowOf('Zoe', 'onTrack') },
          { patientId: 'p2', primary: 'ben', row: rowOf('Adam', 'onTrack') },
          { patientId: 'p3', primary: 'ben', row: rowOf('Mia', 'atRisk') },
          { patientId: 'p4', primary: 'ava', row: rowOf('Noor', 'onTrack') },
          { patientId: 'p5', primary: 'ava', row: null },
        ],
        [alert('p1', 2_000), alert('p1', 1_000), alert('p2', 500, 'snoozed'), alert('p2', 400, 'acknowledged')],
      ),
    );
    // Ava before Ben (by name); Ben's alert first, then the period at risk, then by name
    expect(pages.map((page) => [page.clinician, page.rows.map((row) => row.patientId)])).toEqual([
      ['ava', ['p4', 'p5']],
      ['ben', ['p1', 'p3', 'p2']],
    ]);
    expect(pages[1].rows[0]).toMatchObject({ openAlerts: 2, oldestAlertAt: 1_000 });
    expect(summary).toEqual({
      clinicId: 'north',
      patients: 5,
      needsAttention: 2,
      openAlerts: 2,
      clinicians: [
        { uid: 'ava', name: 'Ava Stone', patients: 2, needsAttention: 0, openAlerts: 0 },
        { uid: 'ben', name: 'Ben Ito', patients: 3, needsAttention: 2, openAlerts: 2 },
      ],
      pages: [
        { id: 'north_ava_0', clinician: 'ava', rows: 2, needsAttention: 0 },
        { id: 'north_ben_0', clinician: 'ben', rows: 3, needsAttention: 2 },
      ],
    });
  });

  it('splits a clinician past a page, and lists a primary who left after the members', () => {
    const perPage = LIMITS.clinics.caseloadRowsPerPage;
    const many = Array.from({ length: perPage + 1 }, (_, i) => ({ patientId: `p${String(i).padStart(3, '0')}`, primary: 'ava', row: rowOf(`P${String(i).padStart(3, '0')}`, 'onTrack') }));
    const { summary } = buildCaseload(sources([...many, { patientId: 'q', primary: 'former', row: rowOf('Q', 'onTrack') }]));
    expect(summary.pages.map((page) => [page.id, page.rows])).toEqual([
      ['north_ava_0', perPage],
      ['north_ava_1', 1],
      ['north_former_0', 1],
    ]);
    expect(summary.clinicians.at(-1)).toMatchObject({ uid: 'former', name: '' });
  });

  it('is the same however its sources arrive: shuffled patients and alerts', () => {
    const patients = [
      { patientId: 'p1', primary: 'ben', row: rowOf('Zoe', 'onTrack') },
      { patientId: 'p2', primary: 'ava', row: rowOf('Adam', 'atRisk') },
      { patientId: 'p3', primary: 'ben', row: rowOf('Adam', 'onTrack') },
    ];
    const alerts = [alert('p3', 5), alert('p1', 7)];
    expect(buildCaseload(sources([...patients].reverse(), [...alerts].reverse()))).toEqual(buildCaseload(sources(patients, alerts)));
  });

  it("shows a clinician's pages, or the pages with patients needing attention", () => {
    const { summary } = buildCaseload(
      sources([
        { patientId: 'p1', primary: 'ava', row: rowOf('Zoe', 'onTrack') },
        { patientId: 'p2', primary: 'ben', row: rowOf('Mia', 'atRisk') },
      ]),
    );
    expect(pagesShown(summary, { clinician: null, needsAttention: false }).map((page) => page.id)).toEqual(['north_ava_0', 'north_ben_0']);
    expect(pagesShown(summary, { clinician: 'ava', needsAttention: false }).map((page) => page.id)).toEqual(['north_ava_0']);
    expect(pagesShown(summary, { clinician: null, needsAttention: true }).map((page) => page.id)).toEqual(['north_ben_0']);
    expect(pagesShown(summary, { clinician: 'ava', needsAttention: true })).toEqual([]);
  });
});
