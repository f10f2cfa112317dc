/**
 * A throwaway certificate for serving the bench's build over HTTPS (HTTP/2 needs TLS in browsers), and
 * the Chromium switch that trusts it: --ignore-certificate-errors-spki-list with its public key's hash
 * makes the browser treat it as valid (a secure origin: the service worker registers, Lighthouse runs).
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchCertificate {
  key: string;
  cert: string;
  /** The Chromium switch that trusts this certificate */
  chromiumSwitch: string;
}

export function benchCertificate(host: string): BenchCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${host}`, '-addext', `subjectAltName=IP:${host}`, '-keyout', keyFile, '-out', certFile],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile, 'utf8');
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(keyFile, 'utf8'),
      cert,
      chromiumSwitch: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
