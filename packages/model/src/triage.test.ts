import { describe, expect, it } from 'vitest';
import type { PostsessionEntry } from './collections';
import { addDays, dayKeyToUtcNoon } from './monitoring';
import {
  compareAlerts,
  DEFAULT_TRIAGE_THRESHOLDS,
  effectiveThresholds,
  evaluateTriage,
  largestAngles,
  median,
  triageAlertState,
  triageInputsOf,
  worseThanHandled,
  type TriageAlertKind,
  type TriageCheckIn,
  type TriageEvidence,
  type TriageInputs,
  type TriageQuestionnaireHistory,
  type TriageSession,
} from './triage';

const TODAY = '2026-03-20';
const day = (offset: number) => addDays(TODAY, offset);
const HOUR_MS = 3_600_000;
/** An instant of a day (noon UTC, `hours` later). */
const timeOf = (offset: number, hours = 0) => dayKeyToUtcNoon(day(offset)).getTime() + hours * HOUR_MS;

function inputs(overrides: Partial<TriageInputs> = {}): TriageInputs {
  return { today: TODAY, scheduledWorkouts: {}, sessions: [], checkIns: [], questionnaires: [], due: [], ...overrides };
}

const session = (id: string, offset: number, largestAngles: Record<string, number> = {}, hours = 0): TriageSession => ({
  id,
  day: day(offset),
  at: timeOf(offset, hours),
  largestAngles,
});

const kinds = (input: TriageInputs, thresholds = DEFAULT_TRIAGE_THRESHOLDS) => evaluateTriage(input, thresholds).map((f) => f.kind);

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('no session while workouts were scheduled', () => {
  const everyDay = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [day(-1 - i), 1]));

  it('holds on the third complete day without a session, not on the second', () => {
    expect(kinds(inputs({ scheduledWorkouts: everyDay, sessions: [session('s', -3)] }))).not.toContain('noSessions');
    const finding = evaluateTriage(inputs({ scheduledWorkouts: everyDay, sessions: [session('s', -4)] })).find(
      (f) => f.kind === 'noSessions',
    );
    expect(finding?.evidence).toEqual({
      records: [{ type: 'session', id: 's', role: 'latest', day: day(-4), sessionId: 's' }],
      values: { lastSessionDay: day(-4), scheduledDays: [day(-3), day(-2), day(-1)].join(','), days: 3, from: day(-3), to: day(-1) },
    });
  });

  it('needs a workout scheduled in those days', () => {
    expect(kinds(inputs({ scheduledWorkouts: { [day(-5)]: 1 }, sessions: [session('s', -10)] }))).not.toContain('noSessions');
    expect(kinds(inputs({ scheduledWorkouts: { [day(-3)]: 1 } }))).toContain('noSessions');
  });

  it('a session today ends it, whatever the days before', () => {
    expect(kinds(inputs({ scheduledWorkouts: everyDay, sessions: [session('s', 0)] }))).not.toContain('noSessions');
  });

  it("names the day's latest session by its time, whatever its id and the order they come in", () => {
    const sessions = [session('b-morning', -4, {}, -3), session('a-evening', -4, {}, 6)];
    for (const order of [sessions, [...sessions].reverse()]) {
      const finding = evaluateTriage(inputs({ scheduledWorkouts: everyDay, sessions: order })).find((f) => f.kind === 'noSessions');
      expect(finding?.evidence.records.map((record) => record.id)).toEqual(['a-evening']);
    }
  });
});

describe('adherence over the last 14 complete days', () => {
  /** `done` of 100 workouts scheduled over 14 days (7 or 8 a day), done on the first days. */
  function adherence(done: number): TriageInputs {
    const scheduledWorkouts: Record<string, number> = {};
    const sessions: TriageSession[] = [];
    let left = done;
    for (let i = 1; i <= 14; i += 1) {
      const count = i <= 2 ? 8 : 7;
      scheduledWorkouts[day(-i)] = count;
      for (let k = 0; k < Math.min(count, left); k += 1) sessions.push(session(`s${i}-${k}`, -i));
      left -= Math.min(count, left);
    }
    return inputs({ scheduledWorkouts, sessions });
  }

  it('holds at 49 %, not at 50 %', () => {
    expect(kinds(adherence(50))).not.toContain('lowAdherence');
    const finding = evaluateTriage(adherence(49)).find((f) => f.kind === 'lowAdherence');
    expect(finding?.evidence.values).toEqual({ done: 49, scheduled: 100, percent: 49, from: day(-14), to: day(-1), adherencePercent: 50 });
    expect(finding?.evidence.records).toHaveLength(49);
    // The window's sessions, oldest first (done on its last days here).
    expect(finding?.evidence.records[0]).toEqual({ type: 'session', id: 's7-0', role: 'recent', day: day(-7), sessionId: 's7-0' });
  });

  it('counts a day\'s extra sessions only up to its scheduled workouts, and ignores today and older days', () => {
    const scheduledWorkouts = { [day(-1)]: 1, [day(-2)]: 1, [day(0)]: 5, [day(-15)]: 5 };
    const sessions = [session('a', -1), session('b', -1), session('c', -1)];
    const finding = evaluateTriage(inputs({ scheduledWorkouts, sessions })).find((f) => f.kind === 'lowAdherence');
    expect(finding).toBeUndefined();
    expect(kinds(inputs({ scheduledWorkouts: { [day(-1)]: 1, [day(-2)]: 2 }, sessions }))).toContain('lowAdherence');
  });

  it('needs something scheduled', () => {
    expect(kinds(inputs({ sessions: [session('a', -1)] }))).not.toContain('lowAdherence');
  });
});

describe('range of motion', () => {
  /** Baseline sessions 8 to 20 days ago at `baseline` degrees, recent ones this week at `recent`. */
  function motion(baseline: number, recent: number): TriageInputs {
    const sessions = [
      ...[-8, -12, -16, -20].map((offset, i) => session(`b${i}`, offset, { K1: baseline })),
      ...[-6, -3, 0].map((offset, i) => session(`r${i}`, offset, { K1: recent })),
    ];
    return inputs({ sessions });
  }

  it('regresses at 10 degrees below the earlier median, not at 9', () => {
    expect(kinds(motion(100, 91))).not.toContain('romRegression');
    const finding = evaluateTriage(motion(100, 90)).find((f) => f.kind === 'romRegression');
    expect(finding?.evidence.values).toEqual({ sensor: 'K1', recentMedian: 90, baselineMedian: 100, drop: 10, romDropDegrees: 10 });
    // Each session of both windows, oldest first, with its largest angle on that sensor: what the inbox lists.
    expect(finding?.evidence.records).toEqual([
      ...[['b3', -20], ['b2', -16], ['b1', -12], ['b0', -8]].map(([id, offset]) => ({ type: 'session', id, role: 'baseline', day: day(Number(offset)), sessionId: id, value: 100 })),
      ...[['r0', -6], ['r1', -3], ['r2', 0]].map(([id, offset]) => ({ type: 'session', id, role: 'recent', day: day(Number(offset)), sessionId: id, value: 90 })),
    ]);
  });

  it('a good session today can bring the week\'s median back', () => {
    const input = motion(100, 85);
    expect(kinds(input)).toContain('romRegression');
    input.sessions.push(...['g1', 'g2', 'g3'].map((id) => session(id, 0, { K1: 100 })));
    expect(kinds(input)).not.toContain('romRegression');
  });

  it('compares each sensor with itself and reports the largest drop', () => {
    const sessions = [
      session('b', -10, { K1: 100, K2: 50 }),
      session('r', -1, { K1: 88, K2: 20 }),
    ];
    const finding = evaluateTriage(inputs({ sessions })).find((f) => f.kind === 'romRegression');
    expect(finding?.evidence.values).toMatchObject({ sensor: 'K2', drop: 30 });
  });

  it('needs values in both windows', () => {
    expect(kinds(inputs({ sessions: [session('r', -1, { K1: 10 }), session('old', -21, { K1: 100 })] }))).not.toContain(
      'romRegression',
    );
  });
});

describe('pain', () => {
  const checkIn = (id: string, offset: number, value: number, hours = 0): TriageCheckIn => ({
    id,
    sessionId: `session-${id}`,
    day: day(offset),
    at: timeOf(offset, hours),
    pain: value,
  });

  it('holds at 7, not at 6, without a history', () => {
    expect(kinds(inputs({ checkIns: [checkIn('a', 0, 6)] }))).not.toContain('pain');
    const finding = evaluateTriage(inputs({ checkIns: [checkIn('a', 0, 7)] })).find((f) => f.kind === 'pain');
    expect(finding?.evidence).toEqual({
      records: [{ type: 'checkIn', id: 'a', role: 'latest', day: TODAY, sessionId: 'session-a', value: 7 }],
      values: { pain: 7, day: TODAY, painAtLeast: 7, painRise: 2 },
    });
  });

  it("names the session the pain followed by the session's day", () => {
    const finding = evaluateTriage(inputs({ sessions: [session('session-a', -1)], checkIns: [checkIn('a', 0, 8)] })).find((f) => f.kind === 'pain');
    expect(finding?.evidence.records).toEqual([{ type: 'checkIn', id: 'a', role: 'latest', day: day(-1), sessionId: 'session-a', value: 8 }]);
    expect(finding?.evidence.values.day).toBe(TODAY);
  });

  it('holds at 2 points above the 14-day median, not at 1', () => {
    const history = [checkIn('h1', -10, 2), checkIn('h2', -5, 3), checkIn('h3', -2, 3)];
    expect(kinds(inputs({ checkIns: [...history, checkIn('now', 0, 4)] }))).not.toContain('pain');
    const finding = evaluateTriage(inputs({ checkIns: [...history, checkIn('now', 0, 5)] })).find((f) => f.kind === 'pain');
    expect(finding?.evidence.values).toEqual({ pain: 5, day: TODAY, median: 3, painAtLeast: 7, painRise: 2 });
  });

  it('reads the latest check-in only, and none older than the window', () => {
    expect(kinds(inputs({ checkIns: [checkIn('a', -3, 9), checkIn('b', -1, 1)] }))).not.toContain('pain');
    expect(kinds(inputs({ checkIns: [checkIn('a', -14, 9)] }))).not.toContain('pain');
    expect(kinds(inputs({ checkIns: [checkIn('a', -13, 9)] }))).toContain('pain');
  });

  it("two sessions on one day, pain 2 then pain 8: the later check-in opens the alert, whichever id sorts first", () => {
    for (const [first, second] of [['a', 'b'], ['b', 'a']]) {
      const checkIns = [checkIn(first, 0, 2, -3), checkIn(second, 0, 8, 2)];
      for (const order of [checkIns, [...checkIns].reverse()]) {
        const finding = evaluateTriage(inputs({ checkIns: order })).find((f) => f.kind === 'pain');
        expect(finding?.evidence).toEqual({
          records: [{ type: 'checkIn', id: second, role: 'latest', day: TODAY, sessionId: `session-${second}`, value: 8 }],
          values: { pain: 8, day: TODAY, median: 2, painAtLeast: 7, painRise: 2 },
        });
      }
      // Pain 8 then 2: the day ends better, no alert.
      expect(kinds(inputs({ checkIns: [checkIn(first, 0, 8, -3), checkIn(second, 0, 2, 2)] }))).not.toContain('pain');
    }
  });

  it('two check-ins of the same millisecond: the greater id is the later, in any order', () => {
    const checkIns = [checkIn('a', 0, 8), checkIn('b', 0, 2)];
    expect(kinds(inputs({ checkIns }))).not.toContain('pain');
    expect(kinds(inputs({ checkIns: [...checkIns].reverse() }))).not.toContain('pain');
  });
});

describe('questionnaire scores', () => {
  const lefs = (...scores: number[]): TriageQuestionnaireHistory => ({
    questionnaire: 'lefs',
    mcid: 9,
    higherIsBetter: true,
    responses: scores.map((score, i) => ({ id: `r${i}`, day: day(-30 + i * 7), at: timeOf(-30 + i * 7), score })),
  });

  it('worse by the MCID than the previous answer', () => {
    expect(kinds(inputs({ questionnaires: [lefs(40, 50, 42)] }))).not.toContain('outcomeWorse');
    const finding = evaluateTriage(inputs({ questionnaires: [lefs(40, 50, 41)] })).find((f) => f.kind === 'outcomeWorse');
    expect(finding?.evidence).toEqual({
      records: [
        { type: 'response', id: 'r0', role: 'first', day: day(-30), value: 40 },
        { type: 'response', id: 'r1', role: 'previous', day: day(-23), value: 50 },
        { type: 'response', id: 'r2', role: 'latest', day: day(-16), value: 41 },
      ],
      // Only the comparison that holds: 41 is worse than the previous 50 by 9, not worse than the first 40.
      values: { questionnaire: 'lefs', latest: 41, previous: 50, baseline: 40, mcid: 9, better: 'higher', lossFromPrevious: 9 },
    });
  });

  it('worse by the MCID than the baseline, by small steps', () => {
    expect(kinds(inputs({ questionnaires: [lefs(50, 46, 42)] }))).not.toContain('outcomeWorse');
    const finding = evaluateTriage(inputs({ questionnaires: [lefs(50, 46, 41)] })).find((f) => f.kind === 'outcomeWorse');
    expect(finding?.evidence.values).toEqual({ questionnaire: 'lefs', latest: 41, previous: 46, baseline: 50, mcid: 9, better: 'higher', lossFromFirst: 9 });
  });

  it('needs two answers, and follows the direction of the instrument', () => {
    expect(kinds(inputs({ questionnaires: [lefs(10)] }))).not.toContain('outcomeWorse');
    const lowerIsBetter = { ...lefs(10, 19), higherIsBetter: false };
    expect(kinds(inputs({ questionnaires: [lowerIsBetter] }))).toContain('outcomeWorse');
  });

  it('two answers on one day: the later one is the latest, whichever id sorts first and in any order', () => {
    for (const [morning, evening] of [['x', 'y'], ['y', 'x']]) {
      const responses = [
        { id: 'base', day: day(-14), at: timeOf(-14), score: 50 },
        { id: morning, day: TODAY, at: timeOf(0, -3), score: 50 },
        { id: evening, day: TODAY, at: timeOf(0, 2), score: 40 },
      ];
      for (const order of [responses, [...responses].reverse()]) {
        const finding = evaluateTriage(inputs({ questionnaires: [{ ...lefs(), responses: order }] })).find((f) => f.kind === 'outcomeWorse');
        expect(finding?.evidence.records.map((record) => [record.id, record.role])).toEqual([['base', 'first'], [morning, 'previous'], [evening, 'latest']]);
        expect(finding?.evidence.values).toEqual({ questionnaire: 'lefs', latest: 40, previous: 50, baseline: 50, mcid: 9, better: 'higher', lossFromPrevious: 10, lossFromFirst: 10 });
      }
      const better = [responses[0], { ...responses[1], score: 40 }, { ...responses[2], score: 50 }];
      expect(kinds(inputs({ questionnaires: [{ ...lefs(), responses: better }] }))).not.toContain('outcomeWorse');
    }
  });
});

describe('overdue questionnaires', () => {
  it('holds 7 days after the due day, not 6', () => {
    const due = (offset: number) => [{ assignmentId: 'a', questionnaire: 'lefs', dueDay: day(offset) }];
    expect(kinds(inputs({ due: due(-6) }))).not.toContain('questionnaireOverdue');
    expect(evaluateTriage(inputs({ due: due(-7) }))).toEqual([
      {
        kind: 'questionnaireOverdue',
        evidence: { records: [{ type: 'assignment', id: 'a', role: 'overdue', day: day(-7) }], values: { questionnaire: 'lefs', dueDay: day(-7), overdueDays: 7 } },
      },
    ]);
  });
});

describe('thresholds and order', () => {
  it('a doctor\'s threshold replaces the default', () => {
    const thresholds = effectiveThresholds({ painAtLeast: 9 });
    expect(thresholds.painRise).toBe(DEFAULT_TRIAGE_THRESHOLDS.painRise);
    const checkIns = [{ id: 'a', sessionId: 's', day: TODAY, at: timeOf(0), pain: 8 }];
    expect(kinds(inputs({ checkIns }), thresholds)).not.toContain('pain');
  });

  it('sorts the most severe kind first, then the oldest', () => {
    const alerts = [
      { kind: 'questionnaireOverdue' as const, openedAt: 1 },
      { kind: 'pain' as const, openedAt: 5 },
      { kind: 'pain' as const, openedAt: 2 },
    ];
    expect(alerts.sort(compareAlerts)).toEqual([
      { kind: 'pain', openedAt: 2 },
      { kind: 'pain', openedAt: 5 },
      { kind: 'questionnaireOverdue', openedAt: 1 },
    ]);
  });
});

describe('largest angles of a post-session summary', () => {
  it('takes each device type\'s main metric per side, the larger of two entries', () => {
    const entries: PostsessionEntry[] = [
      { deviceType: 'Knee Brace 2', side: 'Left', repetitions: 3, kneeMax: 80 },
      { deviceType: 'Knee Brace', side: 'Left', repetitions: 3, kneeMax: 95 },
      { deviceType: 'Glove', side: 'Right', repetitions: 3, wristXMax: 40, kneeMax: 1 },
      { deviceType: 'Band', side: 'Right', repetitions: 3, kneeMax: 1 },
    ];
    expect(largestAngles(entries)).toEqual({ 'Knee Brace Left': 95, 'Glove Right': 40 });
  });
});

describe('the inputs from stored records', () => {
  const NOW = Date.parse('2026-03-20T12:00:00Z');
  const at = (iso: string) => Date.parse(iso);
  const records = {
    now: NOW,
    timeZone: 'America/Vancouver',
    thresholds: DEFAULT_TRIAGE_THRESHOLDS,
    schedule: { auditId: 'a1', '2026-03-19': { e1: {}, e2: {} }, '2026-01-01': { e3: {} } },
    sessions: [{ id: 's1', date: at('2026-03-19T06:00:00Z') }],
    summaries: [{ sessionId: 's1', entries: [{ deviceType: 'Knee Brace', side: 'Left', repetitions: 1, kneeMax: 90 }] as PostsessionEntry[] }],
    checkIns: [
      { sessionId: 's1', pain: 6, createdAt: at('2026-03-19T07:00:00Z') },
      { sessionId: 's0', pain: null, createdAt: at('2026-03-18T07:00:00Z') },
    ],
    responses: [
      { id: 'r2', assignmentId: 'a', instrument: 'lefs' as const, occurrenceDay: '2026-03-08', completed: true, authored: at('2026-03-08T10:00:00Z'), score: 40 },
      { id: 'r1', assignmentId: 'a', instrument: 'lefs' as const, occurrenceDay: '2026-03-01', completed: true, authored: at('2026-03-01T10:00:00Z'), score: 50 },
      { id: 'r3', assignmentId: 'a', instrument: 'lefs' as const, occurrenceDay: '2026-03-15', completed: false, authored: at('2026-03-15T10:00:00Z'), score: null },
    ],
    assignments: [
      { id: 'a', instrument: 'lefs' as const, startDay: '2026-03-01', schedule: 'weekly' as const },
      { id: 'b', instrument: 'psfs' as const, startDay: '2026-04-01', schedule: 'once' as const },
    ],
  };

  it("counts the schedule's days, keys sessions and check-ins in the patient's zone, skips skipped pain", () => {
    const inputs = triageInputsOf(records);
    expect(inputs.today).toBe('2026-03-20');
    expect(inputs.scheduledWorkouts).toEqual({ '2026-03-19': 2 });
    // 06:00 UTC is the evening before in Vancouver.
    expect(inputs.sessions).toEqual([{ id: 's1', day: '2026-03-18', at: at('2026-03-19T06:00:00Z'), largestAngles: { 'Knee Brace Left': 90 } }]);
    expect(inputs.checkIns).toEqual([{ id: 's1', sessionId: 's1', day: '2026-03-19', at: at('2026-03-19T07:00:00Z'), pain: 6 }]);
  });

  it('orders the completed answers with their scores, and finds the first unanswered occurrence', () => {
    const inputs = triageInputsOf(records);
    expect(inputs.questionnaires).toEqual([
      {
        questionnaire: 'lefs',
        mcid: 9,
        higherIsBetter: true,
        responses: [
          { id: 'r1', day: '2026-03-01', at: at('2026-03-01T10:00:00Z'), score: 50 },
          { id: 'r2', day: '2026-03-08', at: at('2026-03-08T10:00:00Z'), score: 40 },
        ],
      },
    ]);
    expect(inputs.due).toEqual([{ assignmentId: 'a', questionnaire: 'lefs', dueDay: '2026-03-15' }]);
    // LEFS 50 then 40: worse by more than its MCID; the occurrence of the 15th is not 7 days late yet.
    const kinds = evaluateTriage(inputs).map((f) => f.kind);
    expect(kinds).toContain('outcomeWorse');
    expect(kinds).not.toContain('questionnaireOverdue');
  });
});

describe('worse than what a doctor handled, per kind', () => {
  /** The evidence of the kind's finding for these inputs (it must hold). */
  const evidenceOf = (kind: TriageAlertKind, input: TriageInputs): TriageEvidence => {
    const finding = evaluateTriage(input).find((f) => f.kind === kind);
    if (!finding) throw new Error(`no ${kind} finding`);
    return finding.evidence;
  };
  const worse = (kind: TriageAlertKind, handled: TriageInputs, now: TriageInputs) => worseThanHandled(kind, evidenceOf(kind, handled), evidenceOf(kind, now));

  it('pain: a higher pain, not the same or a lower one', () => {
    const pain = (value: number, offset = 0) => inputs({ checkIns: [{ id: `c${offset}`, sessionId: `s${offset}`, day: day(offset), at: timeOf(offset), pain: value }] });
    expect(worse('pain', pain(7, -3), pain(7))).toBeNull();
    expect(worse('pain', pain(8, -3), pain(7))).toBeNull();
    expect(worse('pain', pain(7, -3), pain(8))).toEqual({ reason: 'painHigher', values: { was: 7, now: 8, day: TODAY } });
  });

  it('range of motion: a lower recent median of the same sensor, or another sensor', () => {
    const motion = (recent: number, sensor = 'K1') =>
      inputs({ sessions: [session('b', -10, { [sensor]: 100 }), session('r', -1, { [sensor]: recent })] });
    expect(worse('romRegression', motion(90), motion(90))).toBeNull();
    expect(worse('romRegression', motion(90), motion(89.9))).toEqual({ reason: 'romLower', values: { sensor: 'K1', was: 90, now: 89.9 } });
    expect(worse('romRegression', motion(85), motion(89))).toBeNull();
    expect(worse('romRegression', motion(85), motion(85, 'K2'))).toEqual({ reason: 'romOtherSensor', values: { wasSensor: 'K1', sensor: 'K2', now: 85 } });
  });

  it('questionnaire: worse by a further MCID than the score handled, in the direction of the instrument', () => {
    const lefs = (...scores: number[]) =>
      inputs({
        questionnaires: [{ questionnaire: 'lefs', mcid: 9, higherIsBetter: true, responses: scores.map((score, i) => ({ id: `r${i}`, day: day(-30 + i), at: timeOf(-30 + i), score })) }],
      });
    expect(worse('outcomeWorse', lefs(60, 40), lefs(60, 40, 32))).toBeNull();
    expect(worse('outcomeWorse', lefs(60, 40), lefs(60, 40, 31))).toEqual({ reason: 'outcomeFurther', values: { questionnaire: 'lefs', was: 40, now: 31, mcid: 9 } });
    // Better than handled, still worse than the first: quiet.
    expect(worse('outcomeWorse', lefs(60, 40), lefs(60, 40, 50))).toBeNull();
    const lowerIsBetter = (...scores: number[]) => {
      const input = lefs(...scores);
      input.questionnaires[0].higherIsBetter = false;
      return input;
    };
    expect(worse('outcomeWorse', lowerIsBetter(10, 20), lowerIsBetter(10, 20, 28))).toBeNull();
    expect(worse('outcomeWorse', lowerIsBetter(10, 20), lowerIsBetter(10, 20, 29))?.reason).toBe('outcomeFurther');
    const psfs = inputs({ questionnaires: [{ questionnaire: 'psfs', mcid: 2, higherIsBetter: true, responses: [{ id: 'p0', day: day(-5), at: timeOf(-5), score: 8 }, { id: 'p1', day: day(-1), at: timeOf(-1), score: 5 }] }] });
    expect(worse('outcomeWorse', lefs(60, 40), psfs)).toEqual({ reason: 'outcomeOtherQuestionnaire', values: { wasQuestionnaire: 'lefs', questionnaire: 'psfs', now: 5 } });
  });

  it('days without a session and adherence: a window that starts after the handled one ended', () => {
    // Workouts every day, the last session long ago: the alerts hold every day; one acknowledged on TODAY.
    const scheduledWorkouts = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [addDays(TODAY, 10 - i), 1]));
    const on = (today: string) => ({ ...inputs({ scheduledWorkouts, sessions: [session('old', -25)] }), today });
    // 3 days without a session: [-3, -1] handled; the window [+0, +2] (on day +3) is a new period, [-1, +1] is not.
    expect(worse('noSessions', on(TODAY), on(day(2)))).toBeNull();
    expect(worse('noSessions', on(TODAY), on(day(3)))).toEqual({ reason: 'newPeriod', values: { wasFrom: day(-3), wasTo: day(-1), from: day(0), to: day(2) } });
    // Adherence over 14 days: a new period 14 days later, not 13.
    expect(worse('lowAdherence', on(TODAY), on(day(13)))).toBeNull();
    expect(worse('lowAdherence', on(TODAY), on(day(14)))).toEqual({ reason: 'newPeriod', values: { wasFrom: day(-14), wasTo: day(-1), from: day(0), to: day(13) } });
  });

  it('overdue questionnaire: another occurrence overdue, not the same one overdue for longer', () => {
    const due = (...occurrences: [string, number][]) => inputs({ due: occurrences.map(([assignmentId, offset]) => ({ assignmentId, questionnaire: 'lefs', dueDay: day(offset) })) });
    expect(worse('questionnaireOverdue', due(['a', -7]), due(['a', -7]))).toBeNull();
    expect(worse('questionnaireOverdue', due(['a', -7]), due(['a', -8]))).toEqual({ reason: 'newOccurrence', values: { questionnaire: 'lefs', day: day(-8), wasDay: day(-7) } });
    expect(worse('questionnaireOverdue', due(['a', -7]), due(['a', -7], ['b', -9]))).toEqual({ reason: 'newOccurrence', values: { questionnaire: 'lefs', day: day(-9), wasDay: day(-7) } });
  });
});

describe("an alert's status from its evidence and the doctors' acts", () => {
  const NOW = timeOf(0);
  const pain = (value: number): TriageEvidence => ({ records: [], values: { pain: value, day: TODAY } });
  const none = { acknowledged: null, snoozedUntil: null, snoozedEvidence: null };
  const reopened = (handled: 'acknowledged' | 'snoozed', was: number, now: number) => ({ handled, reason: 'painHigher', values: { was, now, day: TODAY } });

  it('is open until a doctor handles it', () => {
    expect(triageAlertState('pain', none, pain(7), NOW)).toEqual({ status: 'open', reopened: null });
  });

  it('acknowledged pain 7: quiet at 7 or 6, open again at 8 saying why, quiet again if the 8 goes', () => {
    const acknowledged = { ...none, acknowledged: pain(7) };
    expect(triageAlertState('pain', acknowledged, pain(7), NOW)).toEqual({ status: 'acknowledged', reopened: null });
    expect(triageAlertState('pain', acknowledged, pain(6), NOW)).toEqual({ status: 'acknowledged', reopened: null });
    expect(triageAlertState('pain', acknowledged, pain(8), NOW)).toEqual({ status: 'open', reopened: reopened('acknowledged', 7, 8) });
  });

  it('snoozed: until its time, unless a reading is worse than the one snoozed; then as the acknowledgement says', () => {
    const snoozed = { ...none, snoozedUntil: NOW + 1, snoozedEvidence: pain(7) };
    expect(triageAlertState('pain', snoozed, pain(7), NOW)).toEqual({ status: 'snoozed', reopened: null });
    expect(triageAlertState('pain', snoozed, pain(9), NOW)).toEqual({ status: 'open', reopened: reopened('snoozed', 7, 9) });
    expect(triageAlertState('pain', snoozed, pain(7), NOW + 1)).toEqual({ status: 'open', reopened: null });
    // Acknowledged at 7, reopened at 9 and snoozed at 9: the snooze holds, and the reason of the reopening stays.
    const both = { acknowledged: pain(7), snoozedUntil: NOW + 1, snoozedEvidence: pain(9) };
    expect(triageAlertState('pain', both, pain(9), NOW)).toEqual({ status: 'snoozed', reopened: reopened('acknowledged', 7, 9) });
    expect(triageAlertState('pain', both, pain(10), NOW)).toEqual({ status: 'open', reopened: reopened('snoozed', 9, 10) });
    expect(triageAlertState('pain', both, pain(9), NOW + 1)).toEqual({ status: 'open', reopened: reopened('acknowledged', 7, 9) });
    expect(triageAlertState('pain', both, pain(7), NOW + 1)).toEqual({ status: 'acknowledged', reopened: null });
  });
});
