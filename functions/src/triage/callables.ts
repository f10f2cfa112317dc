/**
 * What a doctor does with an alert of the triage inbox, and the thresholds he sets for a patient. Only a doctor of the
 * alert's care team who still cares for the patient (doctorCaresFor); alerts are written by the functions only.
 */
import { FieldPath, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import type { ManagementEntry, TriageAlert } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { monthOfInstant } from '@rehab/model/rtmClaims';
import { SNOOZE_DAYS, THRESHOLD_RANGES, triageAlertState, type TriageThresholds } from '@rehab/model/triage';
import { db } from '../admin';
import { doctorActor, recordAudit } from '../lib/audit';
import { requireVerifiedDoctor } from '../lib/auth';
import { doctorCaresFor } from '../lib/care';
import { docRef } from '../lib/collections';
import { payloadWith, requireDocumentId, requireUid, type Payload } from '../lib/validation';
import { handlingOf } from './evaluate';
import { closedMonthOf, doctorZone } from '../rtm/shared';

const DAY_MS = 86_400_000;

/** The alert, if the caller is of its care team and still cares for the patient. */
async function readOwnAlert(tx: Transaction, alertId: string, uid: string): Promise<TriageAlert> {
  const alert = (await tx.get(docRef('triageAlerts', alertId))).data();
  if (!alert) throw new HttpsError('not-found', 'This alert is closed: what it reported no longer holds.');
  if (!alert.careTeam.includes(uid) || !(await doctorCaresFor(alert.patientId, uid, tx))) throw new HttpsError('permission-denied', 'Only a doctor caring for the patient may handle this alert.');
  return alert;
}

export const openTriageAlert = onCall(async (request): Promise<CallableResponse<'openTriageAlert'>> => {
  const { uid } = await requireVerifiedDoctor(request);
  const alertId = requireDocumentId(payloadWith(request.data, ['alertId']), 'alertId');
  await db.runTransaction(async (tx) => {
    await readOwnAlert(tx, alertId, uid);
    tx.update(docRef('triageAlerts', alertId), new FieldPath('openedBy', uid), FieldValue.serverTimestamp());
  });
  return { alertId };
});

export const acknowledgeTriageAlert = onCall(async (request): Promise<CallableResponse<'acknowledgeTriageAlert'>> => {
  const { uid, doctor } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['alertId', 'note']);
  const alertId = requireDocumentId(payload, 'alertId');
  const note = typeof payload.note === 'string' ? payload.note.trim() : '';
  if (payload.note !== undefined && typeof payload.note !== 'string') throw new HttpsError('invalid-argument', 'note must be a text.');
  if (note.length > LIMITS.triage.note) throw new HttpsError('invalid-argument', `The note may have at most ${LIMITS.triage.note} characters.`);
  const actor = doctorActor(uid, doctor);
  const zone = doctorZone(doctor);
  return db.runTransaction(async (tx) => {
    const alert = await readOwnAlert(tx, alertId, uid);
    // Acknowledged already (a retry, or another doctor of the team): nothing is written twice.
    if (alert.status === 'acknowledged') return { alertId, seconds: 0 };
    const now = Date.now();
    const openedAt = alert.openedBy[uid]?.toMillis();
    const seconds = openedAt === undefined ? 0 : Math.round(Math.min(Math.max(now - openedAt, 0), LIMITS.triage.reviewSeconds * 1000) / 1000);
    const month = monthOfInstant(openedAt ?? now, zone);
    const monthId = `${uid}_${alert.patientId}_${month}`;
    // One entry per review (an alert reopened after an acknowledgement is reviewed again): named by the row's opening.
    const entryId = `triage-${alert.kind}-${openedAt ?? now}`;
    const [monthDoc, closed] = await Promise.all([tx.get(docRef('managementTime', monthId)), openedAt === undefined ? undefined : closedMonthOf(tx, uid, zone, openedAt)]);
    const auditId = recordAudit(tx, actor, {
      action: 'triage.alertAcknowledged',
      target: { collection: 'triageAlerts', id: alertId },
      patientUid: alert.patientId,
      changes: {
        kind: { before: alert.kind, after: alert.kind },
        status: { before: alert.status, after: 'acknowledged' },
        note: { before: null, after: note },
        seconds: { before: null, after: seconds },
      },
    });
    // The evidence as the doctor saw it is kept with his act: a worse reading reopens the alert (triageAlertState).
    tx.update(docRef('triageAlerts', alertId), {
      status: 'acknowledged',
      reopened: null,
      snoozedUntil: null,
      snoozedEvidence: null,
      acknowledged: { uid, name: actor.name, at: Timestamp.fromMillis(now), note, evidence: alert.evidence },
      [`openedBy.${uid}`]: FieldValue.delete(),
    });
    if (seconds > 0 && !closed && openedAt !== undefined) {
      const entry: ManagementEntry = {
        start: Timestamp.fromMillis(openedAt),
        seconds,
        source: 'server',
        activity: 'dashboard',
        interactive: false,
        reason: `Triage alert reviewed (audit ${auditId})`,
        updatedAt: Timestamp.fromMillis(now),
      };
      if (monthDoc.exists) tx.update(docRef('managementTime', monthId), new FieldPath('entries', entryId), entry, 'lastEntryId', entryId);
      else tx.create(docRef('managementTime', monthId), { doctorId: uid, patientId: alert.patientId, month, entries: { [entryId]: entry }, lastEntryId: entryId, inCare: true });
    }
    return { alertId, seconds };
  });
});

export const snoozeTriageAlert = onCall(async (request): Promise<CallableResponse<'snoozeTriageAlert'>> => {
  const { uid } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['alertId', 'days']);
  const alertId = requireDocumentId(payload, 'alertId');
  const days = payload.days;
  if (!SNOOZE_DAYS.some((allowed) => allowed === days)) throw new HttpsError('invalid-argument', `days must be one of ${SNOOZE_DAYS.join(', ')}.`);
  const now = Date.now();
  const until = now + Number(days) * DAY_MS;
  await db.runTransaction(async (tx) => {
    const alert = await readOwnAlert(tx, alertId, uid);
    if (alert.status === 'acknowledged') throw new HttpsError('failed-precondition', 'This alert is acknowledged already.');
    // Snoozed with the evidence as seen: a worse reading wakes it before its time. A reopened alert keeps its reason.
    const handling = { ...handlingOf(alert), snoozedUntil: until, snoozedEvidence: alert.evidence };
    const { status, reopened } = triageAlertState(alert.kind, handling, alert.evidence, now);
    tx.update(docRef('triageAlerts', alertId), { status, reopened, snoozedUntil: Timestamp.fromMillis(until), snoozedEvidence: alert.evidence });
  });
  return { alertId, until };
});

function requireThresholds(payload: Payload): Partial<TriageThresholds> | null {
  const value = payload.thresholds;
  if (value === null) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpsError('invalid-argument', 'thresholds must be an object or null.');
  const thresholds: Partial<TriageThresholds> = {};
  for (const [name, number] of Object.entries(value)) {
    const range = Object.hasOwn(THRESHOLD_RANGES, name) ? THRESHOLD_RANGES[name as keyof TriageThresholds] : undefined;
    if (!range) throw new HttpsError('invalid-argument', `Unknown threshold: ${name}.`);
    if (typeof number !== 'number' || !Number.isInteger(number) || number < range.min || number > range.max) {
      throw new HttpsError('invalid-argument', `${name} must be a whole number from ${range.min} to ${range.max}.`);
    }
    thresholds[name as keyof TriageThresholds] = number;
  }
  return thresholds;
}

export const setTriageThresholds = onCall(async (request): Promise<CallableResponse<'setTriageThresholds'>> => {
  const { uid, doctor } = await requireVerifiedDoctor(request);
  const payload = payloadWith(request.data, ['patientId', 'thresholds']);
  const patientId = requireUid(payload, 'patientId');
  const thresholds = requireThresholds(payload);
  await db.runTransaction(async (tx) => {
    if (!(await doctorCaresFor(patientId, uid, tx))) {
      throw new HttpsError('permission-denied', 'Only a doctor caring for the patient may change his alert thresholds.');
    }
    const ref = docRef('triageThresholds', patientId);
    const before = (await tx.get(ref)).data()?.thresholds ?? {};
    const after = thresholds ?? {};
    const auditId = recordAudit(tx, doctorActor(uid, doctor), {
      action: 'triage.thresholdsChanged',
      target: { collection: 'triageThresholds', id: patientId },
      patientUid: patientId,
      changes: { thresholds: { before, after } },
    });
    tx.set(ref, { patientId, thresholds: after, updatedBy: uid, updatedAt: Timestamp.now(), auditId });
  });
  return { patientId };
});
