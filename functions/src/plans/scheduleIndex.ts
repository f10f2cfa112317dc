import { onDocumentWritten } from '../lib/triggers';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { reverseIndexEntry, scheduleEntries, withoutPlan } from '@rehab/model/schedule';
import { db } from '../admin';
import { SYSTEM_ACTOR, recordAudit } from '../lib/audit';
import { docRef, snapshotData } from '../lib/collections';
import { removedNames, scheduleOf } from './deleteExercisePlan';

/**
 * Keeps the plans' reverse index (scheduledWorkoutsByExercise/{planId}: patient -> date -> event ids, which the
 * deleteExercisePlan function reads) in step with each recorded calendar. Derived here rather than written by the
 * app, so that only the calendar's writers (whom its rules check) decide what the index holds.
 *
 * A calendar written just before its plan was deleted is not in the index deleteExercisePlan read; so an event of a
 * plan that no longer exists is taken off the calendar here (recorded as the system's), in the same transaction
 * that reads the plan: whichever of the two comes second sees the other's outcome.
 *
 * The event only names the plans to look at (those whose entries it changed); each is rewritten from the calendar as
 * it is in the transaction, so a retried, repeated or late event writes what the calendar says now.
 */
export const onScheduleWritten = onDocumentWritten({ document: 'scheduledWorkouts/{patientUid}', retry: true }, async (event) => {
  const patientUid = event.params.patientUid;
  const before = scheduleOf(snapshotData('scheduledWorkouts', event.data?.before));
  const after = scheduleOf(snapshotData('scheduledWorkouts', event.data?.after));
  const planIds = [...new Set([...scheduleEntries(before), ...scheduleEntries(after)].map(({ event: scheduled }) => scheduled.exerciseId))].filter(
    (planId) => JSON.stringify(reverseIndexEntry(before, planId)) !== JSON.stringify(reverseIndexEntry(after, planId)),
  );
  if (planIds.length === 0) return;
  const indexRefs = planIds.map((planId) => docRef('scheduledWorkoutsByExercise', planId));
  const planRefs = planIds.map((planId) => docRef('exerciseplan', planId));
  const calendarRef = docRef('scheduledWorkouts', patientUid);
  await db.runTransaction(async (tx) => {
    const [indexes, plans, calendar] = await Promise.all([
      Promise.all(indexRefs.map((ref) => tx.get(ref))),
      Promise.all(planRefs.map((ref) => tx.get(ref))),
      tx.get(calendarRef),
    ]);
    // The calendar as it is now (a later write may have followed the event's).
    let schedule = scheduleOf(calendar.data());
    planIds.forEach((planId, index) => {
      if (!plans[index].exists && Object.keys(reverseIndexEntry(schedule, planId)).length > 0) {
        const auditId = recordAudit(tx, SYSTEM_ACTOR, {
          action: 'schedule.planRemoved',
          target: { collection: 'scheduledWorkouts', id: patientUid },
          patientUid,
          changes: removedNames(schedule, planId),
        });
        schedule = withoutPlan(schedule, planId);
        tx.set(calendarRef, { ...schedule, auditId });
      }
      // Read first, so that a plan's index whose last patient goes is deleted rather than left empty (and one the
      // deleteExercisePlan function already deleted is not made again).
      const entry = plans[index].exists ? reverseIndexEntry(schedule, planId) : {};
      const ref = indexRefs[index];
      const others = Object.keys(indexes[index].data() ?? {}).filter((uid) => uid !== patientUid);
      if (Object.keys(entry).length > 0) tx.set(ref, { [patientUid]: entry }, { mergeFields: [new FieldPath(patientUid)] });
      else if (others.length === 0) {
        if (indexes[index].exists) tx.delete(ref);
      } else tx.update(ref, new FieldPath(patientUid), FieldValue.delete());
    });
  });
});
