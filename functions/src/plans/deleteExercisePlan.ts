import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { ExercisePlan, ScheduledWorkouts } from '@rehab/model/collections';
import type { AuditActor, AuditChange } from '@rehab/model/audit';
import { personName } from '@rehab/model/audit';
import { scheduleEntries, withoutPlan } from '@rehab/model/schedule';
import { db } from '../admin';
import { adminActor, doctorActor, notYours, recordAudit, recordDeletion } from '../lib/audit';
import { isAdmin, requireSignedIn } from '../lib/auth';
import { doctorCaresFor } from '../lib/care';
import { docRef, type StoredScheduledWorkouts } from '../lib/collections';
import { payloadWith, requireDocumentId } from '../lib/validation';

/** Older plans have no marker: public when they name no patient. */
const isPublic = (plan: ExercisePlan) => plan.isPublic ?? plan.userID === undefined;

/**
 * Who may delete the plan, as who they act as: an admin; for a public plan its
 * author; for a personalized plan its patient and a doctor who has the patient
 * in their list and cares for them (who may plan for them).
 */
async function deleterOf(tx: Transaction, request: CallableRequest, uid: string, plan: ExercisePlan): Promise<AuditActor> {
  if (isAdmin(request)) return adminActor(request);
  const [doctorSnap, userSnap] = await Promise.all([tx.get(docRef('doctors', uid)), tx.get(docRef('users', uid))]);
  const doctor = doctorSnap.data();
  const user = userSnap.data();
  const isDoctor = request.auth?.token.doctor === true && doctor?.isVerified === true;
  if (isPublic(plan)) {
    if (plan.createdBy === uid && isDoctor && doctor) return doctorActor(uid, doctor);
  } else if (plan.userID === uid && user?.isAuthorized === true) {
    return { uid, role: 'patient', name: personName(user) };
  } else if (isDoctor && doctor && plan.userID !== undefined && (doctor.patients ?? []).includes(plan.userID)) {
    if (await doctorCaresFor(plan.userID, uid, tx)) return doctorActor(uid, doctor);
  }
  throw notYours('delete this plan');
}

/** A calendar document's dates and events (its `auditId` is not a date). */
export function scheduleOf(stored: StoredScheduledWorkouts | undefined): ScheduledWorkouts {
  const { auditId: _auditId, ...dates }: StoredScheduledWorkouts = stored ?? {};
  // Every key left is a date.
  return dates as ScheduledWorkouts;
}

/** Each date's plan names that a calendar loses when a plan goes. */
export function removedNames(schedule: ScheduledWorkouts, planId: string): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const { date, event } of scheduleEntries(schedule)) {
    if (event.exerciseId === planId) changes[date] = { before: [...((changes[date]?.before as string[]) ?? []), event.name], after: [] };
  }
  return changes;
}

/**
 * Deletes a workout plan ({planId} → {planId, calendars}) and, in the same
 * transaction, its events on every calendar that scheduled it (found through
 * the reverse index scheduledWorkoutsByExercise/{planId}), so no calendar
 * keeps an event of a plan that is gone. The plan's deletion and each
 * calendar's change are recorded (the calendars in their patients' history).
 */
export const deleteExercisePlan = onCall(async (request) => {
  const uid = requireSignedIn(request);
  const planId = requireDocumentId(payloadWith(request.data, ['planId']), 'planId');
  const planRef = docRef('exerciseplan', planId);
  const indexRef = docRef('scheduledWorkoutsByExercise', planId);
  const calendars = await db.runTransaction(async (tx) => {
    const [planSnap, indexSnap] = await Promise.all([tx.get(planRef), tx.get(indexRef)]);
    const plan = planSnap.data();
    if (!plan) throw new HttpsError('not-found', 'This plan does not exist (it may have been deleted already).');
    const actor = await deleterOf(tx, request, uid, plan);
    const patients = Object.keys(indexSnap.data() ?? {});
    const scheduleRefs = patients.map((patientUid) => docRef('scheduledWorkouts', patientUid));
    const schedules = await Promise.all(scheduleRefs.map((ref) => tx.get(ref)));
    let changed = 0;
    schedules.forEach((snapshot, index) => {
      const schedule = scheduleOf(snapshot.data());
      const changes = removedNames(schedule, planId);
      if (Object.keys(changes).length === 0) return;
      const auditId = recordAudit(tx, actor, {
        action: 'schedule.planRemoved',
        target: { collection: 'scheduledWorkouts', id: patients[index] },
        patientUid: patients[index],
        changes,
      });
      tx.set(scheduleRefs[index], { ...withoutPlan(schedule, planId), auditId });
      changed += 1;
    });
    if (indexSnap.exists) tx.delete(indexRef);
    recordDeletion(
      tx,
      actor,
      { action: 'plan.deleted', target: { collection: 'exerciseplan', id: planId }, patientUid: plan.userID ?? '', changes: { name: { before: plan.name, after: null } } },
      plan.auditId,
    );
    tx.delete(planRef);
    return changed;
  });
  return { planId, calendars };
});
