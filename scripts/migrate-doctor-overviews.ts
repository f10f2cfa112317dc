/**
 * One-off migration to the doctors' overview rows (doctorOverview/{doctor}, the Monitoring page's one read): every
 * active care relationship gets its doctor's row, computed by the overview functions' own code from the documents
 * as they are. Rows are computed again, never merged, so running it again changes nothing.
 *   npm run migrate:doctor-overviews                        (local emulators; `npm start` running)
 *   npm run migrate:doctor-overviews -- --project my-firebase-project
 *                                                           (a real project; application default credentials)
 *   --doctor <uid>   only that doctor's rows     --dry-run   print what would be written, write nothing
 */
import { openMigrationTarget } from './lib/migrationTarget';

const { db, dryRun, option } = openMigrationTarget();
const onlyDoctor = option('--doctor');
// The trigger's module reads the Admin SDK's app, so it loads once the app is set up.
const { refreshOverviewRow } = await import('../functions/src/monitoring/overviewRows');

try {
  const relationships = db.collection('careRelationships').where('state', '==', 'active');
  const active = await (onlyDoctor ? relationships.where('doctor', '==', onlyDoctor) : relationships).get();
  for (const relationship of active.docs) {
    const { doctor, patient } = relationship.data() as { doctor: string; patient: string };
    if (!dryRun) await refreshOverviewRow(doctor, patient);
    console.info(`${dryRun ? 'would compute' : 'computed'} doctorOverview/${doctor}.rows.${patient}`);
  }
  console.info(`${active.size} active care relationship(s): ${active.size} row(s) ${dryRun ? 'to compute' : 'computed'}.`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
