import { useEffect, useMemo } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from '../../api/sensorData';
import { ChartCanvas } from '../../charts/ChartCanvas';
import { lineDataset, lineOptions, X_FORMATTERS } from '../../charts/options';
import { useChartTheme } from '../../hooks/useChartTheme';
import type { Loaded } from '../../hooks/useLoad';
import { afterPaint } from '../../perfMarks';
import { percentChange, withoutRemoved } from '../../logic/series';
import type { SessionChartContext } from './chartContext';

export interface LineSpec {
  key: string;
  label: string;
  colour: string;
}

interface SensorLineChartProps {
  ctx: SessionChartContext;
  title: string;
  /** the series to draw, looked up in `series` by key */
  lines: LineSpec[];
  series: Map<string, ChartSeries> | undefined;
  percent?: boolean;
  /** the chart is on screen: it signals when painted */
  active: boolean;
  height?: number;
}

/** One line chart of a session: removed points left out, movement markers, zoom, and point clicks in Edit mode. */
export function SensorLineChart({ ctx, title, lines, series, percent = false, active, height }: SensorLineChartProps) {
  const { t } = useTranslation('sessions');
  const theme = useChartTheme();
  const { removed, markers, onPointClick, onPainted } = ctx;
  const timed = lines.some((line) => series?.get(line.key)?.timed);

  const data = useMemo(() => {
    if (!series) return null;
    return {
      datasets: lines.map((line) => {
        const visible = withoutRemoved(series.get(line.key)?.points ?? [], removed);
        return lineDataset(line.label, percent ? percentChange(visible) : visible, line.colour);
      }),
    };
  }, [series, lines, removed, percent]);

  const options = useMemo(() => {
    const xAxis = timed ? 'clock' : 'index';
    return lineOptions({
      theme,
      xAxis,
      formatX: X_FORMATTERS[xAxis],
      yTitle: percent ? t('percentChangeAxis') : undefined,
      markers: timed ? markers : [],
      showLegend: true,
      zoomable: true,
      onPointClick: onPointClick && ((point, datasetIndex) => onPointClick(point, lines[datasetIndex]?.label ?? '')),
    });
  }, [theme, timed, percent, markers, onPointClick, lines, t]);

  const ready = data !== null;
  useEffect(() => (active && ready ? afterPaint(onPainted) : undefined), [active, ready, onPainted]);

  return (
    <figure className="mb-4">
      <figcaption className="fw-semibold small mb-1">{title}</figcaption>
      {data ? (
        <ChartCanvas type="line" data={data} options={options} label={title} height={height} />
      ) : (
        <div className="d-flex align-items-center justify-content-center bg-body-tertiary rounded" style={{ height: height ?? 300 }}>
          <Spinner animation="border" size="sm" role="status" aria-label={t('loadingChart')} />
        </div>
      )}
    </figure>
  );
}

/** The loading error of a panel's series, shown above its charts. */
export function SeriesError({ loaded }: { loaded: Loaded<unknown> }) {
  const { t } = useTranslation('sessions');
  if (loaded.status !== 'error') return null;
  return <Alert variant="danger">{t('chartDataError', { message: loaded.error.message })}</Alert>;
}
