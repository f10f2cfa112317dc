import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { emulatorEnv } from './stack';

/** A migration's command line: `--project <id>` (else the local emulators), `--dry-run`, and its own options. */
export interface MigrationTarget {
  db: Firestore;
  dryRun: boolean;
  /** the value after `name` on the command line, if given */
  option: (name: string) => string | undefined;
}

/**
 * Opens the Firestore a one-off migration works on: the local emulators of `npm start` by default, or the real
 * project named by `--project` (application default credentials), which it refuses while the emulator variables
 * would send its writes elsewhere.
 */
export function openMigrationTarget(args = process.argv.slice(2)): MigrationTarget {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const project = option('--project');
  if (!project) {
    for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  } else if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.error(`FIRESTORE_EMULATOR_HOST is set: unset it to migrate ${project}.`);
    process.exit(2);
  }
  initializeApp({ projectId: project ?? process.env.GCLOUD_PROJECT });
  return { db: getFirestore(), dryRun: args.includes('--dry-run'), option };
}
