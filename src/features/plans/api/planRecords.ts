/** Workout plans and schedules in Firestore (exerciseplan, exercises, scheduledWorkouts and its reverse index), run by the endpoints of ./plansApi.ts. */
import { arrayUnion, deleteField, doc, runTransaction, setDoc, writeBatch, type Transaction } from 'firebase/firestore';
import type { ExercisePlan, ScheduledEvent, ScheduledWorkouts } from '../../../lib/model/collections';
import { col, docRef } from '../../../lib/firebase/collections';
import { db } from '../../../lib/firebase/firestore';
import { newEventId, reverseIndexEntry, withEventMoved, withoutEvent, withoutPlan, type Scheduler } from '../logic/planLogic';

/** Adds a plan (personalized when `userID` is given) and returns its id. */
export async function addPlan(plan: Pick<ExercisePlan, 'name' | 'device' | 'exerciseArray' | 'reps' | 'userID'>): Promise<string> {
  const ref = doc(col('exerciseplan'));
  const { userID, ...fields } = plan;
  await setDoc(ref, { ...fields, id: ref.id, ...(userID ? { userID } : {}) });
  return ref.id;
}

/**
 * Writes a patient's whole schedule and, for each plan touched, that patient's
 * entry of the plan's reverse index (only the patient's own key is written, so
 * the writer needs no read access to the rest of the index).
 */
function writeSchedule(tx: Transaction, patientUid: string, schedule: ScheduledWorkouts, touchedPlanIds: Iterable<string>) {
  tx.set(docRef('scheduledWorkouts', patientUid), schedule);
  for (const planId of new Set(touchedPlanIds)) {
    const entry = reverseIndexEntry(schedule, planId);
    tx.set(
      docRef('scheduledWorkoutsByExercise', planId),
      { [patientUid]: Object.keys(entry).length > 0 ? entry : deleteField() },
      { mergeFields: [patientUid] },
    );
  }
}

async function readSchedule(tx: Transaction, patientUid: string): Promise<ScheduledWorkouts> {
  const snapshot = await tx.get(docRef('scheduledWorkouts', patientUid));
  return snapshot.exists() ? snapshot.data() : {};
}

export interface PlanToSchedule {
  planId: string;
  name: string;
  isPublic: boolean;
}

/**
 * Schedules plans on a date of a patient's calendar; `doctorId` is whoever schedules them. The events are
 * merged into the schedule and the plans' reverse index without reading either, so that it also works
 * offline (the device's cache shows the events at once, the server gets them when the connection is back)
 * and never overwrites what someone else scheduled meanwhile.
 */
export function scheduleWorkouts(patientUid: string, date: string, plans: readonly PlanToSchedule[], doctorId: string): Promise<void> {
  const batch = writeBatch(db);
  const events: Record<string, ScheduledEvent> = {};
  const eventIdsByPlan = new Map<string, string[]>();
  for (const plan of plans) {
    const eventId = newEventId();
    events[eventId] = { name: plan.name, isPublic: plan.isPublic, exerciseId: plan.planId, doctorId };
    eventIdsByPlan.set(plan.planId, [...(eventIdsByPlan.get(plan.planId) ?? []), eventId]);
  }
  batch.set(docRef('scheduledWorkouts', patientUid), { [date]: events }, { merge: true });
  for (const [planId, eventIds] of eventIdsByPlan) {
    batch.set(docRef('scheduledWorkoutsByExercise', planId), { [patientUid]: { [date]: arrayUnion(...eventIds) } }, { merge: true });
  }
  return batch.commit();
}

/** Moves an event to another date. */
export async function moveWorkout(patientUid: string, eventId: string, from: string, to: string): Promise<void> {
  await runTransaction(db, async (tx) => {
    const schedule = await readSchedule(tx, patientUid);
    const event = schedule[from]?.[eventId];
    if (!event) throw new Error('missingEvent');
    writeSchedule(tx, patientUid, withEventMoved(schedule, from, to, eventId), [event.exerciseId]);
  });
}

/** Deletes an event; the date goes when it was its last event. */
export async function deleteWorkout(patientUid: string, eventId: string, date: string): Promise<void> {
  await runTransaction(db, async (tx) => {
    const schedule = await readSchedule(tx, patientUid);
    const event = schedule[date]?.[eventId];
    if (!event) return;
    writeSchedule(tx, patientUid, withoutEvent(schedule, date, eventId), [event.exerciseId]);
  });
}

/** Clears a plan from the calendars of the doctor's patients that the plan's reverse index lists. */
async function clearFromPatients(tx: Transaction, planId: string, patientUids: readonly string[]) {
  const indexRef = docRef('scheduledWorkoutsByExercise', planId);
  const index = await tx.get(indexRef);
  if (!index.exists()) return;
  const scheduledFor = Object.keys(index.data());
  const mine = scheduledFor.filter((uid) => patientUids.includes(uid));
  const schedules = await Promise.all(mine.map((uid) => readSchedule(tx, uid)));
  mine.forEach((uid, i) => tx.set(docRef('scheduledWorkouts', uid), withoutPlan(schedules[i], planId)));
  if (mine.length === scheduledFor.length) tx.delete(indexRef);
  else if (mine.length > 0) tx.set(indexRef, Object.fromEntries(mine.map((uid) => [uid, deleteField()])), { mergeFields: mine });
}

/** Clears a plan from a patient's own calendar (a patient may not read the reverse index, only write their entry). */
async function clearFromOwnCalendar(tx: Transaction, planId: string, patientUid: string) {
  const schedule = await readSchedule(tx, patientUid);
  if (Object.keys(reverseIndexEntry(schedule, planId)).length === 0) return;
  writeSchedule(tx, patientUid, withoutPlan(schedule, planId), [planId]);
}

/**
 * Deletes a plan and, in the same transaction, every scheduled event of it on
 * the calendars of the patients the caller may schedule for: a doctor's
 * patients (found through the reverse index), or a patient's own calendar.
 */
export async function deletePlan(planId: string, caller: Scheduler) {
  await runTransaction(db, async (tx) => {
    if (caller.role === 'doctor') await clearFromPatients(tx, planId, caller.patientUids);
    else await clearFromOwnCalendar(tx, planId, caller.uid);
    tx.delete(docRef('exerciseplan', planId));
  });
}
