import type { PostsessionEntry, Side } from '@rehab/model/collections';
import { POSTSESSION_RANGES, normaliseDeviceType } from '@rehab/model/sensors';
import { bucketIndexOf, type StatsWindow } from '../../../lib/timeWindows';

/** The post-session device selector: Glove, Knee sleeve, Pants. */
export const POSTSESSION_DEVICES = ['Glove', 'Knee Brace', 'Pants'] as const;
export type PostsessionDevice = (typeof POSTSESSION_DEVICES)[number];

export function rangeMetricsOf(device: PostsessionDevice): readonly string[] {
  return device === 'Glove' ? POSTSESSION_RANGES.glove : POSTSESSION_RANGES.knee;
}

export interface PostsessionRecord {
  /** ms since epoch */
  startTime: number;
  entries: PostsessionEntry[];
}

/** An exercise session done without a device (offDeviceSessions), by its date. */
export interface OffDeviceRecord {
  /** ms since epoch */
  date: number;
  exerciseReps: Record<string, number>;
}

/** The offDeviceSessions device types of a post-session device ('Knee Brace 2' counts as the knee sleeve). */
export function offDeviceTypesOf(device: PostsessionDevice): string[] {
  return device === 'Knee Brace' ? ['Knee Brace', 'Knee Brace 2'] : [device];
}

export interface PostsessionSeries {
  metrics: readonly string[];
  /** side -> metric -> average per bucket (null: no record in that bucket) */
  ranges: Record<Side, Record<string, (number | null)[]>>;
  /** repetitions per bucket: each session counted once (its larger side) */
  reps: number[];
  /** repetitions done without the device per bucket: every exercise of every record */
  offDeviceReps: number[];
}

/** Averages the range metrics per side and sums the repetitions, per bucket of the window. */
export function postsessionSeries(
  records: PostsessionRecord[],
  device: PostsessionDevice,
  window: StatsWindow,
  offDevice: OffDeviceRecord[] = [],
): PostsessionSeries {
  const metrics = rangeMetricsOf(device);
  const n = window.buckets.length;
  const sums = { Left: metrics.map(() => new Array<number>(n).fill(0)), Right: metrics.map(() => new Array<number>(n).fill(0)) };
  const counts = { Left: metrics.map(() => new Array<number>(n).fill(0)), Right: metrics.map(() => new Array<number>(n).fill(0)) };
  const reps = new Array<number>(n).fill(0);

  for (const record of records) {
    const bucket = bucketIndexOf(window, new Date(record.startTime));
    if (bucket < 0) continue;
    const entries = record.entries.filter((e) => normaliseDeviceType(e.deviceType) === device);
    if (entries.length === 0) continue;
    reps[bucket] += Math.max(...entries.map((e) => Number(e.repetitions) || 0));
    for (const entry of entries) {
      const side: Side = entry.side === 'Right' ? 'Right' : 'Left';
      metrics.forEach((metric, m) => {
        const value = entry[metric];
        if (typeof value !== 'number' || Number.isNaN(value)) return;
        sums[side][m][bucket] += value;
        counts[side][m][bucket] += 1;
      });
    }
  }

  const averages = (side: Side) =>
    Object.fromEntries(metrics.map((metric, m) => [metric, sums[side][m].map((sum, b) => (counts[side][m][b] ? sum / counts[side][m][b] : null))]));
  return { metrics, ranges: { Left: averages('Left'), Right: averages('Right') }, reps, offDeviceReps: offDeviceRepsPerBucket(offDevice, window) };
}

function offDeviceRepsPerBucket(records: OffDeviceRecord[], window: StatsWindow): number[] {
  const reps = new Array<number>(window.buckets.length).fill(0);
  for (const record of records) {
    const bucket = bucketIndexOf(window, new Date(record.date));
    if (bucket < 0) continue;
    for (const count of Object.values(record.exerciseReps)) reps[bucket] += Number(count) || 0;
  }
  return reps;
}
