/**
 * Programme templates and their assignment (issue 54, part 2): what the matrix cannot say in one cell. A clinician's
 * own template is his alone to change, a template is written in the author's own clinic with its programme in shape;
 * an assignment is made by the patient's own doctor, audited, from a template of his clinic, and never changed. Each
 * refusal beside its allowed twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { auditedSet, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import { CLINIC_A, CLINIC_B, type Role } from './actors';
import { commitAudited } from './audited';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { programme, programmeAssignment, programmeTemplate } from './world';

const NEW_TEMPLATE = 'programmeTemplates/template-new';
const CLINIC_TEMPLATE = 'programmeTemplates/template-clinic';
const NEW_ASSIGNMENT = 'programmeAssignments/assignment-new';

const newTemplate = (author: string, ownerUid: string | null, changes: DocumentData = {}) => ({
  ...programmeTemplate(CLINIC_A, author, ownerUid),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

const assigned: ChangeRecord = { action: 'programme.assigned', patientUid: 'patient', changes: { name: { before: null, after: 'Knee, phase 1' } } };

export function defineProgrammeScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created } = scenarioWorld(suite);
  beforeEach(() => {
    created.push(NEW_TEMPLATE, CLINIC_TEMPLATE, NEW_ASSIGNMENT);
  });

  /** An assignment as the app writes it: with its entry, in one batch. */
  const assign = (role: Role, changes: DocumentData = {}, record: ChangeRecord = assigned) =>
    commitAudited(as(role), role, (context) =>
      auditedSet(context, doc(as(role), NEW_ASSIGNMENT), { ...programmeAssignment(role), createdAt: serverTimestamp(), ...changes }, record),
    );

  describe('programme templates', () => {
    it("are the clinic's, or a clinician's own in his own name", async () => {
      await assertFails(setDoc(doc(as('doctor'), NEW_TEMPLATE), newTemplate('doctor', 'clinician')));
      await assertFails(setDoc(doc(as('clinician'), NEW_TEMPLATE), newTemplate('doctor', null)));
      await assertFails(setDoc(doc(as('assistant'), NEW_TEMPLATE), newTemplate('assistant', null)));
      await assertFails(setDoc(doc(as('otherClinician'), NEW_TEMPLATE), newTemplate('otherClinician', null)));
      await assertSucceeds(setDoc(doc(as('clinician'), NEW_TEMPLATE), newTemplate('clinician', 'clinician')));
      await assertSucceeds(setDoc(doc(as('doctor'), CLINIC_TEMPLATE), newTemplate('doctor', null)));
    });

    it("a clinician's own is changed by him only; the clinic's by any of its authors", async () => {
      const change = { weeks: 4, updatedAt: serverTimestamp() };
      await assertFails(updateDoc(doc(as('doctor'), 'programmeTemplates/template-own'), change));
      await assertFails(deleteDoc(doc(as('doctor'), 'programmeTemplates/template-own')));
      await assertFails(updateDoc(doc(as('clinician'), 'programmeTemplates/template-own'), { ownerUid: null, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as('clinician'), 'programmeTemplates/template-own'), { weeks: 4 }));
      await assertSucceeds(updateDoc(doc(as('clinician'), 'programmeTemplates/template-own'), change));
      await assertSucceeds(updateDoc(doc(as('doctor'), 'programmeTemplates/template-a'), change));
      await assertFails(updateDoc(doc(as('doctor'), 'programmeTemplates/template-b'), change));
      await assertFails(updateDoc(doc(as('doctor'), 'programmeTemplates/template-a'), { clinicId: CLINIC_B, updatedAt: serverTimestamp() }));
    });

    it('prescribe one to LIMITS.programme.exercises exercises, within the frequency, weeks and progression limits', async () => {
      const writes = (changes: DocumentData) => setDoc(doc(as('clinician'), NEW_TEMPLATE), newTemplate('clinician', null, changes));
      const [exercise] = programme().exercises;
      await assertFails(writes({ exercises: [] }));
      await assertFails(writes({ exercises: Array(LIMITS.programme.exercises + 1).fill(exercise) }));
      await assertFails(writes({ frequencyPerWeek: LIMITS.programme.frequencyPerWeek + 1 }));
      await assertFails(writes({ frequencyPerWeek: 0 }));
      await assertFails(writes({ weeks: LIMITS.programme.weeks + 1 }));
      await assertFails(writes({ name: ' ' }));
      await assertFails(writes({ progression: { ...programme().progression, repsPerWeek: LIMITS.programme.repsStepPerWeek + 1 } }));
      await assertFails(writes({ extra: true }));
      await assertSucceeds(writes({ exercises: Array(LIMITS.programme.exercises).fill(exercise), frequencyPerWeek: LIMITS.programme.frequencyPerWeek, weeks: LIMITS.programme.weeks }));
    });
  });

  describe('programme assignments', () => {
    it("are made by the patient's own doctor, in his name, with their entry", async () => {
      await assertFails(setDoc(doc(as('doctor'), NEW_ASSIGNMENT), { ...programmeAssignment('doctor'), createdAt: serverTimestamp() }));
      await assertFails(assign('doctor', { assignedBy: 'clinician' }));
      await assertFails(assign('otherDoctor'));
      await assertFails(assign('assistant'));
      await assertFails(assign('patient'));
      await assertFails(assign('doctor', { patientId: 'otherPatient' }, { ...assigned, patientUid: 'otherPatient' }));
      await assertSucceeds(assign('doctor'));
    });

    it("come from a template of the doctor's own clinic, and start on their first workout", async () => {
      await assertFails(assign('doctor', { templateId: 'template-b' }));
      await assertFails(assign('doctor', { templateId: 'template-missing' }));
      await assertFails(assign('doctor', { workoutDates: ['2030-01-08'] }));
      await assertFails(assign('doctor', { workoutDates: [] }));
      await assertFails(assign('doctor', { template: { ...programme(), weeks: 0 } }));
      await assertSucceeds(assign('doctor', { templateId: 'template-own' }));
    });

    it('are never changed nor deleted by a client', async () => {
      await arrange(NEW_ASSIGNMENT, { ...programmeAssignment('doctor'), createdAt: new Date() });
      await assertFails(updateDoc(doc(as('doctor'), NEW_ASSIGNMENT), { startDate: '2030-01-08' }));
      await assertFails(deleteDoc(doc(as('doctor'), NEW_ASSIGNMENT)));
      await assertFails(deleteDoc(doc(as('patient'), NEW_ASSIGNMENT)));
    });
  });
}
