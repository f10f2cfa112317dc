/**
 * The doctor's overview rows (doctorOverview/{doctor}.rows, functions/src/monitoring/overviewRows.ts) kept by the
 * functions from the care relationships, monitoring documents (and so sessions), management totals, contacts and
 * names, against the emulators.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@rehab/model/monitoring';
import { overviewMonth } from '@rehab/model/doctorOverview';
import { adminDb } from '../support';
import { arrangeCare, doctorRecord, overviewRowsWhen, uniqueId } from './callers';

const today = dayKey(new Date(), 'UTC');
const month = overviewMonth(undefined, new Date());

/** A doctor with `count` patients in his care, monitored since 5 days ago, and their rows once written. */
async function clinic(count: number) {
  const doctor = uniqueId('doctor');
  await doctorRecord(doctor);
  const patients = Array.from({ length: count }, () => uniqueId('patient'));
  await Promise.all(
    patients.map(async (patient, i) => {
      await adminDb.doc(`users/${patient}`).set({ firstName: 'Pat', lastName: `Number${i}`, email: `${patient}@example.com`, isAuthorized: true, devices: {}, sessions: [] });
      await adminDb.doc(`monitoring/${patient}`).set({ patientId: patient, timeZone: 'UTC', periodStart: addDays(today, -5), startedBy: doctor, days: {}, romGoals: {} });
      await arrangeCare(patient, doctor);
    }),
  );
  const rows = await overviewRowsWhen(doctor, (r) => patients.every((p) => r[p]?.periodStart === addDays(today, -5) && r[p]?.name.startsWith('Pat ')));
  return { doctor, patients, rows };
}

const sessionAt = (userId: string, date: Date) => ({ id: '', userId, date: Timestamp.fromDate(date), devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });

// Five triggers new to the functions emulator, first run cold, chained after the session and totals triggers: on a
// loaded two-core machine that is tens of seconds, not a verdict.
describe("the doctor's overview rows", { timeout: 120_000 }, () => {
  it('gives each patient in care a row; one change updates exactly its row, a name change included', async () => {
    const { doctor, patients, rows } = await clinic(3);
    expect(rows[patients[0]]).toEqual({ name: 'Pat Number0', timeZone: 'UTC', periodStart: addDays(today, -5), days: [], lastDayBefore: null, month, seconds: 0, minutes: 0, contacts: 0 });

    await adminDb.doc(`managementTotals/${doctor}_${patients[1]}_${month}`).set({ doctorId: doctor, patientId: patients[1], month, seconds: 780, minutes: 13, interactive: false, codes: { base: '98979', additional: 0 }, manualSeconds: 0, entryCount: 1, updatedAt: Timestamp.now(), inCare: true });
    const after = await overviewRowsWhen(doctor, (r) => r[patients[1]]?.minutes === 13);
    expect(after[patients[1]]).toEqual({ ...rows[patients[1]], seconds: 780, minutes: 13 });
    expect(after[patients[0]]).toEqual(rows[patients[0]]);
    expect(after[patients[2]]).toEqual(rows[patients[2]]);

    await adminDb.doc(`users/${patients[2]}`).update({ lastName: 'Renamed' });
    const renamed = await overviewRowsWhen(doctor, (r) => r[patients[2]]?.name === 'Pat Renamed');
    expect(renamed[patients[0]]).toEqual(rows[patients[0]]);
  });

  it('keeps every row right under 20 concurrent session writes for 10 patients', async () => {
    const { doctor, patients } = await clinic(10);
    const yesterday = new Date(Date.now() - 86_400_000);
    await Promise.all(
      patients.flatMap((patient) => [
        adminDb.doc(`sessions/${uniqueId('session')}`).set(sessionAt(patient, new Date())),
        adminDb.doc(`sessions/${uniqueId('session')}`).set(sessionAt(patient, yesterday)),
      ]),
    );
    const expected = [dayKey(yesterday, 'UTC'), today];
    const rows = await overviewRowsWhen(doctor, (r) => patients.every((p) => r[p]?.days.length === 2));
    for (const patient of patients) expect(rows[patient].days).toEqual(expected);
    expect(Object.keys(rows).sort()).toEqual([...patients].sort());
  });

  it('makes a row interactive with a contact, and removes it when the care relationship ends', async () => {
    const { doctor, patients, rows } = await clinic(2);
    const [kept, ended] = patients;
    await adminDb.doc(`rtmContacts/${uniqueId('contact')}`).set({ doctorId: doctor, patientId: kept, start: Timestamp.now(), seconds: 600, kind: 'phone', source: 'attested', attestation: 'Call', recordedAt: Timestamp.now(), inCare: true });
    const called = await overviewRowsWhen(doctor, (r) => r[kept]?.contacts === 1);
    expect(called[kept]).toEqual({ ...rows[kept], contacts: 1 });

    await arrangeCare(ended, doctor, 'ended');
    const left = await overviewRowsWhen(doctor, (r) => !r[ended]);
    expect(Object.keys(left)).toEqual([kept]);
    expect(left[kept]).toEqual(called[kept]);
  });
});
