import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs the script as `npm run migrate:care-relationships` does (tsx), for one doctor (other tests' data stays untouched). */
function migrate(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-care-relationships.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: process.env });
}

describe('npm run migrate:care-relationships', () => {
  it("turns the doctor's device-sharing pairs into active relationships, recorded, once; existing ones stay", async () => {
    const id = randomUUID().slice(0, 8);
    const [doctor, liam, grace, nina] = [`doc-${id}`, `liam-${id}`, `grace-${id}`, `nina-${id}`];
    const device = (name: string, userId: string, deviceType = 'Glove') => adminDb.doc(`devices/${name}-${id}`).set({ id: `${name}-${id}`, deviceType, side: 'Left', userId });
    await Promise.all([device('GLV-1', liam), device('GLV-2', liam), device('KNB-1', grace, 'Knee Brace'), device('PNT-1', nina, 'Pants'), device('BND-1', `other-${id}`, 'Band')]);
    await adminDb.doc(`doctors/${doctor}`).set({ firstName: 'Daniel', lastName: 'Reyes', isVerified: true, patients: [liam], devices: [`GLV-1-${id}`, `GLV-2-${id}`, `KNB-1-${id}`, `PNT-1-${id}`, `missing-${id}`] });
    // Nina declined this doctor before: the migration must not grant him access.
    await adminDb.doc(`careRelationships/${nina}_${doctor}`).set({ patient: nina, doctor, doctorName: 'Daniel Reyes', state: 'ended', ending: 'declined', devices: {} });

    const dry = migrate('--doctor', doctor, '--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('2 to migrate, 1 already had a care relationship');
    expect((await adminDb.doc(`careRelationships/${liam}_${doctor}`).get()).exists).toBe(false);

    const run = migrate('--doctor', doctor);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('2 migrated, 1 already had a care relationship');
    const liamCare = (await adminDb.doc(`careRelationships/${liam}_${doctor}`).get()).data();
    expect(liamCare).toMatchObject({ patient: liam, doctor, doctorName: 'Daniel Reyes', state: 'active', grantedBy: liam, devices: { [`GLV-1-${id}`]: 'Glove', [`GLV-2-${id}`]: 'Glove' } });
    expect((await adminDb.doc(`careRelationships/${grace}_${doctor}`).get()).data()).toMatchObject({ state: 'active', devices: { [`KNB-1-${id}`]: 'Knee Brace' } });
    expect((await adminDb.doc(`careRelationships/${nina}_${doctor}`).get()).data()).toMatchObject({ state: 'ended', ending: 'declined' });
    expect((await adminDb.doc(`auditLog/${liamCare?.auditId}`).get()).data()).toMatchObject({ action: 'care.granted', actorRole: 'system', patientUid: liam });

    const again = migrate('--doctor', doctor);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 migrated, 3 already had a care relationship');
  });
});
