import { onDocumentWritten } from './lib/triggers';
import { publicDoctorProfile } from '@rehab/model/collections';
import { db } from './admin';
import { docRef } from './lib/collections';

/**
 * Keeps doctorProfiles/{id} (what patients read of a doctor) in step with doctors/{id}, whose record also lists
 * the doctor's patients and devices, which no patient may read. Only this function (and the seed) writes profiles.
 * Written at every change of the record, so that a record from before the profiles gets one at its next change; from
 * the record as it is, in a transaction, not from the event's copy, so a retried or late event writes the newest.
 */
export async function syncStoredDoctorProfile(doctorId: string): Promise<void> {
  const recordRef = docRef('doctors', doctorId);
  const profileRef = docRef('doctorProfiles', doctorId);
  await db.runTransaction(async (tx) => {
    const profile = publicDoctorProfile((await tx.get(recordRef)).data());
    if (profile) tx.set(profileRef, profile);
    else tx.delete(profileRef);
  });
}

export const syncDoctorProfile = onDocumentWritten({ document: 'doctors/{doctorId}', retry: true }, (event) => syncStoredDoctorProfile(event.params.doctorId));
