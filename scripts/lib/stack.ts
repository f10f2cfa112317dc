/**
 * The local stack: checks what the Firebase Emulator Suite needs, writes the
 * emulator configuration, and starts and stops child processes together.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { LOCAL_CHAIN } from '@rehab/model/chain/coinToken';
import { BASE_PORTS, portsAt, turnRelayPorts, type Ports } from '@rehab/model/emulatorPorts';
import { ensureCoinToken } from '../chain/deploy';
import { readLocalSecrets } from './localSecrets';
import { ProcessGroup } from './processGroup';

export { ProcessGroup };

export type { Ports };

export const ROOT = resolve(import.meta.dirname, '../..');
export const EMULATORS = 'auth,firestore,functions,storage';

/** `npm test` runs its stack beside the one `npm start` runs (offset 0), unless EMULATOR_PORT_OFFSET says otherwise. */
export const TEST_PORT_OFFSET = 5000;

/** The largest offset that keeps the highest port (the Stripe stand-in's 12111) below 65536. */
const MAX_PORT_OFFSET = Math.floor((65535 - Math.max(...Object.values(BASE_PORTS))) / 5000) * 5000;

export function portOffset(): number {
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  // Multiples of 5000 keep every shifted port clear of the other stacks' ports.
  if (!Number.isInteger(offset) || offset < 0 || offset % 5000 !== 0 || offset > MAX_PORT_OFFSET) {
    throw new Error(`EMULATOR_PORT_OFFSET must be a multiple of 5000 from 0 to ${MAX_PORT_OFFSET} (0, 5000, 10000, …)`);
  }
  return offset;
}

/**
 * The demo project of the stack at a port offset. A second stack gets a project id of its own:
 * firebase-tools finds a running stack by project id, so two stacks sharing one
 * would export and stop each other's emulators.
 */
export function projectIdAt(offset: number): string {
  return offset === 0 ? 'demo-rehab' : `demo-rehab-${String(offset / 10000).replace('.', '-')}`;
}

/** The demo project of this stack (EMULATOR_PORT_OFFSET). */
export const PROJECT_ID = projectIdAt(portOffset());

export function ports(offset = portOffset()): Ports {
  return portsAt(offset);
}

/**
 * The Firebase configuration to run with: firebase.json with this stack's
 * emulator ports (packages/model/src/emulatorPorts.ts, shifted by the offset), written
 * beside it (git-ignored) so the rules and functions paths still resolve.
 */
export function emulatorConfigPath(offset = portOffset()): string {
  const p = ports(offset);
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  config.emulators = {
    ...config.emulators,
    auth: { host: '127.0.0.1', port: p.auth },
    firestore: { host: '127.0.0.1', port: p.firestore, websocketPort: p.firestoreWebsocket },
    functions: { host: '127.0.0.1', port: p.functions },
    storage: { host: '127.0.0.1', port: p.storage },
    hub: { host: '127.0.0.1', port: p.hub },
    logging: { host: '127.0.0.1', port: p.logging },
    eventarc: { host: '127.0.0.1', port: p.eventarc },
    tasks: { host: '127.0.0.1', port: p.tasks },
  };
  const path = join(ROOT, `firebase.ports-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/**
 * A temporary folder per stack: the Storage emulator keeps its blobs under
 * the system's temporary folder and wipes them when it stops or resets, which
 * would pull the files from under another stack running beside it.
 */
function stackTmpDir(offset: number): string {
  const dir = join(ROOT, '.cache', `tmp-${offset}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Environment for processes that talk to the emulators (Admin SDK, tests, the app's build). */
export function emulatorEnv(offset = portOffset()): Record<string, string> {
  const p = ports(offset);
  return {
    TMPDIR: stackTmpDir(offset),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${p.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${p.storage}`,
    // The Emulator Hub, under the name firebase emulators:exec gives it: the seed pauses the triggers through it.
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${p.hub}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${p.functions}`,
    SMTP_PORT: String(p.smtp),
    MAIL_WEB_PORT: String(p.mailWeb),
    // The payment functions' Stripe SDK talks to the local Stripe stand-in instead of api.stripe.com.
    STRIPE_API_URL: `http://127.0.0.1:${p.stripe}`,
    // The coin token on the local chain, for the functions and the seed (the signer key is in functions/.secret.local)…
    CHAIN_RPC_URL: chainRpcUrl(p),
    COIN_CONTRACT_ADDRESS: LOCAL_CHAIN.contractAddress,
    // …and for the app, which reads balances.
    VITE_CHAIN_RPC_URL: chainRpcUrl(p),
    VITE_COIN_CONTRACT_ADDRESS: LOCAL_CHAIN.contractAddress,
    // The app subscribes to Web Push with the public VAPID key the Functions emulator signs the reminders with.
    VITE_VAPID_PUBLIC_KEY: readLocalSecrets().get('VAPID_PUBLIC_KEY') ?? '',
    // The video visits' ICE servers, which issueTurnCredentials hands out: this stack's coturn (none without it).
    ...iceServerUrls(p),
    // Each concurrent request gets a worker of its own in the Functions emulator (as instances scale in
    // production); twenty webhooks at once start twenty, which load slower than the default 30 s on a busy machine.
    FUNCTIONS_DISCOVERY_TIMEOUT: '180',
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_PORT_OFFSET: String(offset),
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  };
}

function javaMajor(java: string): number | null {
  const out = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (out.error) return null;
  const match = /version "(\d+)/.exec(`${out.stderr}${out.stdout}`);
  return match ? Number(match[1]) : null;
}

function hasCachedJar(prefix: string): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(prefix) && f.endsWith('.jar'));
}

function canReach(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * Checks before starting that Java 21+ and the Firestore emulator and Storage
 * rules runtime are available (given by the standard variables, cached by
 * firebase-tools, or downloadable). Returns the problems found.
 */
export async function missingPrerequisites(): Promise<string[]> {
  const problems: string[] = [];
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const major = javaMajor(java);
  if (major === null || major < 21) {
    problems.push(
      `Java 21 or newer is needed by the Firebase emulators (found: ${major === null ? 'no java' : `Java ${major}`} at ${java}). ` +
        'Install a JDK 21+ and put it first on PATH or set JAVA_HOME.',
    );
  }
  const overrides: [string, string, string][] = [
    ['FIRESTORE_EMULATOR_BINARY_PATH', 'cloud-firestore-emulator', 'the Firestore emulator'],
    ['STORAGE_EMULATOR_BINARY_PATH', 'cloud-storage-rules-runtime', 'the Storage rules runtime'],
  ];
  const needDownload: string[] = [];
  for (const [variable, jar, what] of overrides) {
    const path = process.env[variable];
    if (path) {
      if (!existsSync(path)) problems.push(`${variable} points to ${path}, which does not exist (${what}).`);
    } else if (!hasCachedJar(jar)) {
      needDownload.push(`${what} (${variable})`);
    }
  }
  if (needDownload.length > 0 && !(await canReach('storage.googleapis.com', 443, 3000))) {
    problems.push(
      `firebase-tools would download ${needDownload.join(' and ')}, but the internet cannot be reached. ` +
        'Set the variables to local copies; on the team machines: `. ../shared/tools/offline-emulators/env.sh` from the project root.',
    );
  }
  return problems;
}

/** coturn's TURN server (the Debian package `coturn`), or null when the machine lacks it. */
export function turnServerBinary(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/bin', '/usr/sbin'];
  return dirs.map((dir) => join(dir, 'turnserver')).find((path) => existsSync(path)) ?? null;
}

/**
 * What the stack can run without, but says: without coturn the video visits have no local TURN relay (their media
 * flows peer to peer, which on one machine works; the relay-only end-to-end test does not).
 */
export function missingOptionalPrerequisites(): string[] {
  return turnServerBinary()
    ? []
    : ['coturn (turnserver) is not installed: video visits run without a TURN relay. Install it with `sudo apt-get install -y coturn`.'];
}

/** The STUN and TURN URLs of this stack's coturn, as the issueTurnCredentials function reads them (empty without it). */
export function iceServerUrls(p: Ports): { STUN_URLS: string; TURN_URLS: string } {
  if (!turnServerBinary()) return { STUN_URLS: '', TURN_URLS: '' };
  const at = `127.0.0.1:${p.turn}`;
  return { STUN_URLS: `stun:${at}`, TURN_URLS: `turn:${at}?transport=udp,turn:${at}?transport=tcp` };
}

/**
 * Starts coturn with the functions' TURN_SHARED_SECRET (functions/.secret.local), on loopback only, without TLS, with
 * relay ports of this stack's own; its log is .cache/turnserver-<offset>.log. Does nothing without coturn (the caller
 * says so, missingOptionalPrerequisites).
 */
export async function startTurnServer(group: ProcessGroup, p: Ports, offset = portOffset()): Promise<void> {
  const binary = turnServerBinary();
  if (!binary) return;
  const secret = readLocalSecrets().get('TURN_SHARED_SECRET');
  if (!secret) throw new Error('functions/.secret.local must set TURN_SHARED_SECRET (the local TURN server\'s shared secret)');
  const relay = turnRelayPorts(offset);
  const cache = join(ROOT, '.cache');
  mkdirSync(cache, { recursive: true });
  group.start(
    'TURN server (coturn)',
    binary,
    [
      '-n', // no configuration file: everything is on this line
      `--listening-port=${p.turn}`,
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=rehab.local',
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      `--min-port=${relay.min}`,
      `--max-port=${relay.max}`,
      `--log-file=${join(cache, `turnserver-${offset}.log`)}`,
      '--simple-log',
      '--no-stdout-log',
      `--pidfile=${join(cache, `turnserver-${offset}.pid`)}`,
      // its user database (unused with the shared secret, but opened): not the system's /var/lib/turn
      `--userdb=${join(cache, `turndb-${offset}`)}`,
    ],
    { quiet: true },
  );
  await waitForPort(p.turn, 'The TURN server (coturn)', 30_000);
}

/**
 * The Firestore emulator runs in a session of its own, so a crash of
 * firebase-tools leaves it running, holding its port. This stops the one of
 * this stack (found by its project id and port), if any. Linux only.
 */
export function stopStrayFirestoreEmulator(p: Ports = ports()): void {
  if (!existsSync('/proc')) return;
  const marks = [`--project_id ${PROJECT_ID} `, `--port ${p.firestore} `];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let commandLine: string;
    try {
      commandLine = `${readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')} `;
    } catch {
      continue;
    }
    if (!marks.every((mark) => commandLine.includes(mark))) continue;
    try {
      process.kill(Number(entry), 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

/**
 * The stack's ports something already listens on, named. A stack an earlier run left behind would answer there in
 * place of the one about to start (its mail sink still holding that run's mail), so the scripts refuse to start.
 */
export async function portsInUse(p: Ports): Promise<string[]> {
  const held = await Promise.all(
    Object.entries(p).map(async ([name, port]) => ((await canReach('127.0.0.1', port, 500)) ? `${port} (${name})` : null)),
  );
  return held.filter((entry): entry is string => entry !== null);
}

export function portsInUseMessage(busy: string[]): string {
  return `these ports are in use: ${busy.join(', ')}. Is a stack of an earlier run still running? Stop it (or set EMULATOR_PORT_OFFSET to another multiple of 5000).`;
}

/** Resolves once a TCP port accepts connections; rejects after the timeout. */
export async function waitForPort(port: number, what: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await canReach('127.0.0.1', port, 1000)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start on port ${port} within ${Math.round(timeoutMs / 1000)} s`);
}

/** Resolves once none of the ports accepts connections any more (a stopped emulator's JVM lets go of them last). */
export async function waitForPortsFree(portList: number[], timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const open = await Promise.all(portList.map((port) => canReach('127.0.0.1', port, 500)));
    if (!open.some(Boolean)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Resolves once the emulator hub reports every emulator we asked for. */
export async function waitForEmulators(p: Ports, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  const wanted = EMULATORS.split(',');
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${p.hub}/emulators`);
      if (res.ok) {
        const running = Object.keys((await res.json()) as Record<string, unknown>);
        if (wanted.every((e) => running.includes(e))) return;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the Firebase emulators did not all start within ${Math.round(timeoutMs / 1000)} s`);
}

/** The exit code `run` gives a command stopped by Ctrl-C (or SIGTERM): callers stop there. */
export const INTERRUPTED = 130;

/**
 * Runs a command in its own process group and resolves with its exit code.
 * Whatever it leaves running in that group (an emulator's JVM after a crash)
 * is killed with it, so that the next run finds its ports free. Ctrl-C and
 * SIGTERM are passed on to the group and give INTERRUPTED. `prefix` labels
 * each line of its output, for commands that run side by side.
 */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  options: { dropLines?: RegExp; prefix?: string } = {},
): Promise<number> {
  return new Promise((done) => {
    const { dropLines, prefix = '' } = options;
    const piped = Boolean(dropLines || prefix);
    const child = spawn(command, args, {
      cwd: ROOT,
      // A process group of its own is not the terminal's foreground: it must not read the terminal.
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
      detached: true,
    });
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        /* the group is gone */
      }
    };
    let interrupted = false;
    const onSignal = (signal: NodeJS.Signals) => {
      interrupted = true;
      killGroup(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    if (piped) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        createInterface({ input: from! }).on('line', (line) => {
          if (!dropLines?.test(line)) to.write(`${prefix}${line}\n`);
        });
      }
    }
    // Leftovers may hold the output pipes open: they go when the command ends, before its output is drained.
    child.once('exit', () => killGroup('SIGKILL'));
    const finish = (code: number) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      done(interrupted ? INTERRUPTED : code);
    };
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.once('error', () => finish(127));
  });
}

/**
 * Starts the local SMTP sink (maildev) that the e-mail delivery function sends
 * to; its inbox is at http://127.0.0.1:<mailWeb> and its REST API at /api/email.
 */
export async function startMailSink(group: ProcessGroup, p: Ports): Promise<void> {
  group.start(
    'Mail sink (maildev)',
    'npx',
    ['maildev', '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '-s', String(p.smtp), '-w', String(p.mailWeb)],
    { quiet: true },
  );
  await Promise.all([waitForPort(p.smtp, 'The mail sink (SMTP)', 30_000), waitForPort(p.mailWeb, 'The mail sink (web)', 30_000)]);
}

export function chainRpcUrl(p: Ports): string {
  return `http://127.0.0.1:${p.chain}`;
}

/**
 * Starts the local chain (anvil from @foundry-rs/anvil) and deploys the coin
 * token unless it is there. With `stateFile` the chain is kept in that file
 * (loaded at start, saved every 10 s and on exit), as `npm start` keeps the
 * emulators' data; without, every start is a fresh chain.
 */
export async function startChain(group: ProcessGroup, p: Ports, options: { stateFile?: string } = {}): Promise<void> {
  if (options.stateFile) setAsideUnreadableState(options.stateFile);
  const state = options.stateFile ? ['--state', options.stateFile, '--state-interval', '10'] : [];
  group.start(
    'Local chain (anvil)',
    'npx',
    ['anvil', '--host', '127.0.0.1', '--port', String(p.chain), '--chain-id', String(LOCAL_CHAIN.chainId), '--silent', ...state],
    { quiet: true },
  );
  await waitForPort(p.chain, 'The local chain (anvil)', 30_000);
  await ensureCoinToken(chainRpcUrl(p), LOCAL_CHAIN.contractAddress);
}

/**
 * A stop that came while anvil was saving leaves its state file empty or cut
 * short, and anvil refuses to start on it. Such a file is kept aside and the
 * chain starts afresh: the contract is deployed again and the seed gives the
 * demo wallet its coins again (it reconciles balances on every run).
 */
export function setAsideUnreadableState(stateFile: string): void {
  if (!existsSync(stateFile)) return;
  try {
    JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    const aside = `${stateFile}.unreadable`;
    renameSync(stateFile, aside);
    console.warn(`The local chain's saved state could not be read (a stop during a save); starting a fresh chain. The file is kept as ${aside}.`);
  }
}

/** The stripeWebhook function of this stack's Functions emulator. */
export function stripeWebhookUrl(p: Ports): string {
  return `http://127.0.0.1:${p.functions}/${PROJECT_ID}/us-central1/stripeWebhook`;
}

/**
 * Starts the local Stripe stand-in (scripts/stripe/): the Stripe API the
 * payment functions call, the hosted test checkout, and webhook deliveries
 * to stripeWebhook. Its deliveries are logged only when they fail.
 */
/** `stateFile` keeps its payments between runs, as the emulators keep their data. */
export async function startStripeStandIn(group: ProcessGroup, p: Ports, stateFile?: string): Promise<void> {
  group.start('Stripe stand-in', 'npx', ['tsx', 'scripts/stripe/server.ts'], {
    quiet: true,
    env: { STRIPE_STANDIN_PORT: String(p.stripe), STRIPE_WEBHOOK_URL: stripeWebhookUrl(p), STRIPE_STANDIN_STATE: stateFile ?? '' },
  });
  await waitForPort(p.stripe, 'The Stripe stand-in', 30_000);
}
