import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import type { ZoomPluginOptions } from 'chartjs-plugin-zoom/types/options';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Chart } from './setup';

interface ChartCanvasProps<T extends ChartType> {
  type: T;
  data: ChartData<T>;
  options: ChartOptions<T>;
  /** accessible name of the chart */
  label: string;
  height?: number;
}

/**
 * A Chart.js chart on a canvas. The chart is created once and updated in
 * place (without animation) when `data` or `options` change, so callers
 * memoise both. With the zoom plugin on, a Reset zoom button appears once zoomed.
 */
export function ChartCanvas<T extends ChartType>({ type, data, options, label, height = 300 }: ChartCanvasProps<T>) {
  const { t } = useTranslation('sessions');
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<T> | null>(null);
  const [zoomed, setZoomed] = useState(false);
  /** the props the chart shows, so that an unchanged render does not update it */
  const applied = useRef({ data, options });

  useEffect(() => {
    const { data: initialData, options: initialOptions } = applied.current;
    chart.current = new Chart(canvas.current!, { type, data: initialData, options: trackZoom(initialOptions, setZoomed) });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [type]);

  useEffect(() => {
    const current = chart.current;
    if (!current || (applied.current.data === data && applied.current.options === options)) return;
    applied.current = { data, options };
    current.data = data;
    current.options = trackZoom(options, setZoomed);
    current.update('none');
  }, [data, options]);

  return (
    <div className="position-relative" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
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
