import {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  fetchSignInMethodsForEmail,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  linkWithCredential,
  OAuthProvider,
  PhoneAuthProvider,
  RecaptchaVerifier,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  unlink,
  updateProfile,
  type AuthProvider,
  type ConfirmationResult,
  type User as FirebaseUser,
} from 'firebase/auth';
import { deleteDoc, getDoc, setDoc, type DocumentReference, type WithFieldValue } from 'firebase/firestore';
import { auth, usingEmulators } from '../../lib/firebase/app';
import { docRef } from '../../lib/firebase/collections';
import type { CustomClaims } from '../../lib/model/claims';
import type { Doctor, User } from '../../lib/model/collections';
import type { SignUpValues } from './schemas';
import { toE164 } from '../../lib/phone';
import { addDoctorClaim, signInWith } from './session';

/** Firebase errors carry a code such as 'auth/invalid-credential'. */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const WRONG_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
]);

export function isWrongCredentials(error: unknown): boolean {
  return WRONG_CREDENTIALS.has(errorCode(error));
}

/** The user closed the provider's window: not an error to report. */
export function isCancelledPopup(error: unknown): boolean {
  return ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(errorCode(error));
}

/** 'Remember Me' keeps the session across browser restarts; otherwise it ends with the tab. */
function rememberSession(remember: boolean) {
  return setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
}

export async function signInWithEmail(email: string, password: string, remember: boolean) {
  await rememberSession(remember);
  await signInWith(() => signInWithEmailAndPassword(auth, email.trim(), password));
}

export type SocialProvider = 'google' | 'apple' | 'azure';

export function providerFor(provider: SocialProvider): AuthProvider {
  switch (provider) {
    case 'google':
      return new GoogleAuthProvider();
    case 'apple':
      return new OAuthProvider('apple.com');
    case 'azure':
      return new OAuthProvider('oidc.azure');
    default:
      // Only reachable from untyped callers; the spec's message for it.
      throw new Error('Unsupported provider type');
  }
}

/**
 * The identity typed into the local account picker. Provider pop-ups load
 * Google's scripts from the internet, which the local emulator stack cannot
 * reach; the Auth emulator accepts an unsigned ID token instead, so locally
 * the same sign-in runs through signInWithCredential.
 */
export interface EmulatorIdentity {
  email: string;
  displayName: string;
}

export function emulatorCredential(provider: SocialProvider, identity: EmulatorIdentity) {
  const email = identity.email.trim();
  const idToken = JSON.stringify({
    sub: `${provider}-${email.toLowerCase()}`,
    email,
    email_verified: true,
    name: identity.displayName.trim(),
  });
  if (provider === 'google') return GoogleAuthProvider.credential(idToken);
  return new OAuthProvider(provider === 'apple' ? 'apple.com' : 'oidc.azure').credential({ idToken });
}

/** Signs in with a provider: its pop-up, or the local account picker's identity under the emulators. */
function providerSignIn(provider: SocialProvider, identity?: EmulatorIdentity) {
  return identity ? signInWithCredential(auth, emulatorCredential(provider, identity)) : signInWithPopup(auth, providerFor(provider));
}

function splitName(displayName: string | null): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function newUserRecord(fields: Pick<User, 'firstName' | 'lastName' | 'email'>): User {
  return { ...fields, isAuthorized: false, devices: {}, sessions: [] };
}

export function newDoctorRecord(fields: Pick<Doctor, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>): Doctor {
  return {
    ...fields,
    position: '',
    gender: '',
    address: '',
    specialities: [],
    profilePic: '',
    devices: [],
    patients: [],
    isVerified: false,
    notifications: [],
  };
}

/**
 * After a social sign-in: an account without any record becomes a customer
 * (a users record with isAuthorized false). Doctors and admins keep what
 * they are.
 */
export async function provisionSocialAccount(user: FirebaseUser) {
  const [patient, doctor, token] = await Promise.all([
    getDoc(docRef('users', user.uid)),
    getDoc(docRef('doctors', user.uid)),
    user.getIdTokenResult(),
  ]);
  if (patient.exists() || doctor.exists() || (token.claims as CustomClaims).admin === true) return;
  await setDoc(docRef('users', user.uid), newUserRecord({ ...splitName(user.displayName), email: user.email ?? '' }));
}

export async function signInWithSocial(provider: SocialProvider, remember: boolean, identity?: EmulatorIdentity) {
  await rememberSession(remember);
  await signInWith(async () => {
    const { user } = await providerSignIn(provider, identity);
    // The emulator's unsigned token carries no profile, so the typed name is set here.
    if (identity && !user.displayName && identity.displayName.trim()) {
      await updateProfile(user, { displayName: identity.displayName.trim() });
    }
    try {
      await provisionSocialAccount(user);
    } catch (error) {
      await signOut(auth);
      throw error;
    }
  });
}

/** An invisible reCAPTCHA in `container` (the emulator needs none: it is switched off there). */
export function createInvisibleRecaptcha(container: HTMLElement): RecaptchaVerifier {
  if (usingEmulators) auth.settings.appVerificationDisabledForTesting = true;
  return new RecaptchaVerifier(auth, container, { size: 'invisible' });
}

/** Phone sign-in, step 1: texts a code to +1 and the number ('Remember Me' applies as to the other sign-ins). */
export async function sendSignInCode(phone: string, verifier: RecaptchaVerifier, remember: boolean): Promise<ConfirmationResult> {
  await rememberSession(remember);
  return signInWithPhoneNumber(auth, toE164(phone), verifier);
}

export type PhoneSignInOutcome = 'doctor' | 'existingAccount' | 'noAccount';

/**
 * Phone sign-in, step 2. A doctor gets the doctor claim. A number nobody
 * registered created a new, empty account: it is deleted again.
 */
export function confirmPhoneSignIn(confirmation: ConfirmationResult, code: string): Promise<PhoneSignInOutcome> {
  return signInWith(async () => {
    const credential = await confirmation.confirm(code.trim());
    const { user } = credential;
    const doctor = await getDoc(docRef('doctors', user.uid));
    if (doctor.exists()) {
      await addDoctorClaim({ uid: user.uid });
      await user.getIdToken(true);
      return 'doctor';
    }
    if (getAdditionalUserInfo(credential)?.isNewUser) {
      await deleteUser(user);
      return 'noAccount';
    }
    return 'existingAccount';
  });
}

export type ExistingAccount = 'none' | 'appleOnly' | 'other';

/** Whether an email already has an account, and whether it is an Apple one only. */
export async function existingAccountFor(email: string): Promise<ExistingAccount> {
  const methods = await fetchSignInMethodsForEmail(auth, email.trim());
  if (methods.length === 0) return 'none';
  return methods.length === 1 && methods[0] === 'apple.com' ? 'appleOnly' : 'other';
}

/** Sign-up, phone step: texts a code; the answer is the verification id. */
export function sendVerificationCode(phone: string, verifier: RecaptchaVerifier): Promise<string> {
  return new PhoneAuthProvider(auth).verifyPhoneNumber(toE164(phone), verifier);
}

export class AppleAccountMismatch extends Error {
  constructor() {
    super('The Apple account chosen does not have this email address.');
    this.name = 'AppleAccountMismatch';
  }
}

/**
 * Creates the account of the sign-up form: email and password (or linked to
 * the existing Apple account), the verified phone, the display name, the
 * doctors or users record and the verification email. On failure nothing is
 * left behind: a new account is deleted, an Apple account unlinked again.
 * Ends signed out: the new user signs in after verifying the email.
 */
export function createAccount(
  values: SignUpValues,
  phone: { verificationId: string; code: string; number: string },
  linkToApple: boolean,
): Promise<void> {
  return signInWith(async () => {
    const email = values.email.trim();
    const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    let created: FirebaseUser | null = null;
    let appleUser: FirebaseUser | null = null;
    const linkedProviders: string[] = [];
    let recordWritten: AccountRecordRef | null = null;
    try {
      let user: FirebaseUser;
      if (linkToApple) {
        const identity = usingEmulators ? { email, displayName: `${names.firstName} ${names.lastName}` } : undefined;
        user = appleUser = (await providerSignIn('apple', identity)).user;
        if (user.email?.toLowerCase() !== email.toLowerCase()) throw new AppleAccountMismatch();
        await linkWithCredential(user, EmailAuthProvider.credential(email, values.password));
        linkedProviders.push(EmailAuthProvider.PROVIDER_ID);
      } else {
        user = created = (await createUserWithEmailAndPassword(auth, email, values.password)).user;
      }
      await linkWithCredential(user, PhoneAuthProvider.credential(phone.verificationId, phone.code.trim()));
      linkedProviders.push(PhoneAuthProvider.PROVIDER_ID);
      await updateProfile(user, { displayName: `${names.firstName} ${names.lastName}` });
      recordWritten = values.isDoctor
        ? await createIfMissing(docRef('doctors', user.uid), newDoctorRecord({ ...names, email, phoneNumber: toE164(phone.number) }))
        : await createIfMissing(docRef('users', user.uid), newUserRecord({ ...names, email }));
      await sendEmailVerification(user);
    } catch (error) {
      await undoSignUp({ created, appleUser, linkedProviders, recordWritten });
      throw error;
    } finally {
      if (auth.currentUser) await signOut(auth);
    }
  });
}

type AccountRecordRef = DocumentReference<User> | DocumentReference<Doctor>;

/** Writes a record unless the account already has one; returns what it wrote. */
async function createIfMissing<T>(ref: DocumentReference<T>, data: T): Promise<DocumentReference<T> | null> {
  if ((await getDoc(ref)).exists()) return null;
  await setDoc(ref, data as WithFieldValue<T>);
  return ref;
}

async function undoSignUp(made: {
  created: FirebaseUser | null;
  appleUser: FirebaseUser | null;
  linkedProviders: string[];
  recordWritten: AccountRecordRef | null;
}) {
  const attempt = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      console.error('Could not undo part of a failed sign-up', error);
    }
  };
  const { created, appleUser, linkedProviders, recordWritten } = made;
  if (recordWritten) await attempt(() => deleteDoc(recordWritten as DocumentReference<unknown>));
  if (created) await attempt(() => deleteUser(created));
  if (appleUser) for (const provider of linkedProviders) await attempt(() => unlink(appleUser, provider));
}

/** Sends the reset link. An unknown address is not reported, so that nobody can probe for accounts. */
export async function requestPasswordReset(email: string) {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}
