/**
 * One-off migration to consent-based care (docs/security.md, "Care relationships"): every doctor and
 * patient who share a device today become an active care relationship, so no doctor loses a patient he
 * sees today. Pairs that already have a relationship (pending, active or ended) are left as they are, so
 * running it again changes nothing. Each new relationship is recorded in the patient's history.
 *   npm run migrate:care-relationships                       (local emulators; `npm start` running)
 *   npm run migrate:care-relationships -- --project my-firebase-project
 *                                                            (a real project; application default credentials)
 *   --doctor <uid>   only that doctor's pairs        --dry-run   print what would be written, write nothing
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { auditEntryFields, type AuditActor } from '@rehab/model/audit';
import type { Device, Doctor } from '@rehab/model/collections';
import { relationshipsFromSharedDevices } from './lib/careRelationships';
import { openMigrationTarget } from './lib/migrationTarget';

const MIGRATION_ACTOR: AuditActor = { uid: 'migration', role: 'system', name: 'Texavie (migration to care relationships)' };
/** Two writes per relationship (it and its entry), within Firestore's 500 writes per batch. */
const PAIRS_PER_BATCH = 200;

const { db, dryRun, option } = openMigrationTarget();
const onlyDoctor = option('--doctor');

try {
  const doctorSnaps = onlyDoctor ? [await db.doc(`doctors/${onlyDoctor}`).get()] : (await db.collection('doctors').get()).docs;
  const doctors = doctorSnaps.filter((s) => s.exists).map((s) => ({ uid: s.id, doctor: s.data() as Doctor }));
  const deviceIds = [...new Set(doctors.flatMap((d) => d.doctor.devices ?? []))].filter((id) => id && !id.includes('/'));
  const deviceSnaps = deviceIds.length > 0 ? await db.getAll(...deviceIds.map((id) => db.doc(`devices/${id}`))) : [];
  const devices = deviceSnaps.filter((s) => s.exists).map((s) => ({ id: s.id, device: s.data() as Device }));

  const pairs = relationshipsFromSharedDevices(doctors, devices, Timestamp.now());
  const existing = pairs.length > 0 ? await db.getAll(...pairs.map((p) => db.doc(`careRelationships/${p.id}`))) : [];
  const missing = pairs.filter((_, i) => !existing[i].exists);

  for (let start = 0; start < missing.length && !dryRun; start += PAIRS_PER_BATCH) {
    const batch = db.batch();
    for (const { id, data } of missing.slice(start, start + PAIRS_PER_BATCH)) {
      const entry = db.collection('auditLog').doc();
      batch.create(entry, {
        ...auditEntryFields(MIGRATION_ACTOR, {
          action: 'care.granted',
          target: { collection: 'careRelationships', id },
          patientUid: data.patient,
          changes: {
            state: { before: null, after: 'active' },
            doctor: { before: data.doctorName, after: data.doctorName },
            devices: { before: [], after: Object.keys(data.devices) },
          },
        }),
        at: FieldValue.serverTimestamp(),
      });
      batch.create(db.doc(`careRelationships/${id}`), { ...data, since: FieldValue.serverTimestamp(), requestedAt: FieldValue.serverTimestamp(), auditId: entry.id });
    }
    await batch.commit();
  }
  for (const { id } of missing) console.info(`${dryRun ? 'would grant' : 'granted'} ${id}`);
  console.info(
    `${doctors.length} doctor(s), ${pairs.length} device-sharing pair(s): ${missing.length} ${dryRun ? 'to migrate' : 'migrated'}, ` +
      `${pairs.length - missing.length} already had a care relationship (left as they are).`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
