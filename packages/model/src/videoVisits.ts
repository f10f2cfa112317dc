/**
 * Video visits held in the app at an online appointment (issue 33): when they may be joined, how the two clients
 * signal through Firestore, how each side's presence is stamped by the server, and the visit's record that the
 * functions make from the overlap of both presences (the billing evidence).
 *
 * Paths:
 * - appointments/{appointmentId}/visitSignals/{signalId}: the WebRTC signalling (offer, answer, ICE candidates, hang-up)
 *   written by the appointment's doctor and patient only, within the window, while their care is active.
 * - appointments/{appointmentId}/visitPresence/{uid}: one participant's presence, written only by that participant's own
 *   client; every write stamps `lastSeen` (and `mediaSince` when media starts) with the server's `request.time`.
 * - videoVisits/{appointmentId}: the visit's record, written by the functions only (read by its doctor and patient).
 */
import type { TimestampLike } from './collections';

/** The visit can be joined from 15 minutes before the appointment's time until an hour after it. */
export const VIDEO_VISIT_OPENS_BEFORE_MINUTES = 15;
export const VIDEO_VISIT_CLOSES_AFTER_MINUTES = 60;
/** A call still running is warned this long before the window closes, and ends when it does. */
export const VIDEO_VISIT_END_WARNING_MINUTES = 5;
/** Each client writes its presence this often while in the call. */
export const VIDEO_PRESENCE_HEARTBEAT_SECONDS = 10;
/** A presence not renewed for this long has left (a closed tab, a lost network): the visit times out. */
export const VIDEO_PRESENCE_TIMEOUT_SECONDS = 45;
/** Connected time under this is recorded but is not a real-time interactive communication. */
export const VIDEO_VISIT_INTERACTIVE_MIN_SECONDS = 60;
/** How long a TURN credential issued by issueTurnCredentials stays valid. */
export const TURN_CREDENTIAL_TTL_SECONDS = 2 * 60 * 60;

const MINUTE = 60_000;

/** The instants (ms) between which an appointment's visit may be joined. */
export function videoVisitWindow(appointmentMillis: number): { opens: number; closes: number } {
  return {
    opens: appointmentMillis - VIDEO_VISIT_OPENS_BEFORE_MINUTES * MINUTE,
    closes: appointmentMillis + VIDEO_VISIT_CLOSES_AFTER_MINUTES * MINUTE,
  };
}

export function isWithinVideoVisitWindow(appointmentMillis: number, nowMillis: number): boolean {
  const { opens, closes } = videoVisitWindow(appointmentMillis);
  return nowMillis >= opens && nowMillis <= closes;
}

export type VisitRole = 'doctor' | 'patient';

export const VISIT_SIGNAL_TYPES = ['offer', 'answer', 'candidate', 'hangup'] as const;
export type VisitSignalType = (typeof VISIT_SIGNAL_TYPES)[number];

/** appointments/{appointmentId}/visitSignals/{signalId} */
export interface VisitSignal {
  /** the writer (the rules require request.auth.uid) */
  from: string;
  /** the other participant */
  to: string;
  type: VisitSignalType;
  /** one call attempt of the writer's client (a reload starts a new one; older signals are ignored) */
  callId: string;
  /** offer and answer */
  sdp?: string;
  /** candidate: RTCIceCandidateInit as JSON */
  candidate?: string;
  /** request.time */
  createdAt: TimestampLike;
}

/** appointments/{appointmentId}/visitPresence/{uid} */
export interface VisitPresence {
  uid: string;
  role: VisitRole;
  callId: string;
  /** true while media from the other side flows (the peer connection is connected) */
  mediaFlowing: boolean;
  audioMuted: boolean;
  videoOff: boolean;
  /** request.time of this write: the heartbeat */
  lastSeen: TimestampLike;
  /** set when the participant ends the call or leaves the page */
  left: boolean;
}

/** One participant's presence with media flowing, as the functions joined it from the heartbeats. */
export interface PresenceInterval {
  /** ms */
  start: number;
  /** ms */
  end: number;
}

/** videoVisits/{appointmentId}: written by the functions only. */
export interface VideoVisit {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  /** uid -> intervals while that participant was present with media flowing */
  presence: Record<string, PresenceInterval[]>;
  /** uid -> whether his last interval is still open (media flowing at his last heartbeat): the next one extends it */
  flowing: Record<string, boolean>;
  /** seconds both were present with media flowing at once */
  connectedSeconds: number;
  status: 'open' | 'ended';
  endedAt: TimestampLike | null;
  /** at least VIDEO_VISIT_INTERACTIVE_MIN_SECONDS connected: an rtmContacts record (source 'server', kind 'video') */
  interactive: boolean;
  contactId: string | null;
  /** the management time entry of the connected time: `{managementTime id}/{entry id}` */
  entryRef: string | null;
}

/** The overlap, in whole seconds, of two participants' interval lists (each may have gaps and overlaps). */
export function overlapSeconds(a: readonly PresenceInterval[], b: readonly PresenceInterval[]): number {
  const union = (list: readonly PresenceInterval[]): PresenceInterval[] => {
    const sorted = [...list].filter((i) => i.end > i.start).sort((x, y) => x.start - y.start);
    const out: PresenceInterval[] = [];
    for (const i of sorted) {
      const last = out[out.length - 1];
      if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
      else out.push({ ...i });
    }
    return out;
  };
  const ua = union(a);
  const ub = union(b);
  let total = 0;
  let j = 0;
  for (const i of ua) {
    while (j < ub.length && ub[j].end <= i.start) j++;
    for (let k = j; k < ub.length && ub[k].start < i.end; k++) {
      total += Math.min(i.end, ub[k].end) - Math.max(i.start, ub[k].start);
    }
  }
  return Math.floor(total / 1000);
}

/** The first instant (ms) both participants were present with media flowing, or null when they never were at once. */
export function firstOverlapStart(a: readonly PresenceInterval[], b: readonly PresenceInterval[]): number | null {
  let first: number | null = null;
  for (const i of a) {
    for (const j of b) {
      const start = Math.max(i.start, j.start);
      if (start < Math.min(i.end, j.end) && (first === null || start < first)) first = start;
    }
  }
  return first;
}

/** One heartbeat of a participant's presence, as the server stamped it. */
export interface PresenceBeat {
  /** lastSeen (ms): request.time of the write */
  at: number;
  mediaFlowing: boolean;
  left: boolean;
}

/**
 * A participant's intervals after one heartbeat: while media flows, a beat within VIDEO_PRESENCE_TIMEOUT_SECONDS of
 * the open interval's end extends it, a later one starts a new interval; a beat without media, or leaving, closes it at
 * its last heartbeat (the time since is not known to have had media). A beat no later than the last interval's end (a
 * trigger delivered twice or late) changes nothing; no interval reaches past the window's close.
 */
export function applyPresenceBeat(
  intervals: readonly PresenceInterval[],
  open: boolean,
  beat: PresenceBeat,
  closesAt: number,
): { intervals: PresenceInterval[]; open: boolean } {
  const list = intervals.map((interval) => ({ ...interval }));
  const last = list.at(-1);
  const at = Math.min(beat.at, closesAt);
  if (last && at <= last.end) return { intervals: list, open };
  if (!beat.mediaFlowing || beat.left) return { intervals: list, open: false };
  if (open && last && at - last.end <= VIDEO_PRESENCE_TIMEOUT_SECONDS * 1000) last.end = at;
  else list.push({ start: at, end: at });
  return { intervals: list, open: true };
}

/**
 * The TURN REST convention (draft-uberti-behave-turn-rest): username = "{expiry unix seconds}:{uid}", password =
 * base64(HMAC-SHA1(shared secret, username)). The HMAC is computed by the caller (node:crypto in the functions).
 */
export function turnUsername(uid: string, nowMillis: number, ttlSeconds = TURN_CREDENTIAL_TTL_SECONDS): string {
  return `${Math.floor(nowMillis / 1000) + ttlSeconds}:${uid}`;
}

/** What issueTurnCredentials returns: RTCIceServer entries for the peer connection. */
export interface IssuedIceServers {
  iceServers: { urls: string[]; username?: string; credential?: string }[];
  /** ISO instant when the credential expires */
  expiresAt: string;
}
