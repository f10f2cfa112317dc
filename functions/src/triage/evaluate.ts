/**
 * Keeps one patient's triage alerts (triageAlerts/{patientId}_{kind}) in step with his records: the rules are
 * `evaluateTriage` of the shared model; this gathers their inputs and writes what changed. Everything is read and
 * written in one transaction, so two evaluations of the same patient (a session and its summary written together, a
 * retried trigger, the daily run) never leave the result of older data behind. Only this patient's documents are read.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { TriageAlert } from '@rehab/model/collections';
import { personName } from '@rehab/model/audit';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@rehab/model/monitoring';
import { fieldFixes, sameValue, type ReconcileFix } from '@rehab/model/reconcile';
import {
  TRIAGE_ALERT_KINDS,
  effectiveThresholds,
  evaluateTriage,
  triageAlertId,
  triageAlertState,
  triageInputsOf,
  triageLookbackDays,
  type TriageAlertKind,
  type TriageEvidence,
  type TriageFinding,
  type TriageHandling,
  type TriageInputs,
} from '@rehab/model/triage';
import { db } from '../admin';
import { doctorsCaringFor, pairsMaybeInCare } from '../lib/care';
import { col, docRef } from '../lib/collections';

const DAY_MS = 86_400_000;

async function readInputs(tx: Transaction, patientId: string, now: number) {
  const [user, thresholdsDoc, schedule, careTeam] = await Promise.all([
    tx.get(docRef('users', patientId)),
    tx.get(docRef('triageThresholds', patientId)),
    tx.get(docRef('scheduledWorkouts', patientId)),
    doctorsCaringFor(patientId, tx, now),
  ]);
  const zone = user.data()?.timeZone;
  const timeZone = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const thresholds = effectiveThresholds(thresholdsDoc.data()?.thresholds);
  // A day before the first day in any zone: triageInputsOf keeps the days the rules look at.
  const since = Timestamp.fromMillis(now - (triageLookbackDays(thresholds) + 2) * DAY_MS);
  const [sessions, summaries, checkIns, responses, assignments] = await Promise.all([
    tx.get(col('sessions').where('userId', '==', patientId).where('date', '>=', since)),
    tx.get(col('postsessions').where('userId', '==', patientId).where('startTime', '>=', since)),
    tx.get(col('outcomeCheckIns').where('patientId', '==', patientId).where('createdAt', '>=', since)),
    // Every answer: the first completed one of an instrument is its baseline, however old.
    tx.get(col('questionnaireResponses').where('patientId', '==', patientId)),
    tx.get(col('questionnaireAssignments').where('patientId', '==', patientId).where('active', '==', true)),
  ]);
  const inputs = triageInputsOf({
    now,
    timeZone,
    thresholds,
    schedule: schedule.data(),
    sessions: sessions.docs.map((doc) => ({ id: doc.id, date: doc.data().date.toMillis() })),
    summaries: summaries.docs.map((doc) => doc.data()),
    checkIns: checkIns.docs.map((doc) => ({ sessionId: doc.id, pain: doc.data().pain, createdAt: doc.data().createdAt.toMillis() })),
    responses: responses.docs.map((doc) => {
      const response = doc.data();
      return {
        id: doc.id,
        assignmentId: response.assignmentId,
        instrument: response.instrument,
        occurrenceDay: response.occurrenceDay,
        completed: response.status === 'completed',
        authored: response.authored.toMillis(),
        score: response.score?.value ?? null,
      };
    }),
    assignments: assignments.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
  });
  return { inputs, thresholds, team: { careTeam, patientName: user.exists ? personName(user.data() ?? {}) : '' } };
}

interface Team {
  careTeam: string[];
  patientName: string;
}

/** What the doctors did with a stored alert, as the rules compare it (`triageAlertState`). */
export function handlingOf(alert: Pick<TriageAlert, 'acknowledged' | 'snoozedUntil' | 'snoozedEvidence'>): TriageHandling {
  return {
    acknowledged: alert.acknowledged?.evidence ?? null,
    snoozedUntil: alert.snoozedUntil?.toMillis() ?? null,
    snoozedEvidence: alert.snoozedEvidence ?? null,
  };
}

/**
 * The fields of an alert its rule, its care team and the doctors' acts on it decide (the acts themselves, `acknowledged`
 * and the snooze, are sources: recomputing keeps them).
 */
const evaluatedFields = (alert: Pick<TriageAlert, 'evidence' | 'careTeam' | 'patientName' | 'status' | 'reopened'>) => ({
  evidence: alert.evidence,
  careTeam: alert.careTeam,
  patientName: alert.patientName,
  status: alert.status,
  reopened: alert.reopened ?? null,
});

/** What an existing alert's evaluated fields should be at `now`, from the finding and the doctors' acts. */
function expectedFields(kind: TriageAlertKind, alert: TriageAlert, evidence: TriageEvidence, { careTeam, patientName }: Team, now: number) {
  return { evidence, careTeam, patientName, ...triageAlertState(kind, handlingOf(alert), evidence, now) };
}

/** A snooze whose time has passed: the day's passing changes the alert's status, no lost event. */
const snoozeOver = (alert: TriageAlert, now: number) => alert.snoozedUntil !== null && alert.snoozedUntil.toMillis() <= now;

/** The fixes of the fields a stored alert has wrong; a snooze that ended explains a change of its status. */
function differingFields(kind: TriageAlertKind, alert: TriageAlert, evidence: TriageEvidence, team: Team, now: number) {
  const fixes = fieldFixes('triageAlerts', triageAlertId(alert.patientId, kind), evaluatedFields(alert), expectedFields(kind, alert, evidence, team, now));
  return snoozeOver(alert, now) ? fixes.filter((fix) => fix.field !== 'status' && fix.field !== 'reopened') : fixes;
}

/**
 * Writes what the findings change in the stored alerts and returns the kinds it opened and closed, and one fix per
 * evaluated field it changed (a snoozed alert waking up is the day's passing, not a fix). Compared with a stable deep
 * equality: evidence maps come back from Firestore in another key order than the rules build them.
 */
function reconcile(tx: Transaction, patientId: string, existing: Map<TriageAlertKind, TriageAlert>, findings: TriageFinding[], team: Team, now: number) {
  const { careTeam, patientName } = team;
  const changes = { opened: [] as TriageAlertKind[], closed: [] as TriageAlertKind[], fixes: [] as (ReconcileFix & { kind: TriageAlertKind })[] };
  const holding = new Map(careTeam.length > 0 ? findings.map((finding) => [finding.kind, finding]) : []);
  for (const kind of TRIAGE_ALERT_KINDS) {
    const ref = docRef('triageAlerts', triageAlertId(patientId, kind));
    const finding = holding.get(kind);
    const alert = existing.get(kind);
    if (!finding) {
      if (alert) {
        tx.delete(ref);
        changes.closed.push(kind);
        changes.fixes.push({ kind, collection: 'triageAlerts', document: ref.id, field: '', before: alert, after: null });
      }
      continue;
    }
    if (!alert) {
      const opened: TriageAlert = {
        patientId,
        patientName,
        kind,
        status: 'open',
        careTeam,
        openedAt: Timestamp.fromMillis(now),
        evidence: finding.evidence,
        snoozedUntil: null,
        snoozedEvidence: null,
        acknowledged: null,
        reopened: null,
        openedBy: {},
      };
      tx.create(ref, opened);
      changes.opened.push(kind);
      changes.fixes.push({ kind, collection: 'triageAlerts', document: ref.id, field: '', before: null, after: opened });
      continue;
    }
    const expected = expectedFields(kind, alert, finding.evidence, team, now);
    const ended = snoozeOver(alert, now);
    if (ended || !sameValue(evaluatedFields(alert), expected)) {
      tx.update(ref, { ...expected, ...(ended ? { snoozedUntil: null, snoozedEvidence: null } : {}) });
    }
    changes.fixes.push(...differingFields(kind, alert, finding.evidence, team, now).map((fix) => ({ ...fix, kind })));
  }
  return changes;
}

async function readAlerts(tx: Transaction, patientId: string): Promise<Map<TriageAlertKind, TriageAlert>> {
  const alerts = await Promise.all(TRIAGE_ALERT_KINDS.map((kind) => tx.get(docRef('triageAlerts', triageAlertId(patientId, kind)))));
  const existing = new Map<TriageAlertKind, TriageAlert>();
  alerts.forEach((snapshot, i) => {
    const alert = snapshot.data();
    if (alert) existing.set(TRIAGE_ALERT_KINDS[i], alert);
  });
  return existing;
}

/** Re-evaluates one patient's alerts at `now`; returns the kinds it opened and closed. */
export async function evaluatePatientAlerts(patientId: string, now = Date.now()) {
  return db.runTransaction(async (tx) => {
    const [{ inputs, thresholds, team }, existing] = await Promise.all([readInputs(tx, patientId, now), readAlerts(tx, patientId)]);
    const { opened, closed } = reconcile(tx, patientId, existing, evaluateTriage(inputs, thresholds), team, now);
    return { opened, closed };
  });
}

/** Whether the patient has records of today: their triggers evaluated him today, so yesterday's state is no excuse. */
function hasRecordsOfToday(inputs: TriageInputs): boolean {
  const today = (day: string) => day === inputs.today;
  return (
    inputs.sessions.some((session) => today(session.day)) ||
    inputs.checkIns.some((checkIn) => today(checkIn.day)) ||
    inputs.questionnaires.some((history) => history.responses.some((response) => today(response.day)))
  );
}

/**
 * The reconcile job's part: re-evaluates one patient's alerts at `now`, writes what differs and returns one fix per
 * field that differed. The rules depend on the patient's day, and nothing evaluates him when a day passes without a
 * record until the daily run: a kind whose stored alert is what his records gave 24 hours earlier (and who has no
 * record of today) is brought to today's without being reported as drift.
 */
export async function reconcilePatientAlerts(patientId: string, now = Date.now()): Promise<ReconcileFix[]> {
  return db.runTransaction(async (tx) => {
    const [{ inputs, thresholds, team }, existing] = await Promise.all([readInputs(tx, patientId, now), readAlerts(tx, patientId)]);
    const findings = evaluateTriage(inputs, thresholds);
    const differing = (against: TriageFinding[], at: number) => {
      const holding = new Map(team.careTeam.length > 0 ? against.map((finding) => [finding.kind, finding.evidence]) : []);
      return TRIAGE_ALERT_KINDS.filter((kind) => {
        const alert = existing.get(kind);
        const evidence = holding.get(kind);
        if (!alert || !evidence) return Boolean(alert) !== Boolean(evidence);
        return differingFields(kind, alert, evidence, team, at).length > 0;
      });
    };
    let explainedByTheDay = new Set<TriageAlertKind>();
    if (differing(findings, now).length > 0 && !hasRecordsOfToday(inputs)) {
      const dayBefore = await readInputs(tx, patientId, now - DAY_MS);
      const stillDiffering = new Set(differing(evaluateTriage(dayBefore.inputs, dayBefore.thresholds), now - DAY_MS));
      explainedByTheDay = new Set(TRIAGE_ALERT_KINDS.filter((kind) => !stillDiffering.has(kind)));
    }
    const { fixes } = reconcile(tx, patientId, existing, findings, team, now);
    return fixes
      .filter((fix) => !explainedByTheDay.has(fix.kind))
      .map(({ collection, document, field, before, after }) => ({ collection, document, field, before, after }));
  });
}

/** The daily run: every patient someone may care for, a few at a time. */
export async function evaluateAllAlerts(now: Date): Promise<{ patients: number }> {
  const patients = [...new Set((await pairsMaybeInCare()).map((pair) => pair.patientId))];
  const CONCURRENT = 8;
  for (let i = 0; i < patients.length; i += CONCURRENT) {
    await Promise.all(patients.slice(i, i + CONCURRENT).map((patientId) => evaluatePatientAlerts(patientId, now.getTime())));
  }
  return { patients: patients.length };
}
