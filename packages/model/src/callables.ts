/**
 * The callable Cloud Functions' contracts: what the app sends and what it
 * gets back. Shared by the app (src/lib/firebase/callables.ts) and the
 * functions, which still validate every payload they receive.
 */

import type { DeviceRegistration } from './care';
import type { PaymentCallableContracts } from './payments';

/** A row of a doctor's patient list. */
export interface PatientListItem {
  uid: string;
  name: string;
  email: string;
  phoneNumber?: string;
  profilePic?: string;
}

/** How recent a sign-in updateAuthDoctor wants before a password or e-mail change (the ID token's auth_time). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** updateAuthDoctor's refusal (failed-precondition) of a password or e-mail change long after the sign-in. */
export const RECENT_SIGN_IN_REQUIRED = 'For your security, confirm your identity: sign in again to change your password or e-mail address.';

/** What updateAuthDoctor changes: the display name, the contact details, or the password. */
export type AuthDoctorInfo = { displayName: string } | { email: string; phoneNumber: string } | { password: string };

export interface CallableContracts extends PaymentCallableContracts {
  addDoctorClaim: { request: { uid: string }; response: { uid: string; doctor: true } };
  createFirebaseUser: { request: { email: string; password: string; displayName: string }; response: { uid: string } };
  updateFirebaseUser: {
    request: { uid: string; email?: string; displayName?: string; emailVerified?: boolean; password?: string };
    response: { uid: string };
  };
  deleteFirebaseUser: { request: { uid: string }; response: { uid: string; deleted: boolean } };
  retrievePatients: { request: { uid: string }; response: PatientListItem[] };
  searchByEmail: { request: { email: string }; response: PatientListItem[] };
  updateAuthDoctor: { request: { uid: string; info: AuthDoctorInfo }; response: { uid: string } };
  /** a doctor who looks after the session's patient: moves the session into deletedSessions (restorable for 30 days) */
  deleteSession: { request: { sessionId: string }; response: { sessionId: string; deleted: true } };
  /** an admin: brings a deleted session back whole */
  restoreSession: { request: { sessionId: string }; response: { sessionId: string; restored: true } };
  /** the plan's author or an admin (public plan), the patient or their doctor (personalized): the plan and its calendar events */
  deleteExercisePlan: { request: { planId: string }; response: { planId: string; calendars: number } };
  /** a verified doctor: registers a device id, asking its patient for access when not granted yet (rate-limited) */
  registerDevice: { request: { deviceId: string }; response: DeviceRegistration };
}

export type CallableName = keyof CallableContracts;
export type CallableResponse<K extends CallableName> = CallableContracts[K]['response'];
