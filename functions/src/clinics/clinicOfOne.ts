import { onDocumentWritten } from '../lib/triggers';
import { db } from '../admin';
import { createClinicOfOne, membershipRef } from '../lib/clinics';
import { docRef } from '../lib/collections';

/**
 * Gives a verified doctor who is in no clinic his clinic of one (issue 50), from his record and membership as they
 * are, in a transaction; answers whether it did. A doctor in a clinic, or not verified, is left alone, so running it
 * again changes nothing. Used by the trigger below and by `npm run migrate:clinics`.
 */
export async function ensureClinicOfOne(doctorUid: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [doctor, member] = await Promise.all([tx.get(docRef('doctors', doctorUid)), tx.get(membershipRef(doctorUid))]);
    const record = doctor.data();
    if (record?.isVerified !== true || member.exists) return false;
    createClinicOfOne(tx, doctorUid, record);
    return true;
  });
}

/** A doctor verified after the migration gets his clinic of one; retried, as a second run changes nothing. */
export const onDoctorWrittenClinicOfOne = onDocumentWritten({ document: 'doctors/{doctorId}', retry: true }, async (event) => {
  if (event.data?.after?.get('isVerified') !== true) return;
  await ensureClinicOfOne(event.params.doctorId);
});
