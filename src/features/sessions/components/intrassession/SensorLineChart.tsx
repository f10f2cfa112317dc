import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../../lib/store/errors';
import type { ChartSeries } from '../../api/sensorData';
import { ChartCanvas, type KeyboardPicking } from '../../charts/ChartCanvas';
import { formatSampleTime, lineDataset, lineOptions, X_FORMATTERS } from '../../charts/options';
import { useChartTheme } from '../../hooks/useChartTheme';
import type { SensorRead } from '../../hooks/useSensorRead';
import { afterPaint, markFullResolutionPainted } from '../../perfMarks';
import { percentChange, withoutRemoved, type Point } from '../../logic/series';
import type { SessionChartContext } from './chartContext';

export interface LineSpec {
  key: string;
  label: string;
  colour: string;
}

/** The series of a panel's charts, keyed `${deviceId}|${sensor}`. */
export type LoadedSeries = SensorRead<Map<string, ChartSeries>>;

interface SensorLineChartProps {
  ctx: SessionChartContext;
  title: string;
  /** the series to draw, looked up in `loaded` by key */
  lines: LineSpec[];
  loaded: LoadedSeries;
  percent?: boolean;
  /** the chart is on screen: it signals when painted (or when there is nothing to paint) */
  active: boolean;
  height?: number;
}

const DEFAULT_HEIGHT = 300;

/** One line chart of a session: removed points left out, movement markers, zoom, and point clicks in Edit mode. */
export function SensorLineChart({ ctx, title, lines, loaded, percent = false, active, height = DEFAULT_HEIGHT }: SensorLineChartProps) {
  const { t, i18n } = useTranslation('sessions');
  const theme = useChartTheme();
  const { removed, markers, onPointClick, onPainted } = ctx;
  const series = loaded.data;
  const timed = lines.some((line) => series?.get(line.key)?.timed);
  // An overview is painted until the full series arrives: points are picked from the full series only.
  const overview = lines.some((line) => series?.get(line.key)?.overview);

  const data = useMemo(() => {
    if (!series) return null;
    return {
      datasets: lines.map((line) => {
        const visible = withoutRemoved(series.get(line.key)?.points ?? [], removed);
        return lineDataset(line.label, percent ? percentChange(visible) : visible, line.colour);
      }),
    };
  }, [series, lines, removed, percent]);
  const empty = data !== null && lines.every((line) => (series?.get(line.key)?.points.length ?? 0) === 0);

  // removedTimePoints holds timestamps: a series without a time axis offers no point for removal.
  const pickPoint = useMemo(
    () => (timed && !overview && onPointClick ? (point: Point, datasetIndex: number) => onPointClick(point, lines[datasetIndex]?.label ?? '') : undefined),
    [timed, overview, onPointClick, lines],
  );
  const keyboard = useMemo<KeyboardPicking | undefined>(
    () =>
      pickPoint && {
        hint: t('keyboardPointHint'),
        describe: (point, datasetIndex) =>
          t('pointDescription', { series: lines[datasetIndex]?.label ?? '', time: formatSampleTime(point.x, i18n.language), value: point.y }),
        onPick: pickPoint,
      },
    [pickPoint, lines, t, i18n.language],
  );

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
      onPointClick: pickPoint,
    });
  }, [theme, timed, percent, markers, pickPoint, t]);

  // A chart with nothing to wait for (drawn, empty or failed) ends the chart loading state once on screen.
  const settled = data !== null || loaded.error !== undefined;
  useEffect(() => (active && settled ? afterPaint(onPainted) : undefined), [active, settled, onPainted]);
  const fullResolution = data !== null && !overview;
  useEffect(() => (active && fullResolution ? afterPaint(markFullResolutionPainted) : undefined), [active, fullResolution]);

  return (
    <figure className="mb-4" aria-busy={overview || undefined}>
      <figcaption className="fw-semibold small mb-1">
        {title}
        {/* Points cannot be picked from the overview: say why a click does nothing yet. */}
        {overview && (
          <span role="status" className="ms-2 fw-normal text-body-secondary">
            {t('loadingFullResolution')}
          </span>
        )}
      </figcaption>
      {data && !empty ? (
        <ChartCanvas type="line" data={data} options={options} label={title} height={height} keyboard={keyboard} />
      ) : (
        <div className="d-flex align-items-center justify-content-center bg-body-tertiary rounded text-body-secondary small" style={{ height }}>
          {loaded.isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('loadingChart')} />}
          {empty && t('noChartData')}
          {loaded.error && t('chartUnavailable')}
        </div>
      )}
    </figure>
  );
}

/** The loading error of a panel's series, shown above its charts. */
export function SeriesError({ loaded }: { loaded: SensorRead<unknown> }) {
  const { t } = useTranslation('sessions');
  if (!loaded.error) return null;
  return <Alert variant="danger">{t('chartDataError', { message: queryErrorMessage(loaded.error) })}</Alert>;
}
