/**
 * `npm run reconcile`: runs the reconcile job once, now, in the running local stack (`npm start`, or
 * EMULATOR_PORT_OFFSET for another) and prints what it found: the drift count and each fix. The day's report
 * (reconcileReports/{date}) is on the admin console's Reconcile reports page.
 */
import type { ReconcileRun } from '@rehab/model/reconcile';
import { runScheduledJob } from './lib/localScheduler';

try {
  const { result } = (await runScheduledJob('reconcileAggregates', new Date())) as { result: ReconcileRun };
  const checked = Object.entries(result.checked).map(([collection, count]) => `${collection} ${count}`);
  console.info(`reconcileReports/${result.report}: ${result.driftCount} drift${result.driftCount === 1 ? '' : 's'} (checked: ${checked.join(', ')})`);
  for (const fix of result.fixes) {
    console.info(`  ${fix.collection}/${fix.document} ${fix.field || '(document)'}: ${fix.before} → ${fix.after}`);
  }
} catch (error) {
  console.error(`The reconcile run failed: ${error instanceof Error ? error.message : String(error)} (is the local stack running? npm start)`);
  process.exit(1);
}
