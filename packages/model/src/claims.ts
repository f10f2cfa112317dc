/**
 * Custom claims on Firebase Auth accounts. Set only by server code (functions,
 * `npm run grant-admin`, the seed); firestore.rules and storage.rules read them.
 */
export interface CustomClaims {
  /** a doctor with a doctors record (set by addDoctorClaim) */
  doctor?: boolean;
  /** back-office staff (set by `npm run grant-admin -- <email>`) */
  admin?: boolean;
}
