/**
 * The outcomes area's Firestore reads and writes (issue 34), run by the endpoints of ./outcomesApi.ts. Reads are
 * turned into plain records (times in ms) for the store; every write is audited (src/lib/firebase/audit.ts) and its
 * shape is the one firestore.rules checks.
 */
import { Timestamp, collection, doc, orderBy, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { auditedSet, auditedUpdate } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import { subscribeQuery } from '../../../lib/firebase/subscribe';
import type { Subscribe } from '../../../lib/store/live';
import type { OutcomeCheckIn, QuestionnaireAssignment, QuestionnaireResponseDoc } from '@rehab/model/collections';
import { canonicalOf } from '@rehab/model/outcomes/questionnaires';
import { responseIdOf } from '@rehab/model/outcomes/schedule';
import type { InstrumentId, OutcomeSchedule, OutcomeScore, ResponseItem, ResponseStatus } from '@rehab/model/outcomes/types';

export interface CheckInRecord {
  sessionId: string;
  pain: number | null;
  effort: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface AssignmentRecord {
  id: string;
  patientId: string;
  doctorId: string;
  instrument: InstrumentId;
  questionnaire: string;
  schedule: OutcomeSchedule;
  startDay: string;
  active: boolean;
  createdAt: number;
}

export interface ResponseRecord {
  id: string;
  assignmentId: string;
  instrument: InstrumentId;
  questionnaire: string;
  occurrenceDay: string;
  status: ResponseStatus;
  authored: number;
  item: ResponseItem[];
  score: OutcomeScore | null;
}

/** A session the check-in may be about: its id and start (ms). */
export interface SessionMoment {
  id: string;
  date: number;
}

const millis = (time: { toMillis(): number } | null | undefined) => time?.toMillis() ?? Date.now();

function mapped<T, R>(source: Subscribe<T>, map: (value: T) => R): Subscribe<R> {
  return (next, fail) => source((value) => next(map(value)), fail);
}

export function subscribeCheckIns(patientUid: string): Subscribe<CheckInRecord[]> {
  return mapped(subscribeQuery(query(col('outcomeCheckIns'), where('patientId', '==', patientUid))), (docs) =>
    docs.map((d: OutcomeCheckIn) => ({ sessionId: d.sessionId, pain: d.pain, effort: d.effort, createdAt: millis(d.createdAt), updatedAt: millis(d.updatedAt) })),
  );
}

export function subscribeAssignments(patientUid: string): Subscribe<AssignmentRecord[]> {
  return mapped(subscribeQuery(query(col('questionnaireAssignments'), where('patientId', '==', patientUid))), (docs) =>
    docs.map((d: QuestionnaireAssignment & { docId: string }) => ({
      id: d.docId,
      patientId: d.patientId,
      doctorId: d.doctorId,
      instrument: d.instrument,
      questionnaire: d.questionnaire,
      schedule: d.schedule,
      startDay: d.startDay,
      active: d.active,
      createdAt: millis(d.createdAt),
    })),
  );
}

export function subscribeResponses(patientUid: string): Subscribe<ResponseRecord[]> {
  return mapped(subscribeQuery(query(col('questionnaireResponses'), where('patientId', '==', patientUid))), (docs) =>
    docs.map((d: QuestionnaireResponseDoc & { docId: string }) => ({
      id: d.docId,
      assignmentId: d.assignmentId,
      instrument: d.instrument,
      questionnaire: d.questionnaire,
      occurrenceDay: d.occurrenceDay,
      status: d.status,
      authored: millis(d.authored),
      item: d.item,
      score: d.score ?? null,
    })),
  );
}

/** The patient's sessions started since `since` (ms), oldest first: the ones a check-in may be about. */
export function subscribeRecentSessions({ patientUid, since }: { patientUid: string; since: number }): Subscribe<SessionMoment[]> {
  return mapped(
    subscribeQuery(query(col('sessions'), where('userId', '==', patientUid), where('date', '>', Timestamp.fromMillis(since)), orderBy('date'))),
    (docs) => docs.map((d) => ({ id: d.docId, date: d.date.toMillis() })),
  );
}

export interface CheckInArg {
  patientUid: string;
  sessionId: string;
  pain: number | null;
  effort: number | null;
  /** the check-in as saved (null: the first one). Not read here: a missing check-in is not the patient's to read. */
  before: Pick<CheckInRecord, 'pain' | 'effort'> | null;
}

/** The first check-in of a session, or an edit of it (the rules allow edits for 24 hours). */
export async function saveCheckIn({ patientUid, sessionId, pain, effort, before }: CheckInArg): Promise<void> {
  const ref = docRef('outcomeCheckIns', sessionId);
  const batch = writeBatch(db);
  const context = auditContext(batch, await currentActor('patient'));
  const changes = { pain: { before: before?.pain ?? null, after: pain }, effort: { before: before?.effort ?? null, after: effort } };
  if (before) {
    auditedUpdate(context, ref, { pain, effort, updatedAt: serverTimestamp() }, { action: 'outcome.checkInEdited', patientUid, changes });
  } else {
    const data = { patientId: patientUid, sessionId, pain, effort, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    auditedSet(context, ref, data, { action: 'outcome.checkInRecorded', patientUid, changes });
  }
  await batch.commit();
}

export interface AssignArg {
  patientUid: string;
  doctorUid: string;
  instrument: InstrumentId;
  schedule: OutcomeSchedule;
  startDay: string;
}

export async function assignQuestionnaire({ patientUid, doctorUid, instrument, schedule, startDay }: AssignArg): Promise<void> {
  const ref = doc(collection(db, 'questionnaireAssignments'));
  const batch = writeBatch(db);
  const data = { patientId: patientUid, doctorId: doctorUid, instrument, questionnaire: canonicalOf(instrument), schedule, startDay, active: true, createdAt: serverTimestamp() };
  const changes = { instrument: { before: null, after: instrument }, schedule: { before: null, after: schedule }, startDay: { before: null, after: startDay } };
  auditedSet(auditContext(batch, await currentActor('doctor')), ref, data, { action: 'outcome.assigned', patientUid, changes });
  await batch.commit();
}

export async function endAssignment({ patientUid, assignmentId }: { patientUid: string; assignmentId: string }): Promise<void> {
  const batch = writeBatch(db);
  const changes = { active: { before: true, after: false } };
  auditedUpdate(auditContext(batch, await currentActor('doctor')), docRef('questionnaireAssignments', assignmentId), { active: false, endedAt: serverTimestamp() }, {
    action: 'outcome.assignmentEnded',
    patientUid,
    changes,
  });
  await batch.commit();
}

export interface ResponseArg {
  patientUid: string;
  assignment: Pick<AssignmentRecord, 'id' | 'instrument' | 'questionnaire'>;
  occurrenceDay: string;
  item: ResponseItem[];
  status: ResponseStatus;
  /** the answers saved part-way before (null: none) */
  draft: ResponseItem[] | null;
}

/** Saves the answers to one occurrence, part-way ('in-progress') or handed in ('completed'). */
export async function saveResponse({ patientUid, assignment, occurrenceDay, item, status, draft }: ResponseArg): Promise<void> {
  const ref = docRef('questionnaireResponses', responseIdOf(assignment.id, occurrenceDay));
  const batch = writeBatch(db);
  const data = {
    resourceType: 'QuestionnaireResponse',
    questionnaire: assignment.questionnaire,
    status,
    subject: { reference: `Patient/${patientUid}` },
    authored: serverTimestamp(),
    item,
    patientId: patientUid,
    assignmentId: assignment.id,
    instrument: assignment.instrument,
    occurrenceDay,
  };
  const changes = { status: { before: draft ? 'in-progress' : null, after: status }, answered: { before: draft?.length ?? 0, after: item.length } };
  auditedSet(auditContext(batch, await currentActor('patient')), ref, data, { action: 'outcome.answered', patientUid, changes });
  await batch.commit();
}
