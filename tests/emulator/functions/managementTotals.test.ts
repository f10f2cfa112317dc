/**
 * What a doctor's month of management time bills (managementTotals/{id}), kept by the onManagementTimeWritten
 * trigger against the emulators: overlapping entries count once, and a retried trigger changes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ManagementEntry, ManagementMonthTotals } from '@rehab/model/collections';
import { recomputeManagementTotals } from '../../../functions/src/monitoring/managementTotals';
import { adminDb } from '../support';
import { uniqueId } from './callers';
import { waitForEffect } from '../../effects';

const HOUR = 3_600_000;
const now = Date.now();
const MONTH = new Date(now).toISOString().slice(0, 7);

function entry(startMs: number, seconds: number, overrides: Partial<ManagementEntry> = {}): ManagementEntry {
  return {
    start: Timestamp.fromMillis(startMs),
    seconds,
    source: 'auto',
    activity: 'dashboard',
    interactive: false,
    reason: '',
    updatedAt: Timestamp.fromMillis(startMs + seconds * 1000),
    ...overrides,
  };
}

/** Writes a month as the doctor's app would (the rules accept overlapping entries) and returns its id. */
async function writeMonth(entries: Record<string, ManagementEntry>): Promise<string> {
  const [doctorId, patientId] = [uniqueId('doctor'), uniqueId('patient')];
  const id = `${doctorId}_${patientId}_${MONTH}`;
  await adminDb.doc(`managementTime/${id}`).set({ doctorId, patientId, month: MONTH, entries, lastEntryId: Object.keys(entries).at(-1) });
  return id;
}

/** Waits until the trigger's totals satisfy `done` (it runs asynchronously). */
async function totalsWhen(id: string, done: (totals: ManagementMonthTotals | undefined) => boolean): Promise<ManagementMonthTotals | undefined> {
  const seen = await waitForEffect(`the totals of ${id}`, async () => {
    const totals = (await adminDb.doc(`managementTotals/${id}`).get()).data() as ManagementMonthTotals | undefined;
    return done(totals) && { totals };
  });
  return seen.totals;
}

describe('managementTotals (issue 30)', () => {
  it('attack: two overlapping 8-hour entries (two open tabs) bill the union of their time, not its double', async () => {
    const firstTab = now - 8.2 * HOUR;
    const id = await writeMonth({
      tab1: entry(firstTab, 8 * 3600),
      tab2: entry(firstTab + 0.1 * HOUR, 8 * 3600, { interactive: true }),
    });
    const totals = await totalsWhen(id, (t) => t?.entryCount === 2);
    // Added up, the entries gave 16 hours (960 minutes, 98980 + 98981 × 47); together they cover 8.1 hours.
    expect(totals).toMatchObject({ seconds: 29_160, minutes: 486, interactive: true, codes: { base: '98980', additional: 23 }, manualSeconds: 0, entryCount: 2 });
  });

  it('twin: entries that do not overlap bill all their time, and an entry by hand is counted apart as well', async () => {
    const morning = now - 5 * HOUR;
    const id = await writeMonth({
      auto: entry(morning, 15 * 60),
      call: entry(morning + HOUR, 10 * 60, { source: 'manual', reason: 'Phone call', activity: 'other', interactive: true }),
    });
    const totals = await totalsWhen(id, (t) => t?.entryCount === 2);
    expect(totals).toMatchObject({ seconds: 25 * 60, minutes: 25, interactive: true, codes: { base: '98980', additional: 0 }, manualSeconds: 10 * 60 });
    expect(totals!.updatedAt.toMillis()).toBe(morning + HOUR + 10 * 60_000);
  });

  it('a retried trigger writes the same totals, and the totals follow the month as it grows and goes', async () => {
    const start = now - 3 * HOUR;
    const id = await writeMonth({ a: entry(start, 30 * 60), b: entry(start + 10 * 60_000, 30 * 60) });
    const first = await totalsWhen(id, (t) => t?.entryCount === 2);
    expect(first!.seconds).toBe(40 * 60);

    // The same event delivered again (twice, at once): recomputed from the month as it is, nothing changes.
    await Promise.all([recomputeManagementTotals(id), recomputeManagementTotals(id)]);
    expect((await adminDb.doc(`managementTotals/${id}`).get()).data()).toEqual(first);

    await adminDb.doc(`managementTime/${id}`).update({ 'entries.b.seconds': 60 * 60, 'entries.b.updatedAt': Timestamp.fromMillis(now) });
    expect((await totalsWhen(id, (t) => t?.seconds === 70 * 60))!.updatedAt.toMillis()).toBe(now);

    await adminDb.doc(`managementTime/${id}`).delete();
    await totalsWhen(id, (t) => t === undefined);
  });
});
