import type { Transaction } from 'firebase/firestore';
import type { AuditActor } from '@rehab/model/audit';
import { auth } from './app';
import { db } from './firestore';
import { readActor, readActorOffline, type ActingAccount, type AuditContext, type AuditWriter } from './audit';

/** The signed-in account acting in a role (a change needs someone signed in: refused otherwise). */
export function signedInAccount(role: ActingAccount['role']): ActingAccount {
  const user = auth.currentUser;
  if (!user) throw new Error('Sign in again to make this change.');
  return { uid: user.uid, role, email: user.email };
}

/** Who makes a change in the app: read in the transaction, when the change is one. */
export function currentActor(role: ActingAccount['role'], tx?: Transaction): Promise<AuditActor> {
  return readActor(db, signedInAccount(role), tx);
}

/** Who makes a change that is also kept offline (a batch: it cannot read in a transaction). */
export function offlineActor(role: ActingAccount['role']): Promise<AuditActor> {
  return readActorOffline(db, signedInAccount(role));
}

/** The app's audit context for a batch or transaction. */
export function auditContext(writer: AuditWriter, actor: AuditActor): AuditContext {
  return { firestore: db, writer, actor };
}
