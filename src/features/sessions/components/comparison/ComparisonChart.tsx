import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { Side } from '@rehab/model/collections';
import { normaliseDeviceType } from '@rehab/model/sensors';
import { queryErrorMessage } from '../../../../lib/store/errors';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import { ChartCanvas } from '../../charts/ChartCanvas';
import { COMPARISON_COLOURS } from '../../../../lib/ui/charts/palette';
import { lineDataset, lineOptions, X_FORMATTERS } from '../../charts/options';
import { useChartTheme } from '../../hooks/useChartTheme';
import { useComparedSeries } from '../../hooks/useSensorPoints';
import { sensorTitle } from '../../logic/catalogue';
import type { SessionSummary } from '../../logic/sessionList';
import { toElapsedSeconds, withoutRemoved } from '../../logic/series';

interface ComparisonChartProps {
  deviceType: string;
  sensor: string;
  side: Side;
  sessions: SessionSummary[];
  devices: ReadonlyMap<string, DeviceInfo>;
}

/** One sensor on one side for up to three sessions, on a numeric axis of seconds from each session's start. */
export function ComparisonChart({ deviceType, sensor, side, sessions, devices }: ComparisonChartProps) {
  const { t } = useTranslation('sessions');
  const theme = useChartTheme();
  const sources = useMemo(
    () =>
      sessions.map((session) => ({
        session,
        sessionId: session.id,
        deviceId: session.devices.find((id) => {
          const d = devices.get(id);
          return d && d.side === side && normaliseDeviceType(d.deviceType) === deviceType;
        }),
      })),
    [sessions, devices, side, deviceType],
  );
  const loaded = useComparedSeries(sensor, side, sources);
  const data = useMemo(() => {
    if (!loaded.data) return null;
    const loadedSeries = loaded.data;
    return {
      datasets: sources.flatMap(({ session }, i) => {
        const series = loadedSeries[i];
        if (!series) return [];
        const visible = withoutRemoved(series.points, new Set(session.removedTimePoints));
        return [lineDataset(`#${session.index} ${session.id}`, series.timed ? toElapsedSeconds(visible) : visible, COMPARISON_COLOURS[i])];
      }),
    };
  }, [loaded.data, sources]);
  const options = useMemo(
    () => lineOptions({ theme, xAxis: 'seconds', formatX: X_FORMATTERS.seconds, showLegend: true, zoomable: true }),
    [theme],
  );
  const title = `${sensorTitle(deviceType, sensor)} · ${t(`side.${side}`)}`;

  return (
    <figure className="mb-4 position-relative">
      <figcaption className="fw-semibold small mb-1">{title}</figcaption>
      {loaded.error && <Alert variant="danger">{t('chartDataError', { message: queryErrorMessage(loaded.error) })}</Alert>}
      <div className="position-relative" style={{ minHeight: 300 }}>
        {data && <ChartCanvas type="line" data={data} options={options} label={title} />}
        {loaded.isLoading && (
          <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-body bg-opacity-75" role="status">
            <Spinner animation="border" aria-hidden />
            <span className="visually-hidden">{t('loadingChart')}</span>
          </div>
        )}
      </div>
    </figure>
  );
}
