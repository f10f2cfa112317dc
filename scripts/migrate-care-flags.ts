/**
 * One-off migration to `inCare` (docs/security.md, "Care relationships"): every appointment, reminder, chat message and
 * month of management time (and its totals) written before the flag existed gets it (and its `clinicId`) from what care
 * rests on now — the pair's relationship, the doctor's clinic, the patient's approval of it and who looks after him
 * there (careFlagsOf) — by the
 * care-flag triggers' own code, which keeps it from then on. A doctor's queries
 * across his patients find only documents flagged in care, so until this has run they miss the older ones. Pairs
 * whose documents carry the right flag are left alone, so running it again changes nothing.
 *   npm run migrate:care-flags                       (local emulators; `npm start` running)
 *   npm run migrate:care-flags -- --project my-firebase-project
 *                                                    (a real project; application default credentials)
 *   --doctor <uid>   only that doctor's documents     --dry-run   print what would be written, write nothing
 */
import { CARE_FLAGGED_COLLECTIONS, careFlagsOf, type CareFlagSources } from '@rehab/model/care';
import { clinicConsentId, primaryOf, type ClinicConsent, type ClinicCoverage, type ClinicMember } from '@rehab/model/clinics';
import { openMigrationTarget } from './lib/migrationTarget';

const { db, dryRun, option } = openMigrationTarget();
const onlyDoctor = option('--doctor');
// The trigger's module reads the Admin SDK's app, so it loads once the app is set up.
const { syncCareFlags } = await import('../functions/src/careFlags');

try {
  // What the flags rest on (careFlagsOf): the pairs' relationships, the doctors' memberships, the patients' approvals of
  // clinics and their primary clinicians' coverages.
  const relationships = new Map((await db.collection('careRelationships').select('state').get()).docs.map((d) => [d.id, { state: d.get('state') }]));
  const memberships = new Map((await db.collection('clinicMembers').get()).docs.map((d) => [d.id, d.data() as ClinicMember]));
  const consents = new Map((await db.collection('clinicConsents').select('state', 'requestedBy', 'primary').get()).docs.map((d) => [d.id, d.data() as ClinicConsent]));
  const coverages = new Map((await db.collection('clinicCoverages').get()).docs.map((d) => [d.id, d.data() as ClinicCoverage]));
  const now = Date.now();
  const sourcesOf = (doctor: string, patient: string): CareFlagSources => {
    const membership = memberships.get(doctor);
    const consent = membership ? consents.get(clinicConsentId(patient, membership.clinicId)) : undefined;
    return {
      doctorUid: doctor,
      relationship: relationships.get(`${patient}_${doctor}`),
      membership,
      consent,
      coverage: consent && coverages.get(primaryOf(consent)),
    };
  };
  /** The pairs with a document whose flag is missing or wrong: patient_doctor -> the pair. */
  const stalePairs = new Map<string, { patient: string; doctor: string; inCare: boolean }>();
  let documents = 0;
  let stale = 0;
  for (const { name, doctorField, patientField } of CARE_FLAGGED_COLLECTIONS) {
    const collection = db.collection(name);
    const { docs } = await (onlyDoctor ? collection.where(doctorField, '==', onlyDoctor) : collection).select(doctorField, patientField, 'inCare', 'clinicId').get();
    documents += docs.length;
    for (const d of docs) {
      const [doctor, patient] = [d.get(doctorField), d.get(patientField)];
      // A document naming no doctor or patient matches no doctor's query: nothing to flag.
      if (typeof doctor !== 'string' || typeof patient !== 'string' || !doctor || !patient) continue;
      const flags = careFlagsOf(name, sourcesOf(doctor, patient), now);
      if (d.get('inCare') === flags.inCare && d.get('clinicId') === flags.clinicId) continue;
      stale += 1;
      stalePairs.set(`${patient}_${doctor}`, { patient, doctor, inCare: flags.inCare });
    }
  }
  let flagged = 0;
  for (const [id, { patient, doctor, inCare }] of stalePairs) {
    if (!dryRun) flagged += await syncCareFlags(patient, doctor, now);
    console.info(`${dryRun ? 'would flag' : 'flagged'} ${id} (${inCare ? 'in care' : 'out of care'})`);
  }
  console.info(
    `${documents} document(s) of ${CARE_FLAGGED_COLLECTIONS.length} collections: ${stale} without the right flag, in ` +
      `${stalePairs.size} doctor-patient pair(s), ${dryRun ? 'to flag' : `flagged (${flagged} document(s) written)`}.`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
