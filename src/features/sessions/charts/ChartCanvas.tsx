import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import type { ZoomPluginOptions } from 'chartjs-plugin-zoom/types/options';
import { useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Chart as ReactChart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
// Registers the Chart.js parts the charts use.
import './setup';
import type { Chart } from './setup';

interface ChartCanvasProps<T extends ChartType> {
  type: T;
  data: ChartData<T>;
  options: ChartOptions<T>;
  /** accessible name of the chart */
  label: string;
  height?: number;
}

/**
 * A Chart.js chart (react-chartjs-2), updated in place without animation when
 * `data` or `options` change, so callers memoise both. With the zoom plugin
 * on, a Reset zoom button appears once zoomed.
 */
export function ChartCanvas<T extends ChartType>({ type, data, options, label, height = 300 }: ChartCanvasProps<T>) {
  const { t } = useTranslation('sessions');
  const chart = useRef<Chart<T>>(null);
  const [zoomed, setZoomed] = useState(false);
  const zoomTracked = useMemo(() => trackZoom(options, setZoomed), [options]);

  return (
    // Charts read left to right in every language (time runs rightwards; '-5' keeps its sign in front).
    <div className="position-relative" style={{ height }} dir="ltr">
      <ReactChart ref={chart} type={type} data={data} options={zoomTracked} updateMode="none" role="img" aria-label={label} />
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
