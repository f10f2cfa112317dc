import { describe, expect, it } from 'vitest';
import { overviewMonth } from '@rehab/model/doctorOverview';
import { buildRow } from '../../src/features/monitoring/logic/rows';
import { DEMO_ACCOUNTS, OTHER_PATIENTS, RTM_PATIENTS } from './accounts';
import { buildWorld, SEED_TIME_ZONE } from './world';

const now = new Date(2026, 2, 20, 15, 0);
const world = buildWorld(now);
const monitoringOf = (uid: string) => world.collections.monitoring.find((doc) => doc.id === uid)!.data;
const [amara, , , fatima] = OTHER_PATIENTS;

describe('monitoring in the demo world', () => {
  it('summarises every session of every patient by day, in the seed time zone', () => {
    const sessions = world.collections.sessions.length;
    const summarised = world.collections.monitoring.reduce(
      (sum, doc) => sum + Object.values(doc.data.days).reduce((n, day) => n + Object.keys(day).length, 0),
      0,
    );
    expect(summarised).toBe(sessions);
    expect(new Set(world.collections.monitoring.map((doc) => doc.data.timeZone))).toEqual(new Set([SEED_TIME_ZONE]));
  });

  it("shows each status on the Monitoring page (the demo doctor's overview rows): above 16 days, between 2 and 15, at risk", () => {
    const doctorUid = DEMO_ACCOUNTS.doctor.uid;
    const overview = world.collections.doctorOverview.find((doc) => doc.id === doctorUid)!.data;
    const doctorTimeZone = world.collections.doctors.find((doc) => doc.id === doctorUid)!.data.timeZone;
    const row = (uid: string) => buildRow(uid, overview.rows[uid], overviewMonth(doctorTimeZone, now), now);
    const demo = row(DEMO_ACCOUNTS.patient.uid);
    expect([demo.status, demo.progress?.dataDays.length, demo.progress?.code]).toEqual(['onTrack', 6, '98985']);
    const daily = row(amara.uid);
    expect(daily.status).toBe('met');
    expect(daily.progress!.dataDays.length).toBeGreaterThanOrEqual(16);
    expect(row(fatima.uid).status).toBe('atRisk');
  });

  it("records in the RTM demo's patients' histories that the demo doctor started their monitoring", () => {
    const starts = world.collections.auditLog.filter((doc) => doc.data.action === 'monitoring.started');
    expect(starts.map((doc) => doc.data.patientUid).sort()).toEqual(Object.values(RTM_PATIENTS).map((p) => p.uid).sort());
    for (const { data } of starts) {
      expect(data).toMatchObject({ actorUid: DEMO_ACCOUNTS.doctor.uid, actorName: 'Daniel Reyes' });
      expect(data.changes.periodStart.after).toBe(monitoringOf(data.patientUid).periodStart);
    }
  });

  it("logs the demo doctor's management time this month, with the totals the server computes for each month", () => {
    const months = world.collections.managementTime;
    // this month's, last month's of the RTM demo's patients, and the month before last that an amendment of the closed month changed (seed/rtm.ts);
    // beside them, Northside's physical therapist's last month on Ravi, with her assistant's time (seed/rtm.ts)
    const rtmPatients = new Set<string>(Object.values(RTM_PATIENTS).map((p) => p.uid));
    expect(months.filter((doc) => doc.data.doctorId !== DEMO_ACCOUNTS.doctor.uid).map((doc) => doc.id)).toEqual([`${DEMO_ACCOUNTS.clinician.uid}_${RTM_PATIENTS.sixteenDays.uid}_2026-02`]);
    expect(
      months.filter((doc) => doc.data.doctorId === DEMO_ACCOUNTS.doctor.uid).every(
        (doc) =>
          (doc.data.month === '2026-03' || (doc.data.month === '2026-02' && rtmPatients.has(doc.data.patientId)) || doc.data.lastEntryId.startsWith('amend-')),
      ),
    ).toBe(true);
    const totals = world.collections.managementTotals;
    expect(totals.map((doc) => doc.id)).toEqual(months.map((doc) => doc.id));
    const totalsOf = (uid: string) => totals.find((doc) => doc.data.patientId === uid && doc.data.month === '2026-03')!.data;
    expect(totalsOf(DEMO_ACCOUNTS.patient.uid)).toMatchObject({ minutes: 12, interactive: true, codes: { base: '98979', additional: 0 }, manualSeconds: 240, entryCount: 2 });
    expect(totalsOf(amara.uid).codes.base).toBe('98980');
  });
});
