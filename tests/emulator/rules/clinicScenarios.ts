/**
 * Clinics (issues 50 and 51): what the matrix cannot say in one cell. Access follows the caller's membership and the
 * patient's approval at every request: a removed member, a member whose role changed, a clinic not (or no longer)
 * approved; a clinician who is not the patient's primary, a cover before, during and after his coverage; the staff
 * roles' work (front desk, biller, assistant) and what they never read. Each refusal beside its
 * allowed twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  collection as liteCollection,
  doc as liteDoc,
  getDoc as getLiteDoc,
  getDocs as getLiteDocs,
  query as liteQuery,
  where as liteWhere,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { auditedDelete, auditedSet, auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import type { CareState } from '@rehab/model/care';
import { CLINIC_DATA, clinicDataGroupOf, patientContactId, type ClinicDataGroup } from '@rehab/model/clinics';
import { CLINIC_A, CLINIC_B, type Role } from './actors';
import { auditIdOf, commitAudited } from './audited';
import { FIRESTORE_CASES, collectionPathOf, newAppointment, type CollectionCase } from './firestoreMatrix';
import { oneShotReaderOf } from './rulesEnv';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, CLINIC_A_APPROVAL, THIS_MONTH, autoEntry, clinicConsent, clinicCoverage } from './world';

const MINUTE = 60_000;

/** Every read of the patient's clinical data a doctor's screens make. */
const clinicalReads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, 'users/patient')),
  getDoc(doc(db, 'sessions/session-1')),
  getDocs(query(collection(db, 'sessions'), where('userId', '==', 'patient'))),
  getDoc(doc(db, 'data_by_sensor/bin-1')),
  getDoc(doc(db, 'devices/dev-a')),
  getDoc(doc(db, 'exerciseplan/plan-personal')),
  getDoc(doc(db, 'scheduledWorkouts/patient')),
  getDoc(doc(db, 'monitoring/patient')),
  getDocs(query(collection(db, 'auditLog'), where('patientUid', '==', 'patient'))),
];

/** Every read of the patient's data a doctor's screens make: his clinical data and his calendar. */
const patientReads = (db: Firestore): Promise<unknown>[] => [...clinicalReads(db), getDoc(doc(db, 'appointments/appt-1'))];

/** What a member reads of clinic A itself. */
const clinicAReads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, `clinics/${CLINIC_A}`)),
  getDocs(query(collection(db, 'clinicMembers'), where('clinicId', '==', CLINIC_A))),
  getDoc(doc(db, CLINIC_A_APPROVAL)),
  getDocs(query(collection(db, 'clinicConsents'), where('clinicId', '==', CLINIC_A))),
  getDoc(doc(db, 'staff/assistant')),
];

const CONTACT = `patientContacts/${patientContactId('patient', CLINIC_A)}`;

/** A clinic's list of a collection: its documents that name it (`clinicId`, kept by the functions). */
const byClinic = (db: Firestore, name: string, clinicId = CLINIC_A) => query(collection(db, name), where('clinicId', '==', clinicId));

/** The front desk's reads of the patient (issue 51): his appointment and contact by id, and the clinic's lists of both. */
const deskReads = (db: Firestore, of = { clinicId: CLINIC_A, appointment: 'appointments/appt-1', contact: CONTACT }): Promise<unknown>[] => [
  getDocFromServer(doc(db, of.appointment)),
  getDocsFromServer(byClinic(db, 'appointments', of.clinicId)),
  getDocFromServer(doc(db, of.contact)),
  getDocsFromServer(byClinic(db, 'patientContacts', of.clinicId)),
];

/** The patient's contact for clinic A, by id and by the clinic's list. */
const contactReads = (db: Firestore): Promise<unknown>[] => [getDocFromServer(doc(db, CONTACT)), getDocsFromServer(byClinic(db, 'patientContacts'))];

/** The matrix's cases of these groups of ROLE_TABLE. */
const casesOf = (...groups: ClinicDataGroup[]): CollectionCase[] =>
  FIRESTORE_CASES.filter((entry) => groups.some((group) => clinicDataGroupOf(entry.collection) === group));

/** A case's target document, and its list (the natural query for the target's owner). */
const readsOf = (db: Firestore, entry: CollectionCase): Promise<unknown>[] => [
  getDocFromServer(doc(db, collectionPathOf(entry), entry.docId)),
  getDocsFromServer(entry.list(db)),
];

// Each read's outcome is taken as soon as it is made (a refusal is never left unhandled while another is awaited),
// and a wrong one names the read: its place in the list, and what the list is.
async function expectEach(reads: Promise<unknown>[], expectation: (read: Promise<unknown>) => Promise<unknown>, what: string): Promise<void> {
  await Promise.all(reads.map((read, index) => expectation(read).catch((error: unknown) => {
    throw new Error(`${what} #${index}: ${error instanceof Error ? error.message : String(error)}`);
  })));
}

const allRefused = (reads: Promise<unknown>[], what = 'read') => expectEach(reads, assertFails, what);
const allAllowed = (reads: Promise<unknown>[], what = 'read') => expectEach(reads, assertSucceeds, what);

export function defineClinicScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created } = scenarioWorld(suite);

  const approval = (state: CareState) => arrange(CLINIC_A_APPROVAL, clinicConsent('patient', CLINIC_A, state));
  const changeApproval = (role: Role, fields: Record<string, unknown>, action: ChangeRecord['action'], before: CareState, after: CareState) => {
    const db = as(role);
    return commitAudited(db, role, (context) =>
      auditedUpdate(context, doc(db, CLINIC_A_APPROVAL), fields, { action, patientUid: 'patient', changes: { state: { before, after } } }));
  };
  const approve = (role: Role, fields: Record<string, unknown> = {}) =>
    changeApproval(role, { state: 'active', since: serverTimestamp(), grantedBy: role, ...fields }, 'care.granted', 'pending', 'active');
  const endApproval = (role: Role, before: CareState = 'active') =>
    changeApproval(role, { state: 'ended', endedBy: role, endedAt: serverTimestamp() }, before === 'pending' ? 'care.declined' : 'care.ended', before, 'ended');
  const membersOfClinicA = (role: Role) => getDocs(query(collection(as(role), 'clinicMembers'), where('clinicId', '==', CLINIC_A)));

  describe('issue 50: membership is read at every request', () => {
    it('attack: a removed member reads nothing of the patient or the clinic at his next request; twin: while he is a member', async () => {
      await allAllowed(patientReads(as('clinician')));
      await allAllowed(clinicAReads(as('clinician')));
      await arrange('clinicMembers/clinician', null);
      // His doctor claim, verified record and list of patients stay: none of them is a membership.
      await allRefused(patientReads(as('clinician')));
      await allRefused(clinicAReads(as('clinician')));
      await assertSucceeds(getDoc(doc(as('clinician'), 'clinicMembers/clinician')));
    });

    it('attack: a clinician made assistant reads the clinic only, at his next request; twin: as clinician', async () => {
      await allAllowed(patientReads(as('clinician')));
      await arrange('clinicMembers/clinician', { ...BASELINE['clinicMembers/clinician'], role: 'assistant', supervisor: 'doctor' });
      await allRefused(patientReads(as('clinician')));
      await allAllowed(clinicAReads(as('clinician')));
    });

    it("attack: a staff member of the approved clinic reads none of the patient's clinical data; twin: the clinic", async () => {
      for (const role of ['assistant', 'frontDesk', 'biller'] as const) {
        await allRefused(clinicalReads(as(role)));
        await allAllowed(clinicAReads(as(role)));
      }
    });

    it("everyone reads his own membership and staff record, also before he has one; nobody another clinic's", async () => {
      await assertSucceeds(getDoc(doc(as('noRecords'), 'clinicMembers/noRecords')));
      await assertSucceeds(getDoc(doc(as('noRecords'), 'staff/noRecords')));
      await assertFails(getDoc(doc(as('noRecords'), 'clinicMembers/assistant')));
      await assertFails(getDoc(doc(as('otherClinician'), 'clinicMembers/assistant')));
      await assertFails(getDoc(doc(as('otherClinician'), 'staff/assistant')));
      await assertSucceeds(getDoc(doc(as('otherClinician'), 'clinicMembers/otherClinician')));
    });
  });

  describe("issue 50: a patient's data is the clinic's only once he approves it", () => {
    it('attack: pending, the clinic reads nothing of him; twin: approved, it reads; attack: ended, nothing again', async () => {
      await approval('pending');
      await allRefused(patientReads(as('clinician')));
      // Asked, the patient sees who in the clinic would see his data; the clinic sees its request.
      await assertSucceeds(membersOfClinicA('patient'));
      await assertSucceeds(getDoc(doc(as('clinician'), CLINIC_A_APPROVAL)));

      await assertSucceeds(approve('patient'));
      await allAllowed(patientReads(as('clinician')));

      await assertSucceeds(endApproval('patient'));
      await allRefused(patientReads(as('clinician')));
      await assertFails(membersOfClinicA('patient'));
    });

    it('attack: the approval made by anyone but the patient, in his name, without its entry or back-dated; twin: his own', async () => {
      await approval('pending');
      await assertFails(approve('clinician'));
      await assertFails(approve('doctor'));
      await assertFails(approve('otherPatient'));
      await assertFails(approve('patient', { grantedBy: 'clinician' }));
      await assertFails(approve('patient', { since: Timestamp.fromMillis(Date.now() - 60 * MINUTE) }));
      await assertFails(approve('patient', { clinicId: CLINIC_B }));
      await assertFails(updateDoc(doc(as('patient'), CLINIC_A_APPROVAL), { state: 'active', since: serverTimestamp(), grantedBy: 'patient' }));
      await allRefused(patientReads(as('clinician')));
      await assertSucceeds(approve('patient'));
    });

    it('attack: an ended approval made active again by the patient (the clinic asks anew); twin: a pending one declined', async () => {
      await arrange(CLINIC_A_APPROVAL, { ...clinicConsent('patient', CLINIC_A, 'ended'), endedBy: 'patient', endedAt: Timestamp.now() });
      await assertFails(approve('patient'));
      await approval('pending');
      await assertFails(endApproval('clinician', 'pending'));
      await assertSucceeds(endApproval('patient', 'pending'));
    });

    it("attack: a clinic's member creates or approves an approval for himself; twin: the functions' request, approved by the patient", async () => {
      const otherApproval = `clinicConsents/otherPatient_${CLINIC_A}`;
      created.push(otherApproval);
      await assertFails(setDoc(doc(as('doctor'), otherApproval), clinicConsent('otherPatient', CLINIC_A)));
      await assertFails(setDoc(doc(as('clinician'), otherApproval), clinicConsent('otherPatient', CLINIC_A, 'pending')));
      await arrange(otherApproval, clinicConsent('otherPatient', CLINIC_A, 'pending'));
      await assertFails(getDoc(doc(as('clinician'), 'users/otherPatient')));
      const db = as('otherPatient');
      await assertSucceeds(commitAudited(db, 'otherPatient', (context) =>
        auditedUpdate(context, doc(db, otherApproval), { state: 'active', since: serverTimestamp(), grantedBy: 'otherPatient' }, {
          action: 'care.granted', patientUid: 'otherPatient', changes: { state: { before: 'pending', after: 'active' } },
        })));
      await assertSucceeds(getDoc(doc(as('clinician'), 'users/otherPatient')));
    });

    it("attack: a patient lists the members of a clinic he neither approved nor was asked by; twin: of his own clinic", async () => {
      await assertFails(membersOfClinicA('otherPatient'));
      await assertFails(getDocs(query(collection(as('patient'), 'clinicMembers'), where('clinicId', '==', CLINIC_B))));
      await assertFails(getDocs(collection(as('patient'), 'clinicMembers')));
      await assertSucceeds(membersOfClinicA('patient'));
    });
  });

  describe('issue 50: isolation between clinics', () => {
    it("attack: a member of clinic B reads clinic A's patient and clinic A; twin: once the patient approves clinic B, the patient", async () => {
      await allRefused(patientReads(as('otherClinician')));
      await allRefused(clinicAReads(as('otherClinician')));
      await assertFails(getDocs(query(collection(as('otherClinician'), 'clinicInvitations'), where('clinicId', '==', CLINIC_A))));
      await arrange(`clinicConsents/patient_${CLINIC_B}`, { ...clinicConsent('patient', CLINIC_B), primary: 'otherClinician' });
      await allAllowed(patientReads(as('otherClinician')));
      await allRefused(clinicAReads(as('otherClinician')));
    });

    it("attack: the owner of clinic A lists clinic B's invitations or reads clinic B; twin: his own", async () => {
      await assertFails(getDocs(query(collection(as('doctor'), 'clinicInvitations'), where('clinicId', '==', CLINIC_B))));
      await assertFails(getDocs(collection(as('doctor'), 'clinicInvitations')));
      await assertFails(getDoc(doc(as('doctor'), `clinics/${CLINIC_B}`)));
      await assertSucceeds(getDocs(query(collection(as('doctor'), 'clinicInvitations'), where('clinicId', '==', CLINIC_A))));
    });
  });

  describe("issue 50: the clinic's own documents", () => {
    const edit = (role: Role, fields: Record<string, unknown>) => updateDoc(doc(as(role), `clinics/${CLINIC_A}`), fields);

    it("attack: the owner's edit beyond the fields' limits, or of the clinic's owner; twin: within them", async () => {
      await assertFails(edit('doctor', { name: 'N'.repeat(201) }));
      await assertFails(edit('doctor', { name: ' ' }));
      await assertFails(edit('doctor', { npi: '12345' }));
      await assertFails(edit('doctor', { npi: '12345678901' }));
      await assertFails(edit('doctor', { taxId: 'T'.repeat(21) }));
      await assertFails(edit('doctor', { address: 'A'.repeat(501) }));
      await assertFails(edit('doctor', { timeZone: 'Not a zone!' }));
      await assertFails(edit('doctor', { owner: 'clinician' }));
      await assertFails(edit('clinician', { name: 'Mine now' }));
      await assertSucceeds(edit('doctor', { name: 'N'.repeat(200), npi: '1234567890', taxId: 'T'.repeat(20), address: 'A'.repeat(500), timeZone: 'Europe/Athens' }));
      await assertSucceeds(edit('doctor', { npi: '' }));
    });

    it("attack: a staff member's e-mail changed by himself, or his names by a colleague; twin: his own names", async () => {
      await assertFails(updateDoc(doc(as('assistant'), 'staff/assistant'), { email: 'me@elsewhere.test' }));
      await assertFails(updateDoc(doc(as('assistant'), 'staff/assistant'), { firstName: '' }));
      await assertFails(updateDoc(doc(as('frontDesk'), 'staff/assistant'), { firstName: 'Asha' }));
      await assertFails(updateDoc(doc(as('doctor'), 'staff/assistant'), { firstName: 'Asha' }));
      await assertSucceeds(updateDoc(doc(as('assistant'), 'staff/assistant'), { firstName: 'Asha', lastName: 'Rao' }));
    });

    it('attack: a member joins another clinic, promotes himself or changes a colleague; twin: he reads his membership', async () => {
      await assertFails(setDoc(doc(as('assistant'), 'clinicMembers/assistant'), { ...BASELINE['clinicMembers/assistant'], clinicId: CLINIC_B }));
      await assertFails(updateDoc(doc(as('assistant'), 'clinicMembers/assistant'), { role: 'clinician', supervisor: null }));
      await assertFails(updateDoc(doc(as('doctor'), 'clinicMembers/assistant'), { supervisor: 'doctor' }));
      await assertFails(setDoc(doc(as('noRecords'), 'clinicMembers/noRecords'), { ...BASELINE['clinicMembers/assistant'], role: 'owner' }));
      await assertSucceeds(getDoc(doc(as('assistant'), 'clinicMembers/assistant')));
    });
  });

  describe("issue 50: a clinic's care writes follow the approval", () => {
    let bookings = 0;
    const book = (role: Role, fields: Record<string, unknown> = {}) => {
      const db = as(role);
      const path = `appointments/appt-clinic-${(bookings += 1)}`;
      created.push(path);
      return commitAudited(db, role, (context) =>
        auditedSet(context, doc(db, path), { ...newAppointment(role, 'patient'), ...fields }, {
          action: 'appointment.booked', patientUid: 'patient', changes: { datetime: { before: null, after: Timestamp.fromDate(new Date('2030-02-01T09:00:00Z')) } },
        }));
    };

    it("attack: a booking that names another clinic, or a clinic the patient no longer approves; twin: his own, or none", async () => {
      await assertFails(book('clinician', { clinicId: CLINIC_B }));
      await assertFails(book('otherClinician', { clinicId: CLINIC_B }));
      await assertSucceeds(book('clinician', { clinicId: CLINIC_A }));
      // The doctor also looks after the patient himself: without the approval his booking names no clinic.
      await approval('ended');
      await assertFails(book('doctor', { clinicId: CLINIC_A }));
      await assertSucceeds(book('doctor'));
    });

    it("attack: a clinician's time on the patient before the patient approved the clinic; twin: after", async () => {
      const since = Timestamp.fromMillis(Date.now() - 30 * MINUTE);
      await arrange(CLINIC_A_APPROVAL, { ...clinicConsent('patient', CLINIC_A), since });
      const path = `managementTime/clinician_patient_${THIS_MONTH}`;
      created.push(path);
      const month = (start: Timestamp) => ({
        doctorId: 'clinician',
        patientId: 'patient',
        month: THIS_MONTH,
        entries: { m1: { ...autoEntry(60, serverTimestamp()), start, source: 'manual', reason: 'Phone call' } },
        lastEntryId: 'm1',
        inCare: true,
      });
      await assertFails(setDoc(doc(as('clinician'), path), month(Timestamp.fromMillis(since.toMillis() - 10 * MINUTE))));
      await assertSucceeds(setDoc(doc(as('clinician'), path), month(Timestamp.fromMillis(since.toMillis() + MINUTE))));
    });
  });

  describe("issue 51: the front desk reads the clinic's calendars and its patients' contacts, nothing clinical", () => {
    const BOOKED: ChangeRecord = {
      action: 'appointment.booked',
      patientUid: 'patient',
      changes: { datetime: { before: null, after: Timestamp.fromDate(new Date('2030-02-01T09:00:00Z')) } },
    };

    it("attack: the front desk reads each clinical collection's document of the approved patient; twin: his appointment and contact", async () => {
      const db = as('frontDesk');
      expect(casesOf('clinical').map((entry) => entry.collection).sort()).toEqual([...CLINIC_DATA.clinical].sort());
      for (const entry of casesOf('clinical')) await allRefused(readsOf(db, entry), entry.collection);
      await allAllowed(deskReads(db));
    });

    it("attack: the front desk reads the calendar's reminders, chat or video visits, by id, by the patient or by clinic; twin: its appointments", async () => {
      const db = as('frontDesk');
      for (const entry of casesOf('scheduling').filter((entry) => entry.collection !== 'appointments')) await allRefused(readsOf(db, entry), entry.collection);
      // reminders and chat messages carry the clinic too (careFlagsOf): a list by clinic opens none of them
      await allRefused([getDocsFromServer(byClinic(db, 'reminders')), getDocsFromServer(byClinic(db, 'notifications'))]);
      // the patient's own query is not narrowed to the front desk's clinic
      await assertFails(getDocsFromServer(query(collection(db, 'appointments'), where('userID', '==', 'patient'))));
      await allAllowed(deskReads(db));
    });

    it('attack: the front desk books, moves or cancels an appointment himself; twin: the clinician books his own', async () => {
      const db = as('frontDesk');
      const path = 'appointments/appt-desk';
      created.push(path);
      const booking = { ...newAppointment('clinician', 'patient'), clinicId: CLINIC_A };
      await assertFails(setDoc(doc(db, path), booking));
      await assertFails(commitAudited(db, 'frontDesk', (context) => auditedSet(context, doc(db, path), booking, BOOKED)));
      await assertFails(updateDoc(doc(db, 'appointments/appt-1'), { datetime: Timestamp.fromDate(new Date('2030-03-01T09:00:00Z')) }));
      await assertFails(commitAudited(db, 'frontDesk', (context) =>
        auditedDelete(context, doc(db, 'appointments/appt-1'), auditIdOf('appointments/appt-1'), { action: 'appointment.cancelled', patientUid: 'patient' })));
      const clinician = as('clinician');
      await assertSucceeds(commitAudited(clinician, 'clinician', (context) => auditedSet(context, doc(clinician, path), booking, BOOKED)));
      await assertSucceeds(getDocFromServer(doc(db, path)));
    });

    it("attack: a front desk of another clinic reads clinic A's appointments or contacts; twin: his own clinic's", async () => {
      await arrange('clinicMembers/frontDesk', { ...BASELINE['clinicMembers/frontDesk'], clinicId: CLINIC_B });
      const db = as('frontDesk');
      await allRefused(deskReads(db));
      // the patient approves clinic B too: the functions keep his contact for it, its clinician books him
      const clinicB = { clinicId: CLINIC_B, appointment: 'appointments/appt-b', contact: `patientContacts/${patientContactId('patient', CLINIC_B)}` };
      await arrange(`clinicConsents/patient_${CLINIC_B}`, clinicConsent('patient', CLINIC_B));
      await arrange(clinicB.contact, { ...BASELINE[CONTACT], clinicId: CLINIC_B });
      await arrange(clinicB.appointment, { ...BASELINE['appointments/appt-1'], doctorID: 'otherClinician', clinicId: CLINIC_B });
      await allAllowed(deskReads(db, clinicB));
      await allRefused(deskReads(db));
    });

    it('attack: a front desk removed, or made biller, reads them at his next request; twin: while he is the front desk', async () => {
      await allAllowed(deskReads(as('frontDesk')));
      await arrange('clinicMembers/frontDesk', { ...BASELINE['clinicMembers/frontDesk'], role: 'biller' });
      await allRefused(deskReads(as('frontDesk')));
      await allAllowed(clinicAReads(as('frontDesk')));
      await arrange('clinicMembers/frontDesk', null);
      await allRefused(deskReads(as('frontDesk')));
      await allRefused(clinicAReads(as('frontDesk')));
    });

    it("attack: the appointment or contact of a patient who ended his approval, by id; twin: the clinic's lists, once the functions followed", async () => {
      await arrange(CLINIC_A_APPROVAL, { ...clinicConsent('patient', CLINIC_A), state: 'ended', endedBy: 'patient', endedAt: Timestamp.now() });
      const db = as('frontDesk');
      await assertFails(getDocFromServer(doc(db, 'appointments/appt-1')));
      await assertFails(getDocFromServer(doc(db, CONTACT)));
      // The lists rest on the documents (rules are not filters): the functions take the clinic off his appointments
      // (careFlagsOf) and delete his contact (patientContactOf), after which the lists are allowed and hold none of his.
      for (const path of ['appointments/appt-1', 'appointments/appt-2']) {
        await arrange(path, Object.fromEntries(Object.entries(BASELINE[path]).filter(([field]) => field !== 'clinicId')));
      }
      await arrange(CONTACT, null);
      const appointments = await getDocsFromServer(byClinic(db, 'appointments'));
      const contacts = await getDocsFromServer(byClinic(db, 'patientContacts'));
      expect(appointments.docs.filter((found) => found.get('userID') === 'patient')).toEqual([]);
      expect(contacts.size).toBe(0);
    });
  });

  describe("issue 51: a clinic's clinician looks after the patients whose primary he is, and those of a colleague he covers", () => {
    const HOUR = 60 * MINUTE;
    /** The owner is the patient's primary in clinic A instead of the clinician (the owner also has his care relationship). */
    const ownerIsPrimary = async () => {
      await arrange(CLINIC_A_APPROVAL, { ...clinicConsent('patient', CLINIC_A), primary: 'doctor' });
      // the alert's care team as the functions keep it: whoever looks after the patient, the cover while he covers
      await arrange('triageAlerts/patient_pain', { ...BASELINE['triageAlerts/patient_pain'], careTeam: ['doctor', 'clinician'] });
    };
    /** The owner away from `from` until `until` (ms from now), the clinician covering him. */
    const ownerAway = (from: number, until: number, fields: Record<string, unknown> = {}) =>
      arrange('clinicCoverages/doctor', {
        ...clinicCoverage('doctor', 'clinician', Timestamp.fromMillis(Date.now() + from), Timestamp.fromMillis(Date.now() + until)),
        ...fields,
      });
    /** The patient's record, sessions, monitoring and alert, each one request the rules judge as the data is then. */
    const coveredReads = (role: 'clinician' | 'otherClinician'): Promise<unknown>[] => {
      const db = oneShotReaderOf(role);
      return [
        getLiteDoc(liteDoc(db, 'users/patient')),
        getLiteDoc(liteDoc(db, 'sessions/session-1')),
        getLiteDocs(liteQuery(liteCollection(db, 'sessions'), liteWhere('userId', '==', 'patient'))),
        getLiteDoc(liteDoc(db, 'monitoring/patient')),
        getLiteDoc(liteDoc(db, 'triageAlerts/patient_pain')),
      ];
    };

    it("attack: a clinician of the approved clinic who is not the patient's primary reads none of his data; twin: his primary", async () => {
      await allAllowed(patientReads(as('clinician')));
      await ownerIsPrimary();
      await allRefused(coveredReads('clinician'));
      // the owner looks after him through his care relationship anyway; the clinic gives the clinician nothing more
      await allAllowed(patientReads(as('doctor')));
    });

    it("attack: the cover reads the away primary's patient before the coverage begins and after it ends; twin: during it", async () => {
      await ownerIsPrimary();
      await ownerAway(HOUR, 2 * HOUR);
      await allRefused(coveredReads('clinician'), 'before');
      await ownerAway(-HOUR, HOUR);
      await allAllowed(coveredReads('clinician'), 'during');
      await ownerAway(-2 * HOUR, -MINUTE);
      await allRefused(coveredReads('clinician'), 'after');
    });

    it("attack: a coverage of another clinician than the patient's primary, of another clinic, or naming another cover; twin: the primary's", async () => {
      await ownerIsPrimary();
      await arrange('clinicCoverages/otherClinician', { ...clinicCoverage('otherClinician', 'clinician', Timestamp.fromMillis(Date.now() - HOUR), Timestamp.fromMillis(Date.now() + HOUR)) });
      await allRefused(coveredReads('clinician'), "another clinician's coverage");
      await ownerAway(-HOUR, HOUR, { clinicId: CLINIC_B });
      await allRefused(coveredReads('clinician'), "another clinic's coverage");
      await ownerAway(-HOUR, HOUR, { cover: 'otherClinician' });
      await allRefused(coveredReads('clinician'), 'another cover');
      await allRefused(coveredReads('otherClinician'), "a cover of another clinic");
      await ownerAway(-HOUR, HOUR);
      await allAllowed(coveredReads('clinician'));
    });

    it('attack: a member sets, changes or ends a coverage himself; twin: he reads his clinic\'s', async () => {
      await ownerAway(-HOUR, HOUR);
      const mine = clinicCoverage('clinician', 'doctor', Timestamp.fromMillis(Date.now()), Timestamp.fromMillis(Date.now() + HOUR));
      await assertFails(setDoc(doc(as('clinician'), 'clinicCoverages/clinician'), mine));
      await assertFails(updateDoc(doc(as('clinician'), 'clinicCoverages/doctor'), { cover: 'clinician', until: Timestamp.fromMillis(Date.now() + 90 * 24 * HOUR) }));
      await assertFails(updateDoc(doc(as('doctor'), 'clinicCoverages/doctor'), { until: Timestamp.fromMillis(Date.now() + 2 * HOUR) }));
      await assertFails(deleteDoc(doc(as('doctor'), 'clinicCoverages/doctor')));
      await assertSucceeds(getDocFromServer(doc(as('clinician'), 'clinicCoverages/doctor')));
      await assertSucceeds(getDocsFromServer(byClinic(as('frontDesk'), 'clinicCoverages')));
      await assertFails(getDocsFromServer(byClinic(as('otherClinician'), 'clinicCoverages')));
    });

    it("attack: the patient names his primary as he approves or ends the approval, or alone; twin: the same without it", async () => {
      await approval('pending');
      await assertFails(approve('patient', { primary: 'doctor' }));
      await assertSucceeds(approve('patient'));
      await assertFails(updateDoc(doc(as('patient'), CLINIC_A_APPROVAL), { primary: 'doctor' }));
      const db = as('patient');
      await assertFails(commitAudited(db, 'patient', (context) =>
        auditedUpdate(context, doc(db, CLINIC_A_APPROVAL), { primary: 'doctor' }, { action: 'care.granted', patientUid: 'patient', changes: {} })));
      await assertFails(commitAudited(db, 'patient', (context) =>
        auditedUpdate(context, doc(db, CLINIC_A_APPROVAL), { state: 'ended', endedBy: 'patient', endedAt: serverTimestamp(), primary: 'doctor' }, {
          action: 'care.ended', patientUid: 'patient', changes: { state: { before: 'active', after: 'ended' } },
        })));
      await assertFails(updateDoc(doc(as('doctor'), CLINIC_A_APPROVAL), { primary: 'doctor' }));
      await assertSucceeds(endApproval('patient'));
    });
  });

  describe('issue 51: the biller and the assistant work through the functions only', () => {
    const clinicianMonth = `managementTime/clinician_patient_${THIS_MONTH}`;
    /** Time the clinician adds by hand (a timer's entry must start within minutes of its write). */
    const manualEntry = () => ({ ...autoEntry(300, serverTimestamp()), source: 'manual', reason: 'Phone call with the patient' });

    it('attack: the biller or the assistant reads a billing or clinical document, by id, by the patient or by clinic; twin: the clinic', async () => {
      for (const role of ['biller', 'assistant'] as const) {
        const db = as(role);
        for (const entry of casesOf('billing', 'clinical')) await allRefused(readsOf(db, entry), `${role} · ${entry.collection}`);
        await allRefused(CLINIC_DATA.billing.map((name) => getDocsFromServer(byClinic(db, name))), `${role} · billing by clinic`);
        await allRefused([getDocFromServer(doc(db, 'appointments/appt-1')), getDocsFromServer(byClinic(db, 'appointments'))]);
        await allAllowed(clinicAReads(db));
      }
    });

    it("attack: the biller reads the patients' contacts; twin: the assistant, until he is removed", async () => {
      await allRefused(contactReads(as('biller')));
      await allAllowed(contactReads(as('assistant')));
      await arrange('clinicMembers/assistant', null);
      await allRefused(contactReads(as('assistant')));
    });

    it("attack: the assistant writes minutes into his supervisor's month himself; twin: the supervisor's own", async () => {
      created.push(clinicianMonth);
      const month = (entry: Record<string, unknown>) => ({ doctorId: 'clinician', patientId: 'patient', month: THIS_MONTH, entries: { m1: entry }, lastEntryId: 'm1', inCare: true });
      const db = as('assistant');
      await assertFails(setDoc(doc(db, clinicianMonth), month({ ...manualEntry(), by: 'assistant' })));
      await assertFails(setDoc(doc(db, clinicianMonth), month({ ...manualEntry(), source: 'server', by: 'assistant' })));
      await assertFails(setDoc(doc(db, clinicianMonth), month(manualEntry())));
      await assertSucceeds(setDoc(doc(as('clinician'), clinicianMonth), month(manualEntry())));
      await assertFails(updateDoc(doc(db, clinicianMonth), { 'entries.m2': { ...manualEntry(), by: 'assistant' }, lastEntryId: 'm2' }));
    });

    it("attack: a doctor's entry naming an assistant (`by`), or his change of an assistant's entry; twin: the same entry without it", async () => {
      created.push(clinicianMonth);
      const db = as('clinician');
      const month = (entry: Record<string, unknown>) => ({ doctorId: 'clinician', patientId: 'patient', month: THIS_MONTH, entries: { m1: entry }, lastEntryId: 'm1', inCare: true });
      await assertFails(setDoc(doc(db, clinicianMonth), month({ ...manualEntry(), by: 'assistant' })));
      await assertSucceeds(setDoc(doc(db, clinicianMonth), month(manualEntry())));
      // The month as logAssistantTime leaves it: the assistant's minutes, a 'server' entry `by` him, beside the clinician's.
      await arrange(clinicianMonth, {
        doctorId: 'clinician',
        patientId: 'patient',
        month: THIS_MONTH,
        entries: { m1: autoEntry(300), s1: { ...autoEntry(600), source: 'server', activity: 'other', reason: 'Exercise review', by: 'assistant' } },
        lastEntryId: 's1',
        inCare: true,
        clinicId: CLINIC_A,
      });
      const add = (id: string, entry: Record<string, unknown>) => updateDoc(doc(db, clinicianMonth), { [`entries.${id}`]: entry, lastEntryId: id });
      await assertFails(add('m2', { ...manualEntry(), by: 'assistant' }));
      await assertFails(add('m2', { ...manualEntry(), by: 'clinician' }));
      await assertFails(updateDoc(doc(db, clinicianMonth), { 'entries.s1.seconds': 60, 'entries.s1.updatedAt': serverTimestamp(), lastEntryId: 's1' }));
      await assertFails(updateDoc(doc(db, clinicianMonth), {
        'entries.s1.by': deleteField(),
        'entries.s1.source': 'manual',
        'entries.s1.updatedAt': serverTimestamp(),
        lastEntryId: 's1',
      }));
      await assertSucceeds(add('m2', manualEntry()));
    });
  });

  describe("issue 51: the clinic's dashboard is its owners', and the outcome summaries it is built from the functions'", () => {
    const DASHBOARD = `clinicDashboards/${CLINIC_A}`;
    /** Clinic A's dashboard by id and in the clinic's list (of `clinicId`). */
    const dashboardReads = (db: Firestore, clinicId = CLINIC_A): Promise<unknown>[] => [
      getDocFromServer(doc(db, `clinicDashboards/${clinicId}`)),
      getDocsFromServer(byClinic(db, 'clinicDashboards', clinicId)),
    ];

    it("attack: the clinic's clinician, assistant, front desk or biller reads its dashboard; twin: its owner", async () => {
      for (const role of ['clinician', 'assistant', 'frontDesk', 'biller'] as const) await allRefused(dashboardReads(as(role)), role);
      await allAllowed(dashboardReads(as('doctor')));
    });

    it("attack: the owner of clinic B reads clinic A's dashboard; twin: his own clinic's", async () => {
      await arrange('clinicMembers/otherClinician', { ...BASELINE['clinicMembers/otherClinician'], role: 'owner' });
      await arrange(`clinicDashboards/${CLINIC_B}`, { ...BASELINE[DASHBOARD], clinicId: CLINIC_B, clinicians: [] });
      await allRefused(dashboardReads(as('otherClinician')));
      await allAllowed(dashboardReads(as('otherClinician'), CLINIC_B));
    });

    it('attack: an owner made clinician reads the dashboard at his next request; twin: as owner, also before it is first built', async () => {
      await arrange(DASHBOARD, null);
      await assertSucceeds(getDocFromServer(doc(as('doctor'), DASHBOARD)));
      await assertFails(getDocFromServer(doc(as('clinician'), DASHBOARD)));
      await arrange(DASHBOARD, BASELINE[DASHBOARD]);
      await arrange('clinicMembers/doctor', { ...BASELINE['clinicMembers/doctor'], role: 'clinician' });
      await allRefused(dashboardReads(as('doctor')));
    });

    it('attack: its owner (or an admin) writes, changes or deletes the dashboard; twin: he reads it', async () => {
      for (const role of ['doctor', 'admin'] as const) {
        const db = as(role);
        await assertFails(setDoc(doc(db, `clinicDashboards/${CLINIC_B}`), { ...BASELINE[DASHBOARD], clinicId: CLINIC_B }));
        await assertFails(setDoc(doc(db, DASHBOARD), BASELINE[DASHBOARD]));
        await assertFails(updateDoc(doc(db, DASHBOARD), { clinicians: [] }));
        await assertFails(deleteDoc(doc(db, DASHBOARD)));
      }
      await assertSucceeds(getDocFromServer(doc(as('doctor'), DASHBOARD)));
    });

    it("attack: the patient, his doctor, or his clinic's owner or clinician reads his outcome summary, or writes one; twin: an admin reads it", async () => {
      const summaryReads = (db: Firestore): Promise<unknown>[] => [
        getDocFromServer(doc(db, 'outcomeSummaries/patient')),
        getDocsFromServer(query(collection(db, 'outcomeSummaries'), where('patientId', '==', 'patient'))),
      ];
      for (const role of ['patient', 'doctor', 'clinician'] as const) {
        await allRefused(summaryReads(as(role)), role);
        await assertFails(setDoc(doc(as(role), 'outcomeSummaries/patient'), { patientId: 'patient', instruments: {} }));
      }
      await allAllowed(summaryReads(as('admin')));
    });
  });
}
