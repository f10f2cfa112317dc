import { useId, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { StatsWindow } from '../../../lib/timeWindows';
import {
  bucketAverages,
  changeVariant,
  formatValue,
  metricSeries,
  metricsOf,
  offDeviceSeries,
  summarise,
  type MetricPoint,
  type OffDeviceKind,
  type OffDeviceRecord,
  type PostsessionRecord,
  type StatsDevice,
} from '../logic/statistics';
import { OFF_DEVICE_COLOUR, SESSION_COLOUR } from '../../../lib/ui/charts/palette';
import { StatsChart } from './StatsChart';

interface DeviceStatsCardProps {
  device: StatsDevice;
  window: StatsWindow;
  postsessions: readonly PostsessionRecord[];
  offDevice: readonly OffDeviceRecord[];
  /** the off-device repetitions shown on this card, if any */
  offDeviceKind: OffDeviceKind | null;
}

interface Row {
  key: string;
  label: string;
  points: MetricPoint[];
  colour: string;
}

/** One device type: latest, average and change of each metric, and a chart of the chosen one per bucket. */
export function DeviceStatsCard({ device, window, postsessions, offDevice, offDeviceKind }: DeviceStatsCardProps) {
  const { t, i18n } = useTranslation('statistics');
  const chartSelectId = useId();
  const [chosen, setChosen] = useState<string>('repetitions');
  const deviceName = t(`devices.${device}`);

  const rows = useMemo<Row[]>(() => {
    const series = metricSeries(postsessions, device);
    const sessionRows = metricsOf(device).map((metric) => ({ key: metric, label: t(`metrics.${metric}`), points: series[metric], colour: SESSION_COLOUR }));
    if (!offDeviceKind) return sessionRows;
    const offDeviceRow = { key: offDeviceKind, label: t(`offDevice.${offDeviceKind}`), points: offDeviceSeries(offDevice, offDeviceKind), colour: OFF_DEVICE_COLOUR };
    return [...sessionRows, offDeviceRow];
  }, [postsessions, offDevice, device, offDeviceKind, t]);

  const chartRow = rows.find((row) => row.key === chosen) ?? rows[0];
  const values = useMemo(() => bucketAverages(chartRow.points, window), [chartRow.points, window]);
  const hasData = rows.some((row) => row.points.length > 0);

  return (
    <Card className="h-100" data-testid={`statistics-${device}`}>
      <Card.Header as="h3" className="h6 mb-0">
        {deviceName}
      </Card.Header>
      <Card.Body className="p-2 p-sm-3">
        {!hasData ? (
          <p className="text-body-secondary mb-0">{t('noDeviceData')}</p>
        ) : (
          <>
            <Table size="sm" responsive className="small align-middle mb-3">
              <caption className="visually-hidden">{t('tableCaption', { device: deviceName })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.metric')}</th>
                  <th scope="col" className="text-end">
                    {t('columns.latest')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('columns.average')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('columns.change')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <MetricRow key={row.key} label={row.label} points={row.points} />
                ))}
              </tbody>
            </Table>
            <Form.Group controlId={chartSelectId} className="mb-2">
              <Form.Label className="small mb-1">{t('chartMetric')}</Form.Label>
              <Form.Select size="sm" value={chartRow.key} onChange={(event) => setChosen(event.target.value)}>
                {rows.map((row) => (
                  <option key={row.key} value={row.key}>
                    {row.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <StatsChart
              window={window}
              values={values}
              seriesLabel={chartRow.label}
              colour={chartRow.colour}
              label={t('chartLabel', { device: deviceName, metric: chartRow.label })}
              language={i18n.language}
            />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function MetricRow({ label, points }: { label: string; points: MetricPoint[] }) {
  const { t } = useTranslation('statistics');
  const summary = summarise(points);
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {label}
      </th>
      {summary ? (
        <>
          <td className="text-end text-nowrap" dir="ltr">
            {formatValue(summary.latest)}
          </td>
          <td className="text-end text-nowrap" dir="ltr">
            {formatValue(summary.average)}
          </td>
          <td className={`text-end text-nowrap fw-semibold text-${changeVariant(summary.change)}`} dir="ltr">
            {summary.change}
          </td>
        </>
      ) : (
        <td colSpan={3} className="text-end text-body-secondary">
          {t('noValues')}
        </td>
      )}
    </tr>
  );
}
