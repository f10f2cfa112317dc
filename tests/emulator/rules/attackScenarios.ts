/**
 * The pentest of issue 30: a signed-in attacker calling Firestore from the browser console. Each attack is
 * made as the pentester made it and must be refused (permission-denied), each beside its legitimate twin,
 * which must still succeed.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { afterEach, describe, it } from 'vitest';
import { auditedDelete, auditedUpdate } from '../../../src/lib/firebase/audit';
import { INVOICE_REQUESTS_MAILBOX } from '../../../src/lib/model/invoiceRequestMail';
import { ACCOUNTS, type Role } from './actors';
import { auditIdOf, commitAudited } from './audited';
import { newInvoiceRequest } from './firestoreMatrix';
import { arrangeDoc, firestoreOf, restoreWorld } from './rulesEnv';
import type { RulesSuiteContext } from './shared';
import { BASELINE, MANAGEMENT_MONTH_ID, THIS_MONTH, autoEntry, careRelationship } from './world';

export function defineAttackScenarios(suite: RulesSuiteContext): void {
  const as = (role: Role): Firestore => firestoreOf(suite.contexts()[role]);
  const created: string[] = [];
  const arrange = async (path: string, data: Record<string, unknown> | null) => {
    if (!(path in BASELINE)) created.push(path);
    await arrangeDoc(suite.arranger(), path, data);
  };
  afterEach(async () => {
    await restoreWorld(suite.arranger(), created.splice(0));
  });

  /** The patient removed the doctor from his care team; the doctor still lists him (doctors.patients). */
  const endCare = () => arrange('careRelationships/patient_doctor', { ...careRelationship('patient', 'doctor', 'dev-a', 'Glove'), state: 'ended' });

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

  describe('issue 30, attack 6: a removed doctor writes the patient\'s schedule index', () => {
    const writeIndex = (role: Role) => updateDoc(doc(as(role), 'scheduledWorkoutsByExercise/plan-public'), { 'patient.2030-01-02': ['evt-9'] });
    /** What the calendar does: schedule a plan on the patient's calendar, recorded (the function then indexes it). */
    const schedule = (role: Role) => {
      const db = as(role);
      return commitAudited(db, role, (context) =>
        auditedUpdate(context, doc(db, 'scheduledWorkouts/patient'), { '2030-01-02': { 'evt-9': { name: 'Hand basics', isPublic: true, exerciseId: 'plan-public', doctorId: 'doctor' } } }, {
          action: 'schedule.added', patientUid: 'patient', changes: { '2030-01-02': { before: [], after: ['Hand basics'] } },
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
      await assertFails(setDoc(doc(db, 'reminders/appt-2'), { appointmentID: 'appt-2', doctorID: 'doctor', id: 'appt-2', isFavourite: false, isRead: false, userID: 'patient' }));
      await assertFails(setDoc(doc(db, 'notifications/msg-x'), {
        doctorID: 'doctor', userID: 'patient', senderID: 'doctor', id: 'msg-x', isFavourite: false, isRead: false, messageBody: 'Hi', timestamp: serverTimestamp(),
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
