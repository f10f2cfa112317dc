/**
 * One-off migration to `inCare` (docs/security.md, "Care relationships"): every appointment, reminder, chat message and
 * month of management time (and its totals) written before the flag existed gets it from its pair's care relationship
 * as it is now, by the onCareRelationshipWritten trigger's own code, which keeps it from then on. A doctor's queries
 * across his patients find only documents flagged in care, so until this has run they miss the older ones. Pairs
 * whose documents carry the right flag are left alone, so running it again changes nothing.
 *   npm run migrate:care-flags                       (local emulators; `npm start` running)
 *   npm run migrate:care-flags -- --project my-firebase-project
 *                                                    (a real project; application default credentials)
 *   --doctor <uid>   only that doctor's documents     --dry-run   print what would be written, write nothing
 */
import { CARE_FLAGGED_COLLECTIONS, careFlagOf } from '@rehab/model/care';
import { openMigrationTarget } from './lib/migrationTarget';

const { db, dryRun, option } = openMigrationTarget();
const onlyDoctor = option('--doctor');
// The trigger's module reads the Admin SDK's app, so it loads once the app is set up.
const { syncCareFlags } = await import('../functions/src/careFlags');

try {
  const active = new Set((await db.collection('careRelationships').where('state', '==', 'active').select().get()).docs.map((d) => d.id));
  /** The pairs with a document whose flag is missing or wrong: patient_doctor -> the pair. */
  const stalePairs = new Map<string, { patient: string; doctor: string }>();
  let documents = 0;
  let stale = 0;
  for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
    const collection = db.collection(name);
    const { docs } = await (onlyDoctor ? collection.where(doctorField, '==', onlyDoctor) : collection).select(doctorField, patientField, 'inCare').get();
    documents += docs.length;
    for (const d of docs) {
      const [doctor, patient] = [d.get(doctorField), d.get(patientField)];
      // A document naming no doctor or patient matches no doctor's query: nothing to flag.
      if (typeof doctor !== 'string' || typeof patient !== 'string' || !doctor || !patient) continue;
      if (d.get('inCare') === careFlagOf(active, doctor, patient)) continue;
      stale += 1;
      stalePairs.set(`${patient}_${doctor}`, { patient, doctor });
    }
  }
  let flagged = 0;
  for (const [id, { patient, doctor }] of stalePairs) {
    if (!dryRun) flagged += await syncCareFlags(patient, doctor);
    console.info(`${dryRun ? 'would flag' : 'flagged'} ${id} (${active.has(id) ? 'in care' : 'out of care'})`);
  }
  console.info(
    `${documents} document(s) of ${CARE_FLAGGED_COLLECTIONS.length} collections: ${stale} without the right flag, in ` +
      `${stalePairs.size} doctor-patient pair(s), ${dryRun ? 'to flag' : `flagged (${flagged} document(s) written)`}.`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
