/**
 * The app as `npm run bench` builds it, with the counting stand-ins for the
 * Firebase modules (countingFirestore.ts, countingFirestoreLite.ts,
 * countingFunctions.ts), so that a page's Firestore reads can be counted
 * (`npm run bench:reads`, and the Monitoring page figures of `npm run bench`).
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT } from '../lib/stack';

/** The Firebase modules the bench build replaces, and their counting stand-ins. */
const STAND_INS: Record<string, string> = {
  'firebase/firestore': join(ROOT, 'scripts/bench/countingFirestore.ts'),
  'firebase/firestore/lite': join(ROOT, 'scripts/bench/countingFirestoreLite.ts'),
  'firebase/functions': join(ROOT, 'scripts/bench/countingFunctions.ts'),
};

/** Redirects imports of the Firebase modules to the stand-ins, except the stand-ins' own (which reach the real ones). */
function countingFirebase(): Plugin {
  const standInFiles = new Set(Object.values(STAND_INS));
  return {
    name: 'bench-reads-counting-firebase',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS[source];
      if (!standIn || (importer && standInFiles.has(importer.split('?')[0]))) return null;
      return standIn;
    },
  };
}

/** The app as `npm run bench` builds it (vite.config.ts, emulators mode), with the counting stand-ins. */
export async function buildCountingApp(outDir: string) {
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'emulators',
    logLevel: 'warn',
    plugins: [countingFirebase()],
    build: { outDir, emptyOutDir: true },
  });
}

