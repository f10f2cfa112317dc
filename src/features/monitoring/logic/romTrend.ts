/**
 * Range-of-motion trends: per session, the main angle metric of each device
 * type (the largest angle reached), per side, with a least-squares trend line.
 */
import type { PostsessionEntry } from '@rehab/model/collections';
import { MAIN_ROM_METRIC, normaliseDeviceType } from '@rehab/model/sensors';

export interface RomPoint {
  /** ms since epoch */
  x: number;
  y: number;
}

export interface RomSeries {
  side: string;
  points: RomPoint[];
  /** the trend line's two ends; null with fewer than two sessions */
  trend: [RomPoint, RomPoint] | null;
}

export interface RomTrend {
  deviceType: string;
  metric: string;
  series: RomSeries[];
}

/** Least-squares line through the points, drawn from the first to the last x. */
export function trendLine(points: readonly RomPoint[]): [RomPoint, RomPoint] | null {
  if (points.length < 2) return null;
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  const slope = sxx === 0 ? 0 : points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) / sxx;
  const at = (x: number) => ({ x, y: meanY + slope * (x - meanX) });
  const xs = points.map((p) => p.x);
  return [at(Math.min(...xs)), at(Math.max(...xs))];
}

/** The trends of the device types given (those with a main metric), from post-session summaries. */
export function romTrends(records: readonly { startTime: number; entries: PostsessionEntry[] }[], deviceTypes: readonly string[]): RomTrend[] {
  const types = [...new Set(deviceTypes.map(normaliseDeviceType))].filter((type) => MAIN_ROM_METRIC[type]).sort();
  return types.map((deviceType) => {
    const metric = MAIN_ROM_METRIC[deviceType];
    const bySide = new Map<string, RomPoint[]>();
    for (const record of records) {
      for (const entry of record.entries) {
        const value = entry[metric];
        if (normaliseDeviceType(entry.deviceType) !== deviceType || typeof value !== 'number') continue;
        bySide.set(entry.side, [...(bySide.get(entry.side) ?? []), { x: record.startTime, y: value }]);
      }
    }
    const series = [...bySide]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([side, points]) => {
        const sorted = [...points].sort((a, b) => a.x - b.x);
        return { side, points: sorted, trend: trendLine(sorted) };
      });
    return { deviceType, metric, series };
  });
}
