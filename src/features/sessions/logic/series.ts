/** A chart point in Chart.js's internal format (parsing: false). */
export interface Point {
  x: number;
  y: number;
}

/** The x of every sample (its timestamp in ms) and its value, at full resolution. */
export interface Series {
  x: Float64Array;
  y: Float64Array;
}

/**
 * Chart points built once from the full-resolution arrays. Without a time
 * axis (x missing) the sample's position is used.
 */
export function toPoints(series: Series): Point[] {
  const { x, y } = series;
  const n = Math.min(x.length, y.length);
  const points = new Array<Point>(n);
  for (let i = 0; i < n; i++) points[i] = { x: x[i], y: y[i] };
  return points;
}

/** The points whose timestamps the clinician has not removed. */
export function withoutRemoved(points: Point[], removed: ReadonlySet<number>): Point[] {
  return removed.size === 0 ? points : points.filter((p) => !removed.has(p.x));
}

/** x as seconds since the first point (sessions compared side by side start at 0). */
export function toElapsedSeconds(points: Point[]): Point[] {
  if (points.length === 0) return points;
  const first = points[0].x;
  return points.map((p) => ({ x: (p.x - first) / 1000, y: p.y }));
}

/**
 * Percentage change of every value from the first value of the series
 * (gaps where it is undefined because the first value is 0).
 */
export function percentChange(points: Point[]): Point[] {
  if (points.length === 0) return points;
  const first = points[0].y;
  return points.map((p) => ({ x: p.x, y: first === 0 ? NaN : ((p.y - first) / first) * 100 }));
}

/**
 * Display-only down-sampling: Chart.js's min-max decimation keeps, for each
 * pixel column, the first, lowest, highest and last sample, so every peak
 * stays on screen; it is recomputed for the visible range when zoomed, so
 * zooming in reaches every sample. It applies to series of at least
 * DECIMATION_MIN_POINTS visible points; exports always use the
 * full-resolution arrays.
 */
export const DECIMATION_MIN_POINTS = 5000;

export const DECIMATION = {
  enabled: true,
  algorithm: 'min-max',
  // Chart.js decimates above the threshold.
  threshold: DECIMATION_MIN_POINTS - 1,
} as const;
