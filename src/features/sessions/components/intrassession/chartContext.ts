import type { DeviceInfo } from '../../api/sessionsFirestore';
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

/** What the charts of one device type in a session get. */
export interface DeviceChartsProps {
  ctx: SessionChartContext;
  deviceType: string;
  /** the session's devices of that type, Left first */
  devices: DeviceInfo[];
}
