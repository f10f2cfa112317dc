import type { Role } from './roles';

/** The role an account had when it was last read on this device. */
export interface LastRole {
  uid: string;
  role: Role;
}

/** Firestore's and Auth's codes for a server that cannot be reached (offline, or a network that lets nothing through). */
const UNREACHABLE = new Set(['unavailable', 'auth/network-request-failed']);

export function isUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && UNREACHABLE.has(String((error as { code?: unknown }).code));
}

/**
 * The account's role as last read, when the role cannot be read now for want of a connection (the device
 * says it is offline, or the servers cannot be reached although it says it is online): the app then starts
 * with what this device saw last. It only picks the screens; the rules still decide every read and write.
 */
export function roleWhileOffline(uid: string, error: unknown, online: boolean, last: LastRole | null): Role | null {
  if (online && !isUnreachable(error)) return null;
  return last?.uid === uid ? last.role : null;
}
