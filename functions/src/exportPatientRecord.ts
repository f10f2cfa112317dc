import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { AuditActor } from '@rehab/model/audit';
import { caresFor } from '@rehab/model/care';
import type { CallableResponse } from '@rehab/model/callables';
import type { Device, ExercisePlan, Postsession, ScheduledWorkouts, SensorOverview } from '@rehab/model/collections';
import { patientRecordBundle, type PatientRecord } from '@rehab/model/fhir/bundle';
import { recordExportPath } from '@rehab/model/fhir/exports';
import { DEFAULT_TIME_ZONE, dayKey } from '@rehab/model/monitoring';
import { scheduleEntries } from '@rehab/model/schedule';
import { sensorOverviewId, unpackNumbers } from '@rehab/model/sensorOverview';
import { SENSORS_BY_DEVICE_TYPE } from '@rehab/model/sensors';
import { db } from './admin';
import { adminActor, doctorActor, notYours, patientActor, recordAudit } from './lib/audit';
import { isAdmin, requireSignedIn } from './lib/auth';
import { readCareSources } from './lib/care';
import { col, docRef, type StoredScheduledWorkouts } from './lib/collections';
import { getInPages, readInPages } from './lib/pages';
import { own, payloadWith, requireUid } from './lib/validation';

/** Who may have the record: an admin, the patient himself, or a doctor who cares for him (caresFor). */
async function requester(request: CallableRequest, uid: string, patientId: string): Promise<AuditActor> {
  if (isAdmin(request)) return adminActor(request);
  if (uid === patientId) {
    const user = (await docRef('users', uid).get()).data();
    if (user) return patientActor(uid, user);
  } else if (request.auth?.token.doctor === true) {
    const sources = await readCareSources(patientId, uid);
    if (sources.doctor && caresFor(sources)) return doctorActor(uid, sources.doctor);
  }
  throw notYours('export this record');
}

/** The scheduled dates of a stored calendar, without its audit id. */
function calendarOf(stored: StoredScheduledWorkouts | undefined): ScheduledWorkouts | null {
  if (!stored) return null;
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, ScheduledWorkouts[string]] => typeof entry[1] === 'object' && entry[1] !== null));
}

/** A session's length from its first device's first sensor overview (first to last sample), when it has timed samples. */
function durationOf(overview: SensorOverview | undefined, deviceId: string): number | undefined {
  const series = overview?.devices?.[deviceId];
  if (!series?.timed) return undefined;
  const x = unpackNumbers(series.x);
  if (x.length < 2) return undefined;
  let first = Infinity;
  let last = -Infinity;
  for (const time of x) {
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  return Math.round((last - first) / 1000);
}

/** Reads the whole record, every collection in pages (readInPages, getInPages). */
async function readRecord(patientId: string, withManagement: boolean): Promise<{ record: PatientRecord; timeZone: string }> {
  const user = (await docRef('users', patientId).get()).data();
  if (!user) throw new HttpsError('not-found', 'This patient has no record.');
  const [relationships, devices, sessions, postsessions, ownPlans, appointments, monitoring, calendar, totals, audit, checkIns, responses, plansOfCare, rtmConsents] = await Promise.all([
    readInPages(col('careRelationships').where('patient', '==', patientId)),
    readInPages(col('devices').where('userId', '==', patientId)),
    readInPages(col('sessions').where('userId', '==', patientId)),
    readInPages(col('postsessions').where('userId', '==', patientId)),
    readInPages(col('exerciseplan').where('userID', '==', patientId)),
    readInPages(col('appointments').where('userID', '==', patientId)),
    docRef('monitoring', patientId).get(),
    docRef('scheduledWorkouts', patientId).get(),
    withManagement ? readInPages(col('managementTotals').where('patientId', '==', patientId)) : Promise.resolve([]),
    readInPages(col('auditLog').where('patientUid', '==', patientId)),
    readInPages(col('outcomeCheckIns').where('patientId', '==', patientId)),
    readInPages(col('questionnaireResponses').where('patientId', '==', patientId)),
    readInPages(col('plansOfCare').where('patientId', '==', patientId)),
    readInPages(col('rtmConsents').where('patientId', '==', patientId)),
  ]);

  const devicesById = new Map<string, Pick<Device, 'id' | 'deviceType' | 'side'>>(devices.map((d) => [d.id, { id: d.id, deviceType: d.data().deviceType, side: d.data().side }]));
  const overviewIds = sessions.map((s) => {
    const first = devicesById.get(s.data().devices?.[0] ?? '');
    const sensor = first ? SENSORS_BY_DEVICE_TYPE[first.deviceType]?.[0] : undefined;
    return sensor ? sensorOverviewId(s.id, sensor) : undefined;
  });
  const overviews = await getInPages(overviewIds.filter((id): id is string => id !== undefined).map((id) => docRef('sensorOverviews', id)));
  const overviewById = new Map(overviews.map((o) => [o.id, o.data()]));

  // Summaries name their session; older ones match by start time.
  const summaries = new Map<string, Postsession>();
  for (const p of postsessions) summaries.set(p.data().sessionId ?? `at:${p.data().startTime?.toMillis()}`, p.data());

  const schedule = calendarOf(calendar.data());
  const plans = new Map<string, ExercisePlan>(ownPlans.map((p) => [p.id, p.data()]));
  const scheduledPlanIds = [...new Set(scheduleEntries(schedule).map((entry) => entry.event.exerciseId))].filter((id) => id && !plans.has(id));
  for (const plan of await getInPages(scheduledPlanIds.map((id) => docRef('exerciseplan', id)))) {
    const data = plan.data();
    if (data) plans.set(plan.id, data);
  }
  const exerciseIds = [...new Set([...plans.values()].flatMap((plan) => [...(plan.exerciseArray ?? []), ...Object.keys(plan.exercises ?? {})]))];
  const exercises = await getInPages(exerciseIds.map((id) => docRef('exercises', id)));
  const doctorIds = [
    ...new Set([...relationships.map((r) => r.data().doctor), ...plansOfCare.flatMap((p) => [p.data().treatingClinician, p.data().certifyingPhysician])]),
  ];
  // Public profiles only: a patient does not read his doctors' records (their e-mail and phone), nor does his copy.
  const doctors = await getInPages(doctorIds.map((id) => docRef('doctorProfiles', id)));

  return {
    timeZone: monitoring.data()?.timeZone ?? user.timeZone ?? DEFAULT_TIME_ZONE,
    record: {
      patientId,
      user,
      doctors: doctors.flatMap((d) => (d.exists ? [{ uid: d.id, profile: d.data()! }] : [])),
      relationships: relationships.map((r) => ({ id: r.id, relationship: r.data() })),
      devices: [...devicesById.values()],
      sessions: sessions.map((s, i) => {
        const data = s.data();
        // Sessions of the devices' app may lack the fields the app adds later.
        const session = { ...data, id: s.id, tags: data.tags ?? [], notes: data.notes ?? '', devices: data.devices ?? [], movements: data.movements ?? [] };
        const overviewId = overviewIds[i];
        return {
          session,
          summary: summaries.get(s.id) ?? summaries.get(`at:${session.date.toMillis()}`),
          durationSeconds: overviewId ? durationOf(overviewById.get(overviewId), session.devices[0]) : undefined,
        };
      }),
      plans: [...plans].map(([id, plan]) => ({ id, plan })),
      exerciseNames: new Map(exercises.flatMap((e) => (e.exists ? [[e.id, e.data()!.name] as const] : []))),
      schedule,
      appointments: appointments.map((a) => ({ id: a.id, appointment: a.data() })),
      monitoring: monitoring.data() ?? null,
      managementTotals: totals.map((t) => t.data()),
      audit: audit.map((a) => ({ id: a.id, entry: a.data() })),
      checkIns: checkIns.map((c) => c.data()),
      responses: responses.map((r) => ({ id: r.id, response: r.data() })),
      plansOfCare: plansOfCare.map((p) => ({ id: p.id, plan: p.data() })),
      rtmConsents: rtmConsents.map((c) => ({ id: c.id, consent: c.data() })),
    },
  };
}

/**
 * exportPatientRecord({ patientId, format: 'fhir' }) → { path }: the patient's record as a FHIR R4 Bundle
 * (packages/model/src/fhir), stored where only the requester reads it (storage.rules: recordExports/{uid}/…), and
 * recorded in the patient's history (the accounting of disclosures). For the patient, a doctor he granted access,
 * or an admin; management minutes only in a doctor's or an admin's copy (patients do not read them).
 */
export const exportPatientRecord = onCall({ timeoutSeconds: 120, memory: '512MiB' }, async (request): Promise<CallableResponse<'exportPatientRecord'>> => {
  const uid = requireSignedIn(request);
  const payload = payloadWith(request.data, ['patientId', 'format']);
  const patientId = requireUid(payload, 'patientId');
  if (own(payload, 'format') !== 'fhir') throw new HttpsError('invalid-argument', "format must be 'fhir'.");
  const actor = await requester(request, uid, patientId);

  const now = Date.now();
  const { record, timeZone } = await readRecord(patientId, actor.role !== 'patient');
  const exportId = randomUUID();
  const bundle = patientRecordBundle(record, { exportId, now, today: dayKey(now, timeZone), newUuid: randomUUID });
  const path = recordExportPath(uid, exportId);
  // Each export is a new object: asking that none exists makes the upload idempotent, so the client retries it when
  // the connection drops (EPIPE, ECONNRESET) instead of failing the export.
  await getStorage()
    .bucket()
    .file(path)
    .save(JSON.stringify(bundle), { contentType: 'application/fhir+json', resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });

  await db.runTransaction(async (tx) => {
    recordAudit(tx, actor, {
      action: 'record.exported',
      target: { collection: 'users', id: patientId },
      patientUid: patientId,
      changes: { format: { before: null, after: 'FHIR R4' }, resources: { before: null, after: bundle.entry.length } },
    });
  });
  return { path };
});
