import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import type { AuditActor } from '@rehab/model/audit';
import type { MonitoringEpisode } from '@rehab/model/collections';
import { dayKey } from '@rehab/model/monitoring';
import { zoneOrDefault } from '@rehab/model/rtmClaims';
import { db } from '../admin';
import { adminActor, doctorActor, recordAudit } from '../lib/audit';
import { isAdmin, requireSignedIn, requireVerifiedDoctor } from '../lib/auth';
import { doctorCaresFor } from '../lib/care';
import { docRef } from '../lib/collections';
import { payloadWith, requireUid } from '../lib/validation';

/**
 * stopMonitoring({ patientId }): ends the patient's open episode of monitoring today (in the patient's zone): it moves
 * to `episodes` with its transfers (issue 51: its periods' billing starters), and periodStart/startedBy/transfers go,
 * so that a new episode (and its own 98975) may start after it. The doctor
 * who started it stops it; another doctor of the patient only once the starter no longer looks after the patient;
 * an admin always. Audited.
 */
export const stopMonitoring = onCall(async (request): Promise<CallableResponse<'stopMonitoring'>> => {
  requireSignedIn(request);
  const patientId = requireUid(payloadWith(request.data, ['patientId']), 'patientId');
  let actor: AuditActor;
  if (isAdmin(request)) actor = adminActor(request);
  else {
    const { uid, doctor } = await requireVerifiedDoctor(request);
    actor = doctorActor(uid, doctor);
  }
  const ref = docRef('monitoring', patientId);
  return db.runTransaction(async (tx) => {
    const monitoring = (await tx.get(ref)).data();
    if (!monitoring?.periodStart || !monitoring.startedBy) throw new HttpsError('failed-precondition', 'Monitoring of this patient is not running.');
    if (actor.role === 'doctor') {
      if (!(await doctorCaresFor(patientId, actor.uid, tx))) throw new HttpsError('permission-denied', 'You may stop monitoring only of a patient who granted you access.');
      const starterCares = await doctorCaresFor(patientId, monitoring.startedBy, tx);
      if (monitoring.startedBy !== actor.uid && starterCares) throw new HttpsError('permission-denied', 'Only the doctor who started this episode may stop it while he looks after the patient.');
    }
    const today = dayKey(Date.now(), zoneOrDefault(monitoring.timeZone));
    // An episode planned to start later never began: it ends without a day of its own.
    const began = monitoring.periodStart <= today;
    const endedAt = Timestamp.now();
    const episode: MonitoringEpisode = {
      periodStart: monitoring.periodStart,
      startedBy: monitoring.startedBy,
      endDay: today,
      endedAt,
      endedBy: actor.uid,
      ...(monitoring.transfers?.length ? { transfers: monitoring.transfers } : {}),
    };
    const auditId = recordAudit(tx, actor, {
      action: 'monitoring.stopped',
      target: { collection: 'monitoring', id: patientId },
      patientUid: patientId,
      changes: {
        periodStart: { before: monitoring.periodStart, after: null },
        startedBy: { before: monitoring.startedBy, after: null },
        endDay: { before: null, after: began ? today : null },
      },
    });
    tx.update(ref, {
      episodes: began ? [...(monitoring.episodes ?? []), episode] : (monitoring.episodes ?? []),
      periodStart: FieldValue.delete(),
      startedBy: FieldValue.delete(),
      transfers: FieldValue.delete(),
      auditId,
    });
    return { patientId, endDay: today };
  });
});
