/** Signing in again with the current password, which a password or e-mail change wants long after the sign-in. */
import { EmailAuthProvider, reauthenticateWithCredential, type User as FirebaseUser } from 'firebase/auth';

/** Proves the password again; the account's next ID token carries the new sign-in time (auth_time). */
export async function reauthenticateWithPassword(user: FirebaseUser, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}
