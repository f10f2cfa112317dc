/**
 * The certificate of the local push services, which stand for a browser vendor's (web-push posts over HTTPS only): the
 * tests' (tests/emulator/functions/pushEndpoint.ts) and the push inbox of `npm start` (scripts/lib/pushInbox.ts). Made
 * once with openssl under .cache/; `emulators-exec` and `npm start` give it to the emulators as NODE_EXTRA_CA_CERTS,
 * so the reminders run inside the Functions emulator (what `npm run reminders:tick` calls) reaches them as production
 * reaches a vendor's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '../../.cache/push-endpoint');

export function pushEndpointCertificate(): { keyPath: string; certPath: string } {
  const keyPath = join(DIR, 'key.pem');
  const certPath = join(DIR, 'cert.pem');
  if (existsSync(keyPath) && existsSync(certPath)) return { keyPath, certPath };
  mkdirSync(DIR, { recursive: true });
  // Made beside the final place and moved in: a process starting meanwhile never reads half a pair.
  const made = mkdtempSync(join(DIR, 'new-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '3650',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', join(made, 'key.pem'), '-out', join(made, 'cert.pem'),
    ], { stdio: 'ignore' });
    renameSync(join(made, 'key.pem'), keyPath);
    renameSync(join(made, 'cert.pem'), certPath);
  } finally {
    rmSync(made, { recursive: true, force: true });
  }
  return { keyPath, certPath };
}
