import { describe, expect, it } from 'vitest';
import { addDays } from './monitoring';
import {
  claimLines,
  closedMonthAt,
  deviceBillerOf,
  deviceLines,
  episodesOf,
  linesByCode,
  managementLines,
  monthBounds,
  monthOfInstant,
  nextPeriodStart,
  periodsOf,
  startOfDay,
  unionRuns,
  unitsByCode,
  type RtmClaimsInput,
  type RtmPatientInput,
} from './rtmClaims';

const MINUTE = 60_000;
const HOUR_MS = 60 * MINUTE;
const iso = (text: string) => Date.parse(text);
/** Mid-May 2026: April's periods and months are over. */
const NOW = iso('2026-05-15T12:00:00Z');

/** Sessions on `count` consecutive days from `first` (one session a day, ids s-<day>). */
function daysFrom(first: string, count: number): Record<string, Record<string, true>> {
  const days: Record<string, Record<string, true>> = {};
  for (let i = 0; i < count; i += 1) days[addDays(first, i)] = { [`s-${addDays(first, i)}`]: true };
  return days;
}

function patient(overrides: Partial<RtmPatientInput> = {}): RtmPatientInput {
  return { patientId: 'p1', patientName: 'Ada Lovelace', entries: [], contacts: [], ...overrides };
}

const doctor = { doctorId: 'dr-a', timeZone: 'UTC', month: '2026-04', now: NOW } as const;

/** A contact on a given instant. */
const call = (id: string, start: number) => ({ id, start, seconds: 600, kind: 'phone' as const });
/** An entry of `minutes` minutes from an instant. */
const entry = (id: string, start: number, minutes: number) => ({ id, start, seconds: minutes * 60 });

describe('device codes: one per 30-day period, billed in the month the period ends', () => {
  // A period from 2026-04-01 to 2026-04-30 (over by mid-May), with N data days.
  it.each([
    [1, []],
    [2, ['98975', '98985']],
    [15, ['98975', '98985']],
    [16, ['98975', '98977']],
    [30, ['98975', '98977']],
  ])('%i data days in the period → %j', (count, codes) => {
    const lines = deviceLines(doctor, patient({ monitoring: { timeZone: 'UTC', periodStart: '2026-04-01', startedBy: 'dr-a', days: daysFrom('2026-04-01', count) } }));
    expect(lines.map((line) => line.code)).toEqual(codes);
    const device = lines.find((line) => line.code !== '98975');
    if (device) {
      expect(device).toMatchObject({ units: 1, dateOfService: '2026-04-30', periodStart: '2026-04-01', periodEnd: '2026-04-30', dataDays: count, minutes: null, interactiveAt: null });
      expect(device.evidence.sessionIds).toHaveLength(count);
      expect(device.evidence.sessionIds[0]).toBe('s-2026-04-01');
    }
  });

  it('never bills 98985 and 98977 for one period, and leaves out days outside it', () => {
    const days = { ...daysFrom('2026-03-20', 12), ...daysFrom('2026-04-01', 16), ...daysFrom('2026-05-01', 3) };
    const lines = deviceLines(doctor, patient({ monitoring: { timeZone: 'UTC', periodStart: '2026-04-01', startedBy: 'dr-a', days } }));
    expect(lines.filter((line) => line.code !== '98975')).toEqual([expect.objectContaining({ code: '98977', dataDays: 16 })]);
  });

  it('bills a period in the month it ends, not the month it starts (30-day periods are not calendar months)', () => {
    // 2026-03-20 → 2026-04-18, then 2026-04-19 → 2026-05-18 (not over on May 15).
    const monitoring = { timeZone: 'UTC', periodStart: '2026-03-20', startedBy: 'dr-a', days: daysFrom('2026-03-20', 57) };
    const march = deviceLines({ ...doctor, month: '2026-03' }, patient({ monitoring }));
    const april = deviceLines(doctor, patient({ monitoring }));
    const may = deviceLines({ ...doctor, month: '2026-05' }, patient({ monitoring }));
    expect(march.map((line) => line.code)).toEqual(['98975']);
    expect(april).toEqual([expect.objectContaining({ code: '98977', periodStart: '2026-03-20', periodEnd: '2026-04-18', dataDays: 30 })]);
    // the period ending on May 18 is not over yet: not billed before it is
    expect(may).toEqual([]);
    expect(deviceLines({ ...doctor, month: '2026-05', now: iso('2026-05-19T12:00:00Z') }, patient({ monitoring }))).toEqual([
      expect.objectContaining({ code: '98977', periodStart: '2026-04-19', periodEnd: '2026-05-18', dataDays: 27 }),
    ]);
  });

  it('bills 98975 once per episode, in the month the first period reached 2 data days', () => {
    // the second data day is March 31 in the patient's zone
    const monitoring = { timeZone: 'UTC', periodStart: '2026-03-30', startedBy: 'dr-a', days: { '2026-03-30': { a: true as const }, '2026-03-31': { b: true as const }, '2026-04-02': { c: true as const } } };
    expect(deviceLines({ ...doctor, month: '2026-03' }, patient({ monitoring }))).toEqual([
      expect.objectContaining({ code: '98975', dateOfService: '2026-03-31', periodStart: '2026-03-30', periodEnd: '2026-04-28', dataDays: 2, evidence: { sessionIds: ['a', 'b'], entryIds: [], contactIds: [], minutesBy: [] } }),
    ]);
    expect(deviceLines(doctor, patient({ monitoring })).map((line) => line.code)).toEqual(['98985']);
  });

  it('bills nothing for the first period with one data day, even when later periods have more', () => {
    const days = { '2026-03-01': { a: true as const }, ...daysFrom('2026-04-01', 5) };
    const monitoring = { timeZone: 'UTC', periodStart: '2026-03-01', startedBy: 'dr-a', days };
    expect(deviceLines({ ...doctor, month: '2026-03' }, patient({ monitoring }))).toEqual([]);
    expect(deviceLines(doctor, patient({ monitoring })).map((line) => line.code)).toEqual(['98985']);
  });

  it('ends a period cut short by the end of its episode on that day; a new episode has its own 98975', () => {
    const monitoring = {
      timeZone: 'UTC',
      periodStart: '2026-04-20',
      startedBy: 'dr-a',
      episodes: [{ periodStart: '2026-04-01', startedBy: 'dr-a', endDay: '2026-04-10' }],
      days: { ...daysFrom('2026-04-01', 5), ...daysFrom('2026-04-20', 3) },
    };
    expect(episodesOf(monitoring)).toEqual([
      { periodStart: '2026-04-01', startedBy: 'dr-a', endDay: '2026-04-10', transfers: [] },
      { periodStart: '2026-04-20', startedBy: 'dr-a', endDay: null, transfers: [] },
    ]);
    const lines = deviceLines(doctor, patient({ monitoring }));
    expect(lines.map((line) => [line.code, line.periodStart, line.periodEnd, line.dateOfService])).toEqual([
      ['98975', '2026-04-01', '2026-04-10', '2026-04-02'],
      ['98985', '2026-04-01', '2026-04-10', '2026-04-10'],
      ['98975', '2026-04-20', '2026-05-19', '2026-04-21'],
    ]);
  });

  it('bills the device codes only to the doctor who started the episode (two doctors of one patient)', () => {
    const monitoring = { timeZone: 'UTC', periodStart: '2026-04-01', startedBy: 'dr-a', days: daysFrom('2026-04-01', 20) };
    expect(deviceLines(doctor, patient({ monitoring })).map((line) => line.code)).toEqual(['98975', '98977']);
    expect(deviceLines({ ...doctor, doctorId: 'dr-b' }, patient({ monitoring }))).toEqual([]);
  });

  it('counts days in the patient time zone: a session just after midnight there is a day of its own', () => {
    const periods = periodsOf({ periodStart: '2026-04-01', startedBy: 'dr-a', endDay: null, transfers: [] }, '2026-05-15');
    expect(periods.map((p) => [p.start, p.end, p.over])).toEqual([
      ['2026-04-01', '2026-04-30', true],
      ['2026-05-01', '2026-05-30', false],
    ]);
    // 'today' is the patient's: at 2026-05-01T03:00Z it is still April 30 in Vancouver, so April's period is not over there
    const monitoring = { timeZone: 'America/Vancouver', periodStart: '2026-04-01', startedBy: 'dr-a', days: daysFrom('2026-04-01', 16) };
    expect(deviceLines({ ...doctor, now: iso('2026-05-01T03:00:00Z') }, patient({ monitoring })).map((line) => line.code)).toEqual(['98975']);
    expect(deviceLines({ ...doctor, now: iso('2026-05-01T08:00:00Z') }, patient({ monitoring })).map((line) => line.code)).toEqual(['98975', '98977']);
  });
});

describe('a transfer of the episode (issue 51): the device codes change biller from the next period on', () => {
  const stamp = (text: string) => ({ toMillis: () => iso(text) });
  /** A transfer to dr-b made on April 20 (in the first period), effective from the second period (May 1). */
  const transferred = {
    timeZone: 'UTC',
    periodStart: '2026-04-01',
    startedBy: 'dr-a',
    days: { ...daysFrom('2026-04-01', 20), ...daysFrom('2026-05-01', 5) },
    transfers: [{ fromPeriod: '2026-05-01', to: 'dr-b', at: stamp('2026-04-20T10:00:00Z') }],
  };
  const JUNE_15 = iso('2026-06-15T12:00:00Z');

  it('takes effect from the first period starting after the day of the transfer (the first period when the episode has not begun)', () => {
    expect(nextPeriodStart('2026-04-01', '2026-04-20')).toBe('2026-05-01');
    expect(nextPeriodStart('2026-04-01', '2026-04-01')).toBe('2026-05-01');
    expect(nextPeriodStart('2026-04-01', '2026-04-30')).toBe('2026-05-01');
    expect(nextPeriodStart('2026-04-01', '2026-05-01')).toBe('2026-05-31');
    expect(nextPeriodStart('2026-04-10', '2026-04-05')).toBe('2026-04-10');
  });

  it('leaves the set-up and the period under way with the starter, and bills the next periods to the new clinician', () => {
    const april = { ...doctor, now: JUNE_15 };
    const june = { ...doctor, month: '2026-05', now: JUNE_15 };
    expect(deviceLines(april, patient({ monitoring: transferred })).map((line) => [line.code, line.periodStart])).toEqual([
      ['98975', '2026-04-01'],
      ['98977', '2026-04-01'],
    ]);
    expect(deviceLines({ ...april, doctorId: 'dr-b' }, patient({ monitoring: transferred }))).toEqual([]);
    expect(deviceLines(june, patient({ monitoring: transferred }))).toEqual([]);
    expect(deviceLines({ ...june, doctorId: 'dr-b' }, patient({ monitoring: transferred })).map((line) => [line.code, line.periodStart, line.doctorId])).toEqual([
      ['98985', '2026-05-01', 'dr-b'],
    ]);
  });

  it('goes by the latest transfer effective at the period\'s start: by its period, then by when it was made', () => {
    const episode = {
      startedBy: 'dr-a',
      transfers: [
        { fromPeriod: '2026-05-31', to: 'dr-c', at: iso('2026-05-10T00:00:00Z') },
        { fromPeriod: '2026-05-01', to: 'dr-d', at: iso('2026-04-21T00:00:00Z') },
        { fromPeriod: '2026-05-01', to: 'dr-b', at: iso('2026-04-20T00:00:00Z') },
      ],
    };
    expect(deviceBillerOf(episode, '2026-04-01')).toBe('dr-a');
    expect(deviceBillerOf(episode, '2026-05-01')).toBe('dr-d');
    expect(deviceBillerOf(episode, '2026-05-31')).toBe('dr-c');
    expect(deviceBillerOf(episode, '2026-06-30')).toBe('dr-c');
  });

  it("keeps an ended episode's transfers with it", () => {
    const monitoring = {
      timeZone: 'UTC',
      episodes: [{ periodStart: '2026-04-01', startedBy: 'dr-a', endDay: '2026-05-10', transfers: transferred.transfers }],
      days: transferred.days,
    };
    expect(episodesOf(monitoring)[0].transfers).toEqual([{ fromPeriod: '2026-05-01', to: 'dr-b', at: iso('2026-04-20T10:00:00Z') }]);
    expect(deviceLines({ ...doctor, month: '2026-05', doctorId: 'dr-b' }, patient({ monitoring })).map((line) => [line.code, line.periodStart, line.periodEnd])).toEqual([
      ['98985', '2026-05-01', '2026-05-10'],
    ]);
  });
});

describe('management codes: per doctor and calendar month, none without a real-time contact', () => {
  const APRIL_9AM = iso('2026-04-07T09:00:00Z');

  it.each([
    [9, []],
    [10, [['98979', 1]]],
    [19, [['98979', 1]]],
    [20, [['98980', 1]]],
    [39, [['98980', 1]]],
    [40, [['98980', 1], ['98981', 1]]],
    [59, [['98980', 1], ['98981', 1]]],
    [60, [['98980', 1], ['98981', 2]]],
  ])('%i minutes with a contact → %j', (minutes, codes) => {
    const lines = managementLines(doctor, patient({ entries: [entry('m1/e1', APRIL_9AM, minutes)], contacts: [call('c1', APRIL_9AM)] }));
    expect(lines.map((line) => [line.code, line.units])).toEqual(codes);
    for (const line of lines) {
      expect(line).toMatchObject({ minutes, dataDays: null, periodStart: '2026-04-01', periodEnd: '2026-04-30', interactiveAt: '2026-04-07T09:00:00.000Z' });
      expect(line.evidence).toEqual({
        sessionIds: [],
        entryIds: ['m1/e1'],
        contactIds: ['c1'],
        minutesBy: [{ uid: 'dr-a', name: 'dr-a', role: 'clinician', seconds: minutes * 60, billable: true }],
      });
    }
  });

  it.each([10, 20, 60])('%i minutes without a contact in the month → nothing', (minutes) => {
    expect(managementLines(doctor, patient({ entries: [entry('m1/e1', APRIL_9AM, minutes)] }))).toEqual([]);
    // a contact of another month does not make this one interactive
    expect(managementLines(doctor, patient({ entries: [entry('m1/e1', APRIL_9AM, minutes)], contacts: [call('c0', iso('2026-03-30T09:00:00Z'))] }))).toEqual([]);
  });

  it('counts overlapping entries once (the union of their time)', () => {
    const lines = managementLines(doctor, patient({ entries: [entry('m/a', APRIL_9AM, 15), entry('m/b', APRIL_9AM + 5 * MINUTE, 15)], contacts: [call('c1', APRIL_9AM)] }));
    expect(lines).toEqual([expect.objectContaining({ code: '98980', minutes: 20, evidence: expect.objectContaining({ entryIds: ['m/a', 'm/b'] }) })]);
  });

  it('dates the service on the day the code was reached and had its contact, whichever came later', () => {
    const entries = [entry('m/a', iso('2026-04-03T10:00:00Z'), 12), entry('m/b', iso('2026-04-10T10:00:00Z'), 12), entry('m/c', iso('2026-04-20T10:00:00Z'), 30)];
    const lines = managementLines(doctor, patient({ entries, contacts: [call('c1', iso('2026-04-05T10:00:00Z'))] }));
    // 10 minutes on Apr 3 (but the contact came on Apr 5), 20 on Apr 10, 40 on Apr 20
    expect(lines.map((line) => [line.code, line.units, line.dateOfService])).toEqual([
      ['98980', 1, '2026-04-10'],
      ['98981', 1, '2026-04-20'],
    ]);
    const early = managementLines(doctor, patient({ entries: entries.slice(0, 1), contacts: [call('c1', iso('2026-04-05T10:00:00Z'))] }));
    expect(early.map((line) => [line.code, line.dateOfService])).toEqual([['98979', '2026-04-05']]);
  });

  it("puts time and contacts in the doctor's calendar month in the doctor's time zone, across midnight and month ends", () => {
    // 23:30 on March 31 in Vancouver is 06:30 on April 1 in UTC
    const lateMarch = iso('2026-04-01T06:30:00Z');
    const input = patient({ entries: [entry('m/late', lateMarch, 20)], contacts: [call('c-late', lateMarch)] });
    const vancouver = { ...doctor, timeZone: 'America/Vancouver' };
    // in Vancouver the first 30 minutes before midnight are March's: 20 minutes, all of them in March
    expect(managementLines({ ...vancouver, month: '2026-03' }, input).map((line) => [line.code, line.minutes, line.dateOfService])).toEqual([['98980', 20, '2026-03-31']]);
    expect(managementLines(vancouver, input)).toEqual([]);
    // in UTC they are April's
    expect(managementLines(doctor, input).map((line) => [line.code, line.dateOfService])).toEqual([['98980', '2026-04-01']]);
    expect(managementLines({ ...doctor, month: '2026-03' }, input)).toEqual([]);
  });

  it('splits an entry across the month end: each month counts its own part', () => {
    // 30 minutes from 23:45 UTC on April 30: 15 in April, 15 in May
    const input = patient({ entries: [entry('m/x', iso('2026-04-30T23:45:00Z'), 30)], contacts: [call('c-apr', iso('2026-04-30T23:45:00Z')), call('c-may', iso('2026-05-01T00:05:00Z'))] });
    expect(managementLines(doctor, input).map((line) => [line.code, line.minutes])).toEqual([['98979', 15]]);
    expect(managementLines({ ...doctor, month: '2026-05' }, input).map((line) => [line.code, line.minutes, line.evidence.contactIds])).toEqual([['98979', 15, ['c-may']]]);
  });

  it("bills each doctor's own time: two doctors of one patient", () => {
    const a = managementLines(doctor, patient({ entries: [entry('ma/e', APRIL_9AM, 25)], contacts: [call('ca', APRIL_9AM)] }));
    const b = managementLines({ ...doctor, discipline: 'GO' }, patient({ entries: [entry('mb/e', APRIL_9AM, 12)], contacts: [call('cb', APRIL_9AM)] }));
    expect(a.map((line) => [line.code, line.modifiers])).toEqual([['98980', []]]);
    expect(b.map((line) => [line.code, line.modifiers])).toEqual([['98979', ['GO']]]);
  });
});

describe("assistants' minutes under their supervising clinician (issue 51)", () => {
  const APRIL_9AM = iso('2026-04-07T09:00:00Z');
  const named = { ...doctor, doctorName: 'Dana Doctor', assistants: { 'as-1': 'Marco Silva', 'as-2': 'Ana Lee' } } as const;
  /** An assistant's entry of `seconds` seconds from an instant. */
  const byAssistant = (id: string, start: number, seconds: number, by = 'as-1') => ({ id, start, seconds, by });
  /** The clinician's 100 minutes (one entry), and an assistant's `seconds` after them. */
  const month = (assistantSeconds: number) =>
    patient({ entries: [entry('m/own', APRIL_9AM, 100), byAssistant('m/as', APRIL_9AM + 200 * MINUTE, assistantSeconds)], contacts: [call('c1', APRIL_9AM)] });

  it.each([
    ['GP', 'CQ'],
    ['GO', 'CO'],
  ] as const)('%s: an assistant with 10 percent of the seconds or less adds nothing; with more the lines carry %s', (discipline, modifier) => {
    // 100 minutes of his and 11 m 6 s of the assistant's: 666 of 6666 seconds, just under 10 %; 667 of 6667 is above
    const under = managementLines({ ...named, discipline }, month(666));
    const over = managementLines({ ...named, discipline }, month(667));
    expect(under.map((line) => [line.code, line.units, line.modifiers])).toEqual([['98980', 1, [discipline]], ['98981', 4, [discipline]]]);
    expect(over.map((line) => [line.code, line.units, line.modifiers])).toEqual([['98980', 1, [discipline, modifier]], ['98981', 4, [discipline, modifier]]]);
    // exactly 10 % (90 minutes of his, 10 of the assistant's): no modifier; 11 % (89 and 11): the modifier
    const exactly = patient({ entries: [entry('m/own', APRIL_9AM, 90), byAssistant('m/as', APRIL_9AM + 200 * MINUTE, 600)], contacts: [call('c1', APRIL_9AM)] });
    expect(managementLines({ ...named, discipline }, exactly).map((line) => line.modifiers)).toEqual([[discipline], [discipline]]);
    const eleven = patient({ entries: [entry('m/own', APRIL_9AM, 89), byAssistant('m/as', APRIL_9AM + 200 * MINUTE, 660)], contacts: [call('c1', APRIL_9AM)] });
    expect(managementLines({ ...named, discipline }, eleven).map((line) => line.modifiers)).toEqual([[discipline, modifier], [discipline, modifier]]);
    expect(over[0]).toMatchObject({ minutes: 111, doctorId: 'dr-a' });
    expect(over[0].evidence).toMatchObject({
      entryIds: ['m/as', 'm/own'],
      minutesBy: [
        { uid: 'dr-a', name: 'Dana Doctor', role: 'clinician', seconds: 6000, billable: true },
        { uid: 'as-1', name: 'Marco Silva', role: 'assistant', seconds: 667, billable: true },
      ],
    });
  });

  it("counts an assistant's minutes toward the codes: the clinician's 5 minutes and the assistant's 6 reach 98979", () => {
    const input = patient({ entries: [entry('m/own', APRIL_9AM, 5), byAssistant('m/as', APRIL_9AM + HOUR_MS, 360)], contacts: [call('c1', APRIL_9AM)] });
    expect(managementLines({ ...named, discipline: 'GP' }, input).map((line) => [line.code, line.minutes, line.modifiers])).toEqual([['98979', 11, ['GP', 'CQ']]]);
  });

  it("gives time both logged to the clinician: an assistant's seconds are those only his entries cover", () => {
    // the clinician 09:00–09:30; assistant 1 09:20–09:40 (10 min his own); assistant 2 09:22–09:30 (nothing of his own)
    const input = patient({
      entries: [entry('m/own', APRIL_9AM, 30), byAssistant('m/a1', APRIL_9AM + 20 * MINUTE, 1200), byAssistant('m/a2', APRIL_9AM + 22 * MINUTE, 480, 'as-2')],
      contacts: [call('c1', APRIL_9AM)],
    });
    const [line] = managementLines({ ...named, discipline: 'GP' }, input);
    expect(line).toMatchObject({ code: '98980', minutes: 40, modifiers: ['GP', 'CQ'] });
    expect(line.evidence.entryIds).toEqual(['m/a1', 'm/a2', 'm/own']);
    expect(line.evidence.minutesBy).toEqual([
      { uid: 'dr-a', name: 'Dana Doctor', role: 'clinician', seconds: 1800, billable: true },
      { uid: 'as-1', name: 'Marco Silva', role: 'assistant', seconds: 600, billable: true },
    ]);
    // two assistants each alone: listed by name after the clinician; an entry `by` the clinician himself is his
    const two = patient({
      entries: [entry('m/own', APRIL_9AM, 20), byAssistant('m/a1', APRIL_9AM + HOUR_MS, 300), byAssistant('m/a2', APRIL_9AM + 2 * HOUR_MS, 120, 'as-2'), byAssistant('m/me', APRIL_9AM + 3 * HOUR_MS, 60, 'dr-a')],
      contacts: [call('c1', APRIL_9AM)],
    });
    expect(managementLines({ ...named, discipline: 'GP' }, two)[0].evidence.minutesBy.map((person) => [person.name, person.seconds])).toEqual([
      ['Dana Doctor', 1260],
      ['Ana Lee', 120],
      ['Marco Silva', 300],
    ]);
  });

  it("leaves a speech-language pathologist's and a physician's assistants out, naming them as not billable", () => {
    const input = patient({ entries: [entry('m/own', APRIL_9AM, 15), byAssistant('m/as', APRIL_9AM + HOUR_MS, 600)], contacts: [call('c1', APRIL_9AM)] });
    for (const discipline of ['GN', undefined] as const) {
      const lines = managementLines({ ...named, discipline }, input);
      // 15 minutes of his own: 98979 (the assistant's 10 would have made 98980)
      expect(lines.map((line) => [line.code, line.minutes, line.modifiers])).toEqual([['98979', 15, discipline ? [discipline] : []]]);
      expect(lines[0].evidence.entryIds).toEqual(['m/own']);
      expect(lines[0].evidence.minutesBy).toEqual([
        { uid: 'dr-a', name: 'Dana Doctor', role: 'clinician', seconds: 900, billable: true },
        { uid: 'as-1', name: 'Marco Silva', role: 'assistant', seconds: 600, billable: false },
      ]);
    }
    // the assistant's minutes alone reach no code for them
    const alone = patient({ entries: [entry('m/own', APRIL_9AM, 5), byAssistant('m/as', APRIL_9AM + HOUR_MS, 1800)], contacts: [call('c1', APRIL_9AM)] });
    expect(managementLines({ ...named, discipline: 'GN' }, alone)).toEqual([]);
    expect(managementLines(named, alone)).toEqual([]);
    expect(managementLines({ ...named, discipline: 'GP' }, alone).map((line) => [line.code, line.modifiers])).toEqual([['98980', ['GP', 'CQ']]]);
  });

  it("names an assistant missing from the names by his uid, and leaves the device lines' minutesBy empty", () => {
    const input = patient({ entries: [entry('m/own', APRIL_9AM, 15), byAssistant('m/as', APRIL_9AM + HOUR_MS, 600, 'as-gone')], contacts: [call('c1', APRIL_9AM)] });
    expect(managementLines({ ...named, discipline: 'GP' }, input)[0].evidence.minutesBy.at(-1)).toMatchObject({ uid: 'as-gone', name: 'as-gone', seconds: 600 });
  });
});

describe('a month of claims', () => {
  it('lists every line of every patient, by name, then code, with the doctor discipline as modifier, and totals per code', () => {
    const input: RtmClaimsInput = {
      ...doctor,
      discipline: 'GP',
      patients: [
        patient({ patientId: 'p2', patientName: 'Zoe Zed', entries: [entry('m2/e', iso('2026-04-08T10:00:00Z'), 45)], contacts: [call('c2', iso('2026-04-08T10:00:00Z'))] }),
        patient({ monitoring: { timeZone: 'UTC', periodStart: '2026-04-01', startedBy: 'dr-a', days: daysFrom('2026-04-01', 3) } }),
        patient({ patientId: 'p3', patientName: 'Bea Nothing', entries: [entry('m3/e', iso('2026-04-08T10:00:00Z'), 45)] }),
      ],
    };
    const lines = claimLines(input);
    expect(lines.map((line) => [line.patientName, line.code, line.units, line.modifiers, line.doctorId])).toEqual([
      ['Ada Lovelace', '98975', 1, ['GP'], 'dr-a'],
      ['Ada Lovelace', '98985', 1, ['GP'], 'dr-a'],
      ['Zoe Zed', '98980', 1, ['GP'], 'dr-a'],
      ['Zoe Zed', '98981', 1, ['GP'], 'dr-a'],
    ]);
    expect(Object.keys(lines[0]).sort()).toEqual(
      ['patientId', 'patientName', 'doctorId', 'code', 'units', 'modifiers', 'dateOfService', 'periodStart', 'periodEnd', 'dataDays', 'minutes', 'interactiveAt', 'evidence'].sort(),
    );
    expect(lines[0].evidence.minutesBy).toEqual([]);
    expect(unitsByCode(lines)).toEqual({ '98975': 1, '98985': 1, '98980': 1, '98981': 1 });
    expect(linesByCode([...lines, { code: '98981' }])).toEqual({ '98975': 1, '98985': 1, '98980': 1, '98981': 2 });
  });
});

describe('calendar months in a time zone, and closed months', () => {
  it('gives the instants a month starts and ends, daylight saving included', () => {
    expect(monthBounds('2026-03', 'UTC')).toEqual({ from: iso('2026-03-01T00:00:00Z'), to: iso('2026-04-01T00:00:00Z') });
    // Vancouver: UTC-8 on March 1, UTC-7 from March 8
    expect(monthBounds('2026-03', 'America/Vancouver')).toEqual({ from: iso('2026-03-01T08:00:00Z'), to: iso('2026-04-01T07:00:00Z') });
    expect(monthBounds('2026-12', 'Asia/Kolkata')).toEqual({ from: iso('2026-11-30T18:30:00Z'), to: iso('2026-12-31T18:30:00Z') });
    expect(startOfDay('2026-01-01', 'Pacific/Kiritimati')).toBe(iso('2025-12-31T10:00:00Z'));
    expect(monthOfInstant(iso('2026-04-01T06:59:00Z'), 'America/Vancouver')).toBe('2026-03');
    expect(monthOfInstant(iso('2026-04-01T07:00:00Z'), 'America/Vancouver')).toBe('2026-04');
  });

  it('finds the closed month an instant falls in, by the bounds it was closed with', () => {
    const march = { month: '2026-03', ...monthBounds('2026-03', 'America/Vancouver') };
    expect(closedMonthAt(iso('2026-04-01T06:59:59Z'), [march])).toBe(march);
    expect(closedMonthAt(iso('2026-04-01T07:00:00Z'), [march])).toBeUndefined();
    expect(closedMonthAt(iso('2026-03-01T07:59:59Z'), [march])).toBeUndefined();
  });

  it('merges overlapping intervals into runs', () => {
    expect(unionRuns([{ start: 10, end: 20 }, { start: 0, end: 5 }, { start: 15, end: 30 }, { start: 40, end: 40 }])).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 30 },
    ]);
  });
});
