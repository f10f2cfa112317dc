import { onCall } from 'firebase-functions/v2/https';
import { requireVerifiedDoctor } from './lib/auth';
import { patientsInCareOf } from './lib/care';
import { col } from './lib/collections';
import { patientList } from './lib/patients';
import { payloadWith, requireEmail } from './lib/validation';

/**
 * Patients with this e-mail in the calling doctor's care (patientsInCareOf)
 * ({email} → [{uid, name, email, phoneNumber?}]); the e-mail matches as typed
 * or in lower case. Declared by the app, which searches its patient list instead.
 */
export const searchByEmail = onCall(async (request) => {
  const { uid } = await requireVerifiedDoctor(request);
  const email = requireEmail(payloadWith(request.data, ['email']));
  const candidates = [...new Set([email, email.toLowerCase()])];
  const snapshot = await col('users').where('email', 'in', candidates).get();
  const users = snapshot.docs.map((d) => ({ uid: d.id, user: d.data() }));
  return patientList(await patientsInCareOf(uid), users, { requireFullName: false });
});
