/**
 * Signing in: e-mail and password, the providers (Google, Apple, Azure), a
 * phone number and texted code, and the password reset. Firebase Auth calls
 * are made here directly; the records a sign-in reads or writes go through
 * ./accountRecords. Pages call the Auth-only steps directly and the steps
 * that touch records through the auth endpoints (./authApi).
 */
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  deleteUser,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  OAuthProvider,
  RecaptchaVerifier,
  sendPasswordResetEmail,
  setPersistence,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updateProfile,
  type AuthProvider,
  type ConfirmationResult,
  type User as FirebaseUser,
} from 'firebase/auth';
import { auth, usingEmulators } from '../../../lib/firebase/app';
import type { CustomClaims } from '@rehab/model/claims';
import { toE164 } from '@rehab/model/accountRules';
import { errorCode } from '../logic/authErrors';
import { newUserRecord, splitName } from '../logic/newRecords';
import { accountRecords } from './loadAccountRecords';
import { signInWith } from './pendingSignIn';

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
export function providerSignIn(provider: SocialProvider, identity?: EmulatorIdentity) {
  return identity ? signInWithCredential(auth, emulatorCredential(provider, identity)) : signInWithPopup(auth, providerFor(provider), browserPopupRedirectResolver);
}

/**
 * After a social sign-in: an account without any record becomes a customer
 * (a users record with isAuthorized false). Doctors, clinic staff and admins
 * keep what they are.
 */
export async function provisionSocialAccount(user: FirebaseUser) {
  const { readAccountRecords, writeAccountRecord } = await accountRecords();
  const [records, token] = await Promise.all([readAccountRecords(user.uid), user.getIdTokenResult()]);
  if (records.user || records.doctor || records.staff || (token.claims as CustomClaims).admin === true) return;
  await writeAccountRecord('users', user.uid, newUserRecord({ ...splitName(user.displayName), email: user.email ?? '' }));
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
    const { addDoctorClaim, hasDoctorRecord } = await accountRecords();
    if (await hasDoctorRecord(user.uid)) {
      await addDoctorClaim(user.uid);
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

/** Sends the reset link. An unknown address is not reported, so that nobody can probe for accounts. */
export async function requestPasswordReset(email: string) {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}
