import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OverviewRow } from '@rehab/model/collections';
import { adminDb } from '../support';
import { arrangeCare, doctorRecord, overviewRowsWhen } from '../functions/callers';
import { waitForEffect } from '../../effects';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs the script as `npm run migrate:doctor-overviews` does (tsx), for one doctor (other tests' data stays untouched). */
function migrate(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-doctor-overviews.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: process.env });
}

const rowsOf = async (doctor: string) => (await adminDb.doc(`doctorOverview/${doctor}`).get()).get('rows') as Record<string, OverviewRow> | undefined;

describe('npm run migrate:doctor-overviews', { timeout: 120_000 }, () => {
  it("computes the doctor's rows of the patients in his care, and the same rows when run again", async () => {
    const id = randomUUID().slice(0, 8);
    const [doctor, liam, grace, nina] = [`doc-${id}`, `liam-${id}`, `grace-${id}`, `nina-${id}`];
    await Promise.all(
      [liam, grace, nina].map((patient) => adminDb.doc(`users/${patient}`).set({ firstName: patient.split('-')[0], lastName: 'Test', email: `${patient}@example.com` })),
    );
    // Rows are a verified doctor's (as the rules' caresFor).
    await doctorRecord(doctor);
    await arrangeCare(liam, doctor);
    await arrangeCare(grace, doctor);
    await arrangeCare(nina, doctor, 'ended');
    // The rows the triggers keep, then a deployment from before them: no overview at all.
    const kept = await overviewRowsWhen(doctor, (rows) => Boolean(rows[liam] && rows[grace]));

    // A dry run writes nothing. A late trigger of the writes above (the doctor's clinic of one, the relationships)
    // may write the rows again after the deletion: the deletion and the dry run are repeated until none came between.
    await waitForEffect('a dry run leaving the deleted overview deleted', async () => {
      await adminDb.doc(`doctorOverview/${doctor}`).delete();
      const dry = migrate('--doctor', doctor, '--dry-run');
      expect(dry.status, dry.stderr).toBe(0);
      expect(dry.stdout).toContain('2 active care relationship(s): 2 row(s) to compute.');
      return (await rowsOf(doctor)) === undefined;
    });

    const run = migrate('--doctor', doctor);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`computed doctorOverview/${doctor}.rows.${liam}`);
    const migrated = await rowsOf(doctor);
    expect(migrated).toEqual({ [liam]: { ...kept[liam], month: migrated![liam].month }, [grace]: { ...kept[grace], month: migrated![grace].month } });

    expect(migrate('--doctor', doctor).status).toBe(0);
    expect(await rowsOf(doctor)).toEqual(migrated);
  });
});
