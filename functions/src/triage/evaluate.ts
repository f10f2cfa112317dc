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
import {
  TRIAGE_ALERT_KINDS,
  effectiveThresholds,
  evaluateTriage,
  triageAlertId,
  triageInputsOf,
  triageLookbackDays,
  type TriageAlertKind,
  type TriageFinding,
} from '@rehab/model/triage';
import { db } from '../admin';
import { col, docRef } from '../lib/collections';

const DAY_MS = 86_400_000;

async function readInputs(tx: Transaction, patientId: string, now: number) {
  const [user, thresholdsDoc, schedule, relationships] = await Promise.all([
    tx.get(docRef('users', patientId)),
    tx.get(docRef('triageThresholds', patientId)),
    tx.get(docRef('scheduledWorkouts', patientId)),
    tx.get(col('careRelationships').where('patient', '==', patientId).where('state', '==', 'active')),
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
  const careTeam = relationships.docs.map((doc) => doc.data().doctor).sort();
  return { inputs, thresholds, team: { careTeam, patientName: user.exists ? personName(user.data() ?? {}) : '' } };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Team {
  careTeam: string[];
  patientName: string;
}

function reconcile(tx: Transaction, patientId: string, existing: Map<TriageAlertKind, TriageAlert>, findings: TriageFinding[], { careTeam, patientName }: Team, now: number) {
  const changes = { opened: [] as TriageAlertKind[], closed: [] as TriageAlertKind[] };
  const holding = new Map(careTeam.length > 0 ? findings.map((finding) => [finding.kind, finding]) : []);
  for (const kind of TRIAGE_ALERT_KINDS) {
    const ref = docRef('triageAlerts', triageAlertId(patientId, kind));
    const finding = holding.get(kind);
    const alert = existing.get(kind);
    if (!finding) {
      if (alert) {
        tx.delete(ref);
        changes.closed.push(kind);
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
        acknowledged: null,
        openedBy: {},
      };
      tx.create(ref, opened);
      changes.opened.push(kind);
      continue;
    }
    const wokeUp = alert.status === 'snoozed' && (alert.snoozedUntil?.toMillis() ?? 0) <= now;
    if (wokeUp || !sameJson(alert.evidence, finding.evidence) || !sameJson(alert.careTeam, careTeam) || alert.patientName !== patientName) {
      tx.update(ref, { evidence: finding.evidence, careTeam, patientName, ...(wokeUp ? { status: 'open', snoozedUntil: null } : {}) });
    }
  }
  return changes;
}

/** Re-evaluates one patient's alerts at `now`; returns the kinds it opened and closed. */
export async function evaluatePatientAlerts(patientId: string, now = Date.now()) {
  return db.runTransaction(async (tx) => {
    const [{ inputs, thresholds, team }, ...alerts] = await Promise.all([
      readInputs(tx, patientId, now),
      ...TRIAGE_ALERT_KINDS.map((kind) => tx.get(docRef('triageAlerts', triageAlertId(patientId, kind)))),
    ]);
    const existing = new Map<TriageAlertKind, TriageAlert>();
    alerts.forEach((snapshot, i) => {
      const alert = snapshot.data();
      if (alert) existing.set(TRIAGE_ALERT_KINDS[i], alert);
    });
    return reconcile(tx, patientId, existing, evaluateTriage(inputs, thresholds), team, now);
  });
}

/** The daily run: every patient someone cares for, a few at a time. */
export async function evaluateAllAlerts(now: Date): Promise<{ patients: number }> {
  const relationships = await col('careRelationships').where('state', '==', 'active').select('patient').get();
  const patients = [...new Set(relationships.docs.map((doc) => String(doc.get('patient'))))];
  const CONCURRENT = 8;
  for (let i = 0; i < patients.length; i += CONCURRENT) {
    await Promise.all(patients.slice(i, i + CONCURRENT).map((patientId) => evaluatePatientAlerts(patientId, now.getTime())));
  }
  return { patients: patients.length };
}
