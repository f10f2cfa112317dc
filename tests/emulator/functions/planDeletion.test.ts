/**
 * deleteExercisePlan: who may delete a plan (a public plan its author or an
 * admin, a personalized one its patient or a doctor who has them as a
 * patient), and that the plan leaves every calendar that scheduled it, other
 * clinics' patients' included, in the same transaction, recorded.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { adminDb, closeClients } from '../support';
import { adminClient, arrangeCare, doctorClient, patientClient, refusalOf, uniqueId, type Client } from './callers';
import { EFFECT_TIMEOUT_MS } from '../../effects';

afterAll(closeClients);

interface Plan {
  planId: string;
  author: Client;
  patients: Client[];
}

const event = (planId: string, name: string) => ({ name, isPublic: true, exerciseId: planId, doctorId: 'someone' });

/** A plan scheduled on the calendars of `patients` (two dates each), beside another plan's event, with its reverse index. */
async function scheduledPlan(author: Client, patients: Client[], userID?: string): Promise<Plan> {
  const planId = uniqueId('plan');
  const otherPlan = uniqueId('plan');
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`exerciseplan/${planId}`), {
    id: planId,
    name: 'Knee mobility',
    device: 'Knee Brace',
    exerciseArray: ['ex-1'],
    reps: [5],
    isPublic: userID === undefined,
    createdBy: author.uid,
    ...(userID ? { userID } : {}),
  });
  // The other plan exists: a calendar's event of a plan that does not is taken off by the onScheduleWritten trigger.
  batch.set(adminDb.doc(`exerciseplan/${otherPlan}`), { id: otherPlan, name: 'Other plan', device: 'Knee Brace', exerciseArray: ['ex-1'], reps: [5], isPublic: true, createdBy: author.uid });
  const index: Record<string, Record<string, string[]>> = {};
  for (const patient of patients) {
    batch.set(adminDb.doc(`scheduledWorkouts/${patient.uid}`), {
      '2030-05-01': { 'evt-a': event(planId, 'Knee mobility'), 'evt-keep': event(otherPlan, 'Other plan') },
      '2030-05-02': { 'evt-b': event(planId, 'Knee mobility') },
    });
    index[patient.uid] = { '2030-05-01': ['evt-a'], '2030-05-02': ['evt-b'] };
  }
  batch.set(adminDb.doc(`scheduledWorkoutsByExercise/${planId}`), index);
  await batch.commit();
  return { planId, author, patients };
}

async function calendarOf(patient: Client) {
  const { auditId, ...schedule } = (await adminDb.doc(`scheduledWorkouts/${patient.uid}`).get()).data() ?? {};
  return { auditId, schedule };
}

const exists = async (path: string) => (await adminDb.doc(path).get()).exists;

describe('deleting a plan', () => {
  it('takes a public plan off every calendar that scheduled it, other clinics’ patients included, recorded in each history', async () => {
    const [mine, elsewhere] = [await patientClient(), await patientClient()];
    const author = await doctorClient({ patients: [mine.uid], granted: [mine.uid] });
    const plan = await scheduledPlan(author, [mine, elsewhere]);

    expect((await author.call('deleteExercisePlan', { planId: plan.planId })).data).toEqual({ planId: plan.planId, calendars: 2 });

    expect(await exists(`exerciseplan/${plan.planId}`)).toBe(false);
    expect(await exists(`scheduledWorkoutsByExercise/${plan.planId}`)).toBe(false);
    for (const patient of [mine, elsewhere]) {
      const { auditId, schedule } = await calendarOf(patient);
      expect(schedule).toEqual({ '2030-05-01': { 'evt-keep': expect.objectContaining({ name: 'Other plan' }) } });
      expect((await adminDb.doc(`auditLog/${auditId}`).get()).data()).toMatchObject({
        action: 'schedule.planRemoved',
        actorUid: author.uid,
        patientUid: patient.uid,
        target: { collection: 'scheduledWorkouts', id: patient.uid },
        changes: { '2030-05-01': { before: ['Knee mobility'], after: [] }, '2030-05-02': { before: ['Knee mobility'], after: [] } },
      });
    }
    expect((await adminDb.doc(`auditLog/exerciseplan~${plan.planId}~none`).get()).data()).toMatchObject({ action: 'plan.deleted', actorUid: author.uid, patientUid: '' });
  });

  it('lets only the author or an admin delete a public plan', async () => {
    const patient = await patientClient();
    const author = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
    const plan = await scheduledPlan(author, [patient]);
    const colleague = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
    for (const caller of [colleague, patient]) {
      expect(await refusalOf(caller.call('deleteExercisePlan', { planId: plan.planId }))).toMatchObject({ code: 'functions/permission-denied' });
    }
    expect(await exists(`exerciseplan/${plan.planId}`)).toBe(true);
    expect((await calendarOf(patient)).schedule['2030-05-02']).toBeDefined();
    const admin = await adminClient();
    expect((await admin.call('deleteExercisePlan', { planId: plan.planId })).data).toMatchObject({ calendars: 1 });
    expect(await refusalOf(admin.call('deleteExercisePlan', { planId: plan.planId }))).toMatchObject({ code: 'functions/not-found' });
  });

  it('lets the patient, or a doctor who has them as a patient, delete a personalized plan', async () => {
    const patient = await patientClient();
    const ownDoctor = await doctorClient({ patients: [patient.uid], granted: [patient.uid] });
    const stranger = await doctorClient();
    const otherPatient = await patientClient();
    const first = await scheduledPlan(ownDoctor, [patient], patient.uid);
    for (const caller of [stranger, otherPatient]) {
      expect(await refusalOf(caller.call('deleteExercisePlan', { planId: first.planId }))).toMatchObject({ code: 'functions/permission-denied' });
    }
    expect((await patient.call('deleteExercisePlan', { planId: first.planId })).data).toMatchObject({ calendars: 1 });
    expect((await adminDb.doc(`auditLog/exerciseplan~${first.planId}~none`).get()).data()).toMatchObject({ actorRole: 'patient', patientUid: patient.uid });
    const second = await scheduledPlan(ownDoctor, [patient], patient.uid);
    await adminDb.doc(`doctors/${ownDoctor.uid}`).update({ patients: FieldValue.arrayRemove(patient.uid) });
    expect(await refusalOf(ownDoctor.call('deleteExercisePlan', { planId: second.planId }))).toMatchObject({ code: 'functions/permission-denied' });
    await adminDb.doc(`doctors/${ownDoctor.uid}`).update({ patients: FieldValue.arrayUnion(patient.uid) });
    // Listed but no longer granted access (the patient removed the doctor): refused too.
    await arrangeCare(patient.uid, ownDoctor.uid, 'ended');
    expect(await refusalOf(ownDoctor.call('deleteExercisePlan', { planId: second.planId }))).toMatchObject({ code: 'functions/permission-denied' });
    await arrangeCare(patient.uid, ownDoctor.uid, 'active');
    expect((await ownDoctor.call('deleteExercisePlan', { planId: second.planId })).data).toMatchObject({ calendars: 1 });
  });

  it('takes off a calendar an event of a plan deleted before the calendar reached the index, recorded as the system', async () => {
    const patient = await patientClient();
    const [planId, otherPlan] = [uniqueId('plan'), uniqueId('plan')];
    await adminDb.doc(`exerciseplan/${otherPlan}`).set({ id: otherPlan, name: 'Other plan', device: 'Knee Brace', exerciseArray: ['ex-1'], reps: [5], isPublic: true, createdBy: 'someone' });
    // deleteExercisePlan ran while this calendar's write was on its way: the plan is gone, the index never named it.
    await adminDb.doc(`scheduledWorkouts/${patient.uid}`).set({
      '2030-06-01': { 'evt-late': event(planId, 'Gone plan'), 'evt-keep': event(otherPlan, 'Other plan') },
    });

    await vi.waitFor(
      async () => expect((await calendarOf(patient)).schedule).toEqual({ '2030-06-01': { 'evt-keep': expect.objectContaining({ name: 'Other plan' }) } }),
      { timeout: EFFECT_TIMEOUT_MS, interval: 50 },
    );
    const { auditId } = await calendarOf(patient);
    expect((await adminDb.doc(`auditLog/${auditId}`).get()).data()).toMatchObject({
      action: 'schedule.planRemoved',
      actorRole: 'system',
      patientUid: patient.uid,
      changes: { '2030-06-01': { before: ['Gone plan'], after: [] } },
    });
    expect(await exists(`scheduledWorkoutsByExercise/${planId}`)).toBe(false);
    await vi.waitFor(async () => expect((await adminDb.doc(`scheduledWorkoutsByExercise/${otherPlan}`).get()).data()).toEqual({ [patient.uid]: { '2030-06-01': ['evt-keep'] } }), {
      timeout: EFFECT_TIMEOUT_MS,
      interval: 50,
    });
  });
});
