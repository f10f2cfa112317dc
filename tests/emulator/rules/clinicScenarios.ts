/**
 * Clinics (issue 50): what the matrix cannot say in one cell. Access follows the caller's membership and the
 * patient's approval at every request: a removed member, a member whose role changed, a clinic not (or no longer)
 * approved. Each refusal beside its allowed twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { auditedSet, auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import type { CareState } from '@rehab/model/care';
import { CLINIC_A, CLINIC_B, type Role } from './actors';
import { commitAudited } from './audited';
import { newAppointment } from './firestoreMatrix';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, CLINIC_A_APPROVAL, THIS_MONTH, autoEntry, clinicConsent } from './world';

const MINUTE = 60_000;

/** Every read of the patient's data a doctor's screens make. */
const patientReads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, 'users/patient')),
  getDoc(doc(db, 'sessions/session-1')),
  getDocs(query(collection(db, 'sessions'), where('userId', '==', 'patient'))),
  getDoc(doc(db, 'data_by_sensor/bin-1')),
  getDoc(doc(db, 'devices/dev-a')),
  getDoc(doc(db, 'exerciseplan/plan-personal')),
  getDoc(doc(db, 'scheduledWorkouts/patient')),
  getDoc(doc(db, 'monitoring/patient')),
  getDoc(doc(db, 'appointments/appt-1')),
  getDocs(query(collection(db, 'auditLog'), where('patientUid', '==', 'patient'))),
];

/** What a member reads of clinic A itself. */
const clinicAReads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, `clinics/${CLINIC_A}`)),
  getDocs(query(collection(db, 'clinicMembers'), where('clinicId', '==', CLINIC_A))),
  getDoc(doc(db, CLINIC_A_APPROVAL)),
  getDocs(query(collection(db, 'clinicConsents'), where('clinicId', '==', CLINIC_A))),
  getDoc(doc(db, 'staff/assistant')),
];

async function allRefused(reads: Promise<unknown>[]): Promise<void> {
  for (const read of reads) await assertFails(read);
}

async function allAllowed(reads: Promise<unknown>[]): Promise<void> {
  for (const read of reads) await assertSucceeds(read);
}

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

    it('attack: a staff member of the approved clinic reads none of the patient; twin: the clinic', async () => {
      for (const role of ['assistant', 'frontDesk', 'biller'] as const) {
        await allRefused(patientReads(as(role)));
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
      await arrange(`clinicConsents/patient_${CLINIC_B}`, clinicConsent('patient', CLINIC_B));
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
}
