import type { Marker } from '../../charts/options';
import type { Point } from '../../logic/series';

/** What every chart of the open session shares. */
export interface SessionChartContext {
  sessionId: string;
  /** timestamps removed by a clinician: not drawn */
  removed: ReadonlySet<number>;
  /** movement start times, drawn as vertical lines */
  markers: Marker[];
  /** set in Edit mode: a clicked point is offered for removal */
  onPointClick?: (point: Point, seriesLabel: string) => void;
  /** the chart on screen is painted */
  onPainted: () => void;
}
