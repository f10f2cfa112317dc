/**
 * The per-day summary of sessions (monitoring/{patient}.days) kept by the
 * functions onSessionWritten and onMonitoringWritten, against the emulators.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support';
import { uniqueId } from './callers';

type Days = Record<string, Record<string, true>>;

/** Waits until the patient's days satisfy `done` (the triggers run asynchronously). */
async function daysWhen(patientId: string, done: (days: Days) => boolean): Promise<Days> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const days = ((await adminDb.doc(`monitoring/${patientId}`).get()).get('days') ?? {}) as Days;
    if (done(days)) return days;
    if (Date.now() > deadline) throw new Error(`days never got there: ${JSON.stringify(days)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sessionAt = (userId: string, iso: string) => ({
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

describe('the per-day summary of sessions', () => {
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
    days = await daysWhen(patient, (d) => Object.keys(d['2026-03-11'] ?? {}).length === 1);
    expect(days).toEqual({ '2026-03-10': { [a]: true }, '2026-03-11': { [b]: true } });

    await adminDb.doc(`sessions/${a}`).delete();
    days = await daysWhen(patient, (d) => sessionCount(d) === 1);
    expect(days['2026-03-10']).toEqual({});

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
});
