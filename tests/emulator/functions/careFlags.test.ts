/**
 * `inCare` on a doctor's documents with a patient (appointments, reminders, chat messages, management time and its
 * totals), kept in step with their care relationship by the onCareRelationshipWritten trigger, against the emulators:
 * ending care takes the pair's documents out of care and no other pair's, granting it again brings them back, and a
 * repeated run changes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { syncCareFlags } from '../../../functions/src/careFlags';
import { adminDb } from '../support';
import { arrangeCare, uniqueId } from './callers';
import { waitForEffect } from '../../effects';

const now = Date.now();
const MONTH = new Date(now).toISOString().slice(0, 7);
/** More chat messages than the trigger flags in one transaction, so that it goes page by page. */
const MESSAGES = 230;

/** Writes a pair's documents as the app writes them, in care; returns their paths. */
async function writePair(doctorUid: string, patientUid: string, { messages = 1, managementTime = false } = {}): Promise<string[]> {
  const batch = adminDb.batch();
  const paths: string[] = [];
  const set = (path: string, data: Record<string, unknown>) => {
    batch.set(adminDb.doc(path), { ...data, inCare: true });
    paths.push(path);
  };
  const appointment = uniqueId('appt');
  set(`appointments/${appointment}`, { isOnline: false, doctorID: doctorUid, datetime: Timestamp.fromMillis(now), location: '1 Clinic Road', userID: patientUid });
  set(`reminders/${appointment}`, { appointmentID: appointment, doctorID: doctorUid, id: appointment, isFavourite: false, isRead: false, userID: patientUid });
  for (let i = 0; i < messages; i += 1) {
    const id = uniqueId('msg');
    set(`notifications/${id}`, { doctorID: doctorUid, userID: patientUid, senderID: doctorUid, id, isFavourite: false, isRead: false, messageBody: `Message ${i}`, timestamp: Timestamp.fromMillis(now + i) });
  }
  if (managementTime) {
    const entry = { start: Timestamp.fromMillis(now - 600_000), seconds: 300, source: 'auto', activity: 'charts', interactive: false, reason: '', updatedAt: Timestamp.fromMillis(now) };
    set(`managementTime/${doctorUid}_${patientUid}_${MONTH}`, { doctorId: doctorUid, patientId: patientUid, month: MONTH, entries: { e1: entry }, lastEntryId: 'e1' });
    // written by the onManagementTimeWritten trigger from the month
    paths.push(`managementTotals/${doctorUid}_${patientUid}_${MONTH}`);
  }
  await batch.commit();
  return paths;
}

async function flagsOf(paths: readonly string[]): Promise<(boolean | undefined)[]> {
  const snapshots = await adminDb.getAll(...paths.map((path) => adminDb.doc(path)));
  return snapshots.map((snapshot) => snapshot.get('inCare') as boolean | undefined);
}

/** Waits until every document says `inCare` (the triggers run asynchronously). */
async function flagsBecome(paths: readonly string[], inCare: boolean): Promise<void> {
  await waitForEffect(`every document inCare ${inCare}`, async () => {
    const flags = await flagsOf(paths);
    if (flags.every((flag) => flag === inCare)) return true;
    throw new Error(`${flags.filter((f) => f !== inCare).length} of ${paths.length} are not yet`);
  });
}

const setState = (patientUid: string, doctorUid: string, state: 'active' | 'ended') =>
  adminDb.doc(`careRelationships/${patientUid}_${doctorUid}`).update(state === 'ended' ? { state, ending: 'removedByPatient', endedBy: patientUid } : { state });

describe('inCare follows the care relationship (issue 30)', () => {
  it("ending care takes all the pair's documents out of care, and no other pair's; granting it again brings them back", async () => {
    const [doctor, otherDoctor, patient, otherPatient] = [uniqueId('doctor'), uniqueId('doctor'), uniqueId('patient'), uniqueId('patient')];
    const pair = await writePair(doctor, patient, { messages: MESSAGES, managementTime: true });
    const others = [...(await writePair(doctor, otherPatient, { managementTime: true })), ...(await writePair(otherDoctor, patient))];
    await arrangeCare(patient, doctor);
    await arrangeCare(otherPatient, doctor);
    await arrangeCare(patient, otherDoctor);
    await flagsBecome([...pair, ...others], true);

    await setState(patient, doctor, 'ended');
    await flagsBecome(pair, false);
    expect(await flagsOf(others)).toEqual(others.map(() => true));

    await setState(patient, doctor, 'active');
    await flagsBecome(pair, true);
    expect(await flagsOf(others)).toEqual(others.map(() => true));
  }, 600_000);

  it('a second run, or a repeated event, changes nothing', async () => {
    const [doctor, patient] = [uniqueId('doctor'), uniqueId('patient')];
    const pair = await writePair(doctor, patient, { messages: 3 });
    await arrangeCare(patient, doctor);
    await setState(patient, doctor, 'ended');
    await flagsBecome(pair, false);
    const written = async () => (await adminDb.getAll(...pair.map((path) => adminDb.doc(path)))).map((snapshot) => snapshot.updateTime?.toMillis());
    const before = await written();

    expect(await syncCareFlags(patient, doctor)).toBe(0);
    expect(await Promise.all([syncCareFlags(patient, doctor), syncCareFlags(patient, doctor)])).toEqual([0, 0]);
    expect(await written()).toEqual(before);
  });

  it('a pair without a relationship is out of care; a deleted relationship takes its documents out of care', async () => {
    const [doctor, patient] = [uniqueId('doctor'), uniqueId('patient')];
    const pair = await writePair(doctor, patient);
    // The reconcile job another file runs reads the whole database and may set these flags right first: what the sync
    // changed is at most the pair's documents, and after it none is in care.
    expect(await syncCareFlags(patient, doctor)).toBeLessThanOrEqual(pair.length);
    expect(await flagsOf(pair)).toEqual(pair.map(() => false));

    await arrangeCare(patient, doctor);
    await flagsBecome(pair, true);
    await adminDb.doc(`careRelationships/${patient}_${doctor}`).delete();
    await flagsBecome(pair, false);
  });
});
