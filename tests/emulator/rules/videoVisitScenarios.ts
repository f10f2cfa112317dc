/**
 * Issue 33, video visits, as the rules hold them: each attack refused beside its legitimate twin.
 * - the signalling and the presences of an online appointment's visit are its doctor's and its patient's only, within
 *   its window (15 minutes before its time to an hour after), while the doctor looks after the patient;
 * - a presence is written by its own participant only, stamped with the server's time: a doctor cannot make the
 *   patient present, and no client clock counts, neither in `lastSeen` nor in `mediaSince` (issue 48);
 * - the visit's record is the functions' alone (the matrix).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocFromServer, getDocsFromServer, serverTimestamp, setDoc, Timestamp, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { Role } from './actors';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, VISIT_APPOINTMENT, careRelationship } from './world';

const MINUTE = 60_000;

const signal = (from: string, to: string, overrides: DocumentData = {}): DocumentData => ({
  from,
  to,
  type: 'offer',
  callId: 'call-9',
  sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n',
  createdAt: serverTimestamp(),
  ...overrides,
});

const presence = (uid: string, role: 'doctor' | 'patient', overrides: DocumentData = {}): DocumentData => ({
  uid,
  role,
  callId: 'call-9',
  mediaFlowing: true,
  mediaSince: serverTimestamp(),
  audioMuted: false,
  videoOff: false,
  lastSeen: serverTimestamp(),
  left: false,
  ...overrides,
});

export function defineVideoVisitScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created, endCare } = scenarioWorld(suite);

  const signalPath = (id: string) => `${VISIT_APPOINTMENT}/visitSignals/${id}`;
  const presencePath = (uid: string) => `${VISIT_APPOINTMENT}/visitPresence/${uid}`;
  const sendSignal = (role: Role, id: string, data: DocumentData) => {
    created.push(signalPath(id));
    return setDoc(doc(as(role), signalPath(id)), data);
  };
  const writePresence = (role: Role, uid: string, data: DocumentData) => {
    created.push(presencePath(uid));
    return setDoc(doc(as(role), presencePath(uid)), data);
  };
  /** A participant's reads in a call (from the server: an answer from the local cache would say nothing about the rules). */
  const reads = (db: Firestore): (() => Promise<unknown>)[] => [
    () => getDocFromServer(doc(db, signalPath('signal-1'))),
    () => getDocsFromServer(collection(db, `${VISIT_APPOINTMENT}/visitSignals`)),
    () => getDocFromServer(doc(db, presencePath('patient'))),
    () => getDocsFromServer(collection(db, `${VISIT_APPOINTMENT}/visitPresence`)),
  ];
  const appointmentAt = (millis: number, overrides: DocumentData = {}) =>
    arrange(VISIT_APPOINTMENT, { ...BASELINE[VISIT_APPOINTMENT], datetime: Timestamp.fromMillis(millis), ...overrides });

  describe('issue 33: the video visit of an online appointment', () => {
    it('attack: a third account — another patient, another doctor, even one who looks after the patient — reads and writes nothing; twin: the two participants', async () => {
      // otherDoctor looks after the patient too, but the appointment is not his
      await arrange('careRelationships/patient_otherDoctor', careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove'));
      for (const role of ['otherPatient', 'otherDoctor', 'unverifiedDoctor', 'admin', 'noRecords'] as const) {
        for (const read of reads(as(role))) await assertFails(read());
        await assertFails(sendSignal(role, `${role}-offer`, signal(role, 'patient')));
        await assertFails(writePresence(role, role, presence(role, 'doctor')));
      }
      for (const role of ['doctor', 'patient'] as const) for (const read of reads(as(role))) await assertSucceeds(read());
      await assertSucceeds(sendSignal('doctor', 'doctor-offer', signal('doctor', 'patient')));
      await assertSucceeds(sendSignal('patient', 'patient-answer', signal('patient', 'doctor', { type: 'answer' })));
      await assertSucceeds(writePresence('doctor', 'doctor', presence('doctor', 'doctor')));
    });

    it('attack: a patient outside the window (before it opens, after it closes); twin: just inside it', async () => {
      for (const at of [Date.now() + 20 * MINUTE, Date.now() - 65 * MINUTE]) {
        await appointmentAt(at);
        for (const read of reads(as('patient'))) await assertFails(read());
        await assertFails(sendSignal('patient', 'late-answer', signal('patient', 'doctor', { type: 'answer' })));
        await assertFails(writePresence('patient', 'patient', presence('patient', 'patient')));
      }
      for (const at of [Date.now() + 10 * MINUTE, Date.now() - 55 * MINUTE]) {
        await appointmentAt(at);
        for (const read of reads(as('patient'))) await assertSucceeds(read());
        await assertSucceeds(sendSignal('patient', `answer-${at}`, signal('patient', 'doctor', { type: 'answer' })));
        await assertSucceeds(writePresence('patient', 'patient', presence('patient', 'patient')));
      }
    });

    it('attack: a doctor whose care relationship ended (and his patient with him); twin: while it is active', async () => {
      await endCare();
      for (const role of ['doctor', 'patient'] as const) for (const read of reads(as(role))) await assertFails(read());
      await assertFails(sendSignal('doctor', 'doctor-offer', signal('doctor', 'patient')));
      await assertFails(writePresence('doctor', 'doctor', presence('doctor', 'doctor')));
      await assertFails(writePresence('patient', 'patient', presence('patient', 'patient')));
      await arrange('careRelationships/patient_doctor', BASELINE['careRelationships/patient_doctor']);
      await assertSucceeds(sendSignal('doctor', 'doctor-offer', signal('doctor', 'patient')));
      await assertSucceeds(writePresence('doctor', 'doctor', presence('doctor', 'doctor')));
    });

    it('attack: an appointment in person, at the same time, has no visit; twin: online', async () => {
      await appointmentAt(Date.now(), { isOnline: false, location: '1 Clinic Road' });
      await assertFails(getDocsFromServer(collection(as('doctor'), `${VISIT_APPOINTMENT}/visitSignals`)));
      await assertFails(sendSignal('doctor', 'doctor-offer', signal('doctor', 'patient')));
      await appointmentAt(Date.now());
      await assertSucceeds(sendSignal('doctor', 'doctor-offer', signal('doctor', 'patient')));
    });

    it("attack: the doctor writes the patient's presence, or his own as the patient; twin: each writes his own", async () => {
      await assertFails(writePresence('doctor', 'patient', presence('patient', 'patient')));
      await assertFails(updateDoc(doc(as('doctor'), presencePath('patient')), { lastSeen: serverTimestamp(), mediaFlowing: true }));
      await assertFails(writePresence('doctor', 'doctor', presence('patient', 'patient')));
      await assertFails(writePresence('doctor', 'doctor', presence('doctor', 'patient')));
      await assertFails(writePresence('patient', 'patient', presence('patient', 'doctor')));
      await assertSucceeds(writePresence('doctor', 'doctor', presence('doctor', 'doctor')));
      await assertSucceeds(updateDoc(doc(as('patient'), presencePath('patient')), { lastSeen: serverTimestamp(), left: true }));
    });

    it('attack: a presence carrying a client-chosen time, or a heartbeat keeping the old one; twin: the server stamps it', async () => {
      // A client's clock a minute ahead: a client's "now" could fall in the emulator's millisecond of request.time.
      await assertFails(writePresence('patient', 'patient', presence('patient', 'patient', { lastSeen: Timestamp.fromMillis(Date.now() + MINUTE) })));
      await assertFails(writePresence('patient', 'patient', presence('patient', 'patient', { lastSeen: Timestamp.fromMillis(Date.now() - 10 * MINUTE) })));
      await assertFails(updateDoc(doc(as('patient'), presencePath('patient')), { mediaFlowing: false, mediaSince: null }));
      await assertFails(writePresence('patient', 'patient', { ...presence('patient', 'patient'), joinedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(as('patient'), presencePath('patient')), { mediaFlowing: false, mediaSince: null, lastSeen: serverTimestamp() }));
    });

    it('attack: a mediaSince the client chose (earlier, to count time without media), moved while media flows, or kept when it stopped; twin: stamped when media starts, kept while it flows, null when it stops', async () => {
      const presenceRef = () => doc(as('patient'), presencePath('patient'));
      const stored = async () => (await getDocFromServer(presenceRef())).get('mediaSince') as Timestamp;
      // Media starts: the server stamps it, no earlier instant, no later one.
      await assertSucceeds(writePresence('patient', 'patient', presence('patient', 'patient', { mediaFlowing: false, mediaSince: null })));
      await assertFails(updateDoc(presenceRef(), { mediaFlowing: true, mediaSince: Timestamp.fromMillis(Date.now() - 10 * MINUTE), lastSeen: serverTimestamp() }));
      await assertFails(updateDoc(presenceRef(), { mediaFlowing: true, mediaSince: Timestamp.fromMillis(Date.now() + MINUTE), lastSeen: serverTimestamp() }));
      await assertFails(updateDoc(presenceRef(), { mediaFlowing: true, lastSeen: serverTimestamp() }));
      await assertSucceeds(updateDoc(presenceRef(), { mediaFlowing: true, mediaSince: serverTimestamp(), lastSeen: serverTimestamp() }));
      const since = await stored();
      // While it flows: kept as stored (a heartbeat leaves it alone, or writes it back as it is), never moved.
      await assertFails(updateDoc(presenceRef(), { mediaSince: Timestamp.fromMillis(since.toMillis() - MINUTE), lastSeen: serverTimestamp() }));
      await assertFails(updateDoc(presenceRef(), { mediaSince: null, lastSeen: serverTimestamp() }));
      await assertSucceeds(updateDoc(presenceRef(), { lastSeen: serverTimestamp() }));
      await assertSucceeds(writePresence('patient', 'patient', presence('patient', 'patient', { mediaSince: since })));
      // A reconnect starts a new run at the server's time.
      await assertSucceeds(updateDoc(presenceRef(), { mediaSince: serverTimestamp(), lastSeen: serverTimestamp() }));
      // Media stops: null, not kept.
      await assertFails(updateDoc(presenceRef(), { mediaFlowing: false, lastSeen: serverTimestamp() }));
      await assertSucceeds(updateDoc(presenceRef(), { mediaFlowing: false, mediaSince: null, lastSeen: serverTimestamp(), left: true }));
      // A new presence cannot start with an old instant either.
      await assertFails(writePresence('doctor', 'doctor', presence('doctor', 'doctor', { mediaSince: since })));
      await assertSucceeds(writePresence('doctor', 'doctor', presence('doctor', 'doctor')));
    });

    it('attack: a signal in another\'s name, to a third account, with a client time, oversize or malformed, or changed; twin: a well-formed one', async () => {
      const bad: DocumentData[] = [
        signal('patient', 'patient'),
        signal('doctor', 'otherPatient'),
        signal('doctor', 'patient', { createdAt: Timestamp.fromMillis(Date.now() + MINUTE) }),
        signal('doctor', 'patient', { sdp: 'x'.repeat(20_001) }),
        signal('doctor', 'patient', { type: 'candidate' }),
        signal('doctor', 'patient', { type: 'renegotiate' }),
        signal('doctor', 'patient', { type: 'hangup' }),
        signal('doctor', 'patient', { callId: '' }),
        { ...signal('doctor', 'patient'), extra: true },
      ];
      for (const [index, data] of bad.entries()) await assertFails(sendSignal('doctor', `bad-${index}`, data));
      await assertFails(updateDoc(doc(as('doctor'), signalPath('signal-1')), { sdp: 'v=1' }));
      await assertSucceeds(sendSignal('doctor', 'offer', signal('doctor', 'patient', { sdp: 'x'.repeat(20_000) })));
      const { sdp: _sdp, ...hangup } = signal('doctor', 'patient', { type: 'hangup' });
      await assertSucceeds(sendSignal('doctor', 'hangup', hangup));
      const { sdp: _none, ...candidate } = signal('patient', 'doctor', { type: 'candidate', candidate: '{"candidate":""}' });
      await assertSucceeds(sendSignal('patient', 'candidate', candidate));
    });
  });
}
