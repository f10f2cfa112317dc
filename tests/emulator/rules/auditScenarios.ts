/**
 * The audit trail, versioned notes, least-privilege plan reads and the rules'
 * cost on the largest legitimate doctor record:
 *   - every clinical write is refused without its audit entry (or with an old one) and allowed with it;
 *   - entries are tied to their change and their author, and nobody changes or deletes one;
 *   - a patient reads public plans and their own personalized plans, nothing else;
 *   - notes are saved over the newest version only: of two concurrent saves one is refused, with both texts;
 *   - 100 patients, 50 devices and 10 specialities still fit within the engine's 1000 expressions.
 */
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
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditedDelete, auditedSet, auditedUpdate, readActorOffline, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import type { AuditActor, AuditValue } from '@rehab/model/audit';
import { EditConflictError } from '@rehab/model/editConflict';
import { saveVersionedText } from '@rehab/web/lib/firebase/versionedText';
import { ACCOUNTS, type Role } from './actors';
import { actorOf, auditIdOf, commitAudited } from './audited';
import { newAppointment, newPlan, planCreated } from './firestoreMatrix';
import { firestoreOf, readDoc } from './rulesEnv';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, DAY, careRelationship } from './world';

/** One clinical write: what it changes, and the record that must go with it. */
interface ClinicalWrite {
  what: string;
  role: Role;
  path: string;
  kind: 'set' | 'update' | 'delete';
  data?: DocumentData;
  record: ChangeRecord;
  /** documents the write needs beyond the world's */
  arrange?: Record<string, DocumentData>;
}

const scheduled = { 'evt-9': { name: 'Hand basics', isPublic: true, exerciseId: 'plan-public', doctorId: 'doctor' } };
/** The world calendar's one event, on 2030-01-01. */
const worldEvent = (BASELINE['scheduledWorkouts/patient'] as Record<string, Record<string, AuditValue>>)['2030-01-01'];
const sharer = { ...(BASELINE['users/patient'] as object), lastName: 'sharer', devices: { 'dev-a': 'Right' }, sessions: [] };
const change = (field: string, before: unknown[], after: unknown[]) => ({ [field]: { before, after } }) as ChangeRecord['changes'];

const WRITES: ClinicalWrite[] = [
  { what: 'a tag added', role: 'doctor', path: 'sessions/session-1', kind: 'update', data: { tags: arrayUnion('strength') }, record: { action: 'session.tagAdded', patientUid: 'patient', changes: change('tags', [], ['strength']) } },
  { what: 'a tag removed', role: 'doctor', path: 'sessions/session-1', kind: 'update', data: { tags: arrayRemove('balance') }, record: { action: 'session.tagRemoved', patientUid: 'patient', changes: change('tags', ['balance'], []) } },
  {
    what: 'the notes saved',
    role: 'doctor',
    path: 'sessions/session-1',
    kind: 'update',
    data: { notes: 'Range improving', notesVersion: 1 },
    record: { action: 'session.notesEdited', patientUid: 'patient', changes: { notes: { before: '', after: 'Range improving' } } },
  },
  {
    what: 'a point removed',
    role: 'doctor',
    path: 'sessions/session-1',
    kind: 'update',
    data: { removedTimePoints: arrayUnion(DAY.toMillis()) },
    record: { action: 'session.pointRemoved', patientUid: 'patient', changes: change('removedTimePoints', [], [DAY.toMillis()]) },
  },
  { what: 'a public plan created', role: 'doctor', path: 'exerciseplan/plan-x', kind: 'set', data: newPlan('doctor'), record: planCreated() },
  { what: "a patient's own plan created", role: 'patient', path: 'exerciseplan/plan-x', kind: 'set', data: newPlan('patient', 'patient'), record: planCreated('patient') },
  {
    what: 'a workout scheduled by the patient',
    role: 'patient',
    path: 'scheduledWorkouts/patient',
    kind: 'update',
    data: { '2030-01-05': scheduled },
    record: { action: 'schedule.added', patientUid: 'patient', changes: { '2030-01-05': { before: {}, after: scheduled } } },
  },
  {
    what: 'a workout moved by the doctor',
    role: 'doctor',
    path: 'scheduledWorkouts/patient',
    kind: 'set',
    data: { '2030-01-05': worldEvent },
    record: { action: 'schedule.moved', patientUid: 'patient', changes: { '2030-01-01': { before: worldEvent, after: {} }, '2030-01-05': { before: {}, after: worldEvent } } },
  },
  { what: 'an appointment booked', role: 'doctor', path: 'appointments/appt-x', kind: 'set', data: newAppointment('doctor', 'patient'), record: { action: 'appointment.booked', patientUid: 'patient' } },
  { what: 'an appointment cancelled', role: 'doctor', path: 'appointments/appt-2', kind: 'delete', record: { action: 'appointment.cancelled', patientUid: 'patient' } },
  {
    what: 'a patient added to the doctor’s patients',
    role: 'doctor',
    path: 'doctors/doctor',
    kind: 'update',
    data: { patients: arrayUnion('sharer') },
    record: { action: 'patient.linked', patientUid: 'sharer' },
    arrange: { 'users/sharer': sharer, 'careRelationships/sharer_doctor': careRelationship('sharer', 'doctor', 'dev-a', 'Glove') },
  },
  { what: 'a patient removed from the doctor’s patients', role: 'doctor', path: 'doctors/doctor', kind: 'update', data: { patients: arrayRemove('patient') }, record: { action: 'patient.unlinked', patientUid: 'patient' } },
  { what: 'a device unregistered', role: 'doctor', path: 'doctors/doctor', kind: 'update', data: { devices: arrayRemove('dev-a') }, record: { action: 'device.unregistered', patientUid: 'patient' } },
  { what: 'a patient’s own device removed', role: 'patient', path: 'users/patient', kind: 'update', data: { 'devices.dev-a': deleteField() }, record: { action: 'device.removed', patientUid: 'patient' } },
  { what: "an admin's edit of a session", role: 'admin', path: 'sessions/session-1', kind: 'update', data: { tags: ['balance', 'checked'] }, record: { action: 'record.edited', patientUid: 'patient' } },
  { what: "an admin's deletion of sensor data", role: 'admin', path: 'data_by_sensor/bin-1', kind: 'delete', record: { action: 'record.deleted', patientUid: '' } },
  { what: "an admin's edit of a summary", role: 'admin', path: 'postsessions/post-1', kind: 'update', data: { entries: [] }, record: { action: 'record.edited', patientUid: 'patient' } },
  { what: "an admin's edit of a plan", role: 'admin', path: 'exerciseplan/plan-public', kind: 'update', data: { name: 'Hand basics 2' }, record: { action: 'record.edited', patientUid: '' } },
  { what: "an admin's deletion of a schedule", role: 'admin', path: 'scheduledWorkouts/patient', kind: 'delete', record: { action: 'record.deleted', patientUid: 'patient' } },
  { what: "an admin's change of a patient's devices", role: 'admin', path: 'users/patient', kind: 'update', data: { 'devices.dev-c': 'Left' }, record: { action: 'record.edited', patientUid: 'patient' } },
  { what: "an admin's change of a doctor's patients", role: 'admin', path: 'doctors/doctor', kind: 'update', data: { patients: ['patient', 'otherPatient'] }, record: { action: 'record.edited', patientUid: '' } },
];

export function defineAuditScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created } = scenarioWorld(suite);

  describe('the audit trail', () => {
    const plainWrite = (write: ClinicalWrite, extra: DocumentData = {}) => {
      const ref = doc(as(write.role), write.path);
      if (write.kind === 'delete') return deleteDoc(ref);
      return write.kind === 'set' ? setDoc(ref, { ...write.data, ...extra }) : updateDoc(ref, { ...write.data, ...extra });
    };
    const recordedWrite = (write: ClinicalWrite) =>
      commitAudited(as(write.role), write.role, (context) => {
        const ref = doc(as(write.role), write.path);
        if (write.kind === 'delete') auditedDelete(context, ref, auditIdOf(write.path), write.record);
        else if (write.kind === 'set') auditedSet(context, ref, write.data ?? {}, write.record);
        else auditedUpdate(context, ref, write.data ?? {}, write.record);
      });

    it.each(WRITES.map((write) => [write.what, write] as const))(
      '%s: refused without its entry or with an old one, allowed with its own',
      async (_what, write) => {
        for (const [path, data] of Object.entries(write.arrange ?? {})) await arrange(path, data);
        if (!(write.path in BASELINE)) created.push(write.path);
        const before = await readDoc(suite.arranger(), write.path);
        await assertFails(plainWrite(write));
        if (write.kind !== 'delete') await assertFails(plainWrite(write, { auditId: 'entry-1' }));
        expect(await readDoc(suite.arranger(), write.path)).toEqual(before);
        await assertSucceeds(recordedWrite(write));
      },
    );

    it("a workout scheduled as the app schedules it, also offline: one batch merging the date, named from the device's record", async () => {
      const db = as('patient');
      const schedule = (withEntry: boolean, actor: AuditActor) => {
        const batch = writeBatch(db);
        const ref = doc(db, 'scheduledWorkouts/patient');
        if (withEntry) {
          auditedSet({ firestore: db, writer: batch, actor }, ref, { '2030-01-06': scheduled }, { action: 'schedule.added', patientUid: 'patient', changes: { '2030-01-06': { before: {}, after: scheduled } } }, { merge: true });
        } else {
          batch.set(ref, { '2030-01-06': scheduled }, { merge: true });
        }
        return batch.commit();
      };
      const actor = await readActorOffline(db, { uid: 'patient', role: 'patient', email: null });
      expect(actor).toEqual(actorOf('patient'));
      await assertFails(schedule(false, actor));
      await assertFails(schedule(true, { ...actor, name: 'Someone else' }));
      await assertSucceeds(schedule(true, actor));
      expect(await readDoc(suite.arranger(), 'scheduledWorkouts/patient')).toMatchObject({ '2030-01-06': scheduled });
    });

    it('entries name their actor as they are, with the server time, about the document changed and its patient', async () => {
      const db = as('doctor');
      const entry = {
        actorUid: 'doctor',
        actorRole: 'doctor',
        actorName: 'Doc doctor',
        action: 'session.tagAdded',
        target: { collection: 'sessions', id: 'session-1' },
        patientUid: 'patient',
        changes: change('tags', [], ['strength']),
        at: serverTimestamp(),
      };
      const tagWith = (entryFields: DocumentData, entryId = 'entry-forged', sessionAuditId = entryId) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'sessions/session-1'), { tags: arrayUnion('strength'), auditId: sessionAuditId });
        batch.set(doc(db, `auditLog/${entryId}`), { ...entry, ...entryFields });
        return batch.commit();
      };
      await assertFails(tagWith({ actorUid: 'otherDoctor' }));
      await assertFails(tagWith({ actorRole: 'admin' }));
      await assertFails(tagWith({ actorName: 'Dr. Someone Else' }));
      await assertFails(tagWith({ at: Timestamp.fromDate(new Date('2030-01-01T10:00:00Z')) }));
      await assertFails(tagWith({ target: { collection: 'sessions', id: 'session-2' } }));
      await assertFails(tagWith({ patientUid: 'otherPatient' }));
      await assertFails(tagWith({ action: 'session.notesEdited' }));
      await assertFails(tagWith({ changes: change('notes', [], []) }));
      await assertFails(tagWith({}, 'entry-forged', 'entry-elsewhere'));
      await assertFails(tagWith({ surprise: true }));
      // On its own, tied to no change, an entry is refused even when all it says is true.
      await assertFails(setDoc(doc(db, 'auditLog/entry-alone'), entry));
      await assertSucceeds(tagWith({}));
    });

    it('nobody changes or deletes an entry: not its author, not the patient, not an admin', async () => {
      await recordedWriteFor('doctor');
      for (const role of ['doctor', 'otherDoctor', 'patient', 'admin'] as const) {
        await assertFails(updateDoc(doc(as(role), 'auditLog/entry-1'), { actorName: 'Nobody' }));
        await assertFails(setDoc(doc(as(role), 'auditLog/entry-1'), { ...BASELINE['auditLog/entry-1'], changes: {} }));
        await assertFails(deleteDoc(doc(as(role), 'auditLog/entry-1')));
      }
      expect(await readDoc(suite.arranger(), 'auditLog/entry-1')).toEqual(BASELINE['auditLog/entry-1']);
    });

    async function recordedWriteFor(role: Role) {
      await commitAudited(as(role), role, (context) =>
        auditedUpdate(context, doc(as(role), 'sessions/session-1'), { tags: arrayUnion('strength') }, {
          action: 'session.tagAdded',
          patientUid: 'patient',
          changes: change('tags', [], ['strength']),
        }),
      );
    }

    it("a session's history is read by its patient, the doctors who look after them and admins", async () => {
      await recordedWriteFor('doctor');
      const history = (role: Role, patientUid = 'patient') =>
        getDocs(
          query(
            collection(as(role), 'auditLog'),
            where('patientUid', '==', patientUid),
            where('target.collection', '==', 'sessions'),
            where('target.id', '==', 'session-1'),
            orderBy('at', 'desc'),
          ),
        );
      for (const role of ['patient', 'doctor', 'admin'] as const) await assertSucceeds(history(role));
      for (const role of ['otherPatient', 'otherDoctor', 'unverifiedDoctor', 'customer', 'noRecords'] as const) await assertFails(history(role));
      const entries = (await history('patient')).docs.map((entry) => entry.data());
      expect(entries[0]).toMatchObject({ actorUid: 'doctor', actorName: actorOf('doctor').name, action: 'session.tagAdded' });
      expect(entries.every((entry) => entry.patientUid === 'patient' && entry.target.id === 'session-1')).toBe(true);
    });
  });

  describe('least-privilege plan reads', () => {
    const plans = (db: Firestore) => collection(db, 'exerciseplan');

    it("a patient reads public plans and their own personalized plans, never another patient's", async () => {
      await arrange('exerciseplan/plan-grace', { ...newPlan('otherDoctor', 'otherPatient'), name: 'Grace – knee stability' });
      const db = as('patient');
      await assertSucceeds(getDocs(query(plans(db), where('isPublic', '==', true))));
      await assertSucceeds(getDocs(query(plans(db), where('userID', '==', 'patient'))));
      await assertSucceeds(getDoc(doc(db, 'exerciseplan/plan-public')));
      await assertFails(getDoc(doc(db, 'exerciseplan/plan-grace')));
      await assertFails(getDocs(query(plans(db), where('userID', '==', 'otherPatient'))));
      await assertFails(getDocs(plans(db)));
      await assertFails(getDocs(query(plans(db), where('device', '==', 'Knee Brace'))));
      await assertSucceeds(getDoc(doc(as('otherPatient'), 'exerciseplan/plan-grace')));
      await assertFails(getDoc(doc(as('customer'), 'exerciseplan/plan-public')));
    });

    it("a doctor reads public plans and the personalized plans of the patients they look after only", async () => {
      const db = as('otherDoctor');
      await assertSucceeds(getDocs(query(plans(db), where('isPublic', '==', true))));
      await assertFails(getDocs(query(plans(db), where('userID', '==', 'patient'))));
      await assertFails(getDoc(doc(db, 'exerciseplan/plan-personal')));
      await assertSucceeds(getDocs(query(plans(as('doctor')), where('userID', '==', 'patient'))));
    });
  });

  describe('versioned notes', () => {
    /** A notes save recorded with the text the session held and the one written. */
    const notes = async (data: DocumentData) => {
      const before = await readDoc(suite.arranger(), 'sessions/session-1');
      return commitAudited(as('doctor'), 'doctor', (context) =>
        auditedUpdate(context, doc(as('doctor'), 'sessions/session-1'), data, {
          action: 'session.notesEdited',
          patientUid: 'patient',
          changes: { notes: { before: (before?.notes as string | undefined) ?? '', after: data.notes ?? null } },
        }),
      );
    };

    it('a save makes the next version of the newest one, and nothing else moves the version', async () => {
      await assertFails(notes({ notes: 'Without a version' }));
      await assertFails(notes({ notes: 'Skipping one', notesVersion: 2 }));
      await assertFails(notes({ notes: 'Same version', notesVersion: 0 }));
      await assertFails(notes({ notes: 'As text', notesVersion: '1' }));
      await assertSucceeds(notes({ notes: 'First save', notesVersion: 1 }));
      await assertFails(notes({ notes: 'Over the first save, from the old version', notesVersion: 1 }));
      await assertFails(
        commitAudited(as('doctor'), 'doctor', (context) =>
          auditedUpdate(context, doc(as('doctor'), 'sessions/session-1'), { notesVersion: 3 }, { action: 'session.notesEdited', patientUid: 'patient' }),
        ),
      );
    });

    it('of two clinicians saving at once from the same version, one is refused and offered both texts', async () => {
      // Two browsers of the doctor's, each with its own client.
      const save = (text: string) => {
        const db = firestoreOf(suite.env().authenticatedContext('doctor', { email: ACCOUNTS.doctor.email, email_verified: true, doctor: true }));
        return saveVersionedText(db, { uid: 'doctor', role: 'doctor', email: ACCOUNTS.doctor.email }, {
          ref: doc(db, 'sessions/session-1'),
          field: 'notes',
          versionField: 'notesVersion',
          baseVersion: 0,
          text,
          action: 'session.notesEdited',
          patientUid: 'patient',
        });
      };
      const results = await Promise.allSettled([save('Mine: knee flexion 95°'), save('Theirs: pain 3/10')]);
      const saved = results.filter((result) => result.status === 'fulfilled');
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(saved).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(EditConflictError);
      const stored = await readDoc(suite.arranger(), 'sessions/session-1');
      expect(stored).toMatchObject({ notesVersion: 1 });
      const conflict = refused[0] as EditConflictError;
      expect(conflict.theirs).toBe(stored?.notes);
      expect([conflict.yours, conflict.theirs].sort()).toEqual(['Mine: knee flexion 95°', 'Theirs: pain 3/10'].sort());
      expect(conflict.version).toBe(1);
    });
  });

  describe("rules within the engine's limits", () => {
    const PATIENTS = Array.from({ length: 100 }, (_, i) => `patient-uid-${String(i).padStart(3, '0')}-${'x'.repeat(16)}`);
    const DEVICES = Array.from({ length: 50 }, (_, i) => `DEV-${String(i).padStart(4, '0')}-${'x'.repeat(8)}`);
    const SPECIALITIES = Array.from({ length: 10 }, (_, i) => ({ title: `${'T'.repeat(98)}${String(i).padStart(2, '0')}`, description: 'd'.repeat(300) }));

    it('a doctor with 100 patients, 50 devices and 10 specialities edits every part of their record', async () => {
      await arrange('doctors/doctor', { ...BASELINE['doctors/doctor'], patients: ['patient', ...PATIENTS.slice(1)], devices: ['dev-a', ...DEVICES.slice(1)], specialities: SPECIALITIES });
      await arrange('users/sharer', sharer);
      await arrange('careRelationships/sharer_doctor', careRelationship('sharer', 'doctor', 'dev-a', 'Glove'));
      const db = as('doctor');
      const own = doc(db, 'doctors/doctor');
      // Names stay as they are: the audited edits below name the doctor by them.
      await assertSucceeds(updateDoc(own, {
        position: 'P'.repeat(100),
        gender: 'Female',
        address: 'A'.repeat(500),
        profilePic: `https://example.test/${'p'.repeat(2000)}`,
        specialities: [...SPECIALITIES].reverse(),
      }));
      const recorded = (data: DocumentData, action: ChangeRecord['action'], patientUid: string) =>
        commitAudited(db, 'doctor', (context) => auditedUpdate(context, own, data, { action, patientUid }));
      await assertSucceeds(recorded({ patients: arrayUnion('sharer') }, 'patient.linked', 'sharer'));
      await assertSucceeds(recorded({ patients: arrayRemove(PATIENTS[50]) }, 'patient.unlinked', PATIENTS[50]));
      await assertSucceeds(recorded({ devices: arrayRemove(DEVICES[20]) }, 'device.unregistered', ''));
      const stored = await readDoc(suite.arranger(), 'doctors/doctor');
      expect(stored?.patients).toHaveLength(100);
      expect(stored?.devices).toHaveLength(49);
      // The patient still reads their doctor's profile, and the doctor the patient's data.
      await assertSucceeds(getDoc(doc(as('patient'), 'doctorProfiles/doctor')));
      await assertSucceeds(getDocs(query(collection(db, 'sessions'), where('userId', '==', 'sharer'))));
    });
  });
}
