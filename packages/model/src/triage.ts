/**
 * The triage rules (issue 34): which alerts hold for one patient on one of his days, as pure data. The functions
 * gather one patient's inputs (sessions, schedule, check-ins, questionnaire answers) when one of them is written and
 * once a day, and keep one alert document per patient and kind from what this returns; the inbox reads only those.
 * Days are the patient's ('YYYY-MM-DD' keys in users.timeZone, see monitoring.ts). Windows that judge whether the
 * patient did something (sessions, adherence) count complete days only, since today is not over; windows of measured
 * values (range of motion, pain) include today, so today's good session closes yesterday's alert.
 */
import type { PostsessionEntry, TriageAlert } from './collections';
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

/** Whether an alert waits for a doctor at `now`: open, or snoozed with its time passed (the functions reopen it at their next run). */
export function isAlertWaiting(alert: Pick<TriageAlert, 'status' | 'snoozedUntil'>, now: number): boolean {
  return alert.status === 'open' || (alert.status === 'snoozed' && (alert.snoozedUntil?.toMillis() ?? 0) <= now);
}

export function effectiveThresholds(overrides?: Partial<TriageThresholds> | null): TriageThresholds {
  return { ...DEFAULT_TRIAGE_THRESHOLDS, ...overrides };
}

export interface TriageSession {
  id: string;
  day: string;
  /** the session's stored date (ms) */
  at: number;
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
  /** the check-in's first save (ms, `createdAt`): when the patient felt this pain */
  at: number;
  pain: number;
}

export interface TriageScoredResponse {
  id: string;
  day: string;
  /** when it was answered (ms, `authored`) */
  at: number;
  score: number;
}

/**
 * The order of "latest" wherever a rule picks one: by stored time, then by id for records of the same millisecond, so
 * the pick never depends on how ids sort or on the order records were read in.
 */
export function byStoredTime(a: { at: number; id: string }, b: { at: number; id: string }): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function latestOf<T extends { at: number; id: string }>(records: readonly T[]): T | null {
  return records.reduce<T | null>((latest, record) => (!latest || byStoredTime(record, latest) > 0 ? record : latest), null);
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
    .map((session) => ({ id: session.id, day: dayKey(session.date, timeZone), at: session.date, largestAngles: anglesBySession.get(session.id) ?? {} }))
    .filter((session) => inWindow(session.day));
  const checkIns = records.checkIns.flatMap((checkIn) => {
    const day = dayKey(checkIn.createdAt, timeZone);
    return checkIn.pain === null || !inWindow(day) ? [] : [{ id: checkIn.sessionId, sessionId: checkIn.sessionId, day, at: checkIn.createdAt, pain: checkIn.pain }];
  });
  const completed = records.responses.filter((response) => response.completed);
  const instruments = [...new Set(completed.map((response) => response.instrument))].sort();
  const questionnaires = instruments.map((instrument) => ({
    questionnaire: instrument,
    mcid: MCID[instrument],
    higherIsBetter: true,
    responses: completed
      .filter((response) => response.instrument === instrument && response.score !== null)
      .map((response) => ({ id: response.id, day: dayKey(response.authored, timeZone), at: response.authored, score: response.score as number }))
      .sort(byStoredTime),
  }));
  const due = records.assignments.flatMap((assignment) => {
    const dueDay = firstUnanswered(assignment, completed.filter((response) => response.assignmentId === assignment.id).map((response) => response.occurrenceDay));
    return dueDay !== null && dueDay <= today ? [{ assignmentId: assignment.id, questionnaire: assignment.instrument, dueDay }] : [];
  });
  return { today, scheduledWorkouts, sessions, checkIns, questionnaires, due };
}

/**
 * One record an alert rests on, as the inbox lists it: its day, the value the rule read from it, and the session whose
 * chart shows it. The functions store these with the alert, so the inbox shows the evidence without reading the
 * patient's clinical records.
 */
export interface TriageEvidenceRecord {
  /** a session, the check-in after a session, a questionnaire answer, an assignment left unanswered */
  type: 'session' | 'checkIn' | 'response' | 'assignment';
  id: string;
  /** its part in the comparison: the latest reading, the one before, the first; a window's session; an overdue due day */
  role: 'latest' | 'previous' | 'first' | 'recent' | 'baseline' | 'overdue';
  /** the patient's day of it ('YYYY-MM-DD'); a check-in's: its session's (its own when the session was not read); an assignment's: the due day left unanswered */
  day: string;
  /** the session whose chart shows it (a session's own id, a check-in's session) */
  sessionId?: string;
  /** the value the rule read from it: pain (0–10), the largest angle (°) on the alert's sensor, a score */
  value?: number;
}

/**
 * What an alert shows as its evidence: the records it rests on and the values compared, with the thresholds they were
 * compared against (under the names of TriageThresholds; `mcid` for a questionnaire).
 */
export interface TriageEvidence {
  records: TriageEvidenceRecord[];
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

const sessionRecord = (session: TriageSession, role: TriageEvidenceRecord['role'], value?: number): TriageEvidenceRecord => ({
  type: 'session',
  id: session.id,
  role,
  day: session.day,
  sessionId: session.id,
  ...(value === undefined ? {} : { value }),
});

function noSessions(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const firstEmptyDay = addDays(inputs.today, -t.noSessionDays);
  const yesterday = addDays(inputs.today, -1);
  if (inputs.sessions.some((session) => session.day >= firstEmptyDay)) return null;
  const scheduledDays = Object.keys(inputs.scheduledWorkouts)
    .filter((day) => inDays(day, firstEmptyDay, yesterday) && inputs.scheduledWorkouts[day] > 0)
    .sort();
  if (scheduledDays.length === 0) return null;
  const lastSession = latestOf(inputs.sessions);
  return {
    kind: 'noSessions',
    evidence: {
      records: lastSession ? [sessionRecord(lastSession, 'latest')] : [],
      values: { lastSessionDay: lastSession?.day ?? '', scheduledDays: scheduledDays.join(','), days: t.noSessionDays, from: firstEmptyDay, to: yesterday },
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
  const sessions = inputs.sessions.filter((s) => inDays(s.day, first, last)).sort(byStoredTime);
  return {
    kind: 'lowAdherence',
    evidence: {
      records: sessions.map((session) => sessionRecord(session, 'recent')),
      values: { done, scheduled, percent: Math.round((done * 100) / scheduled), from: first, to: last, adherencePercent: t.adherencePercent },
    },
  };
}

function romRegression(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const recentFirst = addDays(inputs.today, -(t.romRecentDays - 1));
  const baselineFirst = addDays(recentFirst, -t.romBaselineDays);
  const baselineLast = addDays(recentFirst, -1);
  const sensors = [...new Set(inputs.sessions.flatMap((s) => Object.keys(s.largestAngles)))].sort();
  let worst: { sensor: string; drop: number; recentMedian: number; baselineMedian: number; recent: TriageSession[]; baseline: TriageSession[] } | null = null;
  for (const sensor of sensors) {
    const withSensor = inputs.sessions.filter((s) => typeof s.largestAngles[sensor] === 'number').sort(byStoredTime);
    const recent = withSensor.filter((s) => inDays(s.day, recentFirst, inputs.today));
    const baseline = withSensor.filter((s) => inDays(s.day, baselineFirst, baselineLast));
    const recentMedian = median(recent.map((s) => s.largestAngles[sensor]));
    const baselineMedian = median(baseline.map((s) => s.largestAngles[sensor]));
    if (recentMedian === null || baselineMedian === null) continue;
    const drop = Math.round((baselineMedian - recentMedian) * 100) / 100;
    if (drop >= t.romDropDegrees && (!worst || drop > worst.drop)) worst = { sensor, drop, recentMedian, baselineMedian, recent, baseline };
  }
  if (!worst) return null;
  const { sensor } = worst;
  return {
    kind: 'romRegression',
    evidence: {
      records: [
        ...worst.baseline.map((session) => sessionRecord(session, 'baseline', session.largestAngles[sensor])),
        ...worst.recent.map((session) => sessionRecord(session, 'recent', session.largestAngles[sensor])),
      ],
      values: { sensor, recentMedian: worst.recentMedian, baselineMedian: worst.baselineMedian, drop: worst.drop, romDropDegrees: t.romDropDegrees },
    },
  };
}

function pain(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const windowFirst = addDays(inputs.today, -(t.painWindowDays - 1));
  const latest = latestOf(inputs.checkIns.filter((c) => inDays(c.day, windowFirst, inputs.today)));
  if (!latest) return null;
  const before = inputs.checkIns.filter(
    (c) => c !== latest && c.day <= latest.day && c.day >= addDays(latest.day, -t.painWindowDays),
  );
  const usual = median(before.map((c) => c.pain));
  const high = latest.pain >= t.painAtLeast;
  const risen = usual !== null && latest.pain - usual >= t.painRise;
  if (!high && !risen) return null;
  const session = inputs.sessions.find((s) => s.id === latest.sessionId);
  return {
    kind: 'pain',
    evidence: {
      records: [{ type: 'checkIn', id: latest.id, role: 'latest', day: session?.day ?? latest.day, sessionId: latest.sessionId, value: latest.pain }],
      values: { pain: latest.pain, day: latest.day, ...(usual !== null ? { median: usual } : {}), painAtLeast: t.painAtLeast, painRise: t.painRise },
    },
  };
}

function outcomeWorse(inputs: TriageInputs): TriageFinding | null {
  const worsened = inputs.questionnaires.flatMap((history) => {
    const responses = [...history.responses].sort(byStoredTime);
    if (responses.length < 2) return [];
    const latest = responses[responses.length - 1];
    const previous = responses[responses.length - 2];
    const baseline = responses[0];
    const loss = (from: TriageScoredResponse) => (history.higherIsBetter ? from.score - latest.score : latest.score - from.score);
    // The first answer is a comparison of its own only when it is not the previous one.
    const fromPrevious = loss(previous) >= history.mcid ? loss(previous) : null;
    const fromFirst = baseline !== previous && loss(baseline) >= history.mcid ? loss(baseline) : null;
    if (fromPrevious === null && fromFirst === null) return [];
    return [{ history, latest, previous, baseline, fromPrevious, fromFirst, worstLoss: Math.max(fromPrevious ?? 0, fromFirst ?? 0) }];
  });
  if (worsened.length === 0) return null;
  const worst = worsened.reduce((a, b) => (b.worstLoss / b.history.mcid > a.worstLoss / a.history.mcid ? b : a));
  const record = (response: TriageScoredResponse, role: TriageEvidenceRecord['role']): TriageEvidenceRecord => ({ type: 'response', id: response.id, role, day: response.day, value: response.score });
  return {
    kind: 'outcomeWorse',
    evidence: {
      records: [...(worst.baseline !== worst.previous ? [record(worst.baseline, 'first')] : []), record(worst.previous, 'previous'), record(worst.latest, 'latest')],
      values: {
        questionnaire: worst.history.questionnaire,
        latest: worst.latest.score,
        previous: worst.previous.score,
        baseline: worst.baseline.score,
        mcid: worst.history.mcid,
        better: worst.history.higherIsBetter ? 'higher' : 'lower',
        ...(worst.fromPrevious !== null ? { lossFromPrevious: worst.fromPrevious } : {}),
        ...(worst.fromFirst !== null ? { lossFromFirst: worst.fromFirst } : {}),
      },
    },
  };
}

function questionnaireOverdue(inputs: TriageInputs, t: TriageThresholds): TriageFinding | null {
  const overdue = inputs.due
    .filter((due) => addDays(due.dueDay, t.overdueDays) <= inputs.today)
    .sort((a, b) => a.dueDay.localeCompare(b.dueDay) || (a.assignmentId < b.assignmentId ? -1 : a.assignmentId > b.assignmentId ? 1 : 0));
  if (overdue.length === 0) return null;
  return {
    kind: 'questionnaireOverdue',
    evidence: {
      records: overdue.map((due): TriageEvidenceRecord => ({ type: 'assignment', id: due.assignmentId, role: 'overdue', day: due.dueDay })),
      values: { questionnaire: overdue[0].questionnaire, dueDay: overdue[0].dueDay, overdueDays: t.overdueDays },
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

/**
 * Why a reading is worse than the one a doctor handled (acknowledged or snoozed), with the values its text shows (`was…`
 * the handled reading's, days as 'YYYY-MM-DD'): a key of the inbox's `worse` texts.
 */
export interface TriageWorsening {
  reason: 'painHigher' | 'romLower' | 'romOtherSensor' | 'outcomeFurther' | 'outcomeOtherQuestionnaire' | 'newPeriod' | 'newOccurrence';
  values: Record<string, number | string>;
}

const numberOf = (value: number | string | undefined) => (typeof value === 'number' ? value : Number.NaN);
const textOf = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/**
 * Whether the evidence now is worse than the evidence a doctor handled, per kind: pain higher; range of motion lower
 * (the recent median), or another sensor regressing; a questionnaire worse by a further MCID, or another instrument;
 * days without a session and adherence: a new period (a window that starts after the handled one ended); an overdue
 * questionnaire: another occurrence overdue. Equal is not worse: the doctor saw that.
 */
export function worseThanHandled(kind: TriageAlertKind, handled: TriageEvidence, now: TriageEvidence): TriageWorsening | null {
  const [was, is] = [handled.values, now.values];
  switch (kind) {
    case 'pain':
      return numberOf(is.pain) > numberOf(was.pain) ? { reason: 'painHigher', values: { was: was.pain, now: is.pain, day: textOf(is.day) } } : null;
    case 'romRegression':
      if (is.sensor !== was.sensor) return { reason: 'romOtherSensor', values: { wasSensor: textOf(was.sensor), sensor: textOf(is.sensor), now: is.recentMedian } };
      return numberOf(is.recentMedian) < numberOf(was.recentMedian) ? { reason: 'romLower', values: { sensor: textOf(is.sensor), was: was.recentMedian, now: is.recentMedian } } : null;
    case 'outcomeWorse': {
      if (is.questionnaire !== was.questionnaire) return { reason: 'outcomeOtherQuestionnaire', values: { wasQuestionnaire: textOf(was.questionnaire), questionnaire: textOf(is.questionnaire), now: is.latest } };
      const loss = (is.better === 'lower' ? -1 : 1) * (numberOf(was.latest) - numberOf(is.latest));
      return loss >= numberOf(is.mcid) ? { reason: 'outcomeFurther', values: { questionnaire: textOf(is.questionnaire), was: was.latest, now: is.latest, mcid: is.mcid } } : null;
    }
    case 'noSessions':
    case 'lowAdherence':
      return textOf(is.from) > textOf(was.to) ? { reason: 'newPeriod', values: { wasFrom: textOf(was.from), wasTo: textOf(was.to), from: textOf(is.from), to: textOf(is.to) } } : null;
    case 'questionnaireOverdue': {
      const handledDue = new Set(handled.records.map((record) => `${record.id} ${record.day}`));
      const newlyDue = now.records.find((record) => !handledDue.has(`${record.id} ${record.day}`));
      return newlyDue ? { reason: 'newOccurrence', values: { questionnaire: textOf(is.questionnaire), day: newlyDue.day, wasDay: textOf(was.dueDay) } } : null;
    }
  }
}

/** What the doctors did with an alert: the evidence each act saw. */
export interface TriageHandling {
  /** the evidence as acknowledged, if a doctor acknowledged it */
  acknowledged: TriageEvidence | null;
  /** until when (ms) it is snoozed, if it is, and the evidence as snoozed */
  snoozedUntil: number | null;
  snoozedEvidence: TriageEvidence | null;
}

/** An alert the functions reopened: what its doctor had done with it, and why the reading now is worse. */
export interface TriageReopening extends TriageWorsening {
  handled: 'acknowledged' | 'snoozed';
}

/**
 * An alert's status at `now`, a pure function of its evidence and the doctors' acts: open; snoozed until its time, and
 * open before if a reading is worse than the one snoozed; acknowledged while no reading is worse than the one
 * acknowledged, open again (saying why) once one is. A reading that is no longer worse (a check-in corrected) makes it
 * what it was, as the evidence decides the alert in every other way.
 */
export function triageAlertState(
  kind: TriageAlertKind,
  handling: TriageHandling,
  evidence: TriageEvidence,
  now: number,
): { status: 'open' | 'snoozed' | 'acknowledged'; reopened: TriageReopening | null } {
  const sinceAcknowledged = handling.acknowledged ? worseThanHandled(kind, handling.acknowledged, evidence) : null;
  const reopenedSinceAcknowledged: TriageReopening | null = sinceAcknowledged ? { handled: 'acknowledged', ...sinceAcknowledged } : null;
  if (handling.snoozedUntil !== null && handling.snoozedUntil > now) {
    const sinceSnoozed = handling.snoozedEvidence ? worseThanHandled(kind, handling.snoozedEvidence, evidence) : null;
    if (sinceSnoozed) return { status: 'open', reopened: { handled: 'snoozed', ...sinceSnoozed } };
    return { status: 'snoozed', reopened: reopenedSinceAcknowledged };
  }
  if (handling.acknowledged && !sinceAcknowledged) return { status: 'acknowledged', reopened: null };
  return { status: 'open', reopened: reopenedSinceAcknowledged };
}
