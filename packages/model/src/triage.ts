/**
 * The triage rules (issue 34): which alerts hold for one patient on one of his days, as pure data. The functions
 * gather one patient's inputs (sessions, schedule, check-ins, questionnaire answers) when one of them is written and
 * once a day, and keep one alert document per patient and kind from what this returns; the inbox reads only those.
 * Days are the patient's ('YYYY-MM-DD' keys in users.timeZone, see monitoring.ts). Windows that judge whether the
 * patient did something (sessions, adherence) count complete days only, since today is not over; windows of measured
 * values (range of motion, pain) include today, so today's good session closes yesterday's alert.
 */
import type { PostsessionEntry } from './collections';
import { addDays, dayKey } from './monitoring';
import { MAIN_ROM_METRIC, normaliseDeviceType } from './sensors';
import { MCID } from './outcomes/mcid';
import { SCHEDULE_INTERVAL_DAYS, type InstrumentId, type OutcomeSchedule } from './outcomes/types';

/** Most severe first: the inbox sorts by this order. */
export const TRIAGE_ALERT_KINDS = [
  'pain',
  'romRegression',
  'outcomeWorse',
  'noSessions',
  'lowAdherence',
  'questionnaireOverdue',
] as const;
export type TriageAlertKind = (typeof TRIAGE_ALERT_KINDS)[number];

/** The app's defaults; a doctor may change them per patient (triageThresholds/{patient}). */
export interface TriageThresholds {
  /** complete days without a session while workouts were scheduled */
  noSessionDays: number;
  /** adherence below this share (%) of the scheduled workouts of the window */
  adherencePercent: number;
  adherenceWindowDays: number;
  /** the recent median of a sensor's largest angle at least this many degrees below the earlier median */
  romDropDegrees: number;
  romRecentDays: number;
  romBaselineDays: number;
  /** a check-in's pain at or above this */
  painAtLeast: number;
  /** or this many points above the median of the window before it */
  painRise: number;
  painWindowDays: number;
  /** a due questionnaire unanswered this many days after its due day */
  overdueDays: number;
}

export const DEFAULT_TRIAGE_THRESHOLDS: TriageThresholds = {
  noSessionDays: 3,
  adherencePercent: 50,
  adherenceWindowDays: 14,
  romDropDegrees: 10,
  romRecentDays: 7,
  romBaselineDays: 14,
  painAtLeast: 7,
  painRise: 2,
  painWindowDays: 14,
  overdueDays: 7,
};

/** What a doctor may set each threshold to. */
export const THRESHOLD_RANGES: Record<keyof TriageThresholds, { min: number; max: number }> = {
  noSessionDays: { min: 1, max: 30 },
  adherencePercent: { min: 1, max: 100 },
  adherenceWindowDays: { min: 7, max: 60 },
  romDropDegrees: { min: 1, max: 90 },
  romRecentDays: { min: 3, max: 30 },
  romBaselineDays: { min: 7, max: 60 },
  painAtLeast: { min: 1, max: 10 },
  painRise: { min: 1, max: 10 },
  painWindowDays: { min: 7, max: 60 },
  overdueDays: { min: 1, max: 60 },
};

/** The snoozes the inbox offers (days). */
export const SNOOZE_DAYS = [1, 3, 7] as const;

/** triageAlerts/{patientId}_{kind} */
export const triageAlertId = (patientId: string, kind: TriageAlertKind) => `${patientId}_${kind}`;

export function effectiveThresholds(overrides?: Partial<TriageThresholds> | null): TriageThresholds {
  return { ...DEFAULT_TRIAGE_THRESHOLDS, ...overrides };
}

export interface TriageSession {
  id: string;
  day: string;
  /** sensor id -> the largest angle (degrees) the session recorded on it */
  largestAngles: Record<string, number>;
}

/** A post-session summary's largest angle per device type and side ('Knee Brace Left'): what range of motion compares. */
export function largestAngles(entries: readonly PostsessionEntry[]): Record<string, number> {
  const angles: Record<string, number> = {};
  for (const entry of entries) {
    const deviceType = normaliseDeviceType(entry.deviceType);
    const value = entry[MAIN_ROM_METRIC[deviceType] ?? ''];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const key = `${deviceType} ${entry.side}`;
    angles[key] = Math.max(angles[key] ?? -Infinity, value);
  }
  return angles;
}

/** How far back the rules look (days before today): what the functions read of a patient's records. */
export function triageLookbackDays(t: TriageThresholds): number {
  return Math.max(t.noSessionDays, t.adherenceWindowDays, t.romRecentDays + t.romBaselineDays, 2 * t.painWindowDays);
}

export interface TriageCheckIn {
  id: string;
  sessionId: string;
  day: string;
  pain: number;
}

export interface TriageScoredResponse {
  id: string;
  day: string;
  score: number;
}

/** One instrument's completed answers, oldest first, with its minimal clinically important difference. */
export interface TriageQuestionnaireHistory {
  questionnaire: string;
  mcid: number;
  /** true for the instruments this app uses (LEFS, PSFS): a lower score is worse */
  higherIsBetter: boolean;
  responses: TriageScoredResponse[];
}

export interface TriageDueQuestionnaire {
  assignmentId: string;
  questionnaire: string;
  /** the earliest due day still unanswered */
  dueDay: string;
}

export interface TriageInputs {
  today: string;
  /** day -> number of workouts scheduled that day */
  scheduledWorkouts: Record<string, number>;
  sessions: TriageSession[];
  checkIns: TriageCheckIn[];
  questionnaires: TriageQuestionnaireHistory[];
  due: TriageDueQuestionnaire[];
}

/** A patient's records as stored, from which the functions (and the seed's checks) build the rules' inputs. */
export interface TriageRecords {
  now: number;
  timeZone: string;
  thresholds: TriageThresholds;
  /** scheduledWorkouts/{patient} as stored: day -> event id -> event (and `auditId`, which is no day) */
  schedule: Record<string, unknown> | undefined;
  sessions: readonly { id: string; date: number }[];
  summaries: readonly { sessionId?: string; entries?: readonly PostsessionEntry[] }[];
  /** outcomeCheckIns: the pain after each session (null: skipped), at its first save */
  checkIns: readonly { sessionId: string; pain: number | null; createdAt: number }[];
  /** questionnaireResponses of every assignment (the first completed one is the baseline) */
  responses: readonly { id: string; assignmentId: string; instrument: InstrumentId; occurrenceDay: string; completed: boolean; authored: number; score: number | null }[];
  /** the active questionnaireAssignments */
  assignments: readonly { id: string; instrument: InstrumentId; startDay: string; schedule: OutcomeSchedule }[];
}

/** The first occurrence of an assignment not answered yet: the one after the last completed, or its start. */
function firstUnanswered(assignment: TriageRecords['assignments'][number], completedDays: readonly string[]): string | null {
  const last = [...completedDays].sort().pop();
  if (last === undefined) return assignment.startDay;
  return assignment.schedule === 'once' ? null : addDays(last, SCHEDULE_INTERVAL_DAYS[assignment.schedule]);
}

export function triageInputsOf(records: TriageRecords): TriageInputs {
  const { timeZone } = records;
  const today = dayKey(records.now, timeZone);
  const from = addDays(today, -triageLookbackDays(records.thresholds));
  const inWindow = (day: string) => day >= from && day <= today;
  const scheduledWorkouts: Record<string, number> = {};
  for (const [day, events] of Object.entries(records.schedule ?? {})) {
    if (inWindow(day) && events && typeof events === 'object') scheduledWorkouts[day] = Object.keys(events).length;
  }
  const anglesBySession = new Map<string, Record<string, number>>();
  for (const { sessionId, entries } of records.summaries) {
    if (sessionId) anglesBySession.set(sessionId, { ...anglesBySession.get(sessionId), ...largestAngles(entries ?? []) });
  }
  const sessions = records.sessions
    .map((session) => ({ id: session.id, day: dayKey(session.date, timeZone), largestAngles: anglesBySession.get(session.id) ?? {} }))
    .filter((session) => inWindow(session.day));
  const checkIns = records.checkIns.flatMap((checkIn) => {
    const day = dayKey(checkIn.createdAt, timeZone);
    return checkIn.pain === null || !inWindow(day) ? [] : [{ id: checkIn.sessionId, sessionId: checkIn.sessionId, day, pain: checkIn.pain }];
  });
  const completed = records.responses.filter((response) => response.completed);
  const instruments = [...new Set(completed.map((response) => response.instrument))].sort();
  const questionnaires = instruments.map((instrument) => ({
    questionnaire: instrument,
    mcid: MCID[instrument],
    higherIsBetter: true,
    responses: completed
      .filter((response) => response.instrument === instrument && response.score !== null)
      .sort((a, b) => a.authored - b.authored)
      .map((response) => ({ id: response.id, day: dayKey(response.authored, timeZone), score: response.score as number })),
  }));
  const due = records.assignments.flatMap((assignment) => {
    const dueDay = firstUnanswered(assignment, completed.filter((response) => response.assignmentId === assignment.id).map((response) => response.occurrenceDay));
    return dueDay !== null && dueDay <= today ? [{ assignmentId: assignment.id, questionnaire: assignment.instrument, dueDay }] : [];
  });
  return { today, scheduledWorkouts, sessions, checkIns, questionnaires, due };
}

/** What an alert shows as its evidence: the records it rests on and the values compared. */
export interface TriageEvidence {
  sessionIds?: string[];
  checkInIds?: string[];
  responseIds?: string[];
  assignmentIds?: string[];
  values: Record<string, number | string>;
}

export interface TriageFinding {
  kind: TriageAlertKind;
  evidence: TriageEvidence;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const inDays = (day: string, first: string, last: string) => day >= first && day <= last;

function noSessions(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const firstEmptyDay = addDays(inputs.today, -t.noSessionDays);
  const yesterday = addDays(inputs.today, -1);
  if (inputs.sessions.some((session) => session.day >= firstEmptyDay)) return null;
  const scheduledDays = Object.keys(inputs.scheduledWorkouts)
    .filter((day) => inDays(day, firstEmptyDay, yesterday) && inputs.scheduledWorkouts[day] > 0)
    .sort();
  if (scheduledDays.length === 0) return null;
  const lastSession = inputs.sessions.reduce<TriageSession | null>((last, s) => (!last || s.day > last.day ? s : last), null);
  return {
    kind: 'noSessions',
    evidence: {
      sessionIds: lastSession ? [lastSession.id] : [],
      values: { lastSessionDay: lastSession?.day ?? '', scheduledDays: scheduledDays.join(','), days: t.noSessionDays },
    },
  };
}

function lowAdherence(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const first = addDays(inputs.today, -t.adherenceWindowDays);
  const last = addDays(inputs.today, -1);
  const sessionsByDay = new Map<string, number>();
  for (const session of inputs.sessions) sessionsByDay.set(session.day, (sessionsByDay.get(session.day) ?? 0) + 1);
  let scheduled = 0;
  let done = 0;
  for (const [day, count] of Object.entries(inputs.scheduledWorkouts)) {
    if (!inDays(day, first, last) || count <= 0) continue;
    scheduled += count;
    done += Math.min(count, sessionsByDay.get(day) ?? 0);
  }
  if (scheduled === 0 || done * 100 >= t.adherencePercent * scheduled) return null;
  const sessionIds = inputs.sessions.filter((s) => inDays(s.day, first, last)).map((s) => s.id);
  return {
    kind: 'lowAdherence',
    evidence: { sessionIds, values: { done, scheduled, percent: Math.round((done * 100) / scheduled), from: first, to: last } },
  };
}

function romRegression(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const recentFirst = addDays(inputs.today, -(t.romRecentDays - 1));
  const baselineFirst = addDays(recentFirst, -t.romBaselineDays);
  const baselineLast = addDays(recentFirst, -1);
  const sensors = [...new Set(inputs.sessions.flatMap((s) => Object.keys(s.largestAngles)))].sort();
  let worst: { sensor: string; drop: number; recent: number; baseline: number; sessionIds: string[] } | null = null;
  for (const sensor of sensors) {
    const withSensor = inputs.sessions.filter((s) => typeof s.largestAngles[sensor] === 'number');
    const recent = withSensor.filter((s) => inDays(s.day, recentFirst, inputs.today));
    const baseline = withSensor.filter((s) => inDays(s.day, baselineFirst, baselineLast));
    const recentMedian = median(recent.map((s) => s.largestAngles[sensor]));
    const baselineMedian = median(baseline.map((s) => s.largestAngles[sensor]));
    if (recentMedian === null || baselineMedian === null) continue;
    const drop = Math.round((baselineMedian - recentMedian) * 100) / 100;
    if (drop >= t.romDropDegrees && (!worst || drop > worst.drop)) {
      worst = { sensor, drop, recent: recentMedian, baseline: baselineMedian, sessionIds: recent.map((s) => s.id) };
    }
  }
  if (!worst) return null;
  return {
    kind: 'romRegression',
    evidence: {
      sessionIds: worst.sessionIds,
      values: { sensor: worst.sensor, recentMedian: worst.recent, baselineMedian: worst.baseline, drop: worst.drop },
    },
  };
}

function pain(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const windowFirst = addDays(inputs.today, -(t.painWindowDays - 1));
  const recent = inputs.checkIns.filter((c) => inDays(c.day, windowFirst, inputs.today));
  if (recent.length === 0) return null;
  const latest = recent.reduce((a, b) => (b.day > a.day || (b.day === a.day && b.id > a.id) ? b : a));
  const before = inputs.checkIns.filter(
    (c) => c !== latest && c.day <= latest.day && c.day >= addDays(latest.day, -t.painWindowDays),
  );
  const usual = median(before.map((c) => c.pain));
  const high = latest.pain >= t.painAtLeast;
  const risen = usual !== null && latest.pain - usual >= t.painRise;
  if (!high && !risen) return null;
  return {
    kind: 'pain',
    evidence: {
      sessionIds: [latest.sessionId],
      checkInIds: [latest.id],
      values: { pain: latest.pain, day: latest.day, ...(usual !== null ? { median: usual } : {}) },
    },
  };
}

function outcomeWorse(inputs: TriageInputs): TriageFinding | null {
  const worsened = inputs.questionnaires.flatMap((history) => {
    const responses = [...history.responses].sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
    if (responses.length < 2) return [];
    const latest = responses[responses.length - 1];
    const previous = responses[responses.length - 2];
    const baseline = responses[0];
    const loss = (from: TriageScoredResponse) => (history.higherIsBetter ? from.score - latest.score : latest.score - from.score);
    const worstLoss = Math.max(loss(previous), loss(baseline));
    if (worstLoss < history.mcid) return [];
    return [{ history, latest, previous, baseline, worstLoss }];
  });
  if (worsened.length === 0) return null;
  const worst = worsened.reduce((a, b) => (b.worstLoss / b.history.mcid > a.worstLoss / a.history.mcid ? b : a));
  return {
    kind: 'outcomeWorse',
    evidence: {
      responseIds: [...new Set([worst.baseline.id, worst.previous.id, worst.latest.id])],
      values: {
        questionnaire: worst.history.questionnaire,
        latest: worst.latest.score,
        previous: worst.previous.score,
        baseline: worst.baseline.score,
        mcid: worst.history.mcid,
      },
    },
  };
}

function questionnaireOverdue(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const overdue = inputs.due
    .filter((due) => addDays(due.dueDay, t.overdueDays) <= inputs.today)
    .sort((a, b) => a.dueDay.localeCompare(b.dueDay));
  if (overdue.length === 0) return null;
  return {
    kind: 'questionnaireOverdue',
    evidence: {
      assignmentIds: overdue.map((due) => due.assignmentId),
      values: { questionnaire: overdue[0].questionnaire, dueDay: overdue[0].dueDay },
    },
  };
}

/** Every alert that holds for the patient today, most severe first; an open alert missing here closes itself. */
export function evaluateTriage(inputs: TriageInputs, thresholds: TriageThresholds = DEFAULT_TRIAGE_THRESHOLDS): TriageFinding[] {
  return [
    pain(inputs, thresholds),
    romRegression(inputs, thresholds),
    outcomeWorse(inputs),
    noSessions(inputs, thresholds),
    lowAdherence(inputs, thresholds),
    questionnaireOverdue(inputs, thresholds),
  ].filter((finding): finding is TriageFinding => finding !== null);
}

/** The inbox's order: most severe kind first, then the oldest alert first. */
export function compareAlerts(a: { kind: TriageAlertKind; openedAt: number }, b: { kind: TriageAlertKind; openedAt: number }): number {
  return TRIAGE_ALERT_KINDS.indexOf(a.kind) - TRIAGE_ALERT_KINDS.indexOf(b.kind) || a.openedAt - b.openedAt;
}
