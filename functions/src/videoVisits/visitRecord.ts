/**
 * The video visit's record (videoVisits/{appointmentId}), the billing evidence of issue 33: each presence heartbeat —
 * written by the participant's own client and stamped by the rules with the server's time — extends or opens that
 * participant's intervals; when both have left after being connected, or (closeVideoVisits, every minute) both went
 * silent or the window closed, the visit ends once: its connected time is the overlap of both presences, and from a
 * minute on it is a `server` video contact with its management time entry (functions/src/rtm/contacts.ts).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Appointment } from '@rehab/model/collections';
import { isInCare } from '@rehab/model/care';
import { scheduleOf } from '@rehab/model/scheduledJobs';
import {
  VIDEO_PRESENCE_TIMEOUT_SECONDS,
  VIDEO_VISIT_INTERACTIVE_MIN_SECONDS,
  applyPresenceBeat,
  firstOverlapStart,
  overlapSeconds,
  videoVisitWindow,
  type VideoVisit,
  type VisitPresence,
} from '@rehab/model/videoVisits';
import { db } from '../admin';
import { careRelationshipRef } from '../lib/care';
import { col, docRef, getAll, subDocRef } from '../lib/collections';
import { readCall, visitIds, writeVisitContact } from '../rtm/contacts';
import { closedMonthOf, doctorZone } from '../rtm/shared';

/** What a visit's transaction reads first: the appointment, the record and both presences. */
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
  return { appointment, visit: visit.data(), presences: [doctorPresence.data(), patientPresence.data()] };
}

function newVisit(appointmentId: string, appointment: Appointment): VideoVisit {
  return {
    appointmentId,
    doctorId: appointment.doctorID,
    patientId: appointment.userID,
    presence: {},
    flowing: {},
    connectedSeconds: 0,
    status: 'open',
    endedAt: null,
    interactive: false,
    contactId: null,
    entryRef: null,
  };
}

/**
 * Whether the visit is over at `now`: its window closed, or the two were connected and each has left or gone silent
 * for longer than VIDEO_PRESENCE_TIMEOUT_SECONDS. Before they were ever connected it waits for the window's close (a
 * participant who waited and left may come back).
 */
function isOver(visit: VideoVisit, presences: (VisitPresence | undefined)[], closesAt: number, now: number): boolean {
  if (now > closesAt) return true;
  if (overlapSeconds(visit.presence[visit.doctorId] ?? [], visit.presence[visit.patientId] ?? []) === 0) return false;
  return presences.every((presence) => !presence || presence.left || now - presence.lastSeen.toMillis() > VIDEO_PRESENCE_TIMEOUT_SECONDS * 1000);
}

/**
 * Ends the visit: its connected time, and from VIDEO_VISIT_INTERACTIVE_MIN_SECONDS on the video contact and its time
 * entry, unless the doctor's month is closed (then only an amendment adds it). A shorter call is recorded without a
 * contact or time entry (docs/deviations.md). Under ids made from the appointment: a re-run writes nothing twice.
 */
async function endVisit(tx: Transaction, visit: VideoVisit): Promise<void> {
  const doctorIntervals = visit.presence[visit.doctorId] ?? [];
  const patientIntervals = visit.presence[visit.patientId] ?? [];
  const connectedSeconds = overlapSeconds(doctorIntervals, patientIntervals);
  const interactive = connectedSeconds >= VIDEO_VISIT_INTERACTIVE_MIN_SECONDS;
  const ended: VideoVisit = { ...visit, flowing: {}, connectedSeconds, interactive, status: 'ended', endedAt: Timestamp.now(), contactId: null, entryRef: null };
  const start = firstOverlapStart(doctorIntervals, patientIntervals);
  if (interactive && start !== null) {
    const [doctor, relationship] = await getAll(tx, docRef('doctors', visit.doctorId), careRelationshipRef(visit.patientId, visit.doctorId));
    const zone = doctorZone(doctor.data());
    if (!(await closedMonthOf(tx, visit.doctorId, zone, start))) {
      const contact = { appointmentId: visit.appointmentId, doctorId: visit.doctorId, patientId: visit.patientId, start, seconds: connectedSeconds };
      const ids = visitIds(contact, zone);
      const read = await readCall(tx, ids);
      if (!read.contact.exists) writeVisitContact(tx, contact, ids, read, isInCare(relationship.data()));
      ended.contactId = ids.contactId;
      ended.entryRef = ids.entryRef;
    }
  }
  tx.set(docRef('videoVisits', visit.appointmentId), ended);
}

/** One participant's presence was written: his intervals take its heartbeat, and the visit ends if it is over. */
export async function recordPresence(appointmentId: string, uid: string, now: number): Promise<void> {
  await db.runTransaction(async (tx) => {
    const read = await readVisit(tx, appointmentId);
    if (!read) return;
    const { appointment, presences } = read;
    const index = [appointment.doctorID, appointment.userID].indexOf(uid);
    const presence = presences[index];
    if (index < 0 || !presence) return;
    const visit = read.visit ?? newVisit(appointmentId, appointment);
    if (visit.status === 'ended') return;
    const { closes } = videoVisitWindow(appointment.datetime.toMillis());
    const beat = { at: presence.lastSeen.toMillis(), mediaFlowing: presence.mediaFlowing, left: presence.left };
    const next = applyPresenceBeat(visit.presence[uid] ?? [], visit.flowing[uid] ?? false, beat, closes);
    const updated: VideoVisit = { ...visit, presence: { ...visit.presence, [uid]: next.intervals }, flowing: { ...visit.flowing, [uid]: next.open } };
    if (isOver(updated, presences, closes, now)) await endVisit(tx, updated);
    else tx.set(docRef('videoVisits', appointmentId), updated);
  });
}

export const onVisitPresenceWritten = onDocumentWritten({ document: 'appointments/{appointmentId}/visitPresence/{uid}', retry: true }, async (event) => {
  if (!event.data?.after?.exists) return;
  await recordPresence(event.params.appointmentId, event.params.uid, Date.now());
});

/** Ends the open visits that are over at `now` (their participants silent, or their window closed); returns how many. */
export async function closeStaleVisits(now: Date): Promise<{ ended: number }> {
  const open = await col('videoVisits').where('status', '==', 'open').get();
  let ended = 0;
  for (const { id } of open.docs) {
    const wasEnded = await db.runTransaction(async (tx) => {
      const read = await readVisit(tx, id);
      if (!read?.visit || read.visit.status !== 'open') return false;
      const { closes } = videoVisitWindow(read.appointment.datetime.toMillis());
      if (!isOver(read.visit, read.presences, closes, now.getTime())) return false;
      await endVisit(tx, read.visit);
      return true;
    });
    if (wasEnded) ended += 1;
  }
  return { ended };
}

/** Every minute: a closed tab or a lost network sends no `left`. */
export const closeVideoVisits = onSchedule(scheduleOf('closeVideoVisits'), async () => {
  await closeStaleVisits(new Date());
});
