/**
 * One-off migration to server-computed billing time (docs/security.md, "Management time"): every month of
 * management time logged before the managementTotals trigger existed gets its totals document, computed by the
 * trigger's own code (the union of the month's entries), so the Monitoring page, the report and the patient
 * dashboard show its minutes. Months whose totals exist are left to the trigger; running it again changes nothing.
 *   npm run migrate:management-totals                       (local emulators; `npm start` running)
 *   npm run migrate:management-totals -- --project my-firebase-project
 *                                                           (a real project; application default credentials)
 *   --dry-run   print what would be written, write nothing
 */
import { openMigrationTarget } from './lib/migrationTarget';

const { db, dryRun } = openMigrationTarget();
// The trigger's module reads the Admin SDK's app, so it loads once the app is set up.
const { recomputeManagementTotals } = await import('../functions/src/monitoring/managementTotals');

try {
  const months = await db.collection('managementTime').listDocuments();
  const totals = months.length > 0 ? await db.getAll(...months.map((m) => db.doc(`managementTotals/${m.id}`))) : [];
  const missing = months.filter((_, i) => !totals[i].exists).map((m) => m.id);
  for (const id of missing) {
    if (!dryRun) await recomputeManagementTotals(id);
    console.info(`${dryRun ? 'would compute' : 'computed'} managementTotals/${id}`);
  }
  console.info(`${months.length} month(s) of management time: ${missing.length} ${dryRun ? 'to compute' : 'computed'}, ${months.length - missing.length} already had totals.`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
