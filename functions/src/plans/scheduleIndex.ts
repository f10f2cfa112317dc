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
  const planIds = new Set([...scheduleEntries(before), ...scheduleEntries(after)].map(({ event: scheduled }) => scheduled.exerciseId));
  const batch = db.batch();
  let changed = false;
  for (const planId of planIds) {
    const entry = reverseIndexEntry(after, planId);
    if (JSON.stringify(reverseIndexEntry(before, planId)) === JSON.stringify(entry)) continue;
    const field = new FieldPath(patientUid);
    batch.set(db.collection('scheduledWorkoutsByExercise').doc(planId), { [patientUid]: Object.keys(entry).length > 0 ? entry : FieldValue.delete() }, { mergeFields: [field] });
    changed = true;
  }
  if (changed) await batch.commit();
});
