/**
 * Signing up: the check for an existing account, the phone verification and
 * the creation of the account with its record. Firebase Auth calls are made
 * here directly; the record goes through ./accountRecords. The creation runs
 * through the auth endpoints (./authApi).
 */
import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  fetchSignInMethodsForEmail,
  linkWithCredential,
  PhoneAuthProvider,
  sendEmailVerification,
  signOut,
  unlink,
  updateProfile,
  type RecaptchaVerifier,
  type User as FirebaseUser,
} from 'firebase/auth';
import { auth, usingEmulators } from '../../../lib/firebase/app';
import { toE164 } from '@rehab/model/accountRules';
import { newDoctorRecord, newUserRecord } from '../logic/newRecords';
import type { SignUpValues } from '../logic/schemas';
import type { RecordKind } from './accountRecords';
import { accountRecords } from './loadAccountRecords';
import { signInWith } from './pendingSignIn';
import { providerSignIn } from './signInFlows';

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

export interface VerifiedPhone {
  verificationId: string;
  code: string;
  number: string;
}

/**
 * Creates the account of the sign-up form: email and password (or linked to
 * the existing Apple account), the verified phone, the display name, the
 * doctors or users record and the verification email. On failure nothing is
 * left behind: a new account is deleted, an Apple account unlinked again.
 * Ends signed out: the new user signs in after verifying the email.
 */
export function createAccount(values: SignUpValues, phone: VerifiedPhone, linkToApple: boolean): Promise<void> {
  return signInWith(async () => {
    const email = values.email.trim();
    const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    let created: FirebaseUser | null = null;
    let appleUser: FirebaseUser | null = null;
    const linkedProviders: string[] = [];
    let recordWritten: { kind: RecordKind; uid: string } | null = null;
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
      const { createRecordIfMissing } = await accountRecords();
      const wrote = values.isDoctor
        ? await createRecordIfMissing('doctors', user.uid, newDoctorRecord({ ...names, email, phoneNumber: toE164(phone.number) }))
        : await createRecordIfMissing('users', user.uid, newUserRecord({ ...names, email }));
      if (wrote) recordWritten = { kind: values.isDoctor ? 'doctors' : 'users', uid: user.uid };
      await sendEmailVerification(user);
    } catch (error) {
      await undoSignUp({ created, appleUser, linkedProviders, recordWritten });
      throw error;
    } finally {
      if (auth.currentUser) await signOut(auth);
    }
  });
}

async function undoSignUp(made: {
  created: FirebaseUser | null;
  appleUser: FirebaseUser | null;
  linkedProviders: string[];
  recordWritten: { kind: RecordKind; uid: string } | null;
}) {
  const attempt = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      console.error('Could not undo part of a failed sign-up', error);
    }
  };
  const { created, appleUser, linkedProviders, recordWritten } = made;
  if (recordWritten) await attempt(async () => (await accountRecords()).deleteAccountRecord(recordWritten.kind, recordWritten.uid));
  if (created) await attempt(() => deleteUser(created));
  if (appleUser) for (const provider of linkedProviders) await attempt(() => unlink(appleUser, provider));
}
