/**
 * A video visit's Firestore traffic: the signalling under appointments/{id}/visitSignals and each participant's
 * presence under appointments/{id}/visitPresence/{uid} (packages/model/src/videoVisits.ts), and the ICE servers of
 * the issueTurnCredentials callable. Signals and presence are a protocol, not cached server data: the call's hook
 * listens to them directly, through these functions.
 */
import { collection, doc, onSnapshot, query, serverTimestamp, setDoc, where, type Timestamp } from 'firebase/firestore';
import type { IssuedIceServers, VisitPresence, VisitSignal } from '@rehab/model/videoVisits';
import { callable } from '../../../lib/firebase/callables';
import { db } from '../../../lib/firebase/firestore';
import type { ReceivedSignal } from '../logic/signalling';

const signals = (appointmentId: string) => collection(db, 'appointments', appointmentId, 'visitSignals');
const presenceRef = (appointmentId: string, uid: string) => doc(db, 'appointments', appointmentId, 'visitPresence', uid);

const millis = (value: unknown) => (value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : 0);

/**
 * The signals addressed to `uid`: `next` gets those already on the server once (`initial`: a patient's device cache may
 * answer first with fewer, so the first snapshot from the server marks the start), then each batch of new ones.
 * Returns the stop function.
 */
export function listenToSignals(
  appointmentId: string,
  uid: string,
  next: (added: ReceivedSignal[], initial: boolean) => void,
  fail: (error: unknown) => void,
): () => void {
  let initial = true;
  return onSnapshot(
    query(signals(appointmentId), where('to', '==', uid)),
    { includeMetadataChanges: true },
    (snap) => {
      const added = snap
        .docChanges()
        .filter((change) => change.type === 'added')
        .map((change) => {
          const data = change.doc.data() as VisitSignal;
          return { ...data, id: change.doc.id, at: millis(data.createdAt) };
        });
      // Before the server's first answer every signal is an older one.
      if (initial && snap.metadata.fromCache) return;
      next(added, initial);
      initial = false;
    },
    fail,
  );
}

export type OutgoingSignal = Omit<VisitSignal, 'createdAt'>;

export async function sendSignal(appointmentId: string, signal: OutgoingSignal): Promise<void> {
  const fields: Record<string, unknown> = { from: signal.from, to: signal.to, type: signal.type, callId: signal.callId };
  if (signal.sdp !== undefined) fields.sdp = signal.sdp;
  if (signal.candidate !== undefined) fields.candidate = signal.candidate;
  await setDoc(doc(signals(appointmentId)), { ...fields, createdAt: serverTimestamp() });
}

export type PresenceState = Omit<VisitPresence, 'lastSeen' | 'mediaSince'>;

/**
 * One heartbeat: the whole presence, `lastSeen` stamped by the server (the rules require request.time), and
 * `mediaSince` stamped by it too when media starts flowing (`mediaStarted`), left as stored while it goes on flowing
 * (a merge that does not name it), null while none flows. The functions count media from `mediaSince` to the latest
 * `lastSeen` that has it.
 */
export async function writePresence(appointmentId: string, presence: PresenceState, mediaStarted: boolean): Promise<void> {
  const mediaSince = !presence.mediaFlowing ? { mediaSince: null } : mediaStarted ? { mediaSince: serverTimestamp() } : {};
  await setDoc(presenceRef(appointmentId, presence.uid), { ...presence, ...mediaSince, lastSeen: serverTimestamp() }, { merge: true });
}

/** A presence as read: `lastSeen` in ms of the server's clock (null while this client's own write is pending). */
export type ReadPresence = PresenceState & { lastSeenMillis: number | null };

/** A participant's presence, live (null while there is none). */
export function listenToPresence(
  appointmentId: string,
  uid: string,
  next: (presence: ReadPresence | null) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(
    presenceRef(appointmentId, uid),
    (snap) => {
      const data = snap.data() as VisitPresence | undefined;
      next(data ? { ...data, lastSeenMillis: millis(data.lastSeen) || null } : null);
    },
    fail,
  );
}

/** Short-lived TURN credentials and the STUN/TURN servers, for this appointment's participants only. */
export async function issueIceServers(appointmentId: string): Promise<IssuedIceServers> {
  return (await callable('issueTurnCredentials')({ appointmentId })).data;
}
