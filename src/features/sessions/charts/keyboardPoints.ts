import type { Point } from '../logic/series';

/** The point chosen with the keyboard: a series and a point of what the chart draws. */
export interface ActivePoint {
  datasetIndex: number;
  index: number;
}

/** PageUp / PageDown move by a twentieth of the series. */
const PAGE_FRACTION = 20;

/** The index of the point whose x is nearest to `x` (points sorted by x). */
function nearestIndex(points: readonly Point[], x: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (points[mid].x < x) low = mid + 1;
    else high = mid;
  }
  return low > 0 && Math.abs(points[low - 1].x - x) <= Math.abs(points[low].x - x) ? low - 1 : low;
}

/**
 * Where a key moves the chosen point: Left/Right one point, PageUp/PageDown
 * a twentieth, Home/End to the ends, Up/Down to the next series shown (at the
 * nearest moment). `series` holds the drawn points of each series, null for a
 * hidden one. Returns `current` for any other key; the first key pressed
 * chooses the first point of the first series shown.
 */
export function movedPoint(current: ActivePoint | null, key: string, series: readonly (readonly Point[] | null)[]): ActivePoint | null {
  const shown = series.map((points, i) => (points && points.length > 0 ? i : -1)).filter((i) => i >= 0);
  if (shown.length === 0) return null;
  const at = current && shown.includes(current.datasetIndex) ? current : null;
  if (!at) return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key) ? { datasetIndex: shown[0], index: 0 } : null;
  const points = series[at.datasetIndex]!;
  const last = points.length - 1;
  const page = Math.max(1, Math.round(points.length / PAGE_FRACTION));
  const clamp = (index: number) => ({ datasetIndex: at.datasetIndex, index: Math.min(last, Math.max(0, index)) });
  switch (key) {
    case 'ArrowRight':
      return clamp(at.index + 1);
    case 'ArrowLeft':
      return clamp(at.index - 1);
    case 'PageDown':
      return clamp(at.index + page);
    case 'PageUp':
      return clamp(at.index - page);
    case 'Home':
      return clamp(0);
    case 'End':
      return clamp(last);
    case 'ArrowDown':
    case 'ArrowUp': {
      const position = shown.indexOf(at.datasetIndex);
      const next = shown[(position + (key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length];
      const x = points[Math.min(at.index, last)].x;
      return { datasetIndex: next, index: nearestIndex(series[next]!, x) };
    }
    default:
      return at;
  }
}
