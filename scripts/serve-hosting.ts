/**
 * Serves a build as Firebase Hosting would (scripts/lib/hosting.ts: firebase.json's
 * headers and rewrites, brotli), for the end-to-end tests.
 *
 *   tsx scripts/serve-hosting.ts <build folder> --port <port>
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startHostingServer } from './lib/hosting';
import { ROOT } from './lib/stack';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } });
const [root] = positionals;
if (!root || !values.port) {
  console.error('Usage: tsx scripts/serve-hosting.ts <build folder> --port <port>');
  process.exit(2);
}

const server = await startHostingServer({ root, firebaseJson: join(ROOT, 'firebase.json'), port: Number(values.port) });
console.info(`Serving ${root} at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
