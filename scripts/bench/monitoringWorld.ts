/**
 * The Monitoring page's bench world (not the demo seed): one doctor with 1,000
 * patients (BENCH_PATIENTS=200 for the old world), each with 60 sessions in the current 30-day monitoring period and
 * three management entries this month, each patient having approved the doctor. Sessions, their per-day summary
 * and the doctor's overview rows are written together, as the seed does (the rows by the functions' own builder);
 * the functions' triggers are paused meanwhile (the emulator hub's switch), so that 60,000 session writes do not
 * queue 60,000 trigger runs that would only confirm the summaries.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { careRelationshipId, type CareRelationship } from '@rehab/model/care';
import type { Doctor, DoctorOverview, ManagementMonth, Monitoring, Session, User } from '@rehab/model/collections';
import { addDays, dayKey, daysOfSessions } from '@rehab/model/monitoring';
import { overviewMonth, overviewRow } from '@rehab/model/doctorOverview';
import { DEMO_PASSWORD } from '../seed/accounts';
import { withTriggersPaused } from '../seed/write';
import { PROJECT_ID, ports } from '../lib/stack';
import { monthTotals } from '@rehab/model/managementUnion';

export const BENCH_PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1000);
export const BENCH_SESSIONS_PER_PATIENT = 60;
export const BENCH_DOCTOR = { uid: 'bench-doctor', email: 'bench-doctor@bench.test', firstName: 'Bea', lastName: 'Bench' };
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 4) => String(n).padStart(width, '0');

/** Writes the bench world; answers how many documents were written. */
export async function writeMonitoringWorld(now = new Date()): Promise<number> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-monitoring');
  const db = getFirestore(app);
  const writer = db.bulkWriter({ throttling: false });
  let written = 0;
  const set = (path: string, data: object) => {
    written += 1;
    void writer.set(db.doc(path), data);
  };
  const today = dayKey(now, TIME_ZONE);
  const periodStart = addDays(today, -29);
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1, 2)}`;
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const patients = Array.from({ length: BENCH_PATIENTS }, (_, i) => ({ uid: `bench-patient-${pad(i)}`, device: `BENCH-${pad(i)}` }));
  const granted = Timestamp.fromDate(now);
  const overview: DoctorOverview = { doctorId: BENCH_DOCTOR.uid, rows: {} };
  try {
    return await withTriggersPaused(async () => {
    patients.forEach(({ uid, device }, i) => {
      const user: User = { firstName: `Patient`, lastName: pad(i), email: `${uid}@bench.test`, isAuthorized: true, devices: { [device]: 'Left' }, sessions: [] };
      set(`users/${uid}`, user);
      // Each patient approved the doctor (a shared device alone opens nothing).
      const relationship: CareRelationship = {
        patient: uid,
        doctor: BENCH_DOCTOR.uid,
        doctorName: `${BENCH_DOCTOR.firstName} ${BENCH_DOCTOR.lastName}`,
        state: 'active',
        requestedAt: granted,
        since: granted,
        grantedBy: uid,
        devices: { [device]: 'Glove' },
      };
      set(`careRelationships/${careRelationshipId(uid, BENCH_DOCTOR.uid)}`, relationship);
      // 4 to 30 distinct days with data, so the page shows every status.
      const dataDays = 4 + ((i * 7) % 27);
      const sessions = Array.from({ length: BENCH_SESSIONS_PER_PATIENT }, (_, k) => {
        const daysAgo = (k % dataDays) + (i % 3 === 0 ? 3 : 0);
        return { id: `bench-${pad(i)}-${pad(k, 2)}`, date: new Date(now.getTime() - Math.min(daysAgo, 29) * DAY_MS - (k % 8) * 3_600_000) };
      });
      for (const session of sessions) {
        const data: Session = { id: session.id, date: Timestamp.fromDate(session.date), userId: uid, devices: [device], movements: [], notes: '', tags: [], removedTimePoints: [] };
        set(`sessions/${session.id}`, data);
      }
      const monitoring: Monitoring = {
        patientId: uid,
        timeZone: TIME_ZONE,
        daysTimeZone: TIME_ZONE,
        periodStart,
        startedBy: BENCH_DOCTOR.uid,
        days: daysOfSessions(sessions, TIME_ZONE),
        romGoals: {},
      };
      set(`monitoring/${uid}`, monitoring);
      const entries = Object.fromEntries(
        [0, 1, 2].map((k) => {
          const start = Math.max(monthStart, now.getTime() - (k + 1) * 3_600_000);
          const seconds = Math.min(300 + ((i * 37 + k * 113) % 900), Math.floor((now.getTime() - start) / 1000));
          const at = Timestamp.fromMillis(start);
          return [`bench-${k}`, { start: at, seconds, source: 'auto', activity: 'charts', interactive: k === 2 && i % 2 === 0, reason: '', updatedAt: at }];
        }),
      );
      const managementMonth: ManagementMonth = { doctorId: BENCH_DOCTOR.uid, patientId: uid, month, entries, lastEntryId: 'bench-2', inCare: true } as ManagementMonth;
      set(`managementTime/${BENCH_DOCTOR.uid}_${uid}_${month}`, managementMonth);
      // What the onManagementTimeWritten function makes of it: the minutes the page shows.
      const totals = monthTotals(managementMonth)!;
      set(`managementTotals/${BENCH_DOCTOR.uid}_${uid}_${month}`, totals);
      // What the overview functions make of it all: the page's row.
      overview.rows[uid] = overviewRow({ user, monitoring, totals, contacts: [], month: overviewMonth(undefined, now), doctorTimeZone: undefined, now });
    });
    set(`doctorOverview/${BENCH_DOCTOR.uid}`, overview);
    const doctor: Doctor = {
      firstName: BENCH_DOCTOR.firstName,
      lastName: BENCH_DOCTOR.lastName,
      position: 'Physiatrist',
      gender: '',
      address: '',
      specialities: [],
      profilePic: '',
      devices: patients.map((p) => p.device),
      patients: patients.map((p) => p.uid),
      isVerified: true,
      notifications: [],
      phoneNumber: '',
      email: BENCH_DOCTOR.email,
    };
    set(`doctors/${BENCH_DOCTOR.uid}`, doctor);
    await writer.close();
    const auth = getAuth(app);
    await auth.deleteUser(BENCH_DOCTOR.uid).catch(() => undefined);
    await auth.createUser({ uid: BENCH_DOCTOR.uid, email: BENCH_DOCTOR.email, password: DEMO_PASSWORD, emailVerified: true, displayName: `${BENCH_DOCTOR.firstName} ${BENCH_DOCTOR.lastName}` });
    await auth.setCustomUserClaims(BENCH_DOCTOR.uid, { doctor: true });
    return written;
    }, `127.0.0.1:${ports().hub}`);
  } finally {
    await deleteApp(app);
  }
}
