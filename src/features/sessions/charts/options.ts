import type { Chart, ChartDataset, ChartOptions } from 'chart.js';
import type { ChartTheme } from '../../../lib/ui/charts/palette';
import { DECIMATION, type Point } from '../logic/series';

/** Tick, grid and border colours of an axis in the theme. */
function axisStyle(theme: ChartTheme) {
  return { ticks: { color: theme.text }, grid: { color: theme.grid }, border: { color: theme.grid } };
}

/** A line series drawn without point markers (they appear on hover), as the data is dense. */
export function lineDataset(label: string, data: Point[], colour: string): ChartDataset<'line', Point[]> {
  return {
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 1.5,
    pointRadius: 0,
    pointHoverRadius: 4,
    pointHitRadius: 6,
    // Faster: Chart.js need not look for gaps (removed points are left out, not blanked).
    spanGaps: true,
  };
}

export type XAxisKind = 'clock' | 'seconds' | 'index';

export interface Marker {
  x: number;
  label: string;
}

export interface LineOptionsInput {
  theme: ChartTheme;
  xAxis: XAxisKind;
  /** formats an x value for ticks and tooltips */
  formatX: (x: number) => string;
  yTitle?: string;
  markers?: Marker[];
  showLegend?: boolean;
  zoomable?: boolean;
  onPointClick?: (point: Point, datasetIndex: number) => void;
}

/**
 * Options of the sensor line charts, built for speed: data already in
 * Chart.js's format (parsing off, sorted: normalized), no animation, min-max
 * decimation of dense series, and a linear x axis.
 */
export function lineOptions(input: LineOptionsInput): ChartOptions<'line'> {
  const { theme, formatX, markers = [], onPointClick } = input;
  const axis = axisStyle(theme);
  return {
    parsing: false,
    normalized: true,
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    scales: {
      x: {
        type: 'linear',
        ...axis,
        ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 12, callback: (value) => formatX(Number(value)) },
      },
      y: { type: 'linear', ...axis, title: { display: Boolean(input.yTitle), text: input.yTitle ?? '', color: theme.text } },
    },
    plugins: {
      decimation: DECIMATION,
      legend: { display: input.showLegend ?? false, labels: { color: theme.text, boxWidth: 12 } },
      tooltip: { callbacks: { title: (items) => (items.length ? formatX(items[0].parsed.x ?? 0) : '') } },
      annotation: {
        annotations: markers.map((marker, i) => ({
          type: 'line' as const,
          scaleID: 'x',
          value: marker.x,
          borderColor: theme.annotation,
          borderWidth: 1,
          borderDash: [4, 4],
          label: {
            // On a narrow or zoomed-out chart, a label that would overlap the one before it is left out.
            display: ({ chart }: { chart: Chart }) => markerLabelsShown(chart, markers)[i],
            content: marker.label,
            position: 'start' as const,
            color: theme.text,
            backgroundColor: 'transparent',
            font: { size: 10 },
          },
        })),
      },
      zoom: input.zoomable
        ? {
            zoom: { mode: 'x', drag: { enabled: true, threshold: 8 }, pinch: { enabled: true }, wheel: { enabled: true, modifierKey: 'ctrl' } },
            pan: { enabled: true, mode: 'x', modifierKey: 'shift' },
          }
        : undefined,
    },
    onClick: onPointClick
      ? (event, _elements, chart) => {
          const [hit] = chart.getElementsAtEventForMode(event as unknown as Event, 'nearest', { intersect: false, axis: 'x' }, false);
          if (!hit) return;
          const point = chart.data.datasets[hit.datasetIndex].data[hit.index] as Point | undefined;
          if (point) onPointClick(point, hit.datasetIndex);
        }
      : undefined,
  };
}

/** Movement labels are drawn in 10 px type: about 6 px per character, plus padding. */
const LABEL_CHAR_PX = 6;
const LABEL_PADDING_PX = 12;

/**
 * Which labels of markers at these x pixels fit, left to right: a label is
 * shown when it keeps clear of the last label shown. Markers outside
 * [left, right] (scrolled away when zoomed) are not shown.
 */
export function fittingLabels(pixels: number[], widths: number[], left: number, right: number): boolean[] {
  const shown = pixels.map(() => false);
  const order = pixels.map((_, i) => i).sort((a, b) => pixels[a] - pixels[b]);
  let lastEdge = -Infinity;
  for (const i of order) {
    if (pixels[i] < left || pixels[i] > right) continue;
    if (pixels[i] - widths[i] / 2 < lastEdge) continue;
    shown[i] = true;
    lastEdge = pixels[i] + widths[i] / 2;
  }
  return shown;
}

function markerLabelsShown(chart: Chart, markers: Marker[]): boolean[] {
  const { x } = chart.scales;
  if (!x) return markers.map(() => true);
  return fittingLabels(
    markers.map((m) => x.getPixelForValue(m.x)),
    markers.map((m) => m.label.length * LABEL_CHAR_PX + LABEL_PADDING_PX),
    chart.chartArea.left,
    chart.chartArea.right,
  );
}

/**
 * Options of the post-session bar charts: category x axis (time buckets)
 * whose ticks show `tick(label)`, the short form of a bucket's label.
 */
export function barOptions(theme: ChartTheme, tick: (label: string) => string): ChartOptions<'bar'> {
  const axis = axisStyle(theme);
  return {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    scales: {
      x: {
        type: 'category',
        ...axis,
        ticks: {
          ...axis.ticks,
          // Category ticks receive the index: the axis shows the short form of the label.
          callback(value) {
            return tick(String(this.getLabelForValue(Number(value))));
          },
        },
      },
      y: { type: 'linear', beginAtZero: true, ...axis },
    },
    plugins: { legend: { labels: { color: theme.text, boxWidth: 12 } } },
  };
}

const clockFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** A sample's moment to the millisecond, in the user's language: samples of a 100 Hz series share their second. */
export function formatSampleTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  }).format(ms);
}

/** x formatters: wall-clock time of a timestamp, seconds, or a sample's position. */
export const X_FORMATTERS: Record<XAxisKind, (x: number) => string> = {
  clock: (x) => clockFormat.format(x),
  seconds: (x) => `${Math.round(x * 10) / 10} s`,
  index: (x) => String(x),
};
