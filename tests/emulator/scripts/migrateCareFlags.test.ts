import { Timestamp } from 'firebase-admin/firestore';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARE_FLAGGED_COLLECTIONS } from '@rehab/model/care';
import { withTriggersPaused } from '../../../scripts/seed/write';
import { adminDb } from '../support';
import { arrangeCare } from '../functions/callers';
import { waitForEffect } from '../../effects';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs the script as `npm run migrate:care-flags` does (tsx), for one doctor (other tests' data stays untouched). */
function migrate(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-care-flags.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: process.env });
}


const flagOf = async (path: string) => (await adminDb.doc(path).get()).get('inCare') as boolean | undefined;

describe('npm run migrate:care-flags', () => {
  it("flags the doctor's documents from before inCare by their pair's care, once", async () => {
    const id = randomUUID().slice(0, 8);
    const [doctor, liam, grace, nina] = [`doc-${id}`, `liam-${id}`, `grace-${id}`, `nina-${id}`];
    // Liam's relationship is active. Its trigger has run once this document, written out of care, is flagged.
    const sentinel = `managementTotals/${doctor}_${liam}_sentinel`;
    await adminDb.doc(sentinel).set({ doctorId: doctor, patientId: liam, inCare: false });
    await arrangeCare(liam, doctor);
    await waitForEffect("the trigger's run for Liam", async () => (await flagOf(sentinel)) === true);
    // Grace removed the doctor; Nina never granted him anything.
    await arrangeCare(grace, doctor, 'ended');

    // Documents from before the flag, written with the triggers paused: no trigger flags them, nor will again.
    const appointment = (patient: string) => ({ isOnline: true, doctorID: doctor, datetime: Timestamp.now(), location: 'https://meet.example/x', userID: patient });
    const older = {
      [`appointments/a-liam-${id}`]: appointment(liam),
      [`reminders/a-liam-${id}`]: { appointmentID: `a-liam-${id}`, doctorID: doctor, id: `a-liam-${id}`, isFavourite: false, isRead: false, userID: liam },
      [`notifications/m-grace-${id}`]: { doctorID: doctor, userID: grace, senderID: grace, id: `m-grace-${id}`, isFavourite: false, isRead: true, messageBody: 'Hi', timestamp: Timestamp.now() },
      [`appointments/a-nina-${id}`]: appointment(nina),
    };
    await withTriggersPaused(() => Promise.all(Object.entries(older).map(([path, data]) => adminDb.doc(path).set(data))));

    const dry = migrate('--doctor', doctor, '--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`5 document(s) of ${CARE_FLAGGED_COLLECTIONS.length} collections: 4 without the right flag, in 3 doctor-patient pair(s), to flag.`);
    expect(await flagOf(`appointments/a-liam-${id}`)).toBeUndefined();

    const run = migrate('--doctor', doctor);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`flagged ${liam}_${doctor} (in care)`);
    expect(run.stdout).toContain(`flagged ${grace}_${doctor} (out of care)`);
    expect(run.stdout).toContain('4 without the right flag, in 3 doctor-patient pair(s), flagged (4 document(s) written).');
    expect(await Promise.all(Object.keys(older).map(flagOf))).toEqual([true, true, false, false]);

    const again = migrate('--doctor', doctor);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 without the right flag, in 0 doctor-patient pair(s)');
    // Three runs of the script, each loading the Admin SDK and the trigger's module.
  }, 600_000);
});
