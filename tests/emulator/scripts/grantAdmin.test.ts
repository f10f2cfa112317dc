import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../support';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs the script as `npm run grant-admin` does (tsx), without npx's start-up. */
function grantAdmin(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/grant-admin.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: process.env });
}

describe('npm run grant-admin', () => {
  it('grants the admin claim, keeping other claims, and --revoke takes it back', async () => {
    const email = `staff-${randomUUID().slice(0, 8)}@example.test`;
    const user = await adminAuth.createUser({ email });
    await adminAuth.setCustomUserClaims(user.uid, { doctor: true });

    const granted = grantAdmin(email);
    expect(granted.status, granted.stderr).toBe(0);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ doctor: true, admin: true });

    const revoked = grantAdmin(email, '--revoke');
    expect(revoked.status, revoked.stderr).toBe(0);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ doctor: true });
  });

  it('fails with a message for an unknown account and without an e-mail', () => {
    const unknown = grantAdmin(`nobody-${randomUUID()}@example.test`);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Could not update');
    expect(grantAdmin().status).toBe(2);
  });
});
