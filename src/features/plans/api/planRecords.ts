/**
 * Workout plans and schedules in Firestore (exerciseplan, exercises, scheduledWorkouts; its reverse index
 * scheduledWorkoutsByExercise is the onScheduleWritten function's), run by the endpoints of ./plansApi.ts. Every change of a plan or a calendar is recorded in
 * the patient's history in the same transaction or batch; deleting a plan is the deleteExercisePlan function's
 * (it also clears the plan from every calendar that scheduled it).
 */
import { doc, runTransaction, writeBatch, type Transaction } from 'firebase/firestore';
import type { ExercisePlan, ScheduledEvent, ScheduledWorkouts } from '@rehab/model/collections';
import type { AuditChange, AuditValue } from '@rehab/model/audit';
import { auditedSet, type AuditContext, type ChangeRecord } from '../../../lib/firebase/audit';
import { callable } from '../../../lib/firebase/callables';
import { col, docRef } from '../../../lib/firebase/collections';
import { db } from '../../../lib/firebase/firestore';
import { auditContext, currentActor, offlineActor } from '../../../lib/firebase/currentActor';
import { newEventId, withEventMoved, withoutEvent, type Scheduler } from '../logic/planLogic';

export type NewExercisePlan = Pick<ExercisePlan, 'name' | 'device' | 'exerciseArray' | 'reps' | 'userID'>;

/** Adds a plan (personalized when `userID` is given) made by the scheduler, and returns its id. */
export async function addPlan(plan: NewExercisePlan, role: Scheduler['role']): Promise<string> {
  const ref = doc(col('exerciseplan'));
  const { userID, ...fields } = plan;
  await runTransaction(db, async (tx) => {
    const actor = await currentActor(role, tx);
    auditedSet(
      auditContext(tx, actor),
      ref,
      { ...fields, id: ref.id, isPublic: !userID, createdBy: actor.uid, ...(userID ? { userID } : {}) },
      { action: 'plan.created', patientUid: userID ?? '', changes: { name: { before: null, after: plan.name } } },
    );
  });
  return ref.id;
}

/** Deletes a plan and its events on every calendar (the deleteExercisePlan function). */
export async function deletePlan(planId: string): Promise<void> {
  await callable('deleteExercisePlan')({ planId });
}

/** Writes a patient's whole schedule with its record. */
function writeSchedule(context: AuditContext, patientUid: string, schedule: ScheduledWorkouts, record: Omit<ChangeRecord, 'patientUid'>) {
  auditedSet(context, docRef('scheduledWorkouts', patientUid), schedule, { ...record, patientUid });
}

async function readSchedule(tx: Transaction, patientUid: string): Promise<ScheduledWorkouts> {
  const snapshot = await tx.get(docRef('scheduledWorkouts', patientUid));
  return snapshot.exists() ? snapshot.data() : {};
}

/**
 * A change of a date of the calendar as its entry records it (and the rules check against the calendar): the
 * events taken out of the date (`before`) or put on it (`after`), by id, as the calendar holds them.
 */
const eventsOn = (date: string, events: Record<string, ScheduledEvent>, removed: boolean): Record<string, AuditChange> => {
  const held = events as unknown as AuditValue;
  return { [date]: removed ? { before: held, after: {} } : { before: {}, after: held } };
};

export interface PlanToSchedule {
  planId: string;
  name: string;
  isPublic: boolean;
}

/** Who changes a calendar: the scheduler's role and uid. */
export type CalendarEditor = Pick<Scheduler, 'role' | 'uid'>;

/**
 * Schedules plans on a date of a patient's calendar. The events are merged into the schedule without reading
 * it, in one batch with the change's audit entry, so that it also works
 * offline (the device's cache shows the events at once, the server gets them, entry included, when the
 * connection is back) and never overwrites what someone else scheduled meanwhile. A batch cannot read: the
 * entry names the editor as the device's copy of their own record does (offlineActor).
 */
export async function scheduleWorkouts(patientUid: string, date: string, plans: readonly PlanToSchedule[], editor: CalendarEditor): Promise<void> {
  const actor = await offlineActor(editor.role);
  const batch = writeBatch(db);
  const events: Record<string, ScheduledEvent> = {};
  for (const plan of plans) {
    events[newEventId()] = { name: plan.name, isPublic: plan.isPublic, exerciseId: plan.planId, doctorId: editor.uid };
  }
  auditedSet(
    auditContext(batch, actor),
    docRef('scheduledWorkouts', patientUid),
    { [date]: events },
    { action: 'schedule.added', patientUid, changes: eventsOn(date, events, false) },
    { merge: true },
  );
  await batch.commit();
}

/** Moves an event to another date. */
export async function moveWorkout(patientUid: string, eventId: string, from: string, to: string, editor: CalendarEditor): Promise<void> {
  await runTransaction(db, async (tx) => {
    const actor = await currentActor(editor.role, tx);
    const schedule = await readSchedule(tx, patientUid);
    const event = schedule[from]?.[eventId];
    if (!event) throw new Error('missingEvent');
    if (from === to) return;
    writeSchedule(auditContext(tx, actor), patientUid, withEventMoved(schedule, from, to, eventId), {
      action: 'schedule.moved',
      changes: { ...eventsOn(from, { [eventId]: event }, true), ...eventsOn(to, { [eventId]: event }, false) },
    });
  });
}

/** Deletes an event; the date goes when it was its last event. */
export async function deleteWorkout(patientUid: string, eventId: string, date: string, editor: CalendarEditor): Promise<void> {
  await runTransaction(db, async (tx) => {
    const actor = await currentActor(editor.role, tx);
    const schedule = await readSchedule(tx, patientUid);
    const event = schedule[date]?.[eventId];
    if (!event) return;
    writeSchedule(auditContext(tx, actor), patientUid, withoutEvent(schedule, date, eventId), {
      action: 'schedule.removed',
      changes: eventsOn(date, { [eventId]: event }, true),
    });
  });
}
