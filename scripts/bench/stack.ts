/**
 * The bench's own local stack: Firebase emulators with the demo world, the
 * local services the functions call (the SMTP sink, the Stripe stand-in and
 * the local chain with the coin token, whose demo wallet's coins the seed mints),
 * and the built app served by vite preview (or as Firebase Hosting serves it).
 * Started together, stopped together.
 */
import { join } from 'node:path';
import { localStackPolicySources, startHostingServer, type HostingServer } from '../lib/hosting';
import { benchCertificate } from './tls';
import {
  EMULATORS,
  INTERRUPTED,
  PROJECT_ID,
  ProcessGroup,
  ROOT,
  emulatorConfigPath,
  emulatorEnv,
  missingPrerequisites,
  portOffset,
  ports,
  run,
  startChain,
  startMailSink,
  startStripeStandIn,
  stopStrayFirestoreEmulator,
  waitForEmulators,
  waitForPort,
} from '../lib/stack';

export interface BenchStack {
  appUrl: string;
  /** The hosting server, when the stack was started with `hosting` */
  hosting: HostingServer | null;
  /** Switches the browser needs for this stack (trusting the hosting server's certificate) */
  browserArgs: string[];
  stop(): Promise<void>;
}

async function step(what: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.info(`  ${what}…`);
  if ((await run(command, args, env)) !== 0) throw new Error(`${what} failed`);
}

/**
 * `hosting`: serve the build with firebase.json's headers and brotli over HTTPS and HTTP/2, as Firebase
 * Hosting does (scripts/lib/hosting.ts), instead of vite preview.
 */
export async function startBenchStack(options: { hosting?: boolean } = {}): Promise<BenchStack> {
  const problems = await missingPrerequisites();
  if (problems.length > 0) throw new Error(`Cannot start the Firebase emulators:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const offset = portOffset();
  const env = emulatorEnv(offset);
  // Beside the e2e preview (4173) and the dev server (5173), clear of every emulator port.
  const appPort = 4273 + offset;
  const outDir = join('.cache', `dist-bench-${offset}`);
  const group = new ProcessGroup();
  group.onUnexpectedExit = (name, code) => console.error(`\n${name} stopped unexpectedly (exit ${code ?? 'signal'}).`);
  let hosting: HostingServer | null = null;
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await hosting?.close();
    await group.stop();
    stopStrayFirestoreEmulator(ports(offset));
  };
  // A bench stopped by Ctrl-C or SIGTERM stops its stack too (its children run in process groups of their own), at once:
  // Playwright's own handler, when a browser is open, exits right after this one.
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the bench stack.`);
    group.killNow();
    stopStrayFirestoreEmulator(ports(offset));
    process.exit(INTERRUPTED);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // A bench that dies of an error no one caught (a write the emulator refused) takes its stack with it too.
  process.once('exit', () => group.killNow());
  try {
    await step('Building the Cloud Functions', 'npm', ['run', '--silent', 'build:functions']);
    console.info('  Starting the Firebase emulators…');
    group.start(
      'Firebase emulators',
      'npx',
      ['firebase', 'emulators:start', '--project', PROJECT_ID, '--config', emulatorConfigPath(offset), '--only', EMULATORS],
      { env, quiet: true },
    );
    // The app is built while the emulators start.
    const built = step('Building the app', 'npx', ['vite', 'build', '--mode', 'emulators', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
    await waitForEmulators(ports(offset));
    await Promise.all([startMailSink(group, ports(offset)), startStripeStandIn(group, ports(offset)), startChain(group, ports(offset))]);
    await step('Seeding the demo world', 'npx', ['tsx', 'scripts/seed.ts', '--reset'], env);
    await built;
    if (options.hosting) {
      const certificate = benchCertificate('127.0.0.1');
      hosting = await startHostingServer({
        root: join(ROOT, outDir),
        firebaseJson: join(ROOT, 'firebase.json'),
        port: appPort,
        precompress: true,
        policySources: localStackPolicySources(ports(offset)),
        tls: certificate,
      });
      return { appUrl: hosting.url, hosting, browserArgs: [certificate.chromiumSwitch], stop };
    }
    group.start('vite preview', 'npx', ['vite', 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort'], { quiet: true, cwd: ROOT });
    await waitForPort(appPort, 'The app (vite preview)');
    return { appUrl: `http://127.0.0.1:${appPort}`, hosting, browserArgs: [], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
