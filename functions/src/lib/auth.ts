/**
 * Who is calling: the same roles as firestore.rules. An admin holds the
 * `admin` claim; a doctor holds the `doctor` claim and a verified doctors record.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Doctor } from '@rehab/model/collections';
import { docRef } from './collections';

export function requireSignedIn(request: CallableRequest): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
  return uid;
}

export function isAdmin(request: CallableRequest): boolean {
  return request.auth?.token.admin === true;
}

export function requireAdmin(request: CallableRequest): string {
  const uid = requireSignedIn(request);
  if (!isAdmin(request)) throw new HttpsError('permission-denied', 'Only an admin may do this.');
  return uid;
}

/** The calling doctor's uid and record; refuses anyone else, including doctors not verified yet. */
export async function requireVerifiedDoctor(request: CallableRequest): Promise<{ uid: string; doctor: Doctor }> {
  const uid = requireSignedIn(request);
  const refused = new HttpsError('permission-denied', 'Only a verified doctor may do this.');
  if (request.auth?.token.doctor !== true) throw refused;
  const doctor = (await docRef('doctors', uid).get()).data();
  if (!doctor || doctor.isVerified !== true) throw refused;
  return { uid, doctor };
}
