/**
 * Issue 34, patient-reported outcomes, as the rules hold them: each attack refused beside its legitimate twin.
 * - a check-in is the session's own patient's, one per session (a second is refused), editable for 24 hours only;
 * - only a doctor in active care with the patient assigns him a questionnaire;
 * - only the patient answers his own assignment, never writes its score, and a completed response is final;
 * - every answer is one its item's scale takes (the Questionnaire's, @rehab/model/outcomes/scales).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { auditedSet, auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import { QUESTIONNAIRES, canonicalOf } from '@rehab/model/outcomes/questionnaires';
import type { ResponseItem } from '@rehab/model/outcomes/types';
import type { Role } from './actors';
import { commitAudited } from './audited';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, careRelationship, outcomeResponse } from './world';

const HOUR = 3_600_000;

const checkIn = (patientId: string, sessionId: string, overrides: DocumentData = {}) => ({
  patientId,
  sessionId,
  pain: 8,
  effort: 6,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const assignment = (doctorId: string, overrides: DocumentData = {}) => ({
  patientId: 'patient',
  doctorId,
  instrument: 'psfs',
  questionnaire: canonicalOf('psfs'),
  schedule: 'every2Weeks',
  startDay: '2030-01-02',
  active: true,
  createdAt: serverTimestamp(),
  ...overrides,
});

/** The LEFS coding of an answer 0–4, exactly as the Questionnaire's option gives it. */
const lefsCoding = (code: number) => {
  const { system, display } = QUESTIONNAIRES.lefs.item[1].answerOption![code].valueCoding;
  return { system, code: String(code), display };
};
const lefsItem = (n: number, answer: DocumentData): DocumentData => ({ linkId: `lefs-${n}`, answer: [answer] });
/** All 20 LEFS items answered, 0 to 4 in turn: the lowest and highest answer of each scale among them. */
const fullLefs = (): DocumentData[] => Array.from({ length: 20 }, (_, i) => lefsItem(i + 1, { valueCoding: lefsCoding(i % 5) }));
const psfsItems = (name: string, rating: number): ResponseItem[] => [
  { linkId: 'activity-1', answer: [{ valueString: name }] },
  { linkId: 'rating-1', answer: [{ valueInteger: rating }] },
];

const record = (action: ChangeRecord['action'], patientUid = 'patient'): ChangeRecord => ({ action, patientUid, changes: {} });

function set(db: Firestore, role: Role, path: string, data: DocumentData, change: ChangeRecord) {
  return commitAudited(db, role, (context) => auditedSet(context, doc(db, path), data, change));
}

function update(db: Firestore, role: Role, path: string, data: DocumentData, change: ChangeRecord) {
  return commitAudited(db, role, (context) => auditedUpdate(context, doc(db, path), data, change));
}

export function defineOutcomeScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created, endCare } = scenarioWorld(suite);

  describe('issue 34: check-ins after a session', () => {
    it("attack: a check-in for someone else's session, or in another's name; twin: the patient's own session", async () => {
      created.push('outcomeCheckIns/session-2');
      await assertFails(set(as('patient'), 'patient', 'outcomeCheckIns/session-2', checkIn('patient', 'session-2'), record('outcome.checkInRecorded')));
      await assertFails(set(as('otherPatient'), 'otherPatient', 'outcomeCheckIns/session-2', checkIn('patient', 'session-2'), record('outcome.checkInRecorded', 'otherPatient')));
      await assertSucceeds(set(as('otherPatient'), 'otherPatient', 'outcomeCheckIns/session-2', checkIn('otherPatient', 'session-2'), record('outcome.checkInRecorded', 'otherPatient')));
    });

    it('attack: a second check-in for the same session; twin: the first one, and a skipped one', async () => {
      await assertFails(set(as('patient'), 'patient', 'outcomeCheckIns/session-1', checkIn('patient', 'session-1'), record('outcome.checkInRecorded')));
      await assertFails(set(as('patient'), 'patient', 'outcomeCheckIns/session-1', checkIn('patient', 'session-1'), record('outcome.checkInEdited')));
      await arrange('outcomeCheckIns/session-1', null);
      await assertFails(set(as('patient'), 'patient', 'outcomeCheckIns/session-1', checkIn('patient', 'session-1', { pain: 11 }), record('outcome.checkInRecorded')));
      await assertFails(set(as('patient'), 'patient', 'outcomeCheckIns/session-1', checkIn('patient', 'session-1', { pain: 2.5 }), record('outcome.checkInRecorded')));
      await assertSucceeds(set(as('patient'), 'patient', 'outcomeCheckIns/session-1', checkIn('patient', 'session-1', { pain: null, effort: null }), record('outcome.checkInRecorded')));
    });

    it('attack: an edit 25 hours after the first save, or one that moves the first save; twin: an edit after 23 hours', async () => {
      const path = 'outcomeCheckIns/session-1';
      const edit = { pain: 1, updatedAt: serverTimestamp() };
      await arrange(path, { ...BASELINE[path], createdAt: Timestamp.fromMillis(Date.now() - 25 * HOUR) });
      await assertFails(update(as('patient'), 'patient', path, edit, record('outcome.checkInEdited')));
      await assertFails(update(as('patient'), 'patient', path, { ...edit, createdAt: serverTimestamp() }, record('outcome.checkInEdited')));
      await arrange(path, { ...BASELINE[path], createdAt: Timestamp.fromMillis(Date.now() - 23 * HOUR) });
      await assertFails(update(as('doctor'), 'doctor', path, edit, record('outcome.checkInEdited')));
      await assertSucceeds(update(as('patient'), 'patient', path, edit, record('outcome.checkInEdited')));
    });
  });

  describe('issue 34: assigned questionnaires', () => {
    it('attack: a doctor without a care relationship, or whose care ended, assigns; twin: the doctor in care', async () => {
      created.push('questionnaireAssignments/assign-2');
      const path = 'questionnaireAssignments/assign-2';
      await assertFails(set(as('otherDoctor'), 'otherDoctor', path, assignment('otherDoctor'), record('outcome.assigned')));
      await assertFails(set(as('unverifiedDoctor'), 'unverifiedDoctor', path, assignment('unverifiedDoctor'), record('outcome.assigned')));
      await assertFails(set(as('doctor'), 'doctor', path, assignment('otherDoctor'), record('outcome.assigned')));
      await endCare();
      await assertFails(set(as('doctor'), 'doctor', path, assignment('doctor'), record('outcome.assigned')));
      await arrange('careRelationships/patient_doctor', careRelationship('patient', 'doctor', 'dev-a', 'Glove'));
      await assertFails(set(as('doctor'), 'doctor', path, assignment('doctor', { schedule: 'daily' }), record('outcome.assigned')));
      await assertFails(set(as('doctor'), 'doctor', path, assignment('doctor', { questionnaire: canonicalOf('lefs') }), record('outcome.assigned')));
      await assertSucceeds(set(as('doctor'), 'doctor', path, assignment('doctor'), record('outcome.assigned')));
    });
  });

  describe('issue 34: answers', () => {
    it("attack: a patient answers someone else's questionnaire; twin: its patient answers it", async () => {
      created.push('questionnaireResponses/assign-1_2030-01-08');
      const path = 'questionnaireResponses/assign-1_2030-01-08';
      const answers = (patientId: string) => outcomeResponse(patientId, 'assign-1', '2030-01-08', serverTimestamp());
      await assertFails(set(as('otherPatient'), 'otherPatient', path, answers('otherPatient'), record('outcome.answered', 'otherPatient')));
      await assertFails(set(as('otherPatient'), 'otherPatient', path, answers('patient'), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, { ...answers('patient'), occurrenceDay: '2029-12-25' }, record('outcome.answered')));
      await assertSucceeds(set(as('patient'), 'patient', path, answers('patient'), record('outcome.answered')));
    });

    it('attack: the patient writes his own score; twin: he hands in his answers, which the function scores', async () => {
      const path = 'questionnaireResponses/assign-1_2030-01-01';
      const score = { value: 80, answered: 20, of: 20, questionnaire: canonicalOf('lefs') };
      await assertFails(update(as('patient'), 'patient', path, { status: 'completed', authored: serverTimestamp(), score }, record('outcome.answered')));
      created.push('questionnaireResponses/assign-1_2030-01-08');
      await assertFails(set(as('patient'), 'patient', 'questionnaireResponses/assign-1_2030-01-08', { ...outcomeResponse('patient', 'assign-1', '2030-01-08', serverTimestamp()), score }, record('outcome.answered')));
      await assertSucceeds(update(as('patient'), 'patient', path, { status: 'completed', authored: serverTimestamp() }, record('outcome.answered')));
    });

    it("attack: 7 on a 0–4 LEFS item, or a coding unlike its option, or an item the instrument lacks; twin: all 20 items within 0–4", async () => {
      created.push('questionnaireResponses/assign-1_2030-01-08');
      const path = 'questionnaireResponses/assign-1_2030-01-08';
      const answers = (item: DocumentData[]) => ({ ...outcomeResponse('patient', 'assign-1', '2030-01-08', serverTimestamp()), item });
      const withLast = (last: DocumentData) => answers([...fullLefs().slice(0, 19), last]);
      await assertFails(set(as('patient'), 'patient', path, withLast(lefsItem(20, { valueCoding: { ...lefsCoding(4), code: '7' } })), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, withLast(lefsItem(20, { valueCoding: { ...lefsCoding(4), code: 7 } })), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, withLast(lefsItem(20, { valueCoding: { ...lefsCoding(4), display: 'Easy' } })), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, withLast(lefsItem(20, { valueInteger: 4 })), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, withLast({ linkId: 'lefs-20', answer: [{ valueCoding: lefsCoding(4) }, { valueCoding: lefsCoding(3) }] }), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, withLast(lefsItem(21, { valueCoding: lefsCoding(4) })), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, answers([...fullLefs(), { linkId: 'rating-1', answer: [{ valueInteger: 4 }] }]), record('outcome.answered')));
      await assertSucceeds(set(as('patient'), 'patient', path, answers(fullLefs()), record('outcome.answered')));
    });

    it('attack: a saved-part-way LEFS handed in with an answer out of scale, or a 21st item; twin: handed in with all 20 within it', async () => {
      const path = 'questionnaireResponses/assign-1_2030-01-01';
      const handIn = (item: DocumentData[]) => ({ item, status: 'completed', authored: serverTimestamp() });
      const withLast = (code: string) => [...fullLefs().slice(0, 19), lefsItem(20, { valueCoding: { ...lefsCoding(4), code } })];
      await assertFails(update(as('patient'), 'patient', path, handIn(withLast('5')), record('outcome.answered')));
      await assertFails(update(as('patient'), 'patient', path, handIn(withLast('-1')), record('outcome.answered')));
      await assertFails(update(as('patient'), 'patient', path, handIn([...fullLefs(), lefsItem(1, { valueCoding: lefsCoding(4) })]), record('outcome.answered')));
      await assertSucceeds(update(as('patient'), 'patient', path, handIn(withLast('4')), record('outcome.answered')));
    });

    it('attack: a PSFS rating of 11, -1 or 2.5, a blank activity, or a LEFS item; twin: five named activities rated 0 to 10', async () => {
      await arrange('questionnaireAssignments/assign-psfs', { ...BASELINE['questionnaireAssignments/assign-1'], instrument: 'psfs', questionnaire: canonicalOf('psfs') });
      created.push('questionnaireResponses/assign-psfs_2030-01-08');
      const path = 'questionnaireResponses/assign-psfs_2030-01-08';
      const answers = (item: ResponseItem[]) => ({ ...outcomeResponse('patient', 'assign-psfs', '2030-01-08', serverTimestamp()), instrument: 'psfs', questionnaire: canonicalOf('psfs'), item });
      await assertFails(set(as('patient'), 'patient', path, answers(psfsItems('Climbing stairs', 11)), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, answers(psfsItems('Climbing stairs', -1)), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, answers(psfsItems('Climbing stairs', 2.5)), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, answers(psfsItems('   ', 4)), record('outcome.answered')));
      await assertFails(set(as('patient'), 'patient', path, answers([...psfsItems('Climbing stairs', 4), { linkId: 'lefs-1', answer: [{ valueCoding: lefsCoding(4) }] }]), record('outcome.answered')));
      // five activities named and rated, 0 and 10 among the ratings
      const five = ['Climbing stairs', 'Kneeling', 'Running', 'Squatting', 'Hopping'].flatMap((name, i) => [
        { linkId: `activity-${i + 1}`, answer: [{ valueString: name }] },
        { linkId: `rating-${i + 1}`, answer: [{ valueInteger: [0, 10, 3, 7, 5][i] }] },
      ]);
      await assertSucceeds(set(as('patient'), 'patient', path, answers(five), record('outcome.answered')));
    });

    it('attack: a completed response changed, or answers to an ended assignment; twin: saved part-way', async () => {
      const path = 'questionnaireResponses/assign-1_2030-01-01';
      await arrange(path, { ...BASELINE[path], status: 'completed' });
      await assertFails(update(as('patient'), 'patient', path, { item: [], authored: serverTimestamp() }, record('outcome.answered')));
      await arrange(path, BASELINE[path]);
      await arrange('questionnaireAssignments/assign-1', { ...BASELINE['questionnaireAssignments/assign-1'], active: false });
      await assertFails(update(as('patient'), 'patient', path, { item: [], authored: serverTimestamp() }, record('outcome.answered')));
      await arrange('questionnaireAssignments/assign-1', BASELINE['questionnaireAssignments/assign-1']);
      await assertSucceeds(update(as('patient'), 'patient', path, { item: [], authored: serverTimestamp() }, record('outcome.answered')));
    });
  });
}
