/**
 * The clinic pages' bench world (not the demo seed): two clinics of 50 clinicians each, one of BENCH_CLINIC_PATIENTS
 * patients (5,000) and one of a tenth of them (500), each with a bench owner who signs in. Only patient records and
 * what the functions build from them: each patient's users record, his approval of the clinic naming his primary
 * clinician and his outcome summary; each clinician's overview rows of his patients and his closed months; and the
 * clinic's caseload (summary and pages) and dashboard, built by the model's pure builders from those sources in
 * memory, so that they are what the functions would write. No sessions. Written with the functions' triggers paused
 * (the emulator hub's switch).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { buildCaseload, caseloadPageId, type CaseloadSources } from '@rehab/model/caseload';
import { buildClinicDashboard, dashboardMonths, type OutcomeSummary } from '@rehab/model/clinicDashboard';
import { clinicConsentId, type Clinic, type ClinicConsent, type ClinicMember } from '@rehab/model/clinics';
import type { Doctor, DoctorOverview, Monitoring, RtmMonthClosure, User } from '@rehab/model/collections';
import { overviewMonth, overviewRow } from '@rehab/model/doctorOverview';
import { DEFAULT_TIME_ZONE, addDays, dayKey } from '@rehab/model/monitoring';
import { monthBounds } from '@rehab/model/rtmClaims';
import { DEVICE_CODE_MOST_DAYS, MANAGEMENT_CODE_20 } from '@rehab/model/rtmCodes';
import { newDoctorRecord, newUserRecord } from '../../src/features/auth/logic/newRecords';
import { DEMO_PASSWORD } from '../seed/accounts';
import { withTriggersPaused } from '../seed/write';
import { PROJECT_ID, ports } from '../lib/stack';

export const BENCH_CLINIC_PATIENTS = Number(process.env.BENCH_CLINIC_PATIENTS ?? 5000);
export const BENCH_CLINICIANS = 50;
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface BenchClinic {
  clinicId: string;
  patients: number;
  owner: { uid: string; email: string; firstName: string; lastName: string };
}

/** The clinics measured side by side: a tenth of the patients, then all of them. */
export const BENCH_CLINICS: readonly BenchClinic[] = [Math.round(BENCH_CLINIC_PATIENTS / 10), BENCH_CLINIC_PATIENTS].map((patients) => ({
  clinicId: `bench-clinic-${patients}`,
  patients,
  owner: { uid: `bench-owner-${patients}`, email: `bench-owner-${patients}@bench.test`, firstName: 'Olive', lastName: `Owner ${patients}` },
}));

const pad = (n: number, width = 4) => String(n).padStart(width, '0');

/**
 * A patient's monitoring as the functions would have summarised his sessions (never written: the overview row is built
 * from it): every fifth not started, the others in a period begun 0 to 29 days ago with data on some of its days, so
 * that the pages show every status.
 */
function benchMonitoring(patientId: string, i: number, today: string): Monitoring {
  const base: Monitoring = { patientId, timeZone: TIME_ZONE, daysTimeZone: TIME_ZONE, days: {}, romGoals: {} };
  if (i % 5 === 0) return base;
  const elapsed = i % 30;
  const periodStart = addDays(today, -elapsed);
  const dataDays = Array.from({ length: Math.min(elapsed + 1, (i * 7) % 23) }, (_, k) => addDays(periodStart, k));
  return { ...base, periodStart, days: Object.fromEntries(dataDays.map((day) => [day, { [`bench-${day}`]: true as const }])) };
}

/** Every third patient's LEFS, first and latest: some improved by the MCID (9 points), some not. */
function benchOutcome(patientId: string, i: number, today: string): OutcomeSummary | null {
  if (i % 3 !== 0) return null;
  return { patientId, instruments: { lefs: { first: 30, firstDay: addDays(today, -60), latest: 30 + (i % 17), latestDay: today, count: 3 } } };
}

/** One clinician's closed months of those the dashboard shows (all but the current one), his claims in proportion to his patients. */
function benchClosures(uid: string, patients: number, now: Date): RtmMonthClosure[] {
  return dashboardMonths(undefined, now)
    .slice(0, -1)
    .map((month, k) => {
      const { from, to } = monthBounds(month, DEFAULT_TIME_ZONE);
      const devices = Math.round(patients * (0.4 + k * 0.05));
      const management = Math.round(patients * 0.3);
      return {
        doctorId: uid,
        month,
        timeZone: DEFAULT_TIME_ZONE,
        from: Timestamp.fromMillis(from),
        to: Timestamp.fromMillis(to),
        closedAt: Timestamp.fromMillis(to),
        closedBy: uid,
        totals: { [DEVICE_CODE_MOST_DAYS]: devices, [MANAGEMENT_CODE_20]: management },
        lineCounts: { [DEVICE_CODE_MOST_DAYS]: devices, [MANAGEMENT_CODE_20]: management },
        lineCount: devices + management,
      };
    });
}

/** Writes both clinics; answers how many documents were written. */
export async function writeClinicWorld(now = new Date()): Promise<number> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-clinics');
  const db = getFirestore(app);
  // Throttled as BulkWriter does by default: after the Monitoring bench world's 60,000 sessions an unthrottled flood
  // outran the emulator's deadlines.
  const writer = db.bulkWriter();
  let written = 0;
  let failed: unknown = null;
  const set = (path: string, data: object) => {
    written += 1;
    writer.set(db.doc(path), data).catch((error: unknown) => {
      failed ??= error;
    });
  };
  const today = dayKey(now, TIME_ZONE);
  const at = Timestamp.fromDate(now);
  const month = overviewMonth(undefined, now);
  try {
    return await withTriggersPaused(async () => {
      for (const { clinicId, patients, owner } of BENCH_CLINICS) {
        const clinicName = `Bench Clinic ${patients}`;
        const clinic: Clinic = { name: clinicName, address: '1 Bench Street', timeZone: TIME_ZONE, npi: '1000000000', taxId: '00-0000000', owner: owner.uid, createdAt: at };
        set(`clinics/${clinicId}`, clinic);
        const member = (name: string, email: string, role: ClinicMember['role']): ClinicMember => ({ clinicId, role, supervisor: null, name, email, since: at });
        const ownerName = `${owner.firstName} ${owner.lastName}`;
        set(`clinicMembers/${owner.uid}`, member(ownerName, owner.email, 'owner'));
        // The owner's zone is his doctors record's; the clinicians have none (the functions read them as the default zone).
        const clinicians: CaseloadSources['clinicians'] = { [owner.uid]: { name: ownerName, timeZone: TIME_ZONE } };
        const overviews = new Map<string, DoctorOverview>();
        for (let c = 0; c < BENCH_CLINICIANS; c++) {
          const uid = `${clinicId}-clinician-${pad(c, 2)}`;
          const name = `Casey Clinician ${pad(c, 2)}`;
          set(`clinicMembers/${uid}`, member(name, `${uid}@bench.test`, 'clinician'));
          clinicians[uid] = { name };
          overviews.set(uid, { doctorId: uid, rows: {} });
        }
        const primaries = [...overviews.keys()];
        const sources: CaseloadSources['patients'][number][] = [];
        const outcomes: OutcomeSummary[] = [];
        for (let i = 0; i < patients; i++) {
          const patientId = `${clinicId}-patient-${pad(i)}`;
          const primary = primaries[i % primaries.length];
          const user: User = { ...newUserRecord({ firstName: 'Patient', lastName: pad(i), email: `${patientId}@bench.test` }), isAuthorized: true, timeZone: TIME_ZONE };
          set(`users/${patientId}`, user);
          const consent: ClinicConsent = { patient: patientId, clinicId, clinicName, state: 'active', requestedAt: at, requestedBy: primary, primary, since: at, grantedBy: patientId };
          set(`clinicConsents/${clinicConsentId(patientId, clinicId)}`, consent);
          const row = overviewRow({ user, monitoring: benchMonitoring(patientId, i, today), totals: undefined, contacts: [], month, doctorTimeZone: undefined, now });
          overviews.get(primary)!.rows[patientId] = row;
          sources.push({ patientId, primary, row });
          const outcome = benchOutcome(patientId, i, today);
          if (outcome) {
            set(`outcomeSummaries/${patientId}`, outcome);
            outcomes.push(outcome);
          }
        }
        for (const [uid, overview] of overviews) set(`doctorOverview/${uid}`, overview);
        const closures = primaries.flatMap((uid) => benchClosures(uid, Object.keys(overviews.get(uid)!.rows).length, now));
        for (const closure of closures) set(`rtmMonthClosures/${closure.doctorId}_${closure.month}`, closure);
        const caseload = { clinicId, clinicians, patients: sources, alerts: [], now };
        const { summary, pages } = buildCaseload(caseload);
        for (const page of pages) set(`clinicCaseloadPages/${caseloadPageId(clinicId, page.clinician, page.index)}`, page);
        set(`clinicCaseloads/${clinicId}`, { ...summary, sourcesAt: at, builtAt: at });
        set(`clinicDashboards/${clinicId}`, { ...buildClinicDashboard({ ...caseload, outcomes, closures }), builtAt: at });
        const doctor: Doctor = {
          ...newDoctorRecord({ firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phoneNumber: '' }),
          position: 'Physiatrist',
          isVerified: true,
          timeZone: TIME_ZONE,
        };
        set(`doctors/${owner.uid}`, doctor);
      }
      await writer.close();
      if (failed) throw failed;
      const auth = getAuth(app);
      for (const { owner } of BENCH_CLINICS) {
        await auth.deleteUser(owner.uid).catch(() => undefined);
        await auth.createUser({ uid: owner.uid, email: owner.email, password: DEMO_PASSWORD, emailVerified: true, displayName: `${owner.firstName} ${owner.lastName}` });
        await auth.setCustomUserClaims(owner.uid, { doctor: true });
      }
      return written;
    }, `127.0.0.1:${ports().hub}`);
  } finally {
    await deleteApp(app);
  }
}
