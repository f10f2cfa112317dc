/**
 * Runs a command with the Firebase Emulator Suite up, then stops it:
 *   tsx scripts/emulators-exec.ts "<command>"
 * EMULATOR_PORT_OFFSET shifts every port, so that two stacks can run side by side.
 */
import {
  EMULATORS,
  PROJECT_ID,
  ProcessGroup,
  emulatorConfigPath,
  emulatorEnv,
  missingOptionalPrerequisites,
  missingPrerequisites,
  ports,
  run,
  startChain,
  startMailSink,
  portsInUse,
  portsInUseMessage,
  startStripeStandIn,
  startTurnServer,
  stopStrayFirestoreEmulator,
} from './lib/stack';
import { pushEndpointCertificate } from './lib/pushEndpointCertificate';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: tsx scripts/emulators-exec.ts "<command>"');
  process.exit(2);
}
const problems = await missingPrerequisites();
if (problems.length > 0) {
  console.error(`Cannot start the Firebase emulators:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const busy = await portsInUse(ports());
if (busy.length > 0) {
  console.error(`Cannot start the Firebase emulators: ${portsInUseMessage(busy)}`);
  process.exit(1);
}
// The mail sink receives what the e-mail delivery function sends; tests read it over its REST API.
// The Stripe stand-in serves the payment functions' Stripe calls and delivers their webhooks.
// The local chain (a fresh one each run) holds the coin token. coturn relays the video visits' media.
for (const warning of missingOptionalPrerequisites()) console.warn(`Note: ${warning}`);
const localServices = new ProcessGroup();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void localServices.stop().then(() => process.exit(130)));
}
try {
  await Promise.all([
    startMailSink(localServices, ports()),
    startStripeStandIn(localServices, ports()),
    startChain(localServices, ports()),
    startTurnServer(localServices, ports()),
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await localServices.stop();
  process.exit(1);
}
const code = await run(
  'npx',
  ['firebase', 'emulators:exec', '--project', PROJECT_ID, '--config', emulatorConfigPath(), '--only', EMULATORS, '--log-verbosity', 'QUIET', command],
  // The tests' local push service is trusted as a vendor's push service is in production.
  { ...emulatorEnv(), NODE_EXTRA_CA_CERTS: pushEndpointCertificate().certPath },
  // The functions' debug lines (one per callable request) drown the test output.
  { dropLines: /"severity":"DEBUG"/ },
);
stopStrayFirestoreEmulator();
await localServices.stop();
process.exit(code);
