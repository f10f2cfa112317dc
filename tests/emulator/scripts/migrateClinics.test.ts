import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs the script as `npm run migrate:clinics` does (tsx), for one doctor (other tests' data stays untouched). */
function migrate(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-clinics.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: process.env });
}

const doctorRecord = (isVerified: boolean) => ({
  firstName: 'Mia',
  lastName: 'Stone',
  email: 'Mia.Stone@example.test',
  phoneNumber: '',
  position: '',
  gender: '',
  address: '1 Main St',
  specialities: [],
  profilePic: '',
  devices: [],
  patients: [],
  isVerified,
  notifications: [],
  timeZone: 'America/Vancouver',
});

describe('npm run migrate:clinics', () => {
  it('gives a verified doctor in no clinic his clinic of one, once; an unverified doctor none', async () => {
    const id = randomUUID().slice(0, 8);
    const [verified, unverified] = [`doc-${id}`, `unverified-${id}`];
    await adminDb.doc(`doctors/${unverified}`).set(doctorRecord(false));
    const dry = migrate('--doctor', unverified, '--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('0 verified doctor(s): 0 in a clinic, 0 in none, to be given a clinic of one.');

    // The trigger on the doctors' records may give him his clinic first: either way he ends with one.
    await adminDb.doc(`doctors/${verified}`).set(doctorRecord(true));
    const run = migrate('--doctor', verified);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('1 verified doctor(s):');
    const member = await adminDb.doc(`clinicMembers/${verified}`).get();
    const clinic = await adminDb.doc(`clinics/clinic-${verified}`).get();
    expect(member.data()).toMatchObject({ clinicId: `clinic-${verified}`, role: 'owner', supervisor: null, name: 'Mia Stone', email: 'mia.stone@example.test' });
    expect(clinic.data()).toMatchObject({ name: "Dr Mia Stone's practice", address: '1 Main St', timeZone: 'America/Vancouver', owner: verified, npi: '', taxId: '' });

    const again = migrate('--doctor', verified);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('1 verified doctor(s): 1 in a clinic, 0 in none, 0 given a clinic of one.');
    expect((await adminDb.doc(`clinicMembers/${verified}`).get()).updateTime).toEqual(member.updateTime);
    expect((await adminDb.doc(`clinics/clinic-${verified}`).get()).updateTime).toEqual(clinic.updateTime);
    expect((await adminDb.doc(`clinicMembers/${unverified}`).get()).exists).toBe(false);
  }, 120_000);
});
