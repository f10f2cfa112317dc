/**
 * `npm start`: the whole local stack in one terminal. Firebase emulators (with
 * data kept in .emulator-data between runs), the demo world on first start,
 * the Cloud Functions rebuilt on change, the mail sink and the push inbox, and the app's Vite dev server.
 * Ctrl-C stops everything (the emulators export their data first).
 * `npm start -- --no-seed` leaves the emulators' data as it is, without writing a missing demo world.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS,
  PROJECT_ID,
  ProcessGroup,
  ROOT,
  emulatorConfigPath,
  emulatorEnv,
  missingOptionalPrerequisites,
  missingPrerequisites,
  portOffset,
  ports,
  run,
  startChain,
  startMailSink,
  portsInUse,
  portsInUseMessage,
  startStripeStandIn,
  startTurnServer,
  stopStrayFirestoreEmulator,
  turnServerBinary,
  waitForEmulators,
  waitForPort,
  waitForPortsFree,
} from './lib/stack';
import { startLocalScheduler } from './lib/localScheduler';
import { pushEndpointCertificate } from './lib/pushEndpointCertificate';
import { startPushInbox } from './lib/pushInbox';
import { LOCAL_CHAIN } from '@rehab/model/chain/coinToken';
import { SCHEDULED_JOBS } from '@rehab/model/scheduledJobs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';

const startedAt = Date.now();
const seeds = !process.argv.includes('--no-seed');
const DEMO_ACCOUNT_ROLES: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  doctor: 'verified doctor, owner of the clinic Northside Rehab',
  newDoctor: 'doctor awaiting verification',
  secondDoctor: 'another verified doctor, owner of another clinic',
  patient: 'authorised patient',
  customer: 'pre-order customer',
  admin: 'admin',
  clinician: "physical therapist in the demo doctor's clinic",
  assistant: "assistant in the demo doctor's clinic",
  frontDesk: "front desk in the demo doctor's clinic",
  biller: "biller in the demo doctor's clinic",
};
// A second stack (EMULATOR_PORT_OFFSET) keeps its data apart from the default one.
const DATA_DIR = join(ROOT, portOffset() === 0 ? '.emulator-data' : `.emulator-data-${portOffset()}`);
// The chain's state is kept beside it (not inside: the emulators' export replaces that folder whole).
const CHAIN_STATE_FILE = join(ROOT, '.cache', `anvil-state-${portOffset()}.json`);
const p = ports();
const appPort = Number(process.env.APP_PORT ?? 5173);
const env = emulatorEnv();
const group = new ProcessGroup();

let stopping = false;
let pushInbox: Awaited<ReturnType<typeof startPushInbox>> | null = null;

/** Stops every process of the stack (emulators, watcher, mail sink, stand-ins, app server) and the push inbox, then exits. */
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.info('\nStopping the local stack…');
    await Promise.all([group.stop(), pushInbox?.close()]);
    stopStrayFirestoreEmulator(p);
    // Exit once every port of the stack is free again, so that a new start finds them free.
    await waitForPortsFree([...Object.values(p), appPort]);
    process.exit(code);
  }
  return new Promise<never>(() => {});
}

// Ctrl-C, SIGTERM and any child's death stop the whole stack, at whatever point of the start they come.
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// `npm start` given SIGTERM ends its script's shell, which does not pass the signal on to tsx and this
// script: when the process that started tsx (npm's shell, or the user's) is gone, the stack stops too.
const launcher = parentOf(process.ppid);
if (launcher !== null) {
  setInterval(() => {
    if (!existsSync(`/proc/${launcher}`)) void shutdown(0);
  }, 1000).unref();
}

/** A process's parent (Linux; null elsewhere). */
function parentOf(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) \S+ /, '').split(' ')[0]);
  } catch {
    return null;
  }
}
group.onUnexpectedExit = (name, code) => {
  console.error(`\n${name} stopped unexpectedly (exit ${code ?? 'signal'}).`);
  void shutdown(1);
};

async function main() {
  const problems = await missingPrerequisites();
  if (problems.length > 0) {
    console.error(`Cannot start the local stack:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  for (const warning of missingOptionalPrerequisites()) console.warn(`Note: ${warning}`);
  const busy = await portsInUse(p);
  if (busy.length > 0) {
    console.error(`Cannot start the local stack: ${portsInUseMessage(busy)}`);
    process.exit(1);
  }

  console.info('Building the Cloud Functions…');
  if ((await run('npm', ['run', '--silent', 'build:functions'])) !== 0) await shutdown(1);

  const hasData = existsSync(join(DATA_DIR, 'firebase-export-metadata.json'));
  console.info(hasData ? 'Starting the Firebase emulators with the saved data…' : 'Starting the Firebase emulators…');
  group.start(
    'Firebase emulators',
    'npx',
    [
      'firebase',
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--config',
      emulatorConfigPath(),
      '--only',
      EMULATORS,
      ...(hasData ? ['--import', DATA_DIR] : []),
      '--export-on-exit',
      DATA_DIR,
    ],
    // The Functions emulator trusts the push inbox's certificate, as production trusts a vendor's push service.
    { env: { ...env, NODE_EXTRA_CA_CERTS: pushEndpointCertificate().certPath } },
  );
  await waitForEmulators(p);
  await startMailSink(group, p);
  pushInbox = await startPushInbox(p.pushInbox);
  // Not inside DATA_DIR: the emulators' export replaces that folder whole.
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  await startStripeStandIn(group, p, join(ROOT, '.cache', `stripe-stand-in-${portOffset()}.json`));
  await startChain(group, p, { stateFile: CHAIN_STATE_FILE });
  await startTurnServer(group, p);

  if (seeds && (await run('npx', ['tsx', 'scripts/seed.ts'], env)) !== 0) {
    console.error('Seeding the demo world failed.');
    await shutdown(1);
  }

  startLocalScheduler();
  group.start('Functions build (watch)', 'npm', ['run', '--silent', 'build:functions', '--', '--watch=forever'], { quiet: true });
  group.start('Vite dev server', 'npx', ['vite', '--port', String(appPort), '--strictPort'], {
    env: { ...env, APP_PORT: String(appPort) },
    quiet: true,
  });
  await waitForPort(appPort, 'The app');

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const accounts = Object.entries(DEMO_ACCOUNT_ROLES)
    .map(([key, role]) => `    ${DEMO_ACCOUNTS[key as keyof typeof DEMO_ACCOUNTS].email.padEnd(24)} ${role}`)
    .join('\n');
  console.info(`
──────────────────────────────────────────────────────────────
  The app is ready (${seconds} s):  http://localhost:${appPort}

${seeds ? `  Demo accounts (password ${DEMO_PASSWORD}):\n${accounts}` : '  Started with --no-seed: the data is as the emulators kept it (`npm run seed` writes the demo world).'}

  Emulators: Auth ${p.auth}, Firestore ${p.firestore}, Functions ${p.functions}, Storage ${p.storage}
  Sent e-mails (mail sink): http://127.0.0.1:${p.mailWeb}
  Push notifications (push inbox): ${pushInbox.url} (the seed subscribes the demo patient to it)
  Payments: local Stripe stand-in on port ${p.stripe}; card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined
  Scheduled functions run on their cadence (reminders every ${SCHEDULED_JOBS.sendReminders.everyMinutes} min); \`npm run reminders:tick -- --at <ISO time>\` runs the reminders once
  Coins: local chain (anvil) at http://127.0.0.1:${p.chain}, coin token ${LOCAL_CHAIN.contractAddress}
  Video visits: ${turnServerBinary() ? `TURN server (coturn) on port ${p.turn}` : 'no TURN relay (sudo apt-get install -y coturn)'}
  Data is kept in ${DATA_DIR.slice(ROOT.length + 1)} and ${CHAIN_STATE_FILE.slice(ROOT.length + 1)}; \`npm run seed -- --reset\` rebuilds the demo world.
  Press Ctrl-C to stop everything.
──────────────────────────────────────────────────────────────`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
