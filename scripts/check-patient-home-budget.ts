/**
 * Fails when the patient home's first-visit JavaScript in a build exceeds its budget (scripts/lib/pageBudget.ts).
 * `npx tsx scripts/check-patient-home-budget.ts [dist]`: the end-to-end build of this stack by default (`npm test` runs it after that build).
 */
import { join } from 'node:path';
import { ROOT, portOffset } from './lib/stack';
import { PATIENT_HOME_BUDGET, checkBudget } from './lib/pageBudget';

process.exit(checkBudget(PATIENT_HOME_BUDGET, process.argv[2] ?? join(ROOT, '.cache', `dist-e2e-${portOffset()}`)) ? 0 : 1);
