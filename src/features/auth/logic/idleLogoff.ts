/**
 * Automatic logoff: how long an account may stay idle before it is signed
 * out, and where a session stands, from the time of the last activity in any
 * of the browser's tabs. Free of timers and the DOM: the hook useIdleLogoff
 * drives it.
 */
import type { Role } from './roles';

/** The warning ('Stay signed in') shows this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;

/** Minutes of inactivity before the sign-out: staff (doctors, a clinic's staff, admins) and patients. */
export interface IdleLimits {
  staffMinutes: number;
  patientMinutes: number;
}

export const DEFAULT_IDLE_LIMITS: IdleLimits = { staffMinutes: 15, patientMinutes: 30 };

function minutes(value: unknown, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The limits a deployment configures (VITE_IDLE_LOGOFF_STAFF_MINUTES,
 * VITE_IDLE_LOGOFF_PATIENT_MINUTES), and a browser's own shorter limit (a
 * shared workstation may shorten it, never lengthen it).
 */
export function idleLimitsOf(env: Record<string, unknown>, browserMinutes: unknown): IdleLimits {
  const configured = {
    staffMinutes: minutes(env.VITE_IDLE_LOGOFF_STAFF_MINUTES, DEFAULT_IDLE_LIMITS.staffMinutes),
    patientMinutes: minutes(env.VITE_IDLE_LOGOFF_PATIENT_MINUTES, DEFAULT_IDLE_LIMITS.patientMinutes),
  };
  const local = minutes(browserMinutes, Infinity);
  return { staffMinutes: Math.min(configured.staffMinutes, local), patientMinutes: Math.min(configured.patientMinutes, local) };
}

/** How long a role may stay idle (ms); null for roles that are signed out at once anyway. */
export function idleTimeoutOf(role: Role | null, limits: IdleLimits): number | null {
  switch (role) {
    case 'doctor':
    case 'staff':
    case 'admin':
      return limits.staffMinutes * 60_000;
    case 'patient':
    case 'customer':
      return limits.patientMinutes * 60_000;
    default:
      return null;
  }
}

export type IdlePhase = 'active' | 'warning' | 'expired';

export interface IdleState {
  phase: IdlePhase;
  /** when the phase changes next (ms since epoch); null once expired */
  changesAt: number | null;
  /** ms left before the sign-out */
  remaining: number;
}

/** Where a session stands `now`, its last activity (in any tab) at `lastActivity`. */
export function idleState(now: number, lastActivity: number, timeout: number): IdleState {
  const signOutAt = lastActivity + timeout;
  const warnAt = signOutAt - Math.min(IDLE_WARNING_MS, timeout);
  const remaining = Math.max(0, signOutAt - now);
  if (now >= signOutAt) return { phase: 'expired', changesAt: null, remaining };
  if (now >= warnAt) return { phase: 'warning', changesAt: signOutAt, remaining };
  return { phase: 'active', changesAt: warnAt, remaining };
}
