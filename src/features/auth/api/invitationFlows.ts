/**
 * Signing up or in to accept a clinic's invitation (issue 50). The account and the acceptance are one sign-in step,
 * so that the session reads the role only once the acceptance has given the account its records (a new account has
 * none before). A new account whose acceptance fails is deleted again: nothing is left half made.
 */
import { createUserWithEmailAndPassword, deleteUser, signInWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { auth } from '../../../lib/firebase/app';
import { signInWith } from './pendingSignIn';

export interface InvitedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates the invited e-mail's account with its name, then accepts (the function makes its records). */
export function signUpToAccept(account: InvitedAccount, accept: () => Promise<unknown>): Promise<void> {
  return signInWith(async () => {
    const { user } = await createUserWithEmailAndPassword(auth, account.email.trim(), account.password);
    try {
      await updateProfile(user, { displayName: `${account.firstName.trim()} ${account.lastName.trim()}` });
      await accept();
      await user.getIdToken(true);
    } catch (error) {
      await deleteUser(user).catch((undo: unknown) => console.error('Could not delete the account of a failed acceptance', undo));
      throw error;
    }
  });
}

/** Signs in to the invited e-mail's existing account, then accepts; a refused acceptance leaves the account as it was. */
export function signInToAccept(email: string, password: string, accept: () => Promise<unknown>): Promise<void> {
  return signInWith(async () => {
    const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
    await accept();
    await user.getIdToken(true);
  });
}
