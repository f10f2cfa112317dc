/**
 * One-off migration to clinics (issue 50): every verified doctor who is in no clinic becomes the owner of a clinic of
 * one (clinics/clinic-{uid}, named after him, in his time zone), by the onDoctorWrittenClinicOfOne trigger's own code,
 * which does the same for doctors verified later. Nothing a doctor does changes until he invites someone. Doctors
 * already in a clinic are left alone, so running it again changes nothing.
 *   npm run migrate:clinics                          (local emulators; `npm start` running)
 *   npm run migrate:clinics -- --project my-firebase-project
 *                                                    (a real project; application default credentials)
 *   --doctor <uid>   only that doctor                --dry-run   print what would be written, write nothing
 */
import { openMigrationTarget } from './lib/migrationTarget';

const { db, dryRun, option } = openMigrationTarget();
const onlyDoctor = option('--doctor');
// The trigger's module reads the Admin SDK's app, so it loads once the app is set up.
const { ensureClinicOfOne } = await import('../functions/src/clinics/clinicOfOne');

try {
  const verified = db.collection('doctors').where('isVerified', '==', true);
  const doctors = (await (onlyDoctor ? verified.where('__name__', '==', db.doc(`doctors/${onlyDoctor}`)) : verified).select().get()).docs.map((d) => d.id);
  const members = doctors.length > 0 ? await db.getAll(...doctors.map((uid) => db.doc(`clinicMembers/${uid}`))) : [];
  const outside = doctors.filter((_, k) => !members[k].exists);
  let created = 0;
  for (const uid of outside) {
    if (!dryRun && (await ensureClinicOfOne(uid))) created += 1;
    console.info(`${dryRun ? 'would give' : 'gave'} ${uid} a clinic of one`);
  }
  console.info(
    `${doctors.length} verified doctor(s): ${doctors.length - outside.length} in a clinic, ${outside.length} in none, ` +
      `${dryRun ? 'to be given a clinic of one' : `${created} given a clinic of one`}.`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
