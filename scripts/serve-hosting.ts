/**
 * Serves a build as Firebase Hosting does (superstatic, the server behind the
 * Hosting emulator, with firebase.json's hosting settings): the end-to-end tests
 * run the app under the deployed security and cache headers. The build talks to
 * this stack's emulators and local chain, so their origins are added to the
 * policy's connect-src (and the emulators' to img-src); nothing else differs.
 *
 * Usage: tsx scripts/serve-hosting.ts <build folder> <port>
 */
import { resolve } from 'node:path';
import { server } from 'superstatic';
import { readHostingConfig, withPolicySources } from './lib/hosting';
import { ports, ROOT } from './lib/stack';

const [outDir, port] = process.argv.slice(2);
if (!outDir || !port) {
  console.error('Usage: tsx scripts/serve-hosting.ts <build folder> <port>');
  process.exit(2);
}

const p = ports();
const emulators = [p.auth, p.firestore, p.functions, p.storage].map((emulatorPort) => `http://127.0.0.1:${emulatorPort}`);
// The wallet reads balances from the chain's RPC endpoint: this stack's local chain (anvil).
const chain = `http://127.0.0.1:${p.chain}`;
const hosting = withPolicySources(readHostingConfig(ROOT), { 'connect-src': [...emulators, chain], 'img-src': emulators });

server({ port: Number(port), hostname: '127.0.0.1', cwd: resolve(ROOT, outDir), config: { public: '.', rewrites: hosting.rewrites, headers: hosting.headers }, compression: true }).listen(() => {
  console.log(`Serving ${outDir} with the hosting headers at http://127.0.0.1:${port}`);
});
