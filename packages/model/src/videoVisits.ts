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
 *
 * The record is an order-free union (issue 48): per participant, each media run (its `mediaSince`) ends at the latest
 * `lastSeen` seen with it, so heartbeats delivered late, twice or out of order give the same runs; the connected time
 * is the overlap of both participants' runs within the window.
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
  /**
   * request.time of the write when media started flowing (again, after a reconnect), kept as stored while it flows;
   * null while it does not (and on leaving)
   */
  mediaSince: TimestampLike | null;
  audioMuted: boolean;
  videoOff: boolean;
  /** request.time of this write: the heartbeat */
  lastSeen: TimestampLike;
  /** set when the participant ends the call or leaves the page */
  left: boolean;
}

/**
 * One participant's media runs as the functions saw them: mediaSince (ms, as the key) -> the latest lastSeen (ms) of
 * a heartbeat with that mediaSince. Each heartbeat only raises its run's end, so any order, repetition or delay of
 * the heartbeats gives the same runs.
 */
export type MediaRuns = Record<string, number>;

/** The run a presence shows (none while no media flows; a presence written before `mediaSince` existed has none). */
export function presenceRun(presence: Pick<VisitPresence, 'lastSeen'> & { mediaSince?: TimestampLike | null }): MediaRuns {
  if (!presence.mediaSince) return {};
  return { [String(presence.mediaSince.toMillis())]: presence.lastSeen.toMillis() };
}

/** The runs together: each run ends at the latest lastSeen any of them saw. */
export function mergeRuns(...lists: readonly MediaRuns[]): MediaRuns {
  const merged: MediaRuns = {};
  for (const runs of lists) {
    for (const [since, lastSeen] of Object.entries(runs)) merged[since] = Math.max(merged[since] ?? lastSeen, lastSeen);
  }
  return merged;
}

/** An interval with media flowing (ms). */
export interface PresenceInterval {
  start: number;
  end: number;
}

/** A participant's runs as intervals, [mediaSince, latest lastSeen], within the visit's window. */
export function runIntervals(runs: MediaRuns, window: { opens: number; closes: number }): PresenceInterval[] {
  return Object.entries(runs)
    .map(([since, lastSeen]) => ({ start: Math.max(Number(since), window.opens), end: Math.min(lastSeen, window.closes) }))
    .filter((interval) => interval.end >= interval.start)
    .sort((a, b) => a.start - b.start);
}

/** videoVisits/{appointmentId}: written by the functions only, recomputed from both presences' runs. */
export interface VideoVisit {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  /** uid -> that participant's media runs */
  mediaRuns: Record<string, MediaRuns>;
  /** seconds both had media flowing at once (the overlap of their runs within the window) */
  connectedSeconds: number;
  status: 'open' | 'ended';
  /** the last instant either had media flowing (the window's close when neither had): a later run reopens the visit */
  endedAt: TimestampLike | null;
  /** at least VIDEO_VISIT_INTERACTIVE_MIN_SECONDS connected: once ended, an rtmContacts record (source 'server', kind 'video') */
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

/** What both participants' runs give: the connected time, when it began, and the last instant any media flowed. */
export interface VisitConnection {
  connectedSeconds: number;
  /** ms, or null when they were never connected at once */
  start: number | null;
  /** ms, or null when no media flowed */
  lastMedia: number | null;
}

export function visitConnection(doctorRuns: MediaRuns, patientRuns: MediaRuns, window: { opens: number; closes: number }): VisitConnection {
  const doctor = runIntervals(doctorRuns, window);
  const patient = runIntervals(patientRuns, window);
  const ends = [...doctor, ...patient].map((interval) => interval.end);
  return {
    connectedSeconds: overlapSeconds(doctor, patient),
    start: firstOverlapStart(doctor, patient),
    lastMedia: ends.length ? Math.max(...ends) : null,
  };
}

/** A participant's presence as it is now: whether he left, and his latest heartbeat (ms). */
export interface CurrentPresence {
  left: boolean;
  lastSeen: number;
}

/**
 * When the visit ended (ms), or null while it goes on. It is over once its window closed, or once the two were
 * connected and each has left or gone silent for VIDEO_PRESENCE_TIMEOUT_SECONDS (before they were ever connected only
 * the window's close ends it: one who waited and left may come back). An ended visit stays ended unless media flowed
 * after its end (the call redialled, or a heartbeat delivered late): then it is judged again. It ends at the last
 * instant media flowed (the window's close when none did), so whatever order the heartbeats came in, the end is the same.
 */
export function visitEndedAt(input: {
  storedEndedAt: number | null;
  connection: VisitConnection;
  /** the doctor's and the patient's presence now (undefined: none written) */
  presences: readonly (CurrentPresence | undefined)[];
  closes: number;
  now: number;
}): number | null {
  const { storedEndedAt, connection, presences, closes, now } = input;
  const end = connection.lastMedia ?? closes;
  const resumed = connection.lastMedia !== null && storedEndedAt !== null && connection.lastMedia > storedEndedAt;
  if (storedEndedAt !== null && !resumed) return end;
  if (now > closes) return end;
  if (connection.connectedSeconds === 0) return null;
  const gone = presences.every((presence) => !presence || presence.left || now - presence.lastSeen > VIDEO_PRESENCE_TIMEOUT_SECONDS * 1000);
  return gone ? end : null;
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
