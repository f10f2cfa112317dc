/**
 * The pentest of issue 30: a signed-in attacker calling Firestore from the browser console. Each attack is
 * made as the pentester made it and must be refused (permission-denied), each beside its legitimate twin,
 * which must still succeed.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayRemove, arrayUnion, collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditedDelete, auditedSet, auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import { saveVersionedText } from '@rehab/web/lib/firebase/versionedText';
import type { AuditAction, AuditValue } from '@rehab/model/audit';
import { INVOICE_REQUESTS_MAILBOX } from '@rehab/model/invoiceRequestMail';
import { packNumbers } from '@rehab/model/sensorOverview';
import { ACCOUNTS, type Role } from './actors';
import { auditIdOf, commitAudited } from './audited';
import { newInvoiceRequest, newPlan } from './firestoreMatrix';
import { readDoc } from './rulesEnv';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, DAY, MANAGEMENT_MONTH_ID, THIS_MONTH, autoEntry, careRelationship } from './world';

export function defineAttackScenarios(suite: RulesSuiteContext): void {
  // endCare: the patient removed the doctor from his care team and ended his clinic's access; the doctor still lists
  // him (doctors.patients).
  const { as, arrange, created, endCare } = scenarioWorld(suite);

  describe('issue 30, attack 5: doctor records leak to patients', () => {
    it("a patient's list of doctors where patients array-contains him is refused; his doctor's public profile is read by id", async () => {
      const db = as('patient');
      await assertFails(getDocs(query(collection(db, 'doctors'), where('patients', 'array-contains', 'patient'))));
      await assertFails(getDocs(query(collection(db, 'doctors'), where('patients', 'array-contains', 'patient'), where('isVerified', '==', true))));
      await assertFails(getDoc(doc(db, 'doctors/doctor')));
      await assertSucceeds(getDoc(doc(db, 'doctorProfiles/doctor')));
    });

    it("a doctor the patient removed shows him nothing, not even the public profile; a pending request's doctor shows it", async () => {
      await endCare();
      await assertFails(getDoc(doc(as('patient'), 'doctorProfiles/doctor')));
      await assertFails(getDoc(doc(as('patient'), 'doctors/doctor')));
      // The other doctor asks to follow the patient: the request card may show who asks.
      await assertFails(getDoc(doc(as('patient'), 'doctorProfiles/otherDoctor')));
      await arrange('careRelationships/patient_otherDoctor', careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove', 'pending'));
      await assertSucceeds(getDoc(doc(as('patient'), 'doctorProfiles/otherDoctor')));
    });

    it('nobody lists the profiles, and no client writes one (the syncDoctorProfile function does)', async () => {
      await assertFails(getDocs(collection(as('patient'), 'doctorProfiles')));
      await assertFails(setDoc(doc(as('doctor'), 'doctorProfiles/doctor'), { firstName: 'Dr', lastName: 'Fake', position: '', profilePic: '' }));
      await assertFails(updateDoc(doc(as('doctor'), 'doctorProfiles/doctor'), { position: 'Chief' }));
      await assertSucceeds(getDoc(doc(as('doctor'), 'doctorProfiles/doctor')));
    });

    it('a doctor whose relationship ended reads nothing of the patient through any query', async () => {
      await endCare();
      const db = as('doctor');
      const reads = [
        getDoc(doc(db, 'users/patient')),
        getDocs(query(collection(db, 'sessions'), where('userId', '==', 'patient'))),
        getDocs(query(collection(db, 'exerciseplan'), where('userID', '==', 'patient'))),
        getDoc(doc(db, 'scheduledWorkouts/patient')),
        getDocs(query(collection(db, 'monitoring'), where('patientId', 'in', ['patient']))),
        getDocs(query(collection(db, 'auditLog'), where('patientUid', '==', 'patient'))),
        getDocs(query(collection(db, 'devices'), where('userId', '==', 'patient'))),
      ];
      for (const read of reads) await assertFails(read);
    });
  });

  describe("issue 38: a sensor overview is read as its session's bins are, and written by no client", () => {
    const overview = 'sensorOverviews/session-1_Thumb';
    const forged = { sessionId: 'session-1', sensorId: 'Thumb', devices: { 'dev-a': { x: packNumbers([1]), y: packNumbers([99]), timed: true, samples: 1 } }, sources: {} };

    it("another patient's get and list of the patient's overview are refused; the patient's own are accepted", async () => {
      const listOf = (role: Role) => getDocs(query(collection(as(role), 'sensorOverviews'), where('sessionId', '==', 'session-1'), where('sensorId', '==', 'Thumb')));
      await assertFails(getDoc(doc(as('otherPatient'), overview)));
      await assertFails(listOf('otherPatient'));
      await assertFails(getDocs(collection(as('patient'), 'sensorOverviews')));
      await assertSucceeds(getDoc(doc(as('patient'), overview)));
      expect((await listOf('patient')).size).toBe(1);
    });

    it("a session's missing overview reads as none to whoever may read the session, and is refused to others", async () => {
      const missing = 'sensorOverviews/session-1_Index';
      expect((await assertSucceeds(getDoc(doc(as('patient'), missing)))).exists()).toBe(false);
      expect((await assertSucceeds(getDoc(doc(as('doctor'), missing)))).exists()).toBe(false);
      await assertFails(getDoc(doc(as('otherPatient'), missing)));
      await assertFails(getDoc(doc(as('patient'), 'sensorOverviews/no-such-session_Index')));
    });

    it('a doctor whose care relationship ended reads no overview; while in care he does', async () => {
      await assertSucceeds(getDoc(doc(as('doctor'), overview)));
      await endCare();
      await assertFails(getDoc(doc(as('doctor'), overview)));
    });

    it('forged peaks written by the patient, his doctor or an admin are refused; the overview as the function wrote it reads back', async () => {
      for (const role of ['patient', 'doctor', 'admin'] as const) {
        await assertFails(setDoc(doc(as(role), overview), forged));
        await assertFails(updateDoc(doc(as(role), overview), { 'devices.dev-a.y': packNumbers([99]) }));
        await assertFails(setDoc(doc(as(role), 'sensorOverviews/session-1_Index'), { ...forged, sensorId: 'Index' }));
      }
      expect((await readDoc(suite.arranger(), overview))?.devices).toEqual(BASELINE[overview].devices);
    });
  });

  describe('issue 30, attack 4: audit entries with false values', () => {
    const SESSION = 'sessions/session-1';
    /** A session edit (`data`, what is written) in one batch with an entry saying `changes`. */
    const editSession = (data: Record<string, unknown>, action: AuditAction, changes: ChangeRecord['changes']) => {
      const db = as('doctor');
      return commitAudited(db, 'doctor', (context) => auditedUpdate(context, doc(db, SESSION), data, { action, patientUid: 'patient', changes }));
    };
    const stored = async () => (await readDoc(suite.arranger(), SESSION)) as Record<string, unknown>;

    it('notes: an entry misstating the text before or after is refused; the true one (the app\'s own save) is accepted', async () => {
      const written = { notes: 'patient fell…; dose doubled', notesVersion: 1 };
      // As the pentester made it: the entry says a routine note went in.
      await assertFails(editSession(written, 'session.notesEdited', { notes: { before: '', after: 'rt: routine session' } }));
      await assertFails(editSession(written, 'session.notesEdited', { notes: { before: 'Stable, no pain', after: written.notes } }));
      await assertFails(editSession(written, 'session.notesEdited', { notes: { before: null, after: null } }));
      expect((await stored()).notes).toBe('');
      await assertSucceeds(editSession(written, 'session.notesEdited', { notes: { before: '', after: written.notes } }));
      // The app's own writer records the text it replaces and the one it saves.
      const db = as('doctor');
      const version = await saveVersionedText(db, { uid: 'doctor', role: 'doctor', email: ACCOUNTS.doctor.email }, {
        ref: doc(db, SESSION), field: 'notes', versionField: 'notesVersion', baseVersion: 1, text: 'Seen again: stable', action: 'session.notesEdited', patientUid: 'patient',
      });
      expect(version).toBe(2);
      const { auditId } = (await stored()) as { auditId: string };
      expect((await readDoc(suite.arranger(), `auditLog/${auditId}`))?.changes).toEqual({ notes: { before: written.notes, after: 'Seen again: stable' } });
    });

    it('tags: an entry naming another tag, or another tag taken out, is refused; the true one is accepted', async () => {
      // session-1 is tagged 'balance'.
      await assertFails(editSession({ tags: arrayUnion('fall') }, 'session.tagAdded', { tags: { before: [], after: ['routine'] } }));
      await assertFails(editSession({ tags: arrayUnion('fall') }, 'session.tagAdded', { tags: { before: ['balance'], after: ['fall'] } }));
      await assertFails(editSession({ tags: arrayUnion('fall') }, 'session.tagRemoved', { tags: { before: [], after: ['fall'] } }));
      await assertSucceeds(editSession({ tags: arrayUnion('fall') }, 'session.tagAdded', { tags: { before: [], after: ['fall'] } }));
      await assertFails(editSession({ tags: arrayRemove('fall') }, 'session.tagRemoved', { tags: { before: ['balance'], after: [] } }));
      await assertFails(editSession({ tags: arrayRemove('fall') }, 'session.tagRemoved', { tags: { before: [], after: [] } }));
      await assertSucceeds(editSession({ tags: arrayRemove('fall') }, 'session.tagRemoved', { tags: { before: ['fall'], after: [] } }));
      expect((await stored()).tags).toEqual(['balance']);
    });

    it('removed points: an entry naming another timestamp, or fewer points restored, is refused; the true one is accepted', async () => {
      const [first, second] = [DAY.toMillis() + 1000, DAY.toMillis() + 2000];
      await assertFails(editSession({ removedTimePoints: arrayUnion(first) }, 'session.pointRemoved', { removedTimePoints: { before: [], after: [second] } }));
      await assertFails(editSession({ removedTimePoints: arrayUnion(first) }, 'session.pointRemoved', { removedTimePoints: { before: [first], after: [] } }));
      await assertSucceeds(editSession({ removedTimePoints: arrayUnion(first) }, 'session.pointRemoved', { removedTimePoints: { before: [], after: [first] } }));
      await assertSucceeds(editSession({ removedTimePoints: arrayUnion(second) }, 'session.pointRemoved', { removedTimePoints: { before: [], after: [second] } }));
      await assertFails(editSession({ removedTimePoints: arrayRemove(first) }, 'session.pointRestored', { removedTimePoints: { before: [second], after: [] } }));
      await assertSucceeds(editSession({ removedTimePoints: arrayRemove(first) }, 'session.pointRestored', { removedTimePoints: { before: [first], after: [] } }));
      // 'Revert all edits' names every point it puts back.
      await assertSucceeds(editSession({ removedTimePoints: arrayUnion(first) }, 'session.pointRemoved', { removedTimePoints: { before: [], after: [first] } }));
      await assertFails(editSession({ removedTimePoints: [] }, 'session.editsReverted', { removedTimePoints: { before: [first], after: [] } }));
      await assertSucceeds(editSession({ removedTimePoints: [] }, 'session.editsReverted', { removedTimePoints: { before: [second, first], after: [] } }));
    });

    it("plans: an entry naming another plan than the one created is refused; the plan's own name is accepted", async () => {
      const db = as('doctor');
      const create = (name: unknown) => commitAudited(db, 'doctor', (context) =>
        auditedSet(context, doc(db, 'exerciseplan/plan-x'), newPlan('doctor'), { action: 'plan.created', patientUid: '', changes: { name: { before: null, after: name as string } } }));
      created.push('exerciseplan/plan-x');
      await assertFails(create('Gentle stretches'));
      await assertFails(create(null));
      await assertSucceeds(create(newPlan('doctor').name));
    });

    describe('calendar changes', () => {
      const event = (name: string, exerciseId: string) => ({ name, isPublic: true, exerciseId, doctorId: 'doctor' });
      const heavy = { 'evt-9': event('Heavy squats', 'plan-heavy') };
      const worldEvent = (BASELINE['scheduledWorkouts/patient'] as Record<string, Record<string, AuditValue>>)['2030-01-01'];
      const write = (role: Role, data: Record<string, unknown>, action: AuditAction, changes: ChangeRecord['changes'], merge = false) => {
        const db = as(role);
        return commitAudited(db, role, (context) =>
          auditedSet(context, doc(db, 'scheduledWorkouts/patient'), data, { action, patientUid: 'patient', changes }, merge ? { merge: true } : undefined));
      };

      it('an added workout recorded as another plan, on another date or under another id is refused; as scheduled, accepted', async () => {
        const add = (changes: ChangeRecord['changes']) => write('doctor', { '2030-01-02': heavy }, 'schedule.added', changes, true);
        await assertFails(add({ '2030-01-02': { before: {}, after: { 'evt-9': event('Gentle stretches', 'plan-public') } } }));
        await assertFails(add({ '2030-01-03': { before: {}, after: heavy } }));
        await assertFails(add({ '2030-01-02': { before: {}, after: { 'evt-8': heavy['evt-9'] } } }));
        await assertFails(add({ '2030-01-02': { before: [], after: ['Heavy squats'] } }));
        await assertFails(add({}));
        await assertSucceeds(add({ '2030-01-02': { before: {}, after: heavy } }));
      });

      it('a move recorded as taking out or putting in something else is refused; the true move is accepted', async () => {
        const moved = { '2030-01-04': worldEvent };
        await assertFails(write('patient', moved, 'schedule.moved', { '2030-01-04': { before: {}, after: worldEvent } }));
        await assertFails(write('patient', moved, 'schedule.moved', { '2030-01-01': { before: heavy, after: {} }, '2030-01-04': { before: {}, after: worldEvent } }));
        await assertFails(write('patient', moved, 'schedule.moved', { '2030-01-01': { before: worldEvent, after: {} }, '2030-01-05': { before: {}, after: worldEvent } }));
        await assertSucceeds(write('patient', moved, 'schedule.moved', { '2030-01-01': { before: worldEvent, after: {} }, '2030-01-04': { before: {}, after: worldEvent } }));
      });

      it('a removal recorded as removing nothing, or another event, is refused; the true one is accepted', async () => {
        await assertFails(write('doctor', {}, 'schedule.removed', { '2030-01-01': { before: {}, after: {} } }));
        await assertFails(write('doctor', {}, 'schedule.removed', { '2030-01-01': { before: heavy, after: {} } }));
        await assertSucceeds(write('doctor', {}, 'schedule.removed', { '2030-01-01': { before: worldEvent, after: {} } }));
      });

      it('an event changed in place (a plan swapped under the same id) is refused whatever its entry says', async () => {
        const swapped = { 'evt-1': event('Heavy squats', 'plan-heavy') };
        await assertFails(write('doctor', { '2030-01-01': swapped }, 'schedule.added', { '2030-01-01': { before: worldEvent, after: swapped } }));
        await assertFails(write('doctor', { '2030-01-01': swapped }, 'schedule.added', { '2030-01-01': { before: {}, after: swapped } }));
      });
    });
  });

  describe('issue 30, attack 6: a removed doctor writes the patient\'s schedule index', () => {
    const writeIndex = (role: Role) => updateDoc(doc(as(role), 'scheduledWorkoutsByExercise/plan-public'), { 'patient.2030-01-02': ['evt-9'] });
    /** What the calendar does: schedule a plan on the patient's calendar, recorded (the function then indexes it). */
    const schedule = (role: Role) => {
      const db = as(role);
      const date = role === 'patient' ? '2030-01-03' : '2030-01-02';
      const events = { 'evt-9': { name: 'Hand basics', isPublic: true, exerciseId: 'plan-public', doctorId: 'doctor' } };
      return commitAudited(db, role, (context) =>
        auditedUpdate(context, doc(db, 'scheduledWorkouts/patient'), { [date]: events }, {
          action: 'schedule.added', patientUid: 'patient', changes: { [date]: { before: {}, after: events } },
        }));
    };

    it("a doctor still listing the patient but no longer granted access writes neither the index nor the calendar; with access he schedules", async () => {
      await assertFails(writeIndex('doctor'));
      await assertSucceeds(schedule('doctor'));
      await endCare();
      await assertFails(writeIndex('doctor'));
      await assertFails(setDoc(doc(as('doctor'), 'scheduledWorkoutsByExercise/plan-new'), { patient: { '2030-01-03': ['evt-9'] } }));
      await assertFails(schedule('doctor'));
      await assertSucceeds(schedule('patient'));
    });

    it('nor does he book, remind, message, plan or annotate', async () => {
      await endCare();
      const db = as('doctor');
      await assertFails(setDoc(doc(db, 'reminders/appt-2'), { appointmentID: 'appt-2', doctorID: 'doctor', id: 'appt-2', isFavourite: false, isRead: false, userID: 'patient', inCare: true }));
      await assertFails(setDoc(doc(db, 'notifications/msg-x'), {
        doctorID: 'doctor', userID: 'patient', senderID: 'doctor', id: 'msg-x', isFavourite: false, isRead: false, messageBody: 'Hi', timestamp: serverTimestamp(), inCare: true,
      }));
      await assertFails(commitAudited(db, 'doctor', (context) =>
        auditedUpdate(context, doc(db, 'sessions/session-1'), { tags: ['balance', 'fall'] }, {
          action: 'session.tagAdded', patientUid: 'patient', changes: { tags: { before: [], after: ['fall'] } },
        })));
    });
  });

  describe('issue 30, attack 7: extra e-mails from one cancellation', () => {
    const notice = { to: ACCOUNTS.patient.email, message: { subject: 'Appointment cancelled', text: 'Sorry.' } };
    const cancel = (emailIds: string[]) => {
      const db = as('doctor');
      return commitAudited(db, 'doctor', (context, batch) => {
        auditedDelete(context, doc(db, 'appointments/appt-1'), auditIdOf('appointments/appt-1'), { action: 'appointment.cancelled', patientUid: 'patient' });
        batch.delete(doc(db, 'reminders/appt-1'));
        for (const id of emailIds) {
          batch.set(doc(db, `emails/${id}`), notice);
          created.push(`emails/${id}`);
        }
      });
    };

    it("'cancelled-{id}' and 'cancelled-{id}cancelled-2' in one batch are refused; the one e-mail of the cancellation is queued", async () => {
      await assertFails(cancel(['cancelled-appt-1', 'cancelled-appt-1cancelled-2']));
      await assertFails(cancel(['cancelled-appt-1cancelled-2']));
      await assertSucceeds(cancel(['cancelled-appt-1']));
      created.push('appointments/appt-1', 'reminders/appt-1');
    });

    it("'invoice-{id}' and 'invoice-{id}invoice-2' with one request are refused; the request's one e-mail is queued", async () => {
      const db = as('patient');
      const file = (emailIds: string[]) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'invoiceRequests/inv-x'), newInvoiceRequest({ uid: 'patient', email: ACCOUNTS.patient.email }));
        for (const id of emailIds) batch.set(doc(db, `emails/${id}`), { to: INVOICE_REQUESTS_MAILBOX, message: { subject: 'Invoice request', text: 'Please.' } });
        created.push('invoiceRequests/inv-x', ...emailIds.map((id) => `emails/${id}`));
        return batch.commit();
      };
      await assertFails(file(['invoice-inv-x', 'invoice-inv-xinvoice-2']));
      await assertSucceeds(file(['invoice-inv-x']));
    });
  });

  describe('issue 30, attack 2: back-dated "automatic" management time', () => {
    const MINUTE = 60_000;
    const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
    const month = () => doc(as('doctor'), `managementTime/${MANAGEMENT_MONTH_ID}`);
    const add = (id: string, entry: Record<string, unknown>) => updateDoc(month(), { [`entries.${id}`]: { ...autoEntry(0, serverTimestamp()), ...entry }, lastEntryId: id });
    const grow = (id: string, seconds: number) => updateDoc(month(), { [`entries.${id}.seconds`]: seconds, [`entries.${id}.updatedAt`]: serverTimestamp(), lastEntryId: id });

    it("a new 'auto' entry of 4 hours starting 20 days ago is refused; the timer started now is accepted", async () => {
      const twentyDaysAgo = Math.max(Date.now() - 20 * 24 * 60 * MINUTE, Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      await assertFails(add('forged', { start: Timestamp.fromMillis(twentyDaysAgo), seconds: 4 * 3600 }));
      await assertFails(add('forged', { start: ago(60 * MINUTE), seconds: 30 }));
      await assertSucceeds(add('timer', { start: ago(30_000), seconds: 30 }));
    });

    it('a stopped timer is not grown later; a running one is', async () => {
      await assertFails(grow('e0', 4 * 3600));
      await assertFails(grow('e0', 90));
      await assertSucceeds(add('timer', { start: ago(60_000), seconds: 30 }));
      await assertSucceeds(grow('timer', 60));
      await assertFails(grow('timer', 4 * 3600));
    });

    it("no client writes a 'server' entry, nor turns one into another", async () => {
      await assertFails(add('srv', { start: ago(30_000), seconds: 30, source: 'server' }));
      await arrange(`managementTime/${MANAGEMENT_MONTH_ID}`, {
        ...(BASELINE[`managementTime/${MANAGEMENT_MONTH_ID}`] as object),
        entries: { s1: { ...autoEntry(60), start: ago(60_000), source: 'server' } },
        lastEntryId: 's1',
      });
      await assertFails(grow('s1', 120));
      await assertFails(updateDoc(month(), { 'entries.s1.seconds': 600, 'entries.s1.source': 'manual', 'entries.s1.reason': 'More', 'entries.s1.updatedAt': serverTimestamp(), lastEntryId: 's1' }));
    });

    it('no entry of any source starts before the care relationship began; time by hand after it, with a reason, is manual', async () => {
      const since = ago(30 * MINUTE);
      await arrange('careRelationships/patient_doctor', { ...careRelationship('patient', 'doctor', 'dev-a', 'Glove'), since });
      await assertFails(add('m1', { start: ago(40 * MINUTE), seconds: 60, source: 'manual', reason: 'Phone call' }));
      await assertSucceeds(add('m2', { start: Timestamp.fromMillis(since.toMillis() + MINUTE), seconds: 60, source: 'manual', reason: 'Phone call' }));
      await assertFails(add('m3', { start: Timestamp.fromMillis(since.toMillis() + MINUTE), seconds: 60, source: 'manual', reason: '' }));
      // A relationship that ended: nothing at all.
      await endCare();
      await assertFails(add('timer', { start: ago(30_000), seconds: 30 }));
      await assertFails(setDoc(doc(as('doctor'), `managementTime/doctor_patient_${THIS_MONTH}x`), {}));
    });
  });
}
