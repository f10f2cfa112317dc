/**
 * The video visit's record (videoVisits/{appointmentId}), the billing evidence of issue 33, kept as an order-free union
 * (issue 48). Each presence written — by the participant's own client, its `lastSeen` and `mediaSince` stamped by the
 * rules with the server's time — adds its media run to that participant's runs (mediaSince → the latest lastSeen seen
 * with it), so a heartbeat delivered late, twice or out of order adds nothing another order would not. Everything
 * else is recomputed from those runs and both presences as they are now: the connected time is the overlap of both
 * participants' runs within the window; the visit ends when both have left after being connected or (closeVideoVisits,
 * every minute) went silent, or when its window closed, and opens again when media flows after its end (a redialled
 * call). An ended visit connected for a minute or more is a `server` video contact with its management time entry
 * (functions/src/rtm/contacts.ts), set again whenever its connected time grows, unless the doctor's month is closed.
 * reconcileVisit recomputes an ended visit the same way and reports what it set right.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { onDocumentWritten, onScheduledJob } from '../lib/triggers';
import { careFlagsOf } from '@rehab/model/care';
import { fieldFixes, type ReconcileFix } from '@rehab/model/reconcile';
import {
  VIDEO_VISIT_INTERACTIVE_MIN_SECONDS,
  mergeRuns,
  presenceRun,
  videoVisitWindow,
  visitConnection,
  visitEndedAt,
  type VideoVisit,
  type VisitConnection,
  type VisitPresence,
} from '@rehab/model/videoVisits';
import { db } from '../admin';
import { readCareSources } from '../lib/care';
import { col, docRef, getAll, snapshotData, subDocRef } from '../lib/collections';
import { readCall, visitIds, writeVisitContact } from '../rtm/contacts';
import { closedMonthOf, doctorZone } from '../rtm/shared';

/** What a visit's transaction reads first: the appointment, the record and both presences (the doctor's, the patient's). */
async function readVisit(tx: Transaction, appointmentId: string) {
  const appointmentRef = docRef('appointments', appointmentId);
  const appointment = (await tx.get(appointmentRef)).data();
  if (!appointment) return null;
  const [visit, doctorPresence, patientPresence] = await getAll<[VideoVisit, VisitPresence, VisitPresence]>(
    tx,
    docRef('videoVisits', appointmentId),
    subDocRef(appointmentRef, 'visitPresence', appointment.doctorID),
    subDocRef(appointmentRef, 'visitPresence', appointment.userID),
  );
  return { appointmentId, appointment, visit: visit.data(), presences: [doctorPresence.data(), patientPresence.data()] };
}

type VisitRead = NonNullable<Awaited<ReturnType<typeof readVisit>>>;

/** A presence as a trigger delivered it: whose it is (the document's id) and what it said then. */
interface DeliveredPresence {
  uid: string;
  presence: VisitPresence;
}

/**
 * An ended visit's contact and time entry: from VIDEO_VISIT_INTERACTIVE_MIN_SECONDS connected on they say its connected
 * time, unless the doctor's month is closed (an amendment changes a closed month; what is there stays). A shorter call
 * has neither (docs/deviations.md). Returns the contact's ids when there is one, and the fixes written.
 */
async function settleContact(tx: Transaction, visit: VideoVisit, appointmentMillis: number, connection: VisitConnection) {
  const sources = await readCareSources(visit.patientId, visit.doctorId, tx);
  const zone = doctorZone(sources.doctor);
  const ids = visitIds(visit, appointmentMillis, zone);
  const closed = await closedMonthOf(tx, visit.doctorId, zone, appointmentMillis);
  const read = await readCall(tx, ids);
  if (visit.interactive && connection.start !== null && !closed) {
    const contact = { appointmentId: visit.appointmentId, doctorId: visit.doctorId, patientId: visit.patientId, start: connection.start, seconds: visit.connectedSeconds };
    const fixes = writeVisitContact(tx, contact, ids, read, careFlagsOf('rtmContacts', sources).inCare);
    return { contactId: ids.contactId, entryRef: ids.entryRef, fixes };
  }
  const stored = read.contact.data();
  return { contactId: stored ? ids.contactId : null, entryRef: stored?.entryRef ?? null, fixes: [] };
}

/**
 * The visit recomputed at `now` from its runs, the presences delivered and both presences as they are, written where
 * it differs (nothing when nothing does, so a re-run writes nothing); returns it with one fix per field written.
 */
async function settleVisit(tx: Transaction, read: VisitRead, delivered: readonly DeliveredPresence[], now: number) {
  const { appointmentId, appointment, presences, visit: stored } = read;
  const sides = [appointment.doctorID, appointment.userID];
  const runsOf = (uid: string, index: number) => {
    const current = presences[index];
    const seen = delivered.filter((delivery) => delivery.uid === uid).map((delivery) => presenceRun(delivery.presence));
    return mergeRuns(stored?.mediaRuns?.[uid] ?? {}, current ? presenceRun(current) : {}, ...seen);
  };
  const mediaRuns = Object.fromEntries(sides.map((uid, index) => [uid, runsOf(uid, index)]));
  const appointmentMillis = appointment.datetime.toMillis();
  const window = videoVisitWindow(appointmentMillis);
  const connection = visitConnection(mediaRuns[appointment.doctorID], mediaRuns[appointment.userID], window);
  const endedAt = visitEndedAt({
    storedEndedAt: stored?.status === 'ended' ? (stored.endedAt?.toMillis() ?? null) : null,
    connection,
    presences: presences.map((presence) => presence && { left: presence.left, lastSeen: presence.lastSeen.toMillis() }),
    closes: window.closes,
    now,
  });
  const visit: VideoVisit = {
    appointmentId,
    doctorId: appointment.doctorID,
    patientId: appointment.userID,
    mediaRuns,
    connectedSeconds: connection.connectedSeconds,
    status: endedAt === null ? 'open' : 'ended',
    endedAt: endedAt === null ? null : Timestamp.fromMillis(endedAt),
    interactive: connection.connectedSeconds >= VIDEO_VISIT_INTERACTIVE_MIN_SECONDS,
    // only an ended visit writes a contact: while it is open, the one it has (if it ended before) stays
    contactId: stored?.contactId ?? null,
    entryRef: stored?.entryRef ?? null,
  };
  const recordFixes: ReconcileFix[] = [];
  if (endedAt !== null) {
    const records = await settleContact(tx, visit, appointmentMillis, connection);
    visit.contactId = records.contactId;
    visit.entryRef = records.entryRef;
    recordFixes.push(...records.fixes);
  }
  const visitFixes = fieldFixes('videoVisits', appointmentId, stored, visit);
  if (visitFixes.length) tx.set(docRef('videoVisits', appointmentId), visit);
  return { visit, fixes: [...visitFixes, ...recordFixes] };
}

/** One participant's presence was written (as `presence`, delivered at `now`): the visit takes its run and is recomputed. */
export async function recordPresence(appointmentId: string, uid: string, presence: VisitPresence, now: number): Promise<void> {
  await db.runTransaction(async (tx) => {
    const read = await readVisit(tx, appointmentId);
    if (read) await settleVisit(tx, read, [{ uid, presence }], now);
  });
}

export const onVisitPresenceWritten = onDocumentWritten({ document: 'appointments/{appointmentId}/visitPresence/{uid}', retry: true }, async (event) => {
  const presence = snapshotData('visitPresence', event.data?.after);
  if (!presence) return;
  await recordPresence(event.params.appointmentId, event.params.uid, presence, Date.now());
});

/** Ends the open visits that are over at `now` (their participants silent, or their window closed); returns how many. */
export async function closeStaleVisits(now: Date): Promise<{ ended: number }> {
  const open = await col('videoVisits').where('status', '==', 'open').get();
  let ended = 0;
  for (const { id } of open.docs) {
    const wasEnded = await db.runTransaction(async (tx) => {
      const read = await readVisit(tx, id);
      if (read?.visit?.status !== 'open') return false;
      return (await settleVisit(tx, read, [], now.getTime())).visit.status === 'ended';
    });
    if (wasEnded) ended += 1;
  }
  return { ended };
}

/** Every minute: a closed tab or a lost network sends no `left`. */
export const closeVideoVisits = onScheduledJob('closeVideoVisits', {}, async () => {
  await closeStaleVisits(new Date());
});

/**
 * The reconcile job's part (issue 48): an ended visit recomputed from its stored runs and both presences as they are
 * (the heartbeats themselves are not kept) — its connected time, interactive flag, contact and time entry — with what
 * differed set right; one fix per field. A healthy visit gives none and writes nothing; an open one is left to its
 * trigger and to closeVideoVisits.
 */
export async function reconcileVisit(appointmentId: string): Promise<ReconcileFix[]> {
  return db.runTransaction(async (tx) => {
    const read = await readVisit(tx, appointmentId);
    if (read?.visit?.status !== 'ended') return [];
    return (await settleVisit(tx, read, [], Date.now())).fixes;
  });
}
