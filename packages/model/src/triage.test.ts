import { describe, expect, it } from 'vitest';
import type { PostsessionEntry } from './collections';
import { addDays } from './monitoring';
import {
  compareAlerts,
  DEFAULT_TRIAGE_THRESHOLDS,
  effectiveThresholds,
  evaluateTriage,
  largestAngles,
  median,
  triageInputsOf,
  type TriageCheckIn,
  type TriageInputs,
  type TriageQuestionnaireHistory,
  type TriageSession,
} from './triage';

const TODAY = '2026-03-20';
const day = (offset: number) => addDays(TODAY, offset);

function inputs(overrides: Partial<TriageInputs> = {}): TriageInputs {
  return { today: TODAY, scheduledWorkouts: {}, sessions: [], checkIns: [], questionnaires: [], due: [], ...overrides };
}

const session = (id: string, offset: number, largestAngles: Record<string, number> = {}): TriageSession => ({
  id,
  day: day(offset),
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
    expect(finding?.evidence).toMatchObject({ sessionIds: ['s'], values: { lastSessionDay: day(-4) } });
  });

  it('needs a workout scheduled in those days', () => {
    expect(kinds(inputs({ scheduledWorkouts: { [day(-5)]: 1 }, sessions: [session('s', -10)] }))).not.toContain('noSessions');
    expect(kinds(inputs({ scheduledWorkouts: { [day(-3)]: 1 } }))).toContain('noSessions');
  });

  it('a session today ends it, whatever the days before', () => {
    expect(kinds(inputs({ scheduledWorkouts: everyDay, sessions: [session('s', 0)] }))).not.toContain('noSessions');
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
    expect(finding?.evidence.values).toMatchObject({ done: 49, scheduled: 100, percent: 49 });
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
    expect(finding?.evidence).toEqual({
      sessionIds: ['r0', 'r1', 'r2'],
      values: { sensor: 'K1', recentMedian: 90, baselineMedian: 100, drop: 10 },
    });
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
  const checkIn = (id: string, offset: number, value: number): TriageCheckIn => ({
    id,
    sessionId: `session-${id}`,
    day: day(offset),
    pain: value,
  });

  it('holds at 7, not at 6, without a history', () => {
    expect(kinds(inputs({ checkIns: [checkIn('a', 0, 6)] }))).not.toContain('pain');
    const finding = evaluateTriage(inputs({ checkIns: [checkIn('a', 0, 7)] })).find((f) => f.kind === 'pain');
    expect(finding?.evidence).toEqual({ sessionIds: ['session-a'], checkInIds: ['a'], values: { pain: 7, day: TODAY } });
  });

  it('holds at 2 points above the 14-day median, not at 1', () => {
    const history = [checkIn('h1', -10, 2), checkIn('h2', -5, 3), checkIn('h3', -2, 3)];
    expect(kinds(inputs({ checkIns: [...history, checkIn('now', 0, 4)] }))).not.toContain('pain');
    const finding = evaluateTriage(inputs({ checkIns: [...history, checkIn('now', 0, 5)] })).find((f) => f.kind === 'pain');
    expect(finding?.evidence.values).toEqual({ pain: 5, day: TODAY, median: 3 });
  });

  it('reads the latest check-in only, and none older than the window', () => {
    expect(kinds(inputs({ checkIns: [checkIn('a', -3, 9), checkIn('b', -1, 1)] }))).not.toContain('pain');
    expect(kinds(inputs({ checkIns: [checkIn('a', -14, 9)] }))).not.toContain('pain');
    expect(kinds(inputs({ checkIns: [checkIn('a', -13, 9)] }))).toContain('pain');
  });
});

describe('questionnaire scores', () => {
  const lefs = (...scores: number[]): TriageQuestionnaireHistory => ({
    questionnaire: 'lefs',
    mcid: 9,
    higherIsBetter: true,
    responses: scores.map((score, i) => ({ id: `r${i}`, day: day(-30 + i * 7), score })),
  });

  it('worse by the MCID than the previous answer', () => {
    expect(kinds(inputs({ questionnaires: [lefs(40, 50, 42)] }))).not.toContain('outcomeWorse');
    const finding = evaluateTriage(inputs({ questionnaires: [lefs(40, 50, 41)] })).find((f) => f.kind === 'outcomeWorse');
    expect(finding?.evidence).toEqual({
      responseIds: ['r0', 'r1', 'r2'],
      values: { questionnaire: 'lefs', latest: 41, previous: 50, baseline: 40, mcid: 9 },
    });
  });

  it('worse by the MCID than the baseline, by small steps', () => {
    expect(kinds(inputs({ questionnaires: [lefs(50, 46, 42)] }))).not.toContain('outcomeWorse');
    expect(kinds(inputs({ questionnaires: [lefs(50, 46, 41)] }))).toContain('outcomeWorse');
  });

  it('needs two answers, and follows the direction of the instrument', () => {
    expect(kinds(inputs({ questionnaires: [lefs(10)] }))).not.toContain('outcomeWorse');
    const lowerIsBetter = { ...lefs(10, 19), higherIsBetter: false };
    expect(kinds(inputs({ questionnaires: [lowerIsBetter] }))).toContain('outcomeWorse');
  });
});

describe('overdue questionnaires', () => {
  it('holds 7 days after the due day, not 6', () => {
    const due = (offset: number) => [{ assignmentId: 'a', questionnaire: 'lefs', dueDay: day(offset) }];
    expect(kinds(inputs({ due: due(-6) }))).not.toContain('questionnaireOverdue');
    expect(evaluateTriage(inputs({ due: due(-7) }))).toEqual([
      { kind: 'questionnaireOverdue', evidence: { assignmentIds: ['a'], values: { questionnaire: 'lefs', dueDay: day(-7) } } },
    ]);
  });
});

describe('thresholds and order', () => {
  it('a doctor\'s threshold replaces the default', () => {
    const thresholds = effectiveThresholds({ painAtLeast: 9 });
    expect(thresholds.painRise).toBe(DEFAULT_TRIAGE_THRESHOLDS.painRise);
    const checkIns = [{ id: 'a', sessionId: 's', day: TODAY, pain: 8 }];
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
    expect(inputs.sessions).toEqual([{ id: 's1', day: '2026-03-18', largestAngles: { 'Knee Brace Left': 90 } }]);
    expect(inputs.checkIns).toEqual([{ id: 's1', sessionId: 's1', day: '2026-03-19', pain: 6 }]);
  });

  it('orders the completed answers with their scores, and finds the first unanswered occurrence', () => {
    const inputs = triageInputsOf(records);
    expect(inputs.questionnaires).toEqual([
      { questionnaire: 'lefs', mcid: 9, higherIsBetter: true, responses: [{ id: 'r1', day: '2026-03-01', score: 50 }, { id: 'r2', day: '2026-03-08', score: 40 }] },
    ]);
    expect(inputs.due).toEqual([{ assignmentId: 'a', questionnaire: 'lefs', dueDay: '2026-03-15' }]);
    // LEFS 50 then 40: worse by more than its MCID; the occurrence of the 15th is not 7 days late yet.
    const kinds = evaluateTriage(inputs).map((f) => f.kind);
    expect(kinds).toContain('outcomeWorse');
    expect(kinds).not.toContain('questionnaireOverdue');
  });
});
