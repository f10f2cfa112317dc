/**
 * Rules scenarios the access matrix cannot express: device sharing versus
 * membership, list changes (arrayUnion/arrayRemove), sign-up shapes, money and
 * history fields, cross-document checks.
 */
import type { CareState } from '@rehab/model/care';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { auditedDelete, auditedSet, auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import type { AuditAction } from '@rehab/model/audit';
import { ACCOUNTS, type Role } from './actors';
import { auditIdOf, commitAudited, sessionChanges } from './audited';
import { INVOICE_REQUESTS_MAILBOX } from '@rehab/model/invoiceRequestMail';
import { newAppointment, newBugReport, newFeedback, newInvoiceRequest, newManagementMonth, newMessage, newMonitoring, newPlan, newWallet, planCreated, signUpDoctor, signUpUser } from './firestoreMatrix';
import { firestoreOf, readDoc } from './rulesEnv';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, DAY, EARLIER_THIS_MONTH, MANAGEMENT_MONTH_ID, THIS_MONTH, autoEntry, careRelationship } from './world';

/** A patient who shares the doctor's device dev-a and granted him access, but is not in the doctor's patients list. */
const SHARER = { ...(BASELINE['users/patient'] as object), lastName: 'sharer', devices: { 'dev-a': 'Right' }, sessions: [] };
const SHARER_CONSENT = careRelationship('sharer', 'doctor', 'dev-a', 'Glove');

export function defineScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created } = scenarioWorld(suite);

  const arrangeSharer = async () => {
    await arrange('users/sharer', SHARER);
    await arrange('careRelationships/sharer_doctor', SHARER_CONSENT);
  };

  /** An update recorded as the app records it (`patientUid` the patient whose history it joins). */
  const updateRecorded = (role: Role, path: string, data: Record<string, unknown>, action: AuditAction, patientUid: string) =>
    commitAudited(as(role), role, (context) => auditedUpdate(context, doc(as(role), path), data, { action, patientUid }));
  const setRecorded = (role: Role, path: string, data: Record<string, unknown>, record: ChangeRecord) =>
    commitAudited(as(role), role, (context) => auditedSet(context, doc(as(role), path), data, record));
  /** A session annotation recorded with the fields it changes, true to the session before and after (`data`: plain values). */
  const annotate = async (role: Role, data: Record<string, unknown>, action: AuditAction) => {
    const before = await readDoc(suite.arranger(), 'sessions/session-1');
    return commitAudited(as(role), role, (context) =>
      auditedUpdate(context, doc(as(role), 'sessions/session-1'), data, { action, patientUid: 'patient', changes: sessionChanges(before, data) }),
    );
  };

  describe('care relationships: consent before access', () => {
    const relationship = 'careRelationships/patient_otherDoctor';
    /** The other doctor registered the patient's dev-a (a shared device) and asked: the request is pending. */
    const arrangeRequest = async (state: CareState = 'pending') => {
      await arrange('doctors/otherDoctor', { ...(BASELINE['doctors/otherDoctor'] as object), devices: ['dev-b', 'dev-a'] });
      await arrange(relationship, careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove', state));
    };
    const change = (role: Role, data: Record<string, unknown>, action: AuditAction) =>
      updateRecorded(role, relationship, data, action, 'patient');
    const grant = (role: Role, grantedBy = role) => change(role, { state: 'active', since: serverTimestamp(), grantedBy }, 'care.granted');
    const end = (role: Role, ending: string, action: AuditAction = 'care.ended') =>
      change(role, { state: 'ended', endedBy: role, endedAt: serverTimestamp(), ending }, action);

    /** Every read of the patient's clinical data a doctor's screens make. */
    const patientReads = (db: Firestore): Promise<unknown>[] => [
      getDoc(doc(db, 'users/patient')),
      getDoc(doc(db, 'sessions/session-1')),
      getDocs(query(collection(db, 'sessions'), where('userId', '==', 'patient'))),
      getDoc(doc(db, 'data_by_sensor/bin-1')),
      getDoc(doc(db, 'sensorOverviews/session-1_Thumb')),
      getDocs(query(collection(db, 'postsessions'), where('userId', '==', 'patient'))),
      getDocs(query(collection(db, 'offDeviceSessions'), where('userId', '==', 'patient'))),
      getDoc(doc(db, 'exerciseplan/plan-personal')),
      getDocs(query(collection(db, 'exerciseplan'), where('userID', '==', 'patient'))),
      getDoc(doc(db, 'scheduledWorkouts/patient')),
      getDoc(doc(db, 'monitoring/patient')),
      getDocs(query(collection(db, 'auditLog'), where('patientUid', '==', 'patient'))),
      getDoc(doc(db, 'devices/dev-a')),
    ];
    const expectRefused = async (db: Firestore) => {
      for (const read of patientReads(db)) await assertFails(read);
    };
    const expectAllowed = async (db: Firestore) => {
      for (const read of patientReads(db)) await assertSucceeds(read);
    };

    it('a doctor sharing a device without consent is refused; approving allows exactly those reads; removing refuses them again', async () => {
      await arrangeRequest();
      const colleague = as('otherDoctor');
      await expectRefused(colleague);
      // The request itself is the doctor's and the patient's to read; the patient lists his requests.
      await assertSucceeds(getDoc(doc(colleague, relationship)));
      await assertSucceeds(getDocs(query(collection(colleague, 'careRelationships'), where('doctor', '==', 'otherDoctor'))));
      await assertSucceeds(getDocs(query(collection(as('patient'), 'careRelationships'), where('patient', '==', 'patient'))));
      await assertFails(getDoc(doc(as('doctor'), relationship)));
      await assertFails(getDoc(doc(as('otherPatient'), relationship)));

      await assertFails(grant('patient', 'otherDoctor'));
      await assertFails(updateDoc(doc(as('patient'), relationship), { state: 'active', since: serverTimestamp(), grantedBy: 'patient' }));
      await assertSucceeds(grant('patient'));
      await expectAllowed(colleague);
      await assertSucceeds(getDoc(doc(as('patient'), 'doctorProfiles/otherDoctor')));
      // Exactly the patient: the other doctor's own patient stays his, nobody else's opens.
      await assertFails(getDoc(doc(colleague, 'users/customer')));
      await assertFails(grant('patient'));

      await assertSucceeds(end('patient', 'removedByPatient'));
      await expectRefused(colleague);
      await assertFails(getDoc(doc(as('patient'), 'doctorProfiles/otherDoctor')));
    });

    it('a doctor can neither create nor activate a relationship for himself; only the patient or an admin activates one', async () => {
      const colleague = as('otherDoctor');
      const request = careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove', 'pending');
      const active = careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove');
      await assertFails(setRecorded('otherDoctor', relationship, request, { action: 'care.requested', patientUid: 'patient' }));
      await assertFails(setRecorded('otherDoctor', relationship, active, { action: 'care.granted', patientUid: 'patient' }));
      await assertFails(setDoc(doc(colleague, relationship), active));
      await assertFails(setRecorded('patient', 'careRelationships/patient_customer', careRelationship('patient', 'customer', 'dev-a', 'Glove'), { action: 'care.granted', patientUid: 'patient' }));
      await arrangeRequest();
      await assertFails(grant('otherDoctor'));
      await assertFails(grant('otherDoctor', 'patient'));
      await assertFails(grant('otherPatient'));
      await assertFails(grant('doctor'));
      await assertFails(change('otherDoctor', { devices: { 'dev-a': 'Glove', 'dev-c': 'Neat' } }, 'care.requested'));
      await expectRefused(colleague);
      await assertSucceeds(change('admin', { state: 'active', since: serverTimestamp(), grantedBy: 'admin' }, 'record.edited'));
      await expectAllowed(colleague);
    });

    it('the patient declines a request; the doctor withdraws or ends his own; each is recorded and none reopens access', async () => {
      await arrangeRequest();
      await assertFails(end('patient', 'removedByPatient'));
      await assertFails(end('patient', 'declined', 'care.ended'));
      await assertFails(updateDoc(doc(as('patient'), relationship), { state: 'ended', endedBy: 'patient', endedAt: serverTimestamp(), ending: 'declined' }));
      await assertSucceeds(end('patient', 'declined', 'care.declined'));
      await assertFails(grant('patient'));
      await assertFails(end('otherDoctor', 'endedByDoctor'));
      await expectRefused(as('otherDoctor'));

      await arrangeRequest('active');
      await assertFails(end('otherDoctor', 'removedByPatient'));
      await assertFails(end('otherPatient', 'removedByPatient'));
      await assertSucceeds(end('otherDoctor', 'endedByDoctor'));
      await expectRefused(as('otherDoctor'));
    });
  });

  describe('doctors and their patients', () => {
    it('a doctor sees a patient who granted access, but schedules and plans only for listed patients', async () => {
      await arrangeSharer();
      const db = as('doctor');
      await assertSucceeds(getDoc(doc(db, 'users/sharer')));
      await assertSucceeds(getDocs(query(collection(db, 'sessions'), where('userId', '==', 'sharer'))));
      await assertFails(setRecorded('doctor', 'scheduledWorkouts/sharer', { '2030-01-05': {} }, { action: 'schedule.added', patientUid: 'sharer' }));
      await assertFails(setRecorded('doctor', 'exerciseplan/plan-sharer', newPlan('doctor', 'sharer'), planCreated('sharer')));
    });

    it('a verified doctor record without the doctor claim gives no doctor access', async () => {
      const db = firestoreOf(suite.env().authenticatedContext('doctor', { email: ACCOUNTS.doctor.email }));
      await assertFails(getDoc(doc(db, 'users/patient')));
      await assertFails(getDocs(query(collection(db, 'sessions'), where('userId', '==', 'patient'))));
    });

    it('Add Patient adds one patient who granted access, and Delete From My Patients removes one, each recorded in that patient\'s history', async () => {
      await arrange('users/sharer', SHARER);
      await arrange('careRelationships/sharer_doctor', { ...SHARER_CONSENT, state: 'pending', since: null, grantedBy: null });
      await assertFails(updateRecorded('doctor', 'doctors/doctor', { patients: arrayUnion('sharer') }, 'patient.linked', 'sharer'));
      await arrange('careRelationships/sharer_doctor', SHARER_CONSENT);
      const patients = (role: Role, change: unknown, action: AuditAction, patientUid: string) =>
        updateRecorded(role, `doctors/${role}`, { patients: change }, action, patientUid);
      await assertFails(patients('doctor', arrayUnion('otherPatient'), 'patient.linked', 'otherPatient'));
      await assertFails(patients('doctor', arrayUnion('sharer', 'customer'), 'patient.linked', 'sharer'));
      await assertFails(patients('doctor', arrayUnion('sharer'), 'patient.linked', 'patient'));
      await assertSucceeds(patients('doctor', arrayUnion('sharer'), 'patient.linked', 'sharer'));
      await assertFails(patients('doctor', arrayRemove('patient', 'sharer'), 'patient.unlinked', 'patient'));
      await assertFails(patients('doctor', arrayRemove('patient'), 'patient.linked', 'patient'));
      await assertSucceeds(patients('doctor', arrayRemove('patient'), 'patient.unlinked', 'patient'));
      await assertFails(patients('unverifiedDoctor', arrayRemove('patient'), 'patient.unlinked', 'patient'));
    });

    it('a doctor registers devices only through the registerDevice function (no oracle), and removes one, recorded with the device\'s patient', async () => {
      const devices = (role: Role, change: unknown, action: AuditAction, patientUid: string) =>
        updateRecorded(role, `doctors/${role}`, { devices: change }, action, patientUid);
      await arrange('doctors/doctor', { ...(BASELINE['doctors/doctor'] as object), devices: ['dev-a', 'dev-c'] });
      await assertFails(devices('doctor', arrayUnion('dev-unknown'), 'device.registered', ''));
      await assertFails(devices('doctor', arrayUnion('dev-c'), 'device.registered', 'customer'));
      await assertFails(devices('doctor', arrayRemove('dev-a', 'dev-c'), 'device.unregistered', 'patient'));
      await assertSucceeds(devices('doctor', arrayRemove('dev-a'), 'device.unregistered', 'patient'));
      await assertFails(devices('unverifiedDoctor', arrayRemove('dev-a'), 'device.unregistered', 'patient'));
      // Nobody learns who owns a device he does not look after, nor whether an id exists.
      await assertFails(getDoc(doc(as('doctor'), 'devices/dev-c')));
      await assertFails(getDoc(doc(as('doctor'), 'devices/dev-unknown')));
      await assertFails(getDoc(doc(as('otherDoctor'), 'devices/dev-a')));
    });

    it("a doctor's record carries the account's e-mail; e-mail, phone and notifications change only through functions", async () => {
      const actor = { uid: 'noRecords', email: ACCOUNTS.noRecords.email };
      await assertFails(setDoc(doc(as('noRecords'), 'doctors/noRecords'), { ...signUpDoctor(actor), email: ACCOUNTS.doctor.email }));
      const own = doc(as('doctor'), 'doctors/doctor');
      await assertFails(updateDoc(own, { email: 'someone-else@rules.test' }));
      await assertFails(updateDoc(own, { phoneNumber: '+16045550999' }));
      await assertFails(updateDoc(own, { notifications: ['Verified by Texavie'] }));
    });

    it('speciality rows: at most 10, each a title and a short description', async () => {
      const own = doc(as('doctor'), 'doctors/doctor');
      const rows = (count: number) =>
        Array.from({ length: count }, (_, i) => ({ title: `Speciality ${i + 1}`, description: 'd'.repeat(300) }));
      await assertSucceeds(updateDoc(own, { firstName: 'Dana', position: 'Surgeon', address: '3 Road', specialities: rows(10) }));
      await assertFails(updateDoc(own, { specialities: rows(11) }));
      await assertFails(updateDoc(own, { specialities: [...rows(9), { title: '', description: '' }] }));
      await assertFails(updateDoc(own, { specialities: [...rows(9), { title: 'Knees', description: 'd'.repeat(301) }] }));
      await assertFails(updateDoc(own, { specialities: [...rows(9), 'Knees'] }));
      await assertFails(setDoc(doc(as('noRecords'), 'doctors/noRecords'), {
        ...signUpDoctor({ uid: 'noRecords', email: ACCOUNTS.noRecords.email }),
        specialities: rows(1),
      }));
    });

    it('nobody verifies or authorises themselves', async () => {
      await assertFails(updateDoc(doc(as('unverifiedDoctor'), 'doctors/unverifiedDoctor'), { isVerified: true }));
      await assertFails(updateDoc(doc(as('doctor'), 'doctors/doctor'), { isVerified: false }));
      await assertFails(updateDoc(doc(as('customer'), 'users/customer'), { isAuthorized: true }));
      await assertFails(updateDoc(doc(as('patient'), 'users/patient'), { purchasedSessions: 100 }));
      await assertFails(updateDoc(doc(as('patient'), 'users/patient'), { sessions: arrayUnion({ sessionId: 'session-2' }) }));
      await assertSucceeds(updateDoc(doc(as('admin'), 'doctors/unverifiedDoctor'), { isVerified: true }));
    });

    it("a patient's record e-mail follows the account's e-mail, and only that", async () => {
      const own = doc(as('patient'), 'users/patient');
      await assertFails(updateDoc(own, { email: ACCOUNTS.otherPatient.email }));
      await assertFails(updateDoc(own, { email: 'not an e-mail' }));
      await assertSucceeds(updateDoc(own, { email: ACCOUNTS.patient.email.toUpperCase() }));
      // A record made by a social sign-in without an e-mail address still takes profile edits.
      await arrange('users/patient', { ...(BASELINE['users/patient'] as object), email: '' });
      await assertSucceeds(updateDoc(own, { firstName: 'Patricia' }));
    });

    it('a patient removes own devices (recorded) but never adds or changes one', async () => {
      const remove = (change: Record<string, unknown>) => updateRecorded('patient', 'users/patient', change, 'device.removed', 'patient');
      await assertFails(remove({ 'devices.dev-b': 'Left' }));
      await assertFails(remove({ 'devices.dev-a': 'Right' }));
      await assertFails(updateDoc(doc(as('patient'), 'users/patient'), { 'devices.dev-a': deleteField() }));
      await assertFails(updateRecorded('patient', 'users/patient', { firstName: 'Patty' }, 'device.removed', 'patient'));
      await assertSucceeds(remove({ 'devices.dev-a': deleteField() }));
    });

    it("a patient reads only his own doctors' public profiles, never a doctor's record", async () => {
      await assertFails(getDocs(query(collection(as('patient'), 'doctors'), where('patients', 'array-contains', 'patient'), where('isVerified', '==', true))));
      await assertFails(getDoc(doc(as('patient'), 'doctors/doctor')));
      await assertSucceeds(getDoc(doc(as('patient'), 'doctorProfiles/doctor')));
      await assertFails(getDoc(doc(as('patient'), 'doctorProfiles/otherDoctor')));
      await assertFails(getDoc(doc(as('patient'), 'doctorProfiles/unverifiedDoctor')));
      await assertSucceeds(getDoc(doc(as('otherPatient'), 'doctorProfiles/otherDoctor')));
    });
  });

  describe('sign-up', () => {
    it('a new account creates its own record only in the initial shape', async () => {
      const db = as('noRecords');
      const actor = { uid: 'noRecords', email: ACCOUNTS.noRecords.email };
      const user = doc(db, 'users/noRecords');
      await assertFails(setDoc(user, { ...signUpUser(actor), isAuthorized: true }));
      await assertFails(setDoc(user, { ...signUpUser(actor), purchasedSessions: 5 }));
      await assertFails(setDoc(user, { ...signUpUser(actor), devices: { 'dev-a': 'Left' } }));
      await assertFails(setDoc(user, { ...signUpUser(actor), email: ACCOUNTS.patient.email }));
      await assertFails(setDoc(doc(db, 'users/someoneElse'), signUpUser(actor)));
      const doctor = doc(db, 'doctors/noRecords');
      await assertFails(setDoc(doctor, { ...signUpDoctor(actor), isVerified: true }));
      await assertFails(setDoc(doctor, { ...signUpDoctor(actor), patients: ['patient'] }));
      await assertFails(setDoc(doctor, { ...signUpDoctor(actor), devices: ['dev-a'] }));
      created.push('users/noRecords', 'doctors/noRecords');
      await assertSucceeds(setDoc(user, { ...signUpUser(actor), email: actor.email.toUpperCase() }));
      await assertFails(setDoc(doctor, signUpDoctor(actor)));
    });

    it('a failed sign-up deletes the record it just made, but nobody deletes a record in use (balance, verification)', async () => {
      const actor = { uid: 'noRecords', email: ACCOUNTS.noRecords.email };
      created.push('users/noRecords', 'doctors/noRecords');
      const db = as('noRecords');
      await assertSucceeds(setDoc(doc(db, 'users/noRecords'), signUpUser(actor)));
      await assertSucceeds(deleteDoc(doc(db, 'users/noRecords')));
      await assertSucceeds(setDoc(doc(db, 'doctors/noRecords'), signUpDoctor(actor)));
      await assertSucceeds(deleteDoc(doc(db, 'doctors/noRecords')));
      await assertFails(deleteDoc(doc(as('customer'), 'users/customer')));
      await assertFails(deleteDoc(doc(as('unverifiedDoctor'), 'doctors/unverifiedDoctor')));
    });
  });

  describe('sessions', () => {
    it('no client deletes a session (the deleteSession function moves it whole), not even with an entry', async () => {
      const deleteAs = (role: Role) =>
        commitAudited(as(role), role, (context, batch) => {
          batch.delete(doc(as(role), 'data_by_sensor/bin-1'));
          auditedDelete(context, doc(as(role), 'sessions/session-1'), auditIdOf('sessions/session-1'), {
            action: role === 'admin' ? 'record.deleted' : 'session.deleted',
            patientUid: 'patient',
          });
          batch.update(doc(as(role), 'users/patient'), { sessions: arrayRemove({ sessionId: 'session-1' }) });
        });
      for (const role of ['doctor', 'otherDoctor', 'patient', 'admin'] as const) await assertFails(deleteAs(role));
      await assertFails(deleteDoc(doc(as('doctor'), 'data_by_sensor/bin-1')));
      await assertFails(updateDoc(doc(as('doctor'), 'users/patient'), { sessions: arrayRemove({ sessionId: 'session-1' }) }));
    });

    it('a doctor edits only tags, notes and removed points, and never adds to the session list', async () => {
      const tagged = (data: Record<string, unknown>) => annotate('doctor', data, 'session.tagAdded');
      const pointRemoved = (data: Record<string, unknown>) => annotate('doctor', data, 'session.pointRemoved');
      // session-1 starts with the tag 'balance' and no removed points; the values are the lists as written.
      await assertFails(tagged({ tags: ['balance', 42] }));
      await assertFails(tagged({ tags: ['balance', ' '] }));
      await assertFails(tagged({ tags: ['balance', 't'.repeat(101)] }));
      await assertFails(tagged({ tags: ['balance', 'strength', 'speed'] }));
      await assertFails(tagged({ tags: ['replaced'] }));
      await assertFails(pointRemoved({ removedTimePoints: ['yesterday'] }));
      await assertFails(pointRemoved({ removedTimePoints: [{ at: 1 }] }));
      // One kind of edit at a time, recorded as that kind.
      await assertFails(tagged({ tags: ['balance', 'strength'], removedTimePoints: [DAY.toMillis()] }));
      await assertFails(pointRemoved({ tags: ['balance', 'strength'] }));
      await assertFails(annotate('doctor', { notes: 'Seen', notesVersion: 1 }, 'session.tagAdded'));
      // An addition recorded as a removal, and the reverse.
      await assertFails(annotate('doctor', { tags: [] }, 'session.tagAdded'));
      await assertFails(annotate('doctor', { removedTimePoints: [DAY.toMillis()] }, 'session.pointRestored'));
      await assertSucceeds(tagged({ tags: ['balance', 'strength'] }));
      await assertSucceeds(pointRemoved({ removedTimePoints: [DAY.toMillis()] }));
      await assertSucceeds(annotate('doctor', { tags: [] }, 'session.tagRemoved'));
      await assertSucceeds(annotate('doctor', { removedTimePoints: [] }, 'session.editsReverted'));
      await assertSucceeds(annotate('doctor', { notes: 'Seen', notesVersion: 1 }, 'session.notesEdited'));
      await assertFails(tagged({ userId: 'otherPatient' }));
      await assertFails(annotate('otherDoctor', { tags: ['strength'] }, 'session.tagAdded'));
      await assertFails(updateDoc(doc(as('doctor'), 'users/patient'), { sessions: arrayUnion({ sessionId: 'session-9' }) }));
    });

    it('tag counts change by one, with the recorded change of a session of a patient the doctor sees', async () => {
      const entry = (sessionId: string, userId: string) => ({ [`sessions.${sessionId}`]: { date: DAY, movement: 'Squat', userId } });
      const countWith = (role: Role, sessionId: string, count: Record<string, unknown>, recorded = true) =>
        commitAudited(as(role), role, (context, batch) => {
          if (recorded) auditedUpdate(context, doc(as(role), `sessions/${sessionId}`), { tags: arrayUnion('balance') }, { action: 'session.tagAdded', patientUid: 'patient', changes: { tags: { before: [], after: ['balance'] } } });
          batch.update(doc(as(role), 'sessionTags/balance'), count);
        });
      await assertFails(countWith('doctor', 'session-2', { sessionsCount: increment(1), ...entry('session-2', 'otherPatient') }));
      await arrange('sessions/session-3', { ...(BASELINE['sessions/session-1'] as object), id: 'session-3', tags: [] });
      await assertFails(countWith('doctor', 'session-3', { sessionsCount: increment(1), ...entry('session-3', 'otherPatient') }));
      await assertFails(countWith('doctor', 'session-3', { sessionsCount: increment(5), ...entry('session-3', 'patient') }));
      await assertFails(countWith('doctor', 'session-3', { sessionsCount: increment(1), ...entry('session-3', 'patient') }, false));
      await assertSucceeds(countWith('doctor', 'session-3', { sessionsCount: increment(1), ...entry('session-3', 'patient') }));
      await assertFails(updateDoc(doc(as('otherDoctor'), 'sessionTags/balance'), { sessionsCount: increment(-1), 'sessions.session-3': deleteField() }));
    });
  });

  describe('plans, schedules, appointments and messages', () => {
    it('a plan lists exercise ids and a rep count of 1 to 10 for each', async () => {
      const plan = (data: Record<string, unknown>) => setRecorded('doctor', 'exerciseplan/plan-shape', { ...newPlan('doctor'), ...data }, planCreated());
      created.push('exerciseplan/plan-shape');
      await assertFails(plan({ reps: [3, 11] }));
      await assertFails(plan({ reps: [3, 0] }));
      await assertFails(plan({ reps: [3, '4'] }));
      await assertFails(plan({ reps: [3, 4.5] }));
      await assertFails(plan({ reps: [3] }));
      await assertFails(plan({ exerciseArray: ['ex-1', { id: 'ex-2' }] }));
      await assertFails(plan({ exerciseArray: ['ex-1', ''] }));
      await assertFails(plan({ exerciseArray: ['ex-1', 'x'.repeat(129)] }));
      await assertSucceeds(plan({ reps: [1, 10] }));
    });

    it('doctors create public plans under their own name; patients only personalized plans for themselves', async () => {
      created.push('exerciseplan/plan-public-2');
      await assertFails(setRecorded('doctor', 'exerciseplan/plan-public-2', newPlan('otherDoctor'), planCreated()));
      await assertFails(setRecorded('doctor', 'exerciseplan/plan-public-2', { ...newPlan('doctor'), isPublic: false }, planCreated()));
      await assertFails(setRecorded('doctor', 'exerciseplan/plan-public-2', { ...newPlan('doctor', 'patient'), isPublic: true }, planCreated('patient')));
      await assertSucceeds(setRecorded('doctor', 'exerciseplan/plan-public-2', newPlan('doctor'), planCreated()));
      await assertFails(setRecorded('patient', 'exerciseplan/plan-public-3', newPlan('patient'), planCreated()));
      await assertFails(setRecorded('patient', 'exerciseplan/plan-other', newPlan('patient', 'otherPatient'), planCreated('otherPatient')));
      await assertFails(setRecorded('unverifiedDoctor', 'exerciseplan/plan-public-4', newPlan('unverifiedDoctor'), planCreated()));
      await assertSucceeds(getDoc(doc(as('patient'), 'exerciseplan/plan-public')));
    });

    it('no client deletes a plan (the deleteExercisePlan function also clears every calendar), not even with an entry', async () => {
      for (const role of ['doctor', 'patient', 'admin'] as const) {
        await assertFails(commitAudited(as(role), role, (context) =>
          auditedDelete(context, doc(as(role), 'exerciseplan/plan-personal'), undefined, { action: role === 'admin' ? 'record.deleted' : 'plan.deleted', patientUid: 'patient' }),
        ));
      }
    });

    it('customers (not authorised) have no calendar to schedule on', async () => {
      await assertFails(setRecorded('customer', 'scheduledWorkouts/customer', { '2030-01-05': {} }, { action: 'schedule.added', patientUid: 'customer' }));
      await assertFails(setDoc(doc(as('customer'), 'scheduledWorkoutsByExercise/plan-x'), { customer: { '2030-01-05': ['evt-9'] } }));
    });

    it('the schedule index is the functions\': no doctor or patient writes it, not even their own entry', async () => {
      await assertFails(updateDoc(doc(as('patient'), 'scheduledWorkoutsByExercise/plan-public'), { 'patient.2030-01-02': ['evt-9'] }));
      await assertFails(updateDoc(doc(as('doctor'), 'scheduledWorkoutsByExercise/plan-public'), { 'patient.2030-01-02': ['evt-9'] }));
      await assertFails(updateDoc(doc(as('doctor'), 'scheduledWorkoutsByExercise/plan-public'), { 'otherPatient.2030-01-02': ['evt-9'] }));
    });

    it('a doctor books only their own appointments with patients they see, and never edits one', async () => {
      const db = as('doctor');
      const book = (data: Record<string, unknown>, patientUid = 'patient') =>
        setRecorded('doctor', 'appointments/appt-x', data, { action: 'appointment.booked', patientUid });
      await assertFails(book(newAppointment('doctor', 'otherPatient'), 'otherPatient'));
      await assertFails(book(newAppointment('otherDoctor', 'patient')));
      await assertFails(updateRecorded('doctor', 'appointments/appt-1', { userID: 'otherPatient' }, 'appointment.booked', 'patient'));
      await assertFails(updateDoc(doc(db, 'appointments/appt-1'), { datetime: Timestamp.fromDate(new Date('2030-03-01T09:00:00Z')) }));
      await assertFails(book({ ...newAppointment('doctor', 'patient'), location: 'javascript:alert(1)' }));
      await assertSucceeds(book({ ...newAppointment('doctor', 'patient'), isOnline: false, location: '1 Clinic Road' }));
      created.push('appointments/appt-x');
      await arrange('appointments/appt-other', newAppointment('otherDoctor', 'otherPatient'));
      await assertFails(setDoc(doc(db, 'reminders/appt-other'), {
        appointmentID: 'appt-other', doctorID: 'doctor', id: 'appt-other', isFavourite: false, isRead: false, userID: 'otherPatient', inCare: true,
      }));
      await assertFails(updateDoc(doc(as('otherDoctor'), 'appointments/appt-1'), { location: 'Elsewhere' }));
    });

    it("a doctor's only e-mail is the cancellation of his own appointment, to its patient, with its deletion", async () => {
      const db = as('doctor');
      const notice = { to: ACCOUNTS.patient.email, message: { subject: 'Appointment cancelled', text: 'Sorry.' } };
      const cancel = (id: string, to: string, deleteAppointment = true) =>
        commitAudited(db, 'doctor', (context, batch) => {
          if (deleteAppointment) {
            auditedDelete(context, doc(db, `appointments/${id}`), auditIdOf(`appointments/${id}`), { action: 'appointment.cancelled', patientUid: 'patient' });
            batch.delete(doc(db, `reminders/${id}`));
          }
          batch.set(doc(db, `emails/cancelled-${id}`), { ...notice, to });
          created.push(`emails/cancelled-${id}`);
        });
      await assertFails(cancel('appt-1', ACCOUNTS.patient.email, false));
      await assertFails(cancel('appt-1', ACCOUNTS.otherPatient.email));
      await assertFails(setDoc(doc(db, 'emails/mail-x'), notice));
      await arrange('appointments/appt-other', newAppointment('otherDoctor', 'patient'));
      await assertFails(cancel('appt-other', ACCOUNTS.patient.email));
      await assertFails(setDoc(doc(as('otherDoctor'), 'emails/cancelled-appt-1'), notice));
      await assertSucceeds(cancel('appt-1', ACCOUNTS.patient.email));
      created.push('appointments/appt-1', 'reminders/appt-1');
    });

    it("an invoice request's e-mail goes only to the staff, only with the caller's own new request", async () => {
      const db = as('patient');
      const notice = { to: INVOICE_REQUESTS_MAILBOX, message: { subject: 'Invoice request', text: 'A patient asks for an invoice.' } };
      const file = (requestId: string, options: { to?: string; request?: boolean; uid?: 'patient' | 'otherPatient' } = {}) => {
        const { to = INVOICE_REQUESTS_MAILBOX, request = true, uid = 'patient' } = options;
        const batch = writeBatch(db);
        if (request) batch.set(doc(db, `invoiceRequests/${requestId}`), newInvoiceRequest({ uid: ACCOUNTS[uid].uid, email: ACCOUNTS[uid].email }));
        batch.set(doc(db, `emails/invoice-${requestId}`), { ...notice, to });
        created.push(`invoiceRequests/${requestId}`, `emails/invoice-${requestId}`);
        return batch.commit();
      };
      await assertFails(file('inv-a', { to: ACCOUNTS.doctor.email }));
      await assertFails(file('inv-b', { request: false }));
      await assertFails(file('inv-c', { uid: 'otherPatient' }));
      // Not for a request that already exists (one e-mail per request, with the request).
      await assertFails(file('inv-1', { request: false }));
      await assertFails(setDoc(doc(db, 'emails/mail-x'), notice));
      await assertSucceeds(file('inv-d'));
    });

    it('a doctor books an appointment and its reminder together', async () => {
      const db = as('doctor');
      created.push('appointments/appt-3', 'reminders/appt-3');
      await assertSucceeds(
        commitAudited(db, 'doctor', (context, batch) => {
          auditedSet(context, doc(db, 'appointments/appt-3'), newAppointment('doctor', 'patient'), { action: 'appointment.booked', patientUid: 'patient' });
          batch.set(doc(db, 'reminders/appt-3'), { appointmentID: 'appt-3', doctorID: 'doctor', id: 'appt-3', isFavourite: false, isRead: false, userID: 'patient', inCare: true });
        }),
      );
    });

    it('chat: a doctor writes to patients they see, a patient to their own doctors, each under their own name', async () => {
      await assertFails(setDoc(doc(as('doctor'), 'notifications/msg-x'), { ...newMessage('doctor'), userID: 'otherPatient' }));
      await assertFails(setDoc(doc(as('patient'), 'notifications/msg-x'), { ...newMessage('patient'), doctorID: 'otherDoctor' }));
      await assertFails(setDoc(doc(as('patient'), 'notifications/msg-x'), newMessage('doctor')));
      await assertFails(setDoc(doc(as('patient'), 'notifications/msg-x'), { ...newMessage('patient'), timestamp: Timestamp.fromDate(new Date('2020-01-01')) }));
      await assertFails(updateDoc(doc(as('patient'), 'notifications/msg-1'), { messageBody: 'Edited' }));
    });

    it('read flags: the recipient of a message and the doctor of a reminder mark them read, and only that', async () => {
      await assertFails(updateDoc(doc(as('patient'), 'notifications/msg-1'), { isFavourite: true }));
      await assertFails(updateDoc(doc(as('doctor'), 'notifications/msg-1'), { isRead: true }));
      await assertSucceeds(updateDoc(doc(as('patient'), 'notifications/msg-1'), { isRead: true }));
      await assertFails(updateDoc(doc(as('patient'), 'notifications/msg-1'), { isRead: false }));
      await assertFails(updateDoc(doc(as('doctor'), 'reminders/appt-1'), { isFavourite: true }));
      await assertFails(updateDoc(doc(as('otherDoctor'), 'reminders/appt-1'), { isRead: true }));
      await assertSucceeds(updateDoc(doc(as('doctor'), 'reminders/appt-1'), { isRead: true }));
      await assertFails(updateDoc(doc(as('doctor'), 'reminders/appt-1'), { isRead: false }));
    });
  });

  describe('data addressed by e-mail', () => {
    const unverified = (role: 'doctor' | 'customer') =>
      firestoreOf(suite.env().authenticatedContext(role, { email: ACCOUNTS[role].email, email_verified: false, ...ACCOUNTS[role].claims }));

    it('is read only with a verified e-mail address', async () => {
      const inbox = (db: Firestore) => getDocs(query(collection(db, 'emails'), where('to', '==', ACCOUNTS.doctor.email)));
      const preorders = (db: Firestore) => getDocs(query(collection(db, 'kneeSleevePreorders'), where('email', '==', ACCOUNTS.customer.email)));
      await assertFails(inbox(unverified('doctor')));
      await assertFails(getDoc(doc(unverified('doctor'), 'emails/mail-1')));
      await assertFails(preorders(unverified('customer')));
      await assertSucceeds(inbox(as('doctor')));
      await assertSucceeds(preorders(as('customer')));
    });

    it("a patient reads the e-mails sent to them; only a doctor's inbox marks or deletes", async () => {
      await arrange('emails/mail-2', { to: ACCOUNTS.patient.email, message: { subject: 'Appointment cancelled', text: 'Sorry.' } });
      const mail = doc(as('patient'), 'emails/mail-2');
      await assertSucceeds(getDoc(mail));
      await assertFails(updateDoc(mail, { is_unread: false }));
      await assertFails(deleteDoc(mail));
    });
  });

  describe('reports', () => {
    it('bug reports and feedback carry up to 10 screenshot addresses', async () => {
      const addresses = (count: number) => Array.from({ length: count }, (_, i) => `https://storage.example/screenshot-${i}.png`);
      const actor = { uid: 'patient', email: ACCOUNTS.patient.email };
      created.push('bugReports/bug-shots', 'feedbackReports/fb-shots');
      for (const [path, report] of [['bugReports/bug-shots', newBugReport(actor)], ['feedbackReports/fb-shots', newFeedback(actor)]] as const) {
        const ref = doc(as('patient'), path);
        await assertFails(setDoc(ref, { ...report, screenshots: addresses(11) }));
        await assertFails(setDoc(ref, { ...report, screenshots: [...addresses(9), 42] }));
        await assertFails(setDoc(ref, { ...report, screenshots: [...addresses(9), 'x'.repeat(2049)] }));
        await assertSucceeds(setDoc(ref, { ...report, screenshots: addresses(10) }));
      }
    });
  });

  describe("the admin's pre-order and bug board screens", () => {
    const preorder = () => doc(as('admin'), 'kneeSleevePreorders/pre-1');
    const timelineWith = (...events: { timestamp: unknown; event: unknown }[]) => [
      ...(BASELINE['kneeSleevePreorders/pre-1'].timeline as object[]),
      ...events,
    ];

    it('a pre-order gains one status event at a time, a known one, and shipping with a known carrier', async () => {
      await assertFails(updateDoc(preorder(), { status: 'Lost in transit' }));
      await assertFails(updateDoc(preorder(), { timeline: [{ timestamp: DAY, event: 'Order Delivered' }] }));
      await assertFails(updateDoc(preorder(), { timeline: timelineWith({ timestamp: DAY, event: 'Teleported' }) }));
      await assertFails(updateDoc(preorder(), { timeline: timelineWith({ timestamp: DAY, event: 'Order Shipped' }, { timestamp: DAY, event: 'Order Delivered' }) }));
      await assertFails(updateDoc(preorder(), { shipping: { carrier: 'Pigeon', trackingNumber: '1Z' } }));
      await assertFails(updateDoc(preorder(), { shipping: { carrier: 'UPS', trackingNumber: '' } }));
      await assertFails(updateDoc(preorder(), { firstName: 'Changed', status: 'Preparing Order' }));
      await assertSucceeds(updateDoc(preorder(), {
        timeline: timelineWith({ timestamp: DAY, event: 'Order Shipped' }),
        status: 'Order Shipped',
        shipping: { carrier: 'UPS', trackingNumber: '1Z999' },
      }));
      await assertSucceeds(updateDoc(preorder(), { orderDevicesData: [{ id: 0, boardId: 'B-1', firmwareVersion: '2.4.0', status: 'Pending', qaSignature: '', qaDate: null, notes: [], assignedTo: '' }] }));
    });

    it("triage changes a bug's status, order, assignee, board and comments, never what the reporter wrote", async () => {
      const bug = doc(as('admin'), 'bugReports/bug-1');
      const comment = (content: string) => ({ user: 'Alex Morgan', content, timestamp: DAY });
      await assertFails(updateDoc(bug, { description: 'Rewritten' }));
      await assertFails(updateDoc(bug, { uid: 'admin' }));
      await assertFails(updateDoc(bug, { status: 'Closed' }));
      await assertFails(updateDoc(bug, { priority: -1 }));
      await assertFails(updateDoc(bug, { priority: 1.5 }));
      await assertFails(updateDoc(bug, { boardId: 7 }));
      await assertFails(updateDoc(bug, { comments: arrayUnion(comment('')) }));
      await assertSucceeds(updateDoc(bug, { status: 'In Review', priority: 2, boardId: 'board-1', assignedTo: 'Priya Shah' }));
      await assertSucceeds(updateDoc(bug, { comments: arrayUnion(comment('Looking into it')) }));
      await assertFails(updateDoc(bug, { comments: [comment('Someone else said this')] }));
      await assertSucceeds(updateDoc(bug, { boardId: null }));
    });

    it('a board has a name, a description and an active flag', async () => {
      const board = doc(as('admin'), 'bugBoards/board-2');
      created.push('bugBoards/board-2');
      await assertFails(setDoc(board, { id: 'board-9', name: 'Sprint 3', description: '', isActive: true }));
      await assertFails(setDoc(board, { name: ' ', description: '', isActive: true }));
      await assertFails(setDoc(board, { name: 'Sprint 3', description: '', isActive: 'yes' }));
      await assertSucceeds(setDoc(board, { id: 'board-2', name: 'Sprint 3', description: '', isActive: true }));
      await assertFails(updateDoc(board, { id: 'board-3' }));
      await assertSucceeds(updateDoc(board, { isActive: false }));
    });
  });

  describe('money, orders and wallet history', () => {
    it('admins manage records but never balances, payments or wallet history', async () => {
      const db = as('admin');
      await assertFails(updateDoc(doc(db, 'users/patient'), { purchasedSessions: 10 }));
      await assertSucceeds(updateDoc(doc(db, 'users/patient'), { isAuthorized: false }));
      await assertFails(updateDoc(doc(db, 'kneeSleevePreorders/pre-1'), { total: '$ 0.00' }));
      await assertFails(updateDoc(doc(db, 'kneeSleevePreorders/pre-1'), { paymentId: 'pi_forged' }));
      await assertSucceeds(updateDoc(doc(db, 'kneeSleevePreorders/pre-1'), {
        timeline: arrayUnion({ timestamp: DAY, event: 'Preparing Order' }),
        status: 'Preparing Order',
      }));
      await assertFails(setDoc(doc(db, 'orders/order-2'), { uid: 'patient', total: 0 }));
      await assertFails(updateDoc(doc(db, 'orders/order-1'), { total: 0 }));
      await assertFails(updateDoc(doc(db, 'orders/order-1'), { 'products': [] }));
      await assertFails(deleteDoc(doc(db, 'orders/order-1')));
      await assertFails(setDoc(doc(db, 'users/fresh'), { ...signUpUser({ uid: 'fresh', email: 'fresh@rules.test' }), purchasedSessions: 9 }));
    });

    it("a wallet's history is the functions': no client appends an 'in' or 'out' entry; a replaced wallet starts empty", async () => {
      const entry = (type: string) => ({ name: 'Coins', timestamp: Timestamp.now(), type, value: '10' });
      const wallet = doc(as('patient'), 'web3Wallets/patient');
      const actor = { uid: 'patient', email: ACCOUNTS.patient.email };
      await assertFails(updateDoc(wallet, { transactions: arrayUnion(entry('in')) }));
      await assertFails(updateDoc(wallet, { transactions: arrayUnion(entry('out')) }));
      await assertFails(updateDoc(wallet, { transactions: arrayUnion(entry('out'), { ...entry('out'), value: '11' }) }));
      await assertFails(setDoc(wallet, { ...newWallet(actor), transactions: [entry('in')] }));
      await assertFails(setDoc(wallet, { ...newWallet(actor), transactions: [entry('out')] }));
      await assertFails(setDoc(wallet, { ...newWallet(actor), email: ACCOUNTS.otherPatient.email }));
      // Nobody else's wallet: another patient neither reads nor writes it, nor puts their own address in it.
      await assertFails(getDoc(doc(as('otherPatient'), 'web3Wallets/patient')));
      await assertFails(setDoc(doc(as('otherPatient'), 'web3Wallets/patient'), newWallet({ uid: 'otherPatient', email: ACCOUNTS.otherPatient.email })));
      await assertFails(updateDoc(doc(as('otherPatient'), 'web3Wallets/patient'), { transactions: [] }));
      await assertSucceeds(setDoc(wallet, newWallet(actor)));
      created.push('web3Wallets/otherPatient');
      await assertFails(setDoc(doc(as('otherPatient'), 'web3Wallets/otherPatient'), { ...newWallet({ uid: 'otherPatient', email: ACCOUNTS.otherPatient.email }), transactions: [entry('in')] }));
      // Customers have no shop, so no wallet.
      created.push('web3Wallets/customer');
      await assertFails(setDoc(doc(as('customer'), 'web3Wallets/customer'), newWallet({ uid: 'customer', email: ACCOUNTS.customer.email })));
    });

    it("a wallet's history stays when its own key is imported again, and goes only with the address it belonged to", async () => {
      const bought = { name: '5 Coins purchase', timestamp: Timestamp.now(), type: 'in', value: '5' };
      const actor = { uid: 'patient', email: ACCOUNTS.patient.email };
      const stored = { ...newWallet(actor), transactions: [bought] };
      await arrange('web3Wallets/patient', stored);
      const wallet = doc(as('patient'), 'web3Wallets/patient');
      const sameKey = { address: stored.address, data: '{"version":3,"new password":true}', email: actor.email };
      // The same key under a new password: the history is left as it is, never emptied.
      await assertFails(setDoc(wallet, { ...sameKey, transactions: [] }));
      await assertFails(updateDoc(wallet, { transactions: [] }));
      await assertSucceeds(setDoc(wallet, sameKey, { merge: true }));
      // Another key: the old address's history goes with it.
      const otherKey = { address: '0x00000000000000000000000000000000000000cc', data: '{"version":3}', email: actor.email };
      await assertFails(setDoc(wallet, { ...otherKey, transactions: [bought] }));
      await assertFails(setDoc(wallet, otherKey, { merge: true }));
      await assertSucceeds(setDoc(wallet, { ...otherKey, transactions: [] }));
    });
  });

  describe('remote therapeutic monitoring', () => {
    const monthId = (month: string, doctor = 'doctor') => `managementTime/${doctor}_patient_${month}`;
    const monthsAgo = (n: number) => {
      const d = new Date();
      const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1, 12));
      return { month: first.toISOString().slice(0, 7), start: Timestamp.fromDate(first) };
    };
    /** Time added by hand (an automatic entry is a running timer: see the attack scenarios). */
    const entryIn = (start: Timestamp, changes: Record<string, unknown> = {}) => ({ ...autoEntry(60, serverTimestamp()), source: 'manual', reason: 'Call', start, ...changes });
    const monthDoc = (month: string, entry: Record<string, unknown>) => ({ ...newManagementMonth({ uid: 'doctor', email: '' }), month, entries: { e1: entry } });

    it('a patient cannot write minutes, not even on their own record', async () => {
      const db = as('patient');
      await assertFails(setDoc(doc(db, monthId(THIS_MONTH, 'patient')), { ...newManagementMonth({ uid: 'patient', email: '' }) }));
      await assertFails(updateDoc(doc(db, `managementTime/${MANAGEMENT_MONTH_ID}`), { 'entries.e0.seconds': 600, lastEntryId: 'e0' }));
      await assertFails(getDoc(doc(db, `managementTime/${MANAGEMENT_MONTH_ID}`)));
    });

    it("a doctor reads his own month before its first entry, never another doctor's", async () => {
      const missing = monthsAgo(5).month;
      await assertSucceeds(getDoc(doc(as('doctor'), monthId(missing))));
      await assertFails(getDoc(doc(as('otherDoctor'), monthId(missing))));
      await assertFails(getDoc(doc(as('patient'), monthId(missing))));
    });

    it("only the doctor writes his entries; the patient's other doctors read them", async () => {
      await arrange('doctors/otherDoctor', { ...(BASELINE['doctors/otherDoctor'] as object), patients: ['otherPatient', 'patient'] });
      await arrange('careRelationships/patient_otherDoctor', careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove'));
      const colleague = as('otherDoctor');
      await assertSucceeds(getDoc(doc(colleague, `managementTime/${MANAGEMENT_MONTH_ID}`)));
      await assertSucceeds(getDocs(query(collection(colleague, 'managementTime'), where('patientId', '==', 'patient'), where('month', '==', THIS_MONTH))));
      await assertFails(updateDoc(doc(colleague, `managementTime/${MANAGEMENT_MONTH_ID}`), { 'entries.e0.seconds': 90, 'entries.e0.updatedAt': serverTimestamp(), lastEntryId: 'e0' }));
      await assertFails(setDoc(doc(colleague, monthId(THIS_MONTH)), monthDoc(THIS_MONTH, entryIn(EARLIER_THIS_MONTH))));
      created.push(monthId(THIS_MONTH, 'otherDoctor'));
      await assertSucceeds(setDoc(doc(colleague, monthId(THIS_MONTH, 'otherDoctor')), { ...monthDoc(THIS_MONTH, entryIn(EARLIER_THIS_MONTH)), doctorId: 'otherDoctor' }));
      // Someone else's patient: no entries at all.
      await assertFails(setDoc(doc(as('doctor'), `managementTime/doctor_otherPatient_${THIS_MONTH}`), { ...monthDoc(THIS_MONTH, entryIn(EARLIER_THIS_MONTH)), patientId: 'otherPatient' }));
    });

    it('entries go to the current or previous month only, and lie within their month', async () => {
      const previous = monthsAgo(1);
      const older = monthsAgo(2);
      created.push(monthId(previous.month), monthId(older.month));
      const db = as('doctor');
      await assertFails(setDoc(doc(db, monthId(older.month)), monthDoc(older.month, entryIn(older.start))));
      await assertFails(setDoc(doc(db, monthId(previous.month)), monthDoc(previous.month, entryIn(older.start))));
      await assertSucceeds(setDoc(doc(db, monthId(previous.month)), monthDoc(previous.month, entryIn(previous.start))));
      // An older month's document cannot be changed either.
      await arrange(monthId(older.month), { ...monthDoc(older.month, autoEntry(60, older.start)), entries: { e1: { ...autoEntry(60, older.start), start: older.start } } });
      await assertFails(updateDoc(doc(db, monthId(older.month)), { 'entries.e1.reason': 'Late correction', 'entries.e1.updatedAt': serverTimestamp(), lastEntryId: 'e1' }));
    });

    it('an automatic entry only grows, never past the time since it started; changes by hand carry a reason', async () => {
      // e0 is a running timer, started a minute ago
      await arrange(`managementTime/${MANAGEMENT_MONTH_ID}`, { ...(BASELINE[`managementTime/${MANAGEMENT_MONTH_ID}`] as object), entries: { e0: { ...autoEntry(60), start: Timestamp.fromMillis(Date.now() - 60_000) } } });
      const month = doc(as('doctor'), `managementTime/${MANAGEMENT_MONTH_ID}`);
      const grow = (changes: Record<string, unknown>) => updateDoc(month, { 'entries.e0.updatedAt': serverTimestamp(), lastEntryId: 'e0', ...changes });
      await assertFails(grow({ 'entries.e0.seconds': 30 }));
      await assertFails(grow({ 'entries.e0.seconds': 8 * 3600 }));
      await assertSucceeds(grow({ 'entries.e0.seconds': 120, 'entries.e0.interactive': true }));
      await assertFails(grow({ 'entries.e0.interactive': false }));
      await assertFails(grow({ 'entries.e0.seconds': 20, 'entries.e0.reason': 'Chart left open' }));
      await assertSucceeds(grow({ 'entries.e0.seconds': 20, 'entries.e0.source': 'manual', 'entries.e0.reason': 'Chart left open' }));
      // One entry per write, named by lastEntryId; entries are never removed.
      await assertFails(updateDoc(month, { 'entries.e0.seconds': 30, 'entries.e0.updatedAt': serverTimestamp(), lastEntryId: 'e9' }));
      await assertFails(updateDoc(month, { 'entries.e0': deleteField(), lastEntryId: 'e0' }));
      const manual = (reason: string) => ({ ...entryIn(EARLIER_THIS_MONTH), source: 'manual', activity: 'other', interactive: true, reason, seconds: 300 });
      await assertFails(updateDoc(month, { 'entries.m1': manual(''), lastEntryId: 'm1' }));
      await assertSucceeds(updateDoc(month, { 'entries.m1': manual('Phone call with the patient'), lastEntryId: 'm1' }));
      await assertFails(updateDoc(month, { 'entries.a2': { ...entryIn(EARLIER_THIS_MONTH), source: 'auto', reason: 'auto with a reason' }, lastEntryId: 'a2' }));
      await assertFails(updateDoc(month, { 'entries.a3': { ...entryIn(EARLIER_THIS_MONTH), updatedAt: DAY }, lastEntryId: 'a3' }));
    });

    it("doctors start monitoring and keep their own goals, each change recorded; the days are the functions' alone", async () => {
      const db = as('doctor');
      const monitoring = doc(db, 'monitoring/patient');
      const change = (data: Record<string, unknown>, action: AuditAction = 'monitoring.goalChanged') =>
        commitAudited(db, 'doctor', (context) => auditedUpdate(context, monitoring, data, { action, patientUid: 'patient' }));
      await assertFails(updateDoc(monitoring, { 'romGoals.doctor': { Glove: 75 } }));
      await assertFails(change({ 'days.2030-01-02': { 'session-x': true } }));
      await assertFails(change({ daysTimeZone: 'UTC' }));
      await assertFails(change({ 'romGoals.otherDoctor': { Glove: 50 } }));
      await assertFails(change({ 'romGoals.doctor': { Glove: 400 } }));
      await assertFails(change({ 'romGoals.doctor': { Band: 40 } }));
      await assertFails(change({ 'romGoals.doctor': { Glove: 75 } }, 'session.tagAdded'));
      await assertSucceeds(change({ 'romGoals.doctor': { Glove: 75, Pants: 100 } }));
      await assertFails(change({ periodStart: '2020-01-01', startedBy: 'doctor' }, 'monitoring.started'));
      await assertFails(change({ periodStart: new Date().toISOString().slice(0, 10), startedBy: 'otherDoctor' }, 'monitoring.started'));
      await assertFails(updateDoc(monitoring, { periodStart: new Date().toISOString().slice(0, 10), startedBy: 'doctor' }));
      await assertSucceeds(change({ periodStart: new Date().toISOString().slice(0, 10), startedBy: 'doctor' }, 'monitoring.started'));
      await assertFails(change({ timeZone: 'Not a zone!' }, 'monitoring.started'));
      await assertFails(getDoc(doc(as('otherPatient'), 'monitoring/patient')));
      // A doctor's query of monitoring documents: his own patients only, one who only granted access included.
      await arrangeSharer();
      await arrange('monitoring/sharer', { ...(BASELINE['monitoring/patient'] as object), patientId: 'sharer' });
      const monitoringOf = (ids: string[]) => getDocs(query(collection(as('doctor'), 'monitoring'), where('patientId', 'in', ids)));
      await assertSucceeds(monitoringOf(['patient', 'sharer']));
      await assertFails(monitoringOf(['patient', 'otherPatient']));
      const colleague = as('otherDoctor');
      await assertFails(
        commitAudited(colleague, 'otherDoctor', (context) =>
          auditedSet(context, doc(colleague, 'monitoring/otherPatient'), { ...newMonitoring({ uid: 'otherDoctor', email: '' }), patientId: 'patient' }, { action: 'monitoring.started', patientUid: 'otherPatient' }),
        ),
      );
    });
  });
}
