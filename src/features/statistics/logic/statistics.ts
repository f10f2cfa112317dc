/**
 * The patient statistics, computed in the browser from the post-session
 * summaries and the exercise sessions done without a device.
 */
import type { PostsessionEntry } from '@rehab/model/collections';
import { POSTSESSION_RANGES } from '@rehab/model/sensors';
import { bucketIndexOf, type StatsWindow, type StatsWindowCode } from '../../../lib/timeWindows';

/** The device types the statistics show, in this order. */
export const STATS_DEVICES = ['Glove', 'Knee Sleeve', 'Pants'] as const;
export type StatsDevice = (typeof STATS_DEVICES)[number];

/** The device type a stored type is shown under: the knee braces are the Knee Sleeve; null for types without statistics. */
export function statsDeviceOf(deviceType: string): StatsDevice | null {
  switch (deviceType) {
    case 'Glove':
    case 'Pants':
      return deviceType;
    case 'Knee Brace':
    case 'Knee Brace 2':
    case 'Knee Sleeve':
      return 'Knee Sleeve';
    default:
      return null;
  }
}

/** The slider's positions, one per time window (0 last week … 3 last year, labelled 'Last Half Year'). */
export const SLIDER_STEPS = [0, 33.33, 66.66, 99.99] as const;
export const SLIDER_STEP = 33.33;
export const DEFAULT_WINDOW: StatsWindowCode = 0;

/** The time window of a slider position: the nearest step. */
export function windowOfSliderValue(value: number): StatsWindowCode {
  let nearest = 0;
  SLIDER_STEPS.forEach((step, i) => {
    if (Math.abs(step - value) < Math.abs(SLIDER_STEPS[nearest] - value)) nearest = i;
  });
  return nearest as StatsWindowCode;
}

export const REPETITIONS = 'repetitions';

/** Repetitions first, then the range metrics of the device type. */
export function metricsOf(device: StatsDevice): readonly string[] {
  return [REPETITIONS, ...(device === 'Glove' ? POSTSESSION_RANGES.glove : POSTSESSION_RANGES.knee)];
}

export interface PostsessionRecord {
  /** ms since epoch */
  startTime: number;
  entries: PostsessionEntry[];
}

export interface OffDeviceRecord {
  /** ms since epoch */
  date: number;
  deviceType: string;
  exerciseReps: Record<string, number>;
}

/** One value of a metric at a moment. */
export interface MetricPoint {
  time: number;
  value: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function numeric(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Each metric of one device type as a series, one point per session, newest
 * first. A session of a glove pair has an entry per side: its repetitions are
 * the larger side's, its ranges the sides' average.
 */
export function metricSeries(records: readonly PostsessionRecord[], device: StatsDevice): Record<string, MetricPoint[]> {
  const metrics = metricsOf(device);
  const series: Record<string, MetricPoint[]> = Object.fromEntries(metrics.map((metric) => [metric, []]));
  const newestFirst = [...records].sort((a, b) => b.startTime - a.startTime);
  for (const record of newestFirst) {
    const entries = record.entries.filter((entry) => statsDeviceOf(entry.deviceType) === device);
    if (entries.length === 0) continue;
    for (const metric of metrics) {
      const values = entries.map((entry) => numeric(entry[metric])).filter((v): v is number => v !== null);
      if (values.length === 0) continue;
      const value = metric === REPETITIONS ? Math.max(...values) : mean(values);
      series[metric].push({ time: record.startTime, value });
    }
  }
  return series;
}

/** The device types that have at least one post-session entry. */
export function devicesWithData(records: readonly PostsessionRecord[]): Set<StatsDevice> {
  const devices = new Set<StatsDevice>();
  for (const record of records) {
    for (const entry of record.entries) {
      const device = statsDeviceOf(entry.deviceType);
      if (device) devices.add(device);
    }
  }
  return devices;
}

/** The cards shown: the device types the patient owns or has sessions of, in the fixed order. */
export function shownDevices(owned: ReadonlySet<StatsDevice>, withData: ReadonlySet<StatsDevice>): StatsDevice[] {
  return STATS_DEVICES.filter((device) => owned.has(device) || withData.has(device));
}

/** Repetitions done without a device: with the hand (glove exercises) or the knee. */
export type OffDeviceKind = 'handReps' | 'kneeReps';

/** Hand reps appear only for glove owners, knee reps only for knee sleeve owners. */
export function offDeviceKindOf(device: StatsDevice, owned: ReadonlySet<StatsDevice>): OffDeviceKind | null {
  if (device === 'Glove' && owned.has('Glove')) return 'handReps';
  if (device === 'Knee Sleeve' && owned.has('Knee Sleeve')) return 'kneeReps';
  return null;
}

/** The off-device records of one kind as a series of their total repetitions, newest first. */
export function offDeviceSeries(records: readonly OffDeviceRecord[], kind: OffDeviceKind): MetricPoint[] {
  const device: StatsDevice = kind === 'handReps' ? 'Glove' : 'Knee Sleeve';
  return records
    .filter((record) => statsDeviceOf(record.deviceType) === device)
    .sort((a, b) => b.date - a.date)
    .map((record) => ({
      time: record.date,
      value: Object.values(record.exerciseReps).reduce((sum, reps) => sum + (numeric(reps) ?? 0), 0),
    }));
}

export interface MetricSummary {
  latest: number;
  average: number;
  /** e.g. '-12.50%', or '0%' */
  change: string;
}

/** Values are shown to two decimals. */
export function formatValue(value: number): string {
  return value.toFixed(2);
}

/**
 * (most recent - average) / average as a percentage with two decimals; '0%'
 * when there is a single record (or the average is 0, where it is undefined).
 */
export function changePercentage(latest: number, average: number, count: number): string {
  if (count <= 1 || average === 0) return '0%';
  return `${(((latest - average) / average) * 100).toFixed(2)}%`;
}

/** A change starting with '-' is green, any other red. */
export function changeVariant(change: string): 'success' | 'danger' {
  return change.startsWith('-') ? 'success' : 'danger';
}

/** Latest value, average and change of a series (newest first); null without points. */
export function summarise(points: readonly MetricPoint[]): MetricSummary | null {
  if (points.length === 0) return null;
  const latest = points[0].value;
  const average = mean(points.map((p) => p.value));
  return { latest, average, change: changePercentage(latest, average, points.length) };
}

/** The average per bucket of the window (null: nothing in that bucket). */
export function bucketAverages(points: readonly MetricPoint[], window: StatsWindow): (number | null)[] {
  const sums = new Array<number>(window.buckets.length).fill(0);
  const counts = new Array<number>(window.buckets.length).fill(0);
  for (const point of points) {
    const bucket = bucketIndexOf(window, new Date(point.time));
    if (bucket < 0) continue;
    sums[bucket] += point.value;
    counts[bucket] += 1;
  }
  return sums.map((sum, i) => (counts[i] ? sum / counts[i] : null));
}

/** Only the records inside the window count (the queries fetch from its start on). */
export function withinWindow<T>(records: readonly T[], timeOf: (record: T) => number, window: StatsWindow): T[] {
  return records.filter((record) => bucketIndexOf(window, new Date(timeOf(record))) >= 0);
}
