/**
 * Serves a build as Firebase Hosting would (scripts/lib/hosting.ts: firebase.json's
 * security and cache headers and rewrites, brotli), for the end-to-end tests. The
 * build talks to this stack's emulators and local chain, so their origins are
 * added to the policy; nothing else differs from the deployed headers.
 *
 *   tsx scripts/serve-hosting.ts <build folder> --port <port>
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localStackPolicySources, startHostingServer } from './lib/hosting';
import { ports, ROOT } from './lib/stack';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } });
const [root] = positionals;
if (!root || !values.port) {
  console.error('Usage: tsx scripts/serve-hosting.ts <build folder> --port <port>');
  process.exit(2);
}

const server = await startHostingServer({
  root,
  firebaseJson: join(ROOT, 'firebase.json'),
  port: Number(values.port),
  policySources: localStackPolicySources(ports()),
});
console.info(`Serving ${root} with the hosting headers at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
