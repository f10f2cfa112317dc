/**
 * The reconcile job (issue 48) against the emulators: aggregates the triggers kept are found healthy; a management
 * total, an overview row, a triage alert and a sensor overview changed by hand (as a lost or misapplied event would
 * leave them) are set back to what their sources give and reported with before and after; a second run finds nothing.
 * A doctor's acknowledgement of an alert is one of its sources: recomputing the alert keeps it (issue 56).
 * The job reads the whole emulated database, other files' documents too: its answers are searched for this file's.
 */
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagementEntry, OverviewRow } from '@rehab/model/collections';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { reconcileReportId, type ReconcileRun, type ReportedFix } from '@rehab/model/reconcile';
import { sensorOverviewId } from '@rehab/model/sensorOverview';
import { triageAlertId } from '@rehab/model/triage';
import { reconcileDataDays } from '../../../functions/src/monitoring/dataDays';
import { reconcileManagementTotals, reconcileOverviewRow, reconcileSensorOverviews } from '../../../functions/src/reconcile/aggregates';
import { reconcileAllAggregates } from '../../../functions/src/reconcile/job';
import { reconcilePatientAlerts } from '../../../functions/src/triage/evaluate';
import { adminDb } from '../support';
import { arrangeCare, doctorClient, patientClient, uniqueId } from './callers';
import { waitForEffect } from '../../effects';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const SAMPLES = 500;

/** Waits until a document satisfies `done` (the triggers run late on a loaded machine). */
async function documentWhen(path: string, done: (data: DocumentData | undefined) => boolean): Promise<DocumentData> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const data = (await adminDb.doc(path).get()).data();
    if (done(data)) return data!;
    if (Date.now() > deadline) throw new Error(`${path} never got there: ${JSON.stringify(data)?.slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A patient in the doctor's care with a session today (its sensor bins, a check-in of pain 9) and 15 minutes of management time. */
async function patientWithRecords(doctorId: string) {
  const patient = await patientClient();
  await adminDb.doc(`careRelationships/${patient.uid}_${doctorId}`).set({
    patient: patient.uid,
    doctor: doctorId,
    state: 'active',
    devices: {},
    requestedAt: Timestamp.now(),
    since: Timestamp.now(),
    grantedBy: patient.uid,
  });
  const now = Date.now();
  const sessionId = uniqueId('session');
  const date = Timestamp.fromMillis(now - 60 * MINUTE);
  await adminDb.doc(`sessions/${sessionId}`).set({ id: sessionId, userId: patient.uid, date, devices: ['dev'], movements: [], notes: '', tags: [], removedTimePoints: [] });
  const time = Array.from({ length: SAMPLES }, (_, i) => date.toMillis() + i * 20);
  const thumb = Array.from({ length: SAMPLES }, (_, i) => Math.round(Math.sin(i / 25) * 400) / 10);
  await adminDb.doc(`data_by_sensor/${sessionId}_dev_Time_0`).set({ sessionId, deviceId: 'dev', sensorId: 'Time', binId: 0, values: time });
  await adminDb.doc(`data_by_sensor/${sessionId}_dev_Thumb_0`).set({ sessionId, deviceId: 'dev', sensorId: 'Thumb', binId: 0, values: thumb });
  await adminDb.doc(`outcomeCheckIns/${sessionId}`).set({ patientId: patient.uid, sessionId, pain: 9, effort: 5, createdAt: Timestamp.fromMillis(now), updatedAt: Timestamp.fromMillis(now) });
  const month = new Date(now).toISOString().slice(0, 7);
  const monthId = `${doctorId}_${patient.uid}_${month}`;
  const entry: ManagementEntry = {
    start: Timestamp.fromMillis(now - 30 * MINUTE),
    seconds: 15 * 60,
    source: 'auto',
    activity: 'dashboard',
    interactive: false,
    reason: '',
    updatedAt: Timestamp.fromMillis(now - 15 * MINUTE),
  };
  await adminDb.doc(`managementTime/${monthId}`).set({ doctorId, patientId: patient.uid, month, entries: { e1: entry }, lastEntryId: 'e1', inCare: true });
  return { patientId: patient.uid, sessionId, monthId, day: dayKey(date.toMillis(), 'UTC') };
}

type World = Awaited<ReturnType<typeof patientWithRecords>>;

/** What the triggers keep of a patient's records, once they all ran: the documents the tests tamper with. */
async function settled(doctorId: string, { patientId, sessionId, monthId, day }: World) {
  const totals = await documentWhen(`managementTotals/${monthId}`, (data) => data?.minutes === 15);
  await documentWhen(`monitoring/${patientId}`, (data) => data?.days?.[day]?.[sessionId] === true);
  const overview = await documentWhen(`doctorOverview/${doctorId}`, (data) => {
    const row = data?.rows?.[patientId] as OverviewRow | undefined;
    return row?.minutes === 15 && row.days.includes(day);
  });
  const alert = await documentWhen(`triageAlerts/${triageAlertId(patientId, 'pain')}`, (data) => data?.evidence?.values?.pain === 9);
  const sensor = await documentWhen(`sensorOverviews/${sensorOverviewId(sessionId, 'Thumb')}`, (data) => Object.keys(data?.sources ?? {}).length === 2);
  return { totals, row: overview.rows[patientId] as OverviewRow, alert, sensor };
}

describe('the reconcile job (issue 48)', { timeout: 600_000 }, () => {
  let doctorId: string;
  let tampered: World;
  let totalsOnly: World;
  let before: Awaited<ReturnType<typeof settled>>;
  let totalsBefore: DocumentData;

  beforeAll(async () => {
    doctorId = (await doctorClient()).uid;
    // Two patients: a changed total rebuilds its own pair's row (a trigger), so the row changed by hand is another pair's.
    tampered = await patientWithRecords(doctorId);
    totalsOnly = await patientWithRecords(doctorId);
    before = await settled(doctorId, tampered);
    totalsBefore = (await settled(doctorId, totalsOnly)).totals;
  }, 400_000);

  it('finds nothing to fix in what the triggers kept', async () => {
    for (const world of [tampered, totalsOnly]) {
      expect(await reconcileManagementTotals(world.monthId)).toEqual([]);
      expect(await reconcileOverviewRow(doctorId, world.patientId, new Date())).toEqual([]);
      expect(await reconcilePatientAlerts(world.patientId)).toEqual([]);
      expect(await reconcileSensorOverviews(world.sessionId)).toEqual([]);
      expect(await reconcileDataDays(world.patientId, new Date())).toEqual([]);
    }
  });

  it('sets right a total, a row, an alert and a sensor overview changed by hand, reports each, and finds nothing the second time', async () => {
    const paths = {
      totals: `managementTotals/${totalsOnly.monthId}`,
      overview: `doctorOverview/${doctorId}`,
      alert: `triageAlerts/${triageAlertId(tampered.patientId, 'pain')}`,
      sensor: `sensorOverviews/${sensorOverviewId(tampered.sessionId, 'Thumb')}`,
    };
    const drifts: Record<keyof typeof paths, { make: () => Promise<unknown>; fix: (fix: ReportedFix) => boolean }> = {
      totals: {
        make: () => adminDb.doc(paths.totals).update({ minutes: 999 }),
        fix: (fix) => fix.collection === 'managementTotals' && fix.document === totalsOnly.monthId && fix.field === 'minutes' && fix.before === '999',
      },
      overview: {
        make: () => adminDb.doc(paths.overview).update(new FieldPath('rows', tampered.patientId, 'contacts'), 7),
        fix: (fix) => fix.collection === 'doctorOverview' && fix.document === doctorId && fix.field === `rows.${tampered.patientId}.contacts` && fix.before === '7',
      },
      alert: {
        make: () => adminDb.doc(paths.alert).update({ evidence: { values: { pain: 3 } } }),
        fix: (fix) => fix.collection === 'triageAlerts' && fix.document === triageAlertId(tampered.patientId, 'pain') && fix.field === 'evidence' && fix.before === '{"values":{"pain":3}}',
      },
      sensor: {
        make: () => adminDb.doc(paths.sensor).update(new FieldPath('devices', 'dev', 'samples'), 1),
        fix: (fix) => fix.collection === 'sensorOverviews' && fix.document === sensorOverviewId(tampered.sessionId, 'Thumb') && fix.field === 'devices',
      },
    };

    // A late trigger of this file's writes may set a drift right before the job reads it (the job then has nothing to
    // report): each drift the job has not found yet is made again, until every one has been found by a run.
    const found = new Map<keyof typeof paths, ReportedFix>();
    let last: ReconcileRun | undefined;
    await waitForEffect(
      'the reconcile job finding each drift made by hand',
      async () => {
        const missing = (Object.keys(drifts) as (keyof typeof paths)[]).filter((kind) => !found.has(kind));
        for (const kind of missing) await drifts[kind].make();
        const run: ReconcileRun = await reconcileAllAggregates(new Date());
        expect(run.driftCount).toBe(run.fixes.length);
        expect(run.report).toBe(reconcileReportId(new Date()));
        last = run;
        for (const kind of missing) {
          const fix = run.fixes.find(drifts[kind].fix);
          if (fix) found.set(kind, fix);
        }
        return found.size === Object.keys(drifts).length;
      },
      { timeoutMs: 400_000 },
    );
    expect(found.get('totals')?.after).toBe('15');
    expect(found.get('overview')?.after).toBe('0');
    expect(JSON.parse(found.get('alert')!.after)).toEqual(JSON.parse(JSON.stringify(before.alert.evidence)));

    // Each document is again what its sources give: what the triggers had written.
    expect((await adminDb.doc(paths.totals).get()).data()).toEqual(totalsBefore);
    expect((await adminDb.doc(paths.overview).get()).get(new FieldPath('rows', tampered.patientId))).toEqual(before.row);
    expect((await adminDb.doc(paths.alert).get()).data()).toEqual(before.alert);
    expect((await adminDb.doc(paths.sensor).get()).data()).toEqual(before.sensor);

    // The day's report holds the run (other runs of the day may have added to it).
    const report = (await adminDb.doc(`reconcileReports/${last!.report}`).get()).data();
    expect(report?.driftCount).toBeGreaterThanOrEqual(last!.driftCount);
    expect(Object.keys(report?.checked ?? {}).sort()).toEqual(['careFlags', 'clinicCaseloads', 'doctorOverview', 'managementTotals', 'monitoring', 'outcomeSummaries', 'patientContacts', 'sensorOverviews', 'triageAlerts', 'videoVisits']);

    // The job reads the whole database, where other files' triggers may still be on their way: of this test's
    // documents, the second run finds nothing to set right.
    const second = await reconcileAllAggregates(new Date());
    const ours = Object.values(paths);
    const oursAgain = second.fixes.filter((fix) => ours.includes(`${fix.collection}/${fix.document}`));
    expect(oursAgain, JSON.stringify(oursAgain, null, 2)).toEqual([]);
  });

  it('brings an alert only the passing day opens up to date without reporting it, and reports one its sources do not explain', async () => {
    // Last session four days ago, workouts scheduled on each day since: "no sessions for 3 days" holds today, not yesterday.
    const patient = await patientClient();
    await adminDb.doc(`careRelationships/${patient.uid}_${doctorId}`).set({ patient: patient.uid, doctor: doctorId, state: 'active', devices: {}, since: Timestamp.now(), grantedBy: patient.uid });
    await adminDb.doc(`sessions/${uniqueId('session')}`).set({ userId: patient.uid, date: Timestamp.fromMillis(Date.now() - 4 * DAY_MS), devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
    const planId = uniqueId('plan');
    await adminDb.doc(`exerciseplan/${planId}`).set({ name: 'Knee', isPublic: false, createdBy: doctorId, exercises: {} });
    const today = dayKey(Date.now(), 'UTC');
    await adminDb.doc(`scheduledWorkouts/${patient.uid}`).set(
      Object.fromEntries([1, 2, 3].map((ago) => [addDays(today, -ago), { [`e${ago}`]: { name: 'Knee', isPublic: false, exerciseId: planId, doctorId } }])),
    );
    const path = `triageAlerts/${triageAlertId(patient.uid, 'noSessions')}`;
    const opened = await documentWhen(path, (data) => data?.careTeam?.includes(doctorId) === true);

    // As yesterday's evaluation left it: no alert. Today's opens it, and that is the day's doing, not a drift.
    await adminDb.doc(path).delete();
    expect(await reconcilePatientAlerts(patient.uid)).toEqual([]);
    expect((await adminDb.doc(path).get()).data()).toMatchObject({ kind: 'noSessions', status: 'open', evidence: opened.evidence });

    // A care team no day explains is drift. A late trigger of this test's writes may set it right before the job
    // reads it (the job then has nothing to report): the drift is made again until the job is the one to find it.
    const fixes = await waitForEffect('the reconcile job reporting the drifted care team', async () => {
      await adminDb.doc(path).update({ careTeam: ['someone-else'] });
      const found = await reconcilePatientAlerts(patient.uid);
      return found.length > 0 && found;
    });
    expect(fixes).toEqual([
      { collection: 'triageAlerts', document: triageAlertId(patient.uid, 'noSessions'), field: 'careTeam', before: ['someone-else'], after: [doctorId] },
    ]);
  });

  it("keeps a doctor's acknowledgement, with the evidence he saw, and reopens an alert whose worse reading's event was lost", async () => {
    const doctor = await doctorClient();
    const patient = await patientClient();
    await arrangeCare(patient.uid, doctor.uid);
    const path = `triageAlerts/${triageAlertId(patient.uid, 'pain')}`;
    const checkIn = (sessionId: string, pain: number, minutesAgo: number) => {
      const at = Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE);
      return adminDb.doc(`outcomeCheckIns/${sessionId}`).set({ patientId: patient.uid, sessionId, pain, effort: 5, createdAt: at, updatedAt: at });
    };
    await checkIn(uniqueId('session'), 7, 30);
    await documentWhen(path, (data) => data?.evidence?.values?.pain === 7);
    await doctor.call('acknowledgeTriageAlert', { alertId: triageAlertId(patient.uid, 'pain'), note: 'Resting.' });
    const acknowledged = await documentWhen(path, (data) => data?.status === 'acknowledged');
    expect(acknowledged.acknowledged.evidence).toEqual(acknowledged.evidence);

    // Its evidence changed by hand: set right, the acknowledgement and the status kept. A late evaluation of the
    // check-in may set it right before the job reads it: the drift is made again until the job is the one to find it.
    const driftFound = (drift: () => Promise<unknown>, what: string) =>
      waitForEffect(what, async () => {
        await drift();
        const found = await reconcilePatientAlerts(patient.uid);
        return found.length > 0 && found;
      });
    const evidenceFixes = await driftFound(() => adminDb.doc(path).update({ evidence: { records: [], values: { pain: 3 } } }), 'the job setting the evidence right');
    expect(evidenceFixes.map((fix) => fix.field)).toEqual(['evidence']);
    expect((await adminDb.doc(path).get()).data()).toEqual(acknowledged);

    // A pain of 9 reopens it; as if that evaluation had been lost, the acknowledged alert is put back: the job reopens it.
    await checkIn(uniqueId('session'), 9, 1);
    const reopened = await documentWhen(path, (data) => data?.evidence?.values?.pain === 9);
    expect(reopened).toMatchObject({ status: 'open', reopened: { handled: 'acknowledged', reason: 'painHigher', values: { was: 7, now: 9 } }, acknowledged: acknowledged.acknowledged });
    const reopening = await driftFound(() => adminDb.doc(path).set(acknowledged), 'the job reopening the alert');
    expect(reopening.map((fix) => fix.field).sort()).toEqual(['evidence', 'reopened', 'status']);
    expect((await adminDb.doc(path).get()).data()).toEqual(reopened);
    expect(await reconcilePatientAlerts(patient.uid)).toEqual([]);
  });
});
