/**
 * Seeds the Firebase emulators with the demo world (accounts in
 * scripts/seed/accounts.ts, password 'Demo1234!'), and the local chain with
 * the demo wallet's coins (what its history adds up to).
 *
 *   tsx scripts/seed.ts            creates the world unless it exists already
 *   tsx scripts/seed.ts --reset    wipes Firestore, Auth and Storage first, then creates it
 *
 * Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (and
 * FIREBASE_STORAGE_EMULATOR_HOST to clear Storage); refuses to run without them.
 * The chain is CHAIN_RPC_URL with the token at COIN_CONTRACT_ADDRESS.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTION_NAMES, type CollectionName } from '@rehab/model/collections';
import { runScheduledJob } from './lib/localScheduler';
import { PROJECT_ID, portOffset } from './lib/stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { settleWalletBalances } from './seed/coins';
import { SEEDED_WALLET_OWNERS, seededPayments } from './seed/shop';
import { exerciseClipUploads } from './seed/exercises';
import { buildWorld } from './seed/world';
import type { RegisteredPayment } from './stripe/standIn';
import { accountExists, assertEmulators, clearEmulators, createAuthAccounts, uploadFiles, withTriggersPaused, writeCollections } from './seed/write';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, LONG_GLOVE_SESSION_ID, OTHER_PATIENTS, STAFF, UNREGISTERED_DEVICE_IDS } from './seed/accounts';

export interface SeedSummary {
  /** true when the world existed already and nothing was written */
  skipped: boolean;
  /** seeded wallets whose coins on the chain were brought in line with their history */
  walletsSettled: number;
  /** documents written per collection (all 0 when skipped) */
  written: Record<CollectionName, number>;
  authAccounts: number;
  elapsedSeconds: number;
}

const nothingWritten = () => Object.fromEntries(COLLECTION_NAMES.map((name) => [name, 0])) as Record<CollectionName, number>;

export interface SeedOptions {
  /** wipe the emulators first */
  reset: boolean;
  /**
   * Pause the functions' background triggers while the emulators are cleared and the world is written (seed/write.ts, withTriggersPaused): the
   * command does, for a world that is quiet when it returns; a test seeding beside trigger tests must not.
   */
  pauseTriggers?: boolean;
}

export async function seed(options: SeedOptions): Promise<SeedSummary> {
  assertEmulators(PROJECT_ID);
  const started = performance.now();
  const elapsedSeconds = () => Math.round((performance.now() - started) / 100) / 10;
  // A named app of our own, so a caller's default app is neither reused nor disturbed;
  // the fixed name also makes a second, concurrent seed in the same process fail fast.
  const app = initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, 'demo-seed');
  try {
    if (!options.reset && (await accountExists(getAuth(app), DEMO_ACCOUNTS.doctor.email))) {
      const walletsSettled = await settleWalletBalances(getFirestore(app), SEEDED_WALLET_OWNERS);
      return { skipped: true, walletsSettled, written: nothingWritten(), authAccounts: 0, elapsedSeconds: elapsedSeconds() };
    }
    const world = buildWorld(new Date(), portOffset());
    // The mail the demo leaves queued is created once the triggers run again, so the delivery function sends it.
    const queued = world.collections.emails.filter((email) => !email.data.delivery);
    const settled = { ...world.collections, emails: world.collections.emails.filter((email) => email.data.delivery) };
    const writeSettled = async () => {
      if (options.reset) await clearEmulators(app, PROJECT_ID, { untilQuiet: options.pauseTriggers });
      const [writtenDocuments] = await Promise.all([
        writeCollections(app, settled, world.serverRecords),
        createAuthAccounts(app, world.authAccounts),
        registerPaymentsWithStripeStandIn(seededPayments(world.collections.orders)),
      ]);
      return writtenDocuments;
    };
    const written = options.pauseTriggers ? await withTriggersPaused(writeSettled) : await writeSettled();
    written.emails += (await writeCollections(app, { emails: queued })).emails;
    // Uploaded with the triggers running: checkExerciseVideo records each clip playable.
    await uploadFiles(app, exerciseClipUploads());
    await runFunctionsJobs();
    const walletsSettled = await settleWalletBalances(getFirestore(app), SEEDED_WALLET_OWNERS);
    return { skipped: false, walletsSettled, written, authAccounts: world.authAccounts.length, elapsedSeconds: elapsedSeconds() };
  } finally {
    await deleteApp(app);
  }
}

/**
 * What only the functions' jobs make from the written world, run once as the local scheduler would: the triage alerts
 * (the seed writes the records they come from, never an alert), then the clinics' caseloads and dashboards (built
 * from those alerts too).
 */
async function runFunctionsJobs(): Promise<void> {
  for (const [job, what] of [
    ['evaluateTriageAlerts', 'The triage alerts could not be evaluated (the Functions emulator runs them daily)'],
    ['buildClinicCaseloads', "The clinics' caseloads and dashboards could not be built (the local scheduler builds them every minute)"],
  ] as const) {
    try {
      await runScheduledJob(job, new Date());
    } catch (error) {
      console.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Tells the local Stripe stand-in (STRIPE_API_URL) about the seeded orders' payments, so that a patient can refund
 * their lines as they would a checkout's. Without a stand-in the orders are still written; refunding them is refused.
 */
async function registerPaymentsWithStripeStandIn(payments: RegisteredPayment[]): Promise<void> {
  const standIn = process.env.STRIPE_API_URL;
  const warning = 'The Stripe stand-in could not be told about the seeded payments: refunds of the seeded orders will be refused.';
  if (!standIn) {
    console.warn(`STRIPE_API_URL is not set. ${warning}`);
    return;
  }
  try {
    const response = await fetch(`${standIn}/_test/payments`, { method: 'POST', body: JSON.stringify(payments) });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  } catch (error) {
    console.warn(`${warning} (${error instanceof Error ? error.message : String(error)})`);
  }
}

function printSummary(summary: SeedSummary): void {
  if (summary.skipped) {
    console.log(`The demo world is already there (${DEMO_ACCOUNTS.doctor.email} exists): nothing written. Use --reset to rebuild it.`);
    if (summary.walletsSettled > 0) console.log(`The coins of ${summary.walletsSettled} demo wallet(s) were brought in line with their history.`);
    return;
  }
  const rows = COLLECTION_NAMES.map((name) => `  ${name.padEnd(28)}${String(summary.written[name]).padStart(6)}`);
  const documents = COLLECTION_NAMES.reduce((sum, name) => sum + summary.written[name], 0);
  console.log(['Seeded the demo world:', ...rows, `  ${'Auth accounts'.padEnd(28)}${String(summary.authAccounts).padStart(6)}`].join('\n'));
  console.log(`${documents} documents in ${summary.elapsedSeconds} s; ${summary.walletsSettled} wallet(s) given their coins on the local chain.`);
  const logins = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  console.log(`Sign in as ${logins.join(', ')} with the password ${DEMO_PASSWORD}.`);
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\nusage: tsx scripts/seed.ts [--reset]`);
    return 2;
  }
  try {
    printSummary(await seed({ reset: args.includes('--reset'), pauseTriggers: true }));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
