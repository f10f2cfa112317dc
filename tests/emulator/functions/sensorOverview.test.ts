/**
 * sensorOverviews/{sessionId}_{sensorId}, kept by the onSensorBinWritten trigger against the emulators: a session's
 * bins written (in any order) give an overview of bounded length that keeps the extremes; a Time series arriving
 * last gives it its time axis; a retried event changes nothing; bins changed at once, while refreshes race, leave it
 * built from the bins as they are (its fingerprints tell a stale one); the bins deleted take it away.
 */
import { describe, expect, it } from 'vitest';
import type { SensorOverview } from '@rehab/model/collections';
import { binFingerprint, OVERVIEW_POINTS, unpackSeries } from '@rehab/model/sensorOverview';
import { refreshSensorOverview } from '../../../functions/src/sessions/sensorOverview';
import { adminDb } from '../support';
import { uniqueId } from './callers';
import { waitForEffect } from '../../effects';

const BIN = 6000;
const SAMPLES = 3 * BIN + 1234;
const START = 1_760_000_000_000;

/** A wave with one high and one low spike: the peaks every overview must keep. */
function signal(peakAt: number, troughAt: number): number[] {
  const values = Array.from({ length: SAMPLES }, (_, i) => Math.round(Math.sin(i / 40) * 300) / 10);
  values[peakAt] = 91.5;
  values[troughAt] = -77.25;
  return values;
}

const time = Array.from({ length: SAMPLES }, (_, i) => START + i * 10);

/** Writes one series of a device in bins of 6,000, as the devices' app stores them; returns the bin ids. */
async function writeSeries(sessionId: string, deviceId: string, sensorId: string, values: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (let binId = 0; binId * BIN < values.length; binId++) {
    const id = `${sessionId}_${deviceId}_${sensorId}_${binId}`;
    ids.push(id);
    await adminDb.doc(`data_by_sensor/${id}`).set({ sessionId, deviceId, sensorId, binId, values: values.slice(binId * BIN, (binId + 1) * BIN) });
  }
  return ids;
}

async function overviewWhen(id: string, done: (overview: SensorOverview | undefined) => boolean): Promise<SensorOverview | undefined> {
  const seen = await waitForEffect(`the overview ${id}`, async () => {
    const overview = (await adminDb.doc(`sensorOverviews/${id}`).get()).data() as SensorOverview | undefined;
    return done(overview) && { overview };
  });
  return seen.overview;
}

const builtFrom = (overview: SensorOverview | undefined, binIds: string[]) => binIds.every((id) => overview?.sources[id] !== undefined);

/** The fingerprint of every bin of a session's sensor and Time series as stored now. */
async function storedFingerprints(sessionId: string, sensorId: string): Promise<Record<string, string>> {
  const bins = await adminDb.collection('data_by_sensor').where('sessionId', '==', sessionId).where('sensorId', 'in', [sensorId, 'Time']).get();
  return Object.fromEntries(bins.docs.map((doc) => [doc.id, binFingerprint(doc.get('values') as number[])]));
}

/** The bins whose content the overview does not reflect: changed, added or deleted since it was built. */
function staleBins(overview: SensorOverview | undefined, stored: Record<string, string>): string[] {
  const sources = overview?.sources ?? {};
  return [...new Set([...Object.keys(sources), ...Object.keys(stored)])].filter((id) => sources[id] !== stored[id]).sort();
}

describe('sensorOverviews (issue 38)', () => {
  it('a session written sensor first, Time last, gets an overview per device: bounded, timed, its extremes kept', async () => {
    const sessionId = uniqueId('overview');
    const left = signal(7_001, 15_555);
    const right = signal(123, SAMPLES - 2);
    const written = [
      ...(await writeSeries(sessionId, 'left', 'Thumb', left)),
      ...(await writeSeries(sessionId, 'right', 'Thumb', right)),
      ...(await writeSeries(sessionId, 'left', 'Time', time)),
      ...(await writeSeries(sessionId, 'right', 'Time', time)),
    ];
    const overview = await overviewWhen(`${sessionId}_Thumb`, (o) => builtFrom(o, written));
    expect(Object.keys(overview!.sources).sort()).toEqual([...written].sort());
    for (const [deviceId, values, peakAt, troughAt] of [
      ['left', left, 7_001, 15_555],
      ['right', right, 123, SAMPLES - 2],
    ] as const) {
      expect(overview!.devices[deviceId]).toMatchObject({ timed: true, samples: SAMPLES });
      const series = unpackSeries(overview!.devices[deviceId]);
      expect(series.x.length).toBeLessThanOrEqual(OVERVIEW_POINTS);
      expect(series.x.length).toBe(series.y.length);
      expect(series.x[0]).toBe(START);
      expect(series.x.at(-1)).toBe(time.at(-1));
      expect(series.x).toContain(time[peakAt]);
      expect(series.x).toContain(time[troughAt]);
      expect(Math.max(...series.y)).toBe(91.5);
      expect(Math.min(...series.y)).toBe(-77.25);
      series.x.forEach((x, i) => expect(series.y[i]).toBe(values[(x - START) / 10]));
    }
  });

  it('a retried event (the same bin written again) leaves the overview as it was; a changed bin refreshes it', async () => {
    const sessionId = uniqueId('overview');
    const values = signal(10, 20);
    const written = [...(await writeSeries(sessionId, 'left', 'Time', time)), ...(await writeSeries(sessionId, 'left', 'Index', values))];
    const id = `${sessionId}_Index`;
    const first = await overviewWhen(id, (o) => builtFrom(o, written));
    const firstUpdate = (await adminDb.doc(`sensorOverviews/${id}`).get()).updateTime!.toMillis();

    // The last bin's event delivered again (twice, at once): the overview already holds it, nothing is written.
    const lastBin = written.at(-1)!;
    const fingerprint = binFingerprint(values.slice(3 * BIN));
    await Promise.all([refreshSensorOverview(sessionId, 'Index', lastBin, fingerprint), refreshSensorOverview(sessionId, 'Index', lastBin, fingerprint)]);
    const again = await adminDb.doc(`sensorOverviews/${id}`).get();
    expect(again.data()).toEqual(first);
    expect(again.updateTime!.toMillis()).toBe(firstUpdate);

    const changed = values.slice(3 * BIN).map((v, i) => (i === 5 ? 500 : v));
    await adminDb.doc(`data_by_sensor/${lastBin}`).update({ values: changed });
    const refreshed = await overviewWhen(id, (o) => o?.sources[lastBin] === binFingerprint(changed));
    expect(Math.max(...unpackSeries(refreshed!.devices.left).y)).toBe(500);
  });

  it('bins changed at once while refreshes race: the fingerprints tell the old overview stale, the new one reflects every bin', async () => {
    const sessionId = uniqueId('overview');
    const values = signal(100, 200);
    const written = [...(await writeSeries(sessionId, 'left', 'Time', time)), ...(await writeSeries(sessionId, 'left', 'Middle', values))];
    const id = `${sessionId}_Middle`;
    const before = await overviewWhen(id, (o) => builtFrom(o, written));
    expect(staleBins(before, await storedFingerprints(sessionId, 'Middle'))).toEqual([]);

    // At once: a sensor bin gets a spike, a Time bin is shifted, and both series grow by a bin.
    const [middle1, time2] = [`${sessionId}_left_Middle_1`, `${sessionId}_left_Time_2`];
    const spiked = values.slice(BIN, 2 * BIN).map((v, i) => (i === 7 ? 640 : v));
    const shifted = time.slice(2 * BIN, 3 * BIN).map((t) => t + 5);
    const extra = Array.from({ length: 50 }, (_, i) => time.at(-1)! + 10 * (i + 1));
    const bin = (sensorId: string, binId: number, binValues: number[]) => ({ sessionId, deviceId: 'left', sensorId, binId, values: binValues });
    await Promise.all([
      adminDb.doc(`data_by_sensor/${middle1}`).update({ values: spiked }),
      adminDb.doc(`data_by_sensor/${time2}`).update({ values: shifted }),
      adminDb.doc(`data_by_sensor/${sessionId}_left_Time_4`).set(bin('Time', 4, extra)),
      adminDb.doc(`data_by_sensor/${sessionId}_left_Middle_4`).set(bin('Middle', 4, extra.map((_, i) => -90 - i))),
    ]);
    const stored = await storedFingerprints(sessionId, 'Middle');
    expect(staleBins(before, stored)).toEqual([`${sessionId}_left_Middle_4`, middle1, time2, `${sessionId}_left_Time_4`].sort());

    // Refreshes racing the triggers' own: none fails, and none leaves an overview of older bins behind.
    await Promise.all(Object.entries(stored).map(([binId, fingerprint]) => refreshSensorOverview(sessionId, 'Middle', binId, fingerprint)));
    const after = await overviewWhen(id, (o) => staleBins(o, stored).length === 0);
    expect(after!.devices.left.samples).toBe(SAMPLES + 50);
    const series = unpackSeries(after!.devices.left);
    expect(Math.max(...series.y)).toBe(640);
    expect(Math.min(...series.y)).toBe(-139);
    const fromShiftedBin = series.x.filter((x) => x >= shifted[0] && x <= shifted.at(-1)!);
    expect(fromShiftedBin.length).toBeGreaterThan(0);
    expect(fromShiftedBin.every((x) => (x - START) % 10 === 5)).toBe(true);
    expect(series.x.at(-1)).toBe(extra.at(-1));
    // Settled: a little later it is still the overview of the bins as they are.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(staleBins((await adminDb.doc(`sensorOverviews/${id}`).get()).data() as SensorOverview, stored)).toEqual([]);
  });

  it('bins deleted (the purge) take the overview away', async () => {
    const sessionId = uniqueId('overview');
    const written = await writeSeries(sessionId, 'left', 'Palm', [1, 5, 2]);
    await overviewWhen(`${sessionId}_Palm`, (o) => builtFrom(o, written));
    await adminDb.doc(`data_by_sensor/${written[0]}`).delete();
    expect(await overviewWhen(`${sessionId}_Palm`, (o) => o === undefined)).toBeUndefined();
  });
});
