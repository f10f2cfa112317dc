// @vitest-environment node
/**
 * Seeds the emulators (unless the demo world is already there: this test never
 * resets, so it is safe beside other emulator tests) and reads the world back.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicDashboard } from '@rehab/model/clinicDashboard';
import { LIMITS } from '@rehab/model/limits';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { currentOccurrence, responseIdOf } from '@rehab/model/outcomes/schedule';
import type { ReconcileRun } from '@rehab/model/reconcile';
import { localDay } from '@rehab/model/reminders';
import { SENSORS_BY_DEVICE_TYPE, TIME_SENSOR } from '@rehab/model/sensors';
import { runScheduledJob } from '../lib/localScheduler';
import { PROJECT_ID } from '../lib/stack';
import { seed } from '../seed';
import { DEMO_ACCOUNTS, DEMO_CLINICS, DEMO_PASSWORD, DEMO_PATIENT_DEVICES, LONG_GLOVE_SESSION_ID, UNREGISTERED_DEVICE_IDS } from './accounts';
import { DEMO_DUE_LEFS_ASSIGNMENT } from './outcomes';

describe.skipIf(!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST)('the seeded emulators', () => {
  let app: App;

  beforeAll(async () => {
    await seed({ reset: false });
    app = initializeApp({ projectId: PROJECT_ID }, 'seed-emulator-test');
  }, 60_000);

  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it('does nothing when seeded again without --reset', async () => {
    const summary = await seed({ reset: false });
    expect(summary.skipped).toBe(true);
    expect(Object.values(summary.written).every((count) => count === 0)).toBe(true);
  });

  it('lets the demo accounts sign in with the demo password', async () => {
    for (const account of [DEMO_ACCOUNTS.doctor, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.admin]) {
      const response = await fetch(
        `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD, returnSecureToken: true }) },
      );
      expect(response.status, account.email).toBe(200);
      expect(((await response.json()) as { localId: string }).localId).toBe(account.uid);
    }
  });

  it('gives doctors and the admin their claims, and the admin no users or doctors record', async () => {
    const auth = getAuth(app);
    const db = getFirestore(app);
    expect((await auth.getUser(DEMO_ACCOUNTS.doctor.uid)).customClaims).toEqual({ doctor: true });
    expect((await auth.getUser(DEMO_ACCOUNTS.newDoctor.uid)).customClaims).toEqual({ doctor: true });
    expect((await auth.getUser(DEMO_ACCOUNTS.admin.uid)).customClaims).toEqual({ admin: true });
    expect((await auth.getUser(DEMO_ACCOUNTS.patient.uid)).emailVerified).toBe(true);
    expect((await db.doc(`users/${DEMO_ACCOUNTS.admin.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`doctors/${DEMO_ACCOUNTS.admin.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`doctors/${DEMO_ACCOUNTS.doctor.uid}`).get()).get('isVerified')).toBe(true);
    expect((await db.doc(`doctors/${DEMO_ACCOUNTS.newDoctor.uid}`).get()).get('isVerified')).toBe(false);
  });

  it('stores the long glove session as ten ordered 6,000-sample bins per series of each glove', async () => {
    const db = getFirestore(app);
    const session = await db.doc(`sessions/${LONG_GLOVE_SESSION_ID}`).get();
    expect(session.get('devices')).toEqual([DEMO_PATIENT_DEVICES.gloveLeft.id, DEMO_PATIENT_DEVICES.gloveRight.id]);
    for (const deviceId of session.get('devices') as string[]) {
      for (const sensorId of [TIME_SENSOR, 'AngleX', 'Palm']) {
        const bins = await db
          .collection('data_by_sensor')
          .where('sessionId', '==', LONG_GLOVE_SESSION_ID)
          .where('deviceId', '==', deviceId)
          .where('sensorId', '==', sensorId)
          .orderBy('binId')
          .get();
        expect(bins.docs.map((doc) => doc.get('binId'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(bins.docs.flatMap((doc) => doc.get('values') as number[])).toHaveLength(60_000);
      }
    }
  });

  it("gives the demo patient reminders, on with the defaults, and his doctors' summary", async () => {
    const db = getFirestore(app);
    const settings = (await db.doc(`reminderSettings/${DEMO_ACCOUNTS.patient.uid}`).get()).data();
    expect(settings).toMatchObject({ enabled: true, dailyTime: '18:00', quietStart: '21:00', quietEnd: '08:00', channels: { push: true, email: true } });
    expect((await db.doc(`reminderStatus/${DEMO_ACCOUNTS.patient.uid}`).get()).get('enabled')).toBe(true);
  });

  it('gives the demo patient a LEFS due now after five scored weeks, and check-ins on his past sessions', async () => {
    const db = getFirestore(app);
    const uid = DEMO_ACCOUNTS.patient.uid;
    const assignment = (await db.doc(`questionnaireAssignments/${DEMO_DUE_LEFS_ASSIGNMENT}`).get()).data();
    expect(assignment).toMatchObject({ patientId: uid, doctorId: DEMO_ACCOUNTS.doctor.uid, instrument: 'lefs', schedule: 'weekly', active: true });
    const responses = await db.collection('questionnaireResponses').where('assignmentId', '==', DEMO_DUE_LEFS_ASSIGNMENT).get();
    const scores = responses.docs.map((doc) => doc.data()).sort((a, b) => a.occurrenceDay.localeCompare(b.occurrenceDay)).map((r) => r.score.value);
    expect(scores).toEqual([34, 39, 45, 47, 52]);
    const today = localDay(Date.now(), DEFAULT_TIME_ZONE);
    const due = currentOccurrence(assignment!.startDay, assignment!.schedule, today);
    expect(responses.docs.map((doc) => doc.id)).not.toContain(responseIdOf(DEMO_DUE_LEFS_ASSIGNMENT, due!));
    const checkIns = await db.collection('outcomeCheckIns').where('patientId', '==', uid).get();
    expect(checkIns.size).toBeGreaterThan(0);
    expect(checkIns.docs.every((doc) => doc.id === doc.get('sessionId'))).toBe(true);
  });

  it("builds Northside's dashboard with its caseload: the same patients, and its owner's closed month", async () => {
    const db = getFirestore(app);
    const { northside } = DEMO_CLINICS;
    const [caseload, dashboard] = await Promise.all([db.doc(`clinicCaseloads/${northside.id}`).get(), db.doc(`clinicDashboards/${northside.id}`).get()]);
    const { clinic, clinicians } = dashboard.data() as ClinicDashboard;
    expect(clinic.patients).toBe(caseload.get('patients'));
    const owner = clinicians.find((clinician) => clinician.uid === northside.owner)!;
    expect(owner.claims).toHaveLength(LIMITS.clinics.dashboardMonths);
    expect(owner.claims.some((month) => month.closed)).toBe(true);
  });

  // Every aggregate the seed writes itself (data days, totals, overview rows, sensor overviews, outcome summaries) or
  // has the functions write (triage alerts, caseloads and dashboards) is what its sources give: the reconcile job, run as
  // the local scheduler runs it, fixes nothing.
  it('reconciles to 0 drifts', async () => {
    const { result } = (await runScheduledJob('reconcileAggregates', new Date())) as { result: ReconcileRun };
    expect(result.fixes, JSON.stringify(result.fixes, null, 2)).toEqual([]);
    expect(result.driftCount).toBe(0);
    expect(result.checked.monitoring).toBeGreaterThan(0);
    expect(result.checked.sensorOverviews).toBeGreaterThan(0);
    expect(result.checked.outcomeSummaries).toBeGreaterThan(0);
    expect(result.checked.clinicCaseloads).toBeGreaterThan(0);
  }, 300_000);

  it('has device types with their sensors and unregistered devices ready to register', async () => {
    const db = getFirestore(app);
    expect((await db.doc('deviceTypes/Glove').get()).get('sensors')).toEqual(SENSORS_BY_DEVICE_TYPE.Glove);
    for (const id of UNREGISTERED_DEVICE_IDS) expect((await db.doc(`devices/${id}`).get()).get('userId')).toBe('');
  });
});
