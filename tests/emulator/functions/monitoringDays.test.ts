/**
 * The per-day summary of sessions (monitoring/{patient}.days) kept by the functions onSessionWritten and
 * onMonitoringWritten, against the emulators: through the triggers, and by feeding a scenario's events to the
 * handler directly (applySessionWrite) in order, shuffled and late, twice, and with some lost and then reconciled
 * (reconcileDataDays). The emulator's own triggers run beside the direct calls; both recompute from the sessions.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Session } from '@rehab/model/collections';
import { daysOfSessions } from '@rehab/model/monitoring';
import { applySessionWrite, keyingTimeZone, reconcileDataDays } from '../../../functions/src/monitoring/dataDays';
import { adminDb } from '../support';
import { uniqueId } from './callers';
import { DELIVERIES, deliverySchedule, eventOrderSeed, seededRandom } from './eventOrders';

type Days = Record<string, Record<string, true>>;

/** Waits until the patient's days satisfy `done` (the triggers run asynchronously, sometimes minutes late). */
async function daysWhen(patientId: string, done: (days: Days) => boolean): Promise<Days> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const days = ((await adminDb.doc(`monitoring/${patientId}`).get()).get('days') ?? {}) as Days;
    if (done(days)) return days;
    if (Date.now() > deadline) throw new Error(`days never got there: ${JSON.stringify(days)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sessionAt = (userId: string, iso: string): Session => ({
  id: '',
  userId,
  date: Timestamp.fromDate(new Date(iso)),
  devices: [],
  movements: [],
  notes: '',
  tags: [],
  removedTimePoints: [],
});

const sessionCount = (days: Days) => Object.values(days).reduce((n, day) => n + Object.keys(day).length, 0);

describe('the per-day summary of sessions, through the triggers', { timeout: 400_000 }, () => {
  it('adds a new session to its day, moves it when its date changes, and removes it when deleted', async () => {
    const patient = uniqueId('patient');
    const [a, b] = [uniqueId('session'), uniqueId('session')];
    await adminDb.doc(`sessions/${a}`).set(sessionAt(patient, '2026-03-10T10:00:00Z'));
    await adminDb.doc(`sessions/${b}`).set(sessionAt(patient, '2026-03-10T23:30:00Z'));
    let days = await daysWhen(patient, (d) => sessionCount(d) === 2);
    expect(days).toEqual({ '2026-03-10': { [a]: true, [b]: true } });
    const created = (await adminDb.doc(`monitoring/${patient}`).get()).data();
    expect(created).toMatchObject({ patientId: patient, timeZone: 'UTC', daysTimeZone: 'UTC', romGoals: {} });

    // Annotations do not move a session; a new date does.
    await adminDb.doc(`sessions/${a}`).update({ notes: 'Good' });
    await adminDb.doc(`sessions/${b}`).update({ date: Timestamp.fromDate(new Date('2026-03-11T08:00:00Z')) });
    days = await daysWhen(patient, (d) => Object.keys(d['2026-03-11'] ?? {}).length === 1 && sessionCount(d) === 2);
    expect(days).toEqual({ '2026-03-10': { [a]: true }, '2026-03-11': { [b]: true } });

    // A day left without a session has no key.
    await adminDb.doc(`sessions/${a}`).delete();
    days = await daysWhen(patient, (d) => sessionCount(d) === 1);
    expect(days).toEqual({ '2026-03-11': { [b]: true } });

    // Restored (written again): it counts again.
    await adminDb.doc(`sessions/${a}`).set(sessionAt(patient, '2026-03-10T10:00:00Z'));
    days = await daysWhen(patient, (d) => sessionCount(d) === 2);
    expect(days['2026-03-10']).toEqual({ [a]: true });
  });

  it("keys the days again in the patient's time zone when a doctor sets it", async () => {
    const patient = uniqueId('patient');
    const late = uniqueId('session');
    // 02:30 UTC on the 11th is the evening of the 10th in Vancouver
    await adminDb.doc(`sessions/${late}`).set(sessionAt(patient, '2026-03-11T02:30:00Z'));
    await daysWhen(patient, (d) => sessionCount(d) === 1);
    await adminDb.doc(`monitoring/${patient}`).update({ timeZone: 'America/Vancouver', periodStart: '2026-03-01', startedBy: 'doctor' });
    const days = await daysWhen(patient, (d) => Boolean(d['2026-03-10']));
    expect(days).toEqual({ '2026-03-10': { [late]: true } });
    expect((await adminDb.doc(`monitoring/${patient}`).get()).get('daysTimeZone')).toBe('America/Vancouver');

    // Later sessions are keyed in the new zone too.
    const next = uniqueId('session');
    await adminDb.doc(`sessions/${next}`).set(sessionAt(patient, '2026-03-12T06:59:00Z'));
    expect(await daysWhen(patient, (d) => sessionCount(d) === 2)).toEqual({ '2026-03-10': { [late]: true }, '2026-03-11': { [next]: true } });
  });

  it('moves a session to its new owner when its patient changes', async () => {
    const [first, second] = [uniqueId('patient'), uniqueId('patient')];
    const session = uniqueId('session');
    await adminDb.doc(`sessions/${session}`).set(sessionAt(first, '2026-03-10T10:00:00Z'));
    await daysWhen(first, (d) => sessionCount(d) === 1);
    await adminDb.doc(`sessions/${session}`).update({ userId: second });
    await daysWhen(first, (d) => sessionCount(d) === 0);
    expect(await daysWhen(second, (d) => sessionCount(d) === 1)).toEqual({ '2026-03-10': { [session]: true } });
  });

  it('a data day removed by hand is restored by the reconcile job, which reports it; a day of no session goes', async () => {
    const patient = uniqueId('patient');
    const session = uniqueId('session');
    await adminDb.doc(`sessions/${session}`).set(sessionAt(patient, '2026-03-10T10:00:00Z'));
    // Its one event has been handled once its day is there: nothing else writes these days but the test.
    await daysWhen(patient, (d) => sessionCount(d) === 1);
    await adminDb.doc(`monitoring/${patient}`).update({ 'days.2026-03-10': FieldValue.delete(), 'days.2026-03-12': { ghost: true } });

    const now = new Date('2026-03-20T12:00:00Z');
    expect(await reconcileDataDays(patient, now)).toEqual([
      { collection: 'monitoring', document: patient, field: 'days.2026-03-10', before: null, after: { [session]: true } },
      { collection: 'monitoring', document: patient, field: 'days.2026-03-12', before: { ghost: true }, after: null },
    ]);
    expect((await adminDb.doc(`monitoring/${patient}`).get()).get('days')).toEqual({ '2026-03-10': { [session]: true } });
    expect(await reconcileDataDays(patient, now)).toEqual([]);
    // Days before the window are the job's no longer.
    expect(await reconcileDataDays(patient, new Date('2026-05-01T12:00:00Z'), 45)).toEqual([]);
  });
});

/**
 * A patient's sessions edited as a clinic would: created, moved to other days (across midnight in Vancouver, where the
 * patient's days are counted), annotated, deleted, restored, and one moved to another patient.
 */
function scenario(patient: string, other: string) {
  const [s1, s2, s3, s4, s5, s6] = Array.from({ length: 6 }, () => uniqueId('session'));
  const at = (userId: string, iso: string) => sessionAt(userId, iso);
  return [
    { id: s1, data: at(patient, '2026-03-10T18:00:00Z') },
    // 22:30 on the 10th in Vancouver
    { id: s2, data: at(patient, '2026-03-11T05:30:00Z') },
    { id: s3, data: at(patient, '2026-03-12T16:00:00Z') },
    { id: s2, data: at(patient, '2026-03-12T07:30:00Z') },
    { id: s1, data: null },
    { id: s4, data: at(patient, '2026-03-13T20:00:00Z') },
    { id: s3, data: at(patient, '2026-03-14T17:00:00Z') },
    { id: s5, data: at(patient, '2026-03-13T10:00:00Z') },
    { id: s5, data: null },
    { id: s4, data: at(patient, '2026-03-10T19:00:00Z') },
    { id: s4, data: { ...at(patient, '2026-03-10T19:00:00Z'), notes: 'Felt fine' } },
    // 23:59 on the 14th, then 00:01 on the 15th
    { id: s6, data: at(patient, '2026-03-15T06:59:00Z') },
    { id: s6, data: at(patient, '2026-03-15T07:01:00Z') },
    { id: s1, data: at(patient, '2026-03-16T12:00:00Z') },
    { id: s3, data: at(other, '2026-03-14T17:00:00Z') },
    { id: s2, data: at(patient, '2026-03-12T08:00:00Z') },
  ];
}

/** What the days should be: computed from the patient's sessions as stored, in the zone his days are keyed in. */
async function daysFromSources(patientId: string): Promise<Days> {
  const [sessions, monitoring] = await Promise.all([adminDb.collection('sessions').where('userId', '==', patientId).get(), adminDb.doc(`monitoring/${patientId}`).get()]);
  const zone = keyingTimeZone(monitoring.data());
  return daysOfSessions(
    sessions.docs.map((doc) => ({ id: doc.id, date: (doc.get('date') as Timestamp).toDate() })),
    zone,
  );
}

describe('the data days from their sources, whatever the delivery of the events', { timeout: 300_000 }, () => {
  const seed = eventOrderSeed();
  const NOW = new Date('2026-03-20T12:00:00Z');

  for (const delivery of DELIVERIES) {
    it(`end as the sessions say when the events come ${delivery} (seed ${seed})`, async () => {
      const random = seededRandom(seed + DELIVERIES.indexOf(delivery));
      const [patient, other] = [uniqueId('patient'), uniqueId('patient')];
      await adminDb.doc(`monitoring/${patient}`).set({ patientId: patient, timeZone: 'America/Vancouver', daysTimeZone: 'America/Vancouver', days: {}, romGoals: {} });
      const writes = scenario(patient, other);
      const stored = new Map<string, Session>();
      const events: { before: Session | undefined; after: Session | undefined }[] = [];
      const schedule = deliverySchedule(writes.length, delivery, random);
      for (const [k, { id, data }] of writes.entries()) {
        events.push({ before: stored.get(id), after: data ?? undefined });
        if (data) {
          stored.set(id, data);
          await adminDb.doc(`sessions/${id}`).set(data);
        } else {
          stored.delete(id);
          await adminDb.doc(`sessions/${id}`).delete();
        }
        for (const event of schedule[k]) await applySessionWrite(events[event].before, events[event].after);
      }
      if (delivery === 'dropped') for (const patientId of [patient, other]) await reconcileDataDays(patientId, NOW);

      const expected = (patientId: string, zone: string) =>
        daysOfSessions([...stored].filter(([, session]) => session.userId === patientId).map(([id, session]) => ({ id, date: session.date.toDate() })), zone);
      for (const [patientId, zone] of [[patient, 'America/Vancouver'], [other, 'UTC']] as const) {
        const days = (await adminDb.doc(`monitoring/${patientId}`).get()).get('days');
        expect(days, `seed ${seed}, ${delivery}, ${patientId}`).toEqual(expected(patientId, zone));
        expect(days, `seed ${seed}, ${delivery}, ${patientId}`).toEqual(await daysFromSources(patientId));
        expect(await reconcileDataDays(patientId, NOW), `seed ${seed}, ${delivery}: nothing left to reconcile`).toEqual([]);
      }
    });
  }
});
