import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FieldPath, FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { ScheduledWorkouts } from '../../../src/lib/model/collections';
import { reverseIndexEntry, scheduleEntries } from '../../../src/lib/model/schedule';
import { db } from '../admin';

/** A calendar document's dates and events (its `auditId` is not a date). */
function scheduleOf(data: DocumentData | undefined): ScheduledWorkouts {
  const { auditId: _auditId, ...dates } = data ?? {};
  return dates as ScheduledWorkouts;
}

/**
 * Keeps the plans' reverse index (scheduledWorkoutsByExercise/{planId}: patient -> date -> event ids, which the
 * deleteExercisePlan function reads) in step with each recorded calendar. Derived here rather than written by the
 * app, so that only the calendar's writers (whom its rules check) decide what the index holds.
 */
export const onScheduleWritten = onDocumentWritten('scheduledWorkouts/{patientUid}', async (event) => {
  const patientUid = event.params.patientUid;
  const before = scheduleOf(event.data?.before.data());
  const after = scheduleOf(event.data?.after.data());
  const planIds = [...new Set([...scheduleEntries(before), ...scheduleEntries(after)].map(({ event: scheduled }) => scheduled.exerciseId))].filter(
    (planId) => JSON.stringify(reverseIndexEntry(before, planId)) !== JSON.stringify(reverseIndexEntry(after, planId)),
  );
  if (planIds.length === 0) return;
  const refs = planIds.map((planId) => db.collection('scheduledWorkoutsByExercise').doc(planId));
  // Read first, so that a plan's index whose last patient goes is deleted rather than left empty (and one the
  // deleteExercisePlan function already deleted is not made again).
  await db.runTransaction(async (tx) => {
    const snapshots = await Promise.all(refs.map((ref) => tx.get(ref)));
    planIds.forEach((planId, index) => {
      const entry = reverseIndexEntry(after, planId);
      const ref = refs[index];
      const others = Object.keys(snapshots[index].data() ?? {}).filter((uid) => uid !== patientUid);
      if (Object.keys(entry).length > 0) tx.set(ref, { [patientUid]: entry }, { mergeFields: [new FieldPath(patientUid)] });
      else if (others.length === 0) {
        if (snapshots[index].exists) tx.delete(ref);
      } else tx.update(ref, new FieldPath(patientUid), FieldValue.delete());
    });
  });
});
