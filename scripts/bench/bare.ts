/**
 * The yardstick: the same chart as the app's first glove chart, drawn by
 * Chart.js directly with the app's performance settings (no React, no
 * Firestore, no annotation or zoom plugins). Bundled by the bench with Vite.
 */
import { Chart, Decimation, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { DECIMATION } from '../../src/features/sessions/logic/series';

Chart.register(LineController, LineElement, PointElement, LinearScale, Decimation, Legend, Tooltip);

export interface BareSeries {
  label: string;
  colour: string;
  x: number[];
  y: number[];
}

/** What the bare page measured: paint time, and what decimation drew of each series. */
export interface BareResult {
  /** ms from building the points to the chart painted */
  paint: number;
  series: { total: number; drawn: number; peaksKept: boolean }[];
}

declare global {
  interface Window {
    /** Builds the points, draws the chart and resolves when it is painted. */
    renderBare(series: BareSeries[], width: number): Promise<BareResult>;
  }
}

/** The lowest and highest value of a series. */
function extremes(values: readonly number[]): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return [low, high];
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

window.renderBare = async (series, width) => {
  const container = document.getElementById('chart')!;
  container.style.width = `${width}px`;
  const started = performance.now();
  const datasets = series.map((s) => {
    const data = new Array<{ x: number; y: number }>(s.x.length);
    for (let i = 0; i < s.x.length; i++) data[i] = { x: s.x[i], y: s.y[i] };
    return { label: s.label, data, borderColor: s.colour, backgroundColor: s.colour, borderWidth: 1.5, pointRadius: 0, pointHoverRadius: 4, spanGaps: true };
  });
  const chart = new Chart(container.querySelector('canvas')!, {
    type: 'line',
    data: { datasets },
    options: {
      parsing: false,
      normalized: true,
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'nearest', axis: 'x', intersect: false },
      scales: { x: { type: 'linear' }, y: { type: 'linear' } },
      plugins: { decimation: DECIMATION },
    },
  });
  await nextFrame();
  await nextFrame();
  const paint = performance.now() - started;
  // With decimation on, a dataset's data is what Chart.js draws; the full series is kept apart.
  return {
    paint,
    series: series.map((s, i) => {
      const drawn = chart.data.datasets[i].data as { y: number }[];
      const [low, high] = extremes(s.y);
      const [drawnLow, drawnHigh] = extremes(drawn.map((p) => p.y));
      return { total: s.y.length, drawn: drawn.length, peaksKept: low === drawnLow && high === drawnHigh };
    }),
  };
};
