/**
 * One-off migration to the doctors' public profiles (docs/security.md, "What a patient sees of a doctor"): every
 * doctor's record gets its doctorProfiles/{id} as the syncDoctorProfile trigger writes it (names, position,
 * picture; verified doctors only), so patients' chat lists show their doctors before each record changes again.
 * Writing a profile equal to the record's again changes nothing, so it may run more than once.
 *   npm run migrate:doctor-profiles                       (local emulators; `npm start` running)
 *   npm run migrate:doctor-profiles -- --project my-firebase-project
 *                                                         (a real project; application default credentials)
 *   --dry-run   print what would be written, write nothing
 */
import { publicDoctorProfile, type Doctor } from '@rehab/model/collections';
import { openMigrationTarget } from './lib/migrationTarget';

/** Within Firestore's 500 writes per batch. */
const PROFILES_PER_BATCH = 400;

const { db, dryRun } = openMigrationTarget();

try {
  const doctors = (await db.collection('doctors').get()).docs;
  const profiles = doctors.map((d) => ({ id: d.id, profile: publicDoctorProfile(d.data() as Doctor) }));
  for (let start = 0; start < profiles.length && !dryRun; start += PROFILES_PER_BATCH) {
    const batch = db.batch();
    for (const { id, profile } of profiles.slice(start, start + PROFILES_PER_BATCH)) {
      const ref = db.doc(`doctorProfiles/${id}`);
      if (profile) batch.set(ref, profile);
      else batch.delete(ref);
    }
    await batch.commit();
  }
  const shown = profiles.filter((p) => p.profile).length;
  console.info(
    `${doctors.length} doctor(s): ${shown} verified profile(s) ${dryRun ? 'to write' : 'written'}, ` +
      `${doctors.length - shown} unverified (no profile).`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
