import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import type { ZoomPluginOptions } from 'chartjs-plugin-zoom/types/options';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { Chart as ReactChart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { Point } from '../logic/series';
import { movedPoint, type ActivePoint } from './keyboardPoints';
// Registers the Chart.js parts the charts use.
import './setup';
import type { Chart } from './setup';

/** Choosing a point with the keyboard (line charts in Edit mode). */
export interface KeyboardPicking {
  /** what the keys do, read out when the chart gets the focus */
  hint: string;
  /** the chosen point, read out as it moves */
  describe: (point: Point, datasetIndex: number) => string;
  /** Enter or Delete on the chosen point */
  onPick: (point: Point, datasetIndex: number) => void;
}

interface ChartCanvasProps<T extends ChartType> {
  type: T;
  data: ChartData<T>;
  options: ChartOptions<T>;
  /** accessible name of the chart */
  label: string;
  height?: number;
  /** set: the chart takes the focus, and the arrow keys choose a point */
  keyboard?: KeyboardPicking;
}

/**
 * A Chart.js chart (react-chartjs-2), updated in place without animation when
 * `data` or `options` change, so callers memoise both. With the zoom plugin
 * on, a Reset zoom button appears once zoomed.
 */
export function ChartCanvas<T extends ChartType>({ type, data, options, label, height = 300, keyboard }: ChartCanvasProps<T>) {
  const { t } = useTranslation('sessions');
  const chart = useRef<Chart<T>>(null);
  const hintId = useId();
  const seriesId = useId();
  // The canvas draws the legend: its series are also given as text, for screen readers.
  const seriesNames = data.datasets.map((d) => d.label).filter(Boolean).join(', ');
  const [zoomed, setZoomed] = useState(false);
  const [active, setActive] = useState<{ at: ActivePoint; text: string } | null>(null);
  const zoomTracked = useMemo(() => trackZoom(options, setZoomed), [options, setZoomed]);

  const drawnPoints = (c: Chart<T>) => c.data.datasets.map((d, i) => (c.isDatasetVisible(i) ? (d.data as unknown as Point[]) : null));
  const show = (c: Chart<T>, at: ActivePoint | null) => {
    const elements = at ? [at] : [];
    const element = at && c.getDatasetMeta(at.datasetIndex).data[at.index];
    c.setActiveElements(elements);
    c.tooltip?.setActiveElements(elements, { x: element?.x ?? 0, y: element?.y ?? 0 });
    c.update('none');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const c = chart.current;
    if (!keyboard || !c) return;
    const series = drawnPoints(c);
    if ((e.key === 'Enter' || e.key === 'Delete') && active) {
      const point = series[active.at.datasetIndex]?.[active.at.index];
      if (!point) return;
      e.preventDefault();
      keyboard.onPick(point, active.at.datasetIndex);
      return;
    }
    if (e.key === 'Escape' && active) {
      e.preventDefault();
      setActive(null);
      show(c, null);
      return;
    }
    const next = movedPoint(active?.at ?? null, e.key, series);
    if (!next || (active && next === active.at)) return;
    e.preventDefault();
    const point = series[next.datasetIndex]![next.index];
    setActive({ at: next, text: keyboard.describe(point, next.datasetIndex) });
    show(c, next);
  };
  const onBlur = () => {
    if (!active) return;
    setActive(null);
    if (chart.current) show(chart.current, null);
  };

  return (
    // Charts read left to right in every language (time runs rightwards; '-5' keeps its sign in front).
    <div
      className={keyboard ? 'position-relative sessions-chart-keyboard' : 'position-relative'}
      style={{ height }}
      dir="ltr"
      {...(keyboard && { tabIndex: 0, role: 'group', 'aria-label': label, 'aria-describedby': hintId, onKeyDown, onBlur })}
    >
      <ReactChart
        ref={chart}
        type={type}
        data={data}
        options={zoomTracked}
        updateMode="none"
        role="img"
        aria-label={label}
        aria-describedby={seriesNames ? seriesId : undefined}
      />
      {seriesNames && (
        <span id={seriesId} className="visually-hidden">
          {t('chartSeries', { names: seriesNames })}
        </span>
      )}
      {keyboard && (
        <>
          <span id={hintId} className="visually-hidden">
            {keyboard.hint}
          </span>
          <span className="visually-hidden" aria-live="polite">
            {active?.text ?? ''}
          </span>
        </>
      )}
      {zoomed && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="position-absolute top-0 end-0 m-1"
          onClick={() => {
            chart.current?.resetZoom('none');
            setZoomed(false);
          }}
        >
          {t('resetZoom')}
        </Button>
      )}
    </div>
  );
}

/** Adds zoom and pan hooks that tell the component whether the chart is zoomed. */
function trackZoom<T extends ChartType>(options: ChartOptions<T>, setZoomed: (zoomed: boolean) => void): ChartOptions<T> {
  const plugins = (options as { plugins?: { zoom?: ZoomPluginOptions } }).plugins;
  const zoom = plugins?.zoom;
  if (!zoom?.zoom) return options;
  const report = ({ chart }: { chart: Chart }) => setZoomed(chart.isZoomedOrPanned());
  return {
    ...options,
    plugins: { ...plugins, zoom: { ...zoom, zoom: { ...zoom.zoom, onZoomComplete: report }, pan: { ...zoom.pan, onPanComplete: report } } },
  } as ChartOptions<T>;
}
