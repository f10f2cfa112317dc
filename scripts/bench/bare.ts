/**
 * The yardstick: the same chart as the app's first glove chart, drawn by
 * Chart.js directly with the app's performance settings (no React, no
 * Firestore, no annotation or zoom plugins). Bundled by the bench with esbuild.
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

declare global {
  interface Window {
    /** Builds the points, draws the chart and resolves with the ms until it is painted. */
    renderBare(series: BareSeries[], width: number): Promise<number>;
  }
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
  new Chart(container.querySelector('canvas')!, {
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
  return performance.now() - started;
};
