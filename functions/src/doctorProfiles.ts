import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publicDoctorProfile } from '@rehab/model/collections';
import { docRef, snapshotData } from './lib/collections';

/**
 * Keeps doctorProfiles/{id} (what patients read of a doctor) in step with doctors/{id}, whose record also lists
 * the doctor's patients and devices, which no patient may read. Only this function (and the seed) writes profiles.
 * Written at every change of the record, so that a record from before the profiles gets one at its next change.
 */
export const syncDoctorProfile = onDocumentWritten('doctors/{doctorId}', async (event) => {
  const profile = publicDoctorProfile(snapshotData('doctors', event.data?.after));
  const ref = docRef('doctorProfiles', event.params.doctorId);
  if (profile) await ref.set(profile);
  else await ref.delete();
});
