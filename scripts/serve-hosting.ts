/**
 * Serves a build as Firebase Hosting would (scripts/lib/hosting.ts: firebase.json's
 * headers and rewrites, brotli), for the end-to-end tests.
 *
 *   tsx scripts/serve-hosting.ts <build folder> --port <port> [--csp-reports <file>]
 *
 * --csp-reports: the Content-Security-Policy also names a report address
 * (/__csp-report) whose reports are appended to the file, one JSON line each,
 * so that the tests can fail on any violation.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startHostingServer } from './lib/hosting';
import { ROOT } from './lib/stack';

const CSP_REPORT_PATH = '/__csp-report';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, 'csp-reports': { type: 'string' } },
});
const [root] = positionals;
if (!root || !values.port) {
  console.error('Usage: tsx scripts/serve-hosting.ts <build folder> --port <port> [--csp-reports <file>]');
  process.exit(2);
}
const reports = values['csp-reports'];

const server = await startHostingServer({
  root,
  firebaseJson: join(ROOT, 'firebase.json'),
  port: Number(values.port),
  adjustHeaders: (headers) => {
    const policy = headers['content-security-policy'];
    return reports && policy ? { ...headers, 'content-security-policy': `${policy}; report-uri ${CSP_REPORT_PATH}` } : headers;
  },
  intercept: (request, response) => {
    if (!reports || request.method !== 'POST' || request.url !== CSP_REPORT_PATH) return false;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      appendFileSync(reports, `${body.replace(/\s*\n\s*/g, ' ')}\n`);
      response.writeHead(204).end();
    });
    return true;
  },
});
console.info(`Serving ${root} at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
