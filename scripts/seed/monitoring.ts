/**
 * Remote therapeutic monitoring in the demo world: every patient's per-day
 * summary of sessions (what the functions keep; the seed writes it with the
 * sessions), monitoring started for three of the demo doctor's patients so
 * that the Monitoring page shows each status, and the demo doctor's
 * management time this month with what it bills.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditEntry } from '@rehab/model/audit';
import type { ManagementEntry, ManagementMonth, ManagementMonthTotals, Monitoring, Session } from '@rehab/model/collections';
import { monthTotals } from '@rehab/model/managementUnion';
import { daysOfSessions } from '@rehab/model/monitoring';
import { DEMO_ACCOUNTS, OTHER_PATIENTS, RTM_PATIENTS } from './accounts';
import type { InCare } from './care';
import type { SeedClock } from './clock';
import type { SeedDoc } from './seedDoc';

const [amara, , , fatima] = OTHER_PATIENTS;

/** The RTM demo's patients' monitoring began this many days ago: their first 30-day period (days -35 to -6) is over. */
export const RTM_PERIOD_DAYS_AGO = 35;

/**
 * Whose monitoring started how many days ago: the demo patient 10 days ago (6 data days: his sessions 1, 2, 3, 5, 8
 * and 10 days ago, on pace), Amara 20 days ago (a session every day since: 16 days reached), Fatima 12 days ago (at
 * most one data day: at risk), the RTM demo's patients 35 days ago, but Omar 5 days ago (2 data days so far).
 */
export const MONITORING_STARTED_DAYS_AGO: Record<string, number> = {
  [DEMO_ACCOUNTS.patient.uid]: 10,
  [amara.uid]: 20,
  [fatima.uid]: 12,
  ...Object.fromEntries(Object.values(RTM_PATIENTS).map(({ uid }) => [uid, uid === RTM_PATIENTS.needsCall.uid ? 5 : RTM_PERIOD_DAYS_AGO])),
};

/** The demo doctor's range-of-motion goals for the demo patient (degrees). */
export const DEMO_ROM_GOALS = { Glove: 70, 'Knee Brace': 110 };

export function buildMonitoring(sessions: readonly SeedDoc<Session>[], clock: SeedClock, timeZone: string): SeedDoc<Monitoring>[] {
  const byPatient = new Map<string, { id: string; date: Date }[]>();
  for (const { id, data } of sessions) byPatient.set(data.userId, [...(byPatient.get(data.userId) ?? []), { id, date: data.date.toDate() }]);
  return [...byPatient].map(([patientId, patientSessions]) => {
    const data: Monitoring = { patientId, timeZone, daysTimeZone: timeZone, days: daysOfSessions(patientSessions, timeZone), romGoals: {} };
    const startedDaysAgo = MONITORING_STARTED_DAYS_AGO[patientId];
    if (startedDaysAgo !== undefined) Object.assign(data, { periodStart: clock.isoDate(-startedDaysAgo), startedBy: DEMO_ACCOUNTS.doctor.uid });
    if (patientId === DEMO_ACCOUNTS.patient.uid) data.romGoals[DEMO_ACCOUNTS.doctor.uid] = DEMO_ROM_GOALS;
    return { id: patientId, data };
  });
}

/**
 * The RTM demo's patients' 'monitoring.started' entries (the demo doctor's, on the first day): their histories say
 * who started the episode, which is how the second doctor learns who bills Ravi's device codes.
 */
export function buildMonitoringStarts(clock: SeedClock, timeZone: string): SeedDoc<AuditEntry>[] {
  const doctor = DEMO_ACCOUNTS.doctor;
  return Object.values(RTM_PATIENTS).map(({ uid }) => {
    const daysAgo = MONITORING_STARTED_DAYS_AGO[uid];
    return {
      id: `audit-monitoring-${uid}-started`,
      data: {
        actorUid: doctor.uid,
        actorRole: 'doctor',
        actorName: `${doctor.firstName} ${doctor.lastName}`,
        action: 'monitoring.started',
        target: { collection: 'monitoring', id: uid },
        patientUid: uid,
        changes: { periodStart: { before: null, after: clock.isoDate(-daysAgo) }, timeZone: { before: null, after: timeZone } },
        at: clock.timestamp(-daysAgo, 8, 30),
      },
    };
  });
}

interface SeedEntry {
  id: string;
  /** minutes before now */
  minutesAgo: number;
  minutes: number;
  activity: ManagementEntry['activity'];
  interactive: boolean;
  reason?: string;
}

/** The demo doctor's entries this month: 12 minutes on the demo patient, 23 on Amara (interactive), 5 on Fatima. */
const ENTRIES: Record<string, SeedEntry[]> = {
  [DEMO_ACCOUNTS.patient.uid]: [
    { id: 'seed-auto-1', minutesAgo: 180, minutes: 8, activity: 'charts', interactive: false },
    { id: 'seed-manual-1', minutesAgo: 120, minutes: 4, activity: 'other', interactive: true, reason: 'Phone call about knee pain after exercise' },
  ],
  [amara.uid]: [
    { id: 'seed-auto-1', minutesAgo: 240, minutes: 14, activity: 'dashboard', interactive: false },
    { id: 'seed-auto-2', minutesAgo: 90, minutes: 9, activity: 'chat', interactive: true },
  ],
  [fatima.uid]: [{ id: 'seed-auto-1', minutesAgo: 60, minutes: 5, activity: 'charts', interactive: false }],
};

/** Month key and the first instant of the month of `now`, in local time (the doctor's calendar month). */
function localMonthOf(now: Date): { month: string; start: number } {
  return {
    month: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
    start: new Date(now.getFullYear(), now.getMonth(), 1).getTime(),
  };
}

export function buildManagementTime(now: Date, inCare: InCare): SeedDoc<ManagementMonth>[] {
  const { month, start: monthStart } = localMonthOf(now);
  const doctorId = DEMO_ACCOUNTS.doctor.uid;
  return Object.entries(ENTRIES).map(([patientId, entries]) => {
    const built = entries.map((entry): [string, ManagementEntry] => {
      // Early in a month there is less time behind us: entries are squeezed into it, never before it.
      const start = Math.max(monthStart, now.getTime() - entry.minutesAgo * 60_000);
      const seconds = Math.min(entry.minutes * 60, Math.floor((now.getTime() - start) / 1000));
      return [
        entry.id,
        {
          start: Timestamp.fromMillis(start),
          seconds,
          source: entry.reason ? 'manual' : 'auto',
          activity: entry.activity,
          interactive: entry.interactive,
          reason: entry.reason ?? '',
          updatedAt: Timestamp.fromMillis(start + seconds * 1000),
        },
      ];
    });
    return {
      id: `${doctorId}_${patientId}_${month}`,
      data: { doctorId, patientId, month, entries: Object.fromEntries(built), lastEntryId: built.at(-1)![0], inCare: inCare(doctorId, patientId) },
    };
  });
}

/** What each seeded month bills: the document the onManagementTimeWritten function writes for it. */
export function buildManagementTotals(months: readonly SeedDoc<ManagementMonth>[]): SeedDoc<ManagementMonthTotals>[] {
  return months.flatMap(({ id, data }) => {
    const totals = monthTotals(data);
    return totals ? [{ id, data: totals }] : [];
  });
}
