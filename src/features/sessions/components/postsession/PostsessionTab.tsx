import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo, useState } from 'react';
import { Alert, ButtonGroup, Card, Form, Spinner, ToggleButton } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { axisLabel, bucketLabel, STATS_WINDOW_CODES, statsWindow, type StatsWindowCode } from '../../../../lib/timeWindows';
import { fetchPostsessions } from '../../api/postsessionsApi';
import { ChartCanvas } from '../../charts/ChartCanvas';
import type { ChartTheme } from '../../charts/options';
import { useChartTheme } from '../../hooks/useChartTheme';
import { useDebounced } from '../../hooks/useDebounced';
import { useLoad } from '../../hooks/useLoad';
import { POSTSESSION_DEVICES, postsessionSeries, type PostsessionDevice } from '../../logic/postsession';

/** The range chart follows the controls 200 ms after the last change. */
const RANGE_CHART_DELAY_MS = 200;

const SIDE_SHADES = {
  Left: ['#fd7e14', '#d9480f', '#ffa94d', '#e8590c', '#ffc078'],
  Right: ['#0d6efd', '#1864ab', '#74c0fc', '#1c7ed6', '#a5d8ff'],
} as const;
const SESSION_REPS_COLOUR = '#0d6efd';

/** Post-session summaries: Left and Right range bar charts and the repetitions chart over a time window. */
export function PostsessionTab({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('sessions');
  const theme = useChartTheme();
  const [device, setDevice] = useState<PostsessionDevice>('Glove');
  const [code, setCode] = useState<StatsWindowCode>(0);
  const [settledDevice, settledCode] = useDebounced(`${device}|${code}`, RANGE_CHART_DELAY_MS).split('|') as [PostsessionDevice, string];
  const timeWindow = useMemo(() => statsWindow(Number(settledCode) as StatsWindowCode, new Date()), [settledCode]);
  const records = useLoad(`${userId}|${timeWindow.start.getTime()}`, () => fetchPostsessions(userId, timeWindow.start));

  const charts = useMemo(() => {
    if (!records.value) return null;
    const series = postsessionSeries(records.value, settledDevice, timeWindow);
    const labels = timeWindow.buckets.map((b) => bucketLabel(timeWindow.kind, b, i18n.language));
    const metricLabel = (metric: string) => t(`metrics.${metric}`, { defaultValue: metric });
    const sideData = (side: 'Left' | 'Right'): ChartData<'bar'> => ({
      labels,
      datasets: series.metrics.map((metric, i) => ({
        label: metricLabel(metric),
        data: series.ranges[side][metric],
        backgroundColor: SIDE_SHADES[side][i % SIDE_SHADES[side].length],
      })),
    });
    const reps: ChartData<'bar'> = { labels, datasets: [{ label: t('sessionReps'), data: series.reps, backgroundColor: SESSION_REPS_COLOUR }] };
    const empty = series.reps.every((r) => r === 0);
    return { left: sideData('Left'), right: sideData('Right'), reps, empty };
  }, [records.value, settledDevice, timeWindow, i18n.language, t]);

  const options = useMemo(() => barOptions(theme, (label) => axisLabel(timeWindow.kind, label)), [theme, timeWindow.kind]);

  return (
    <Card>
      <Card.Body>
        <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
          <Form.Group controlId="postsession-device">
            <Form.Label>{t('device')}</Form.Label>
            <Form.Select value={device} onChange={(e) => setDevice(e.target.value as PostsessionDevice)}>
              {POSTSESSION_DEVICES.map((d) => (
                <option key={d} value={d}>
                  {t(`postsessionDevice.${d}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <div>
            <div className="form-label" id="postsession-range-label">
              {t('timeRange')}
            </div>
            <ButtonGroup aria-labelledby="postsession-range-label" className="flex-wrap">
              {STATS_WINDOW_CODES.map((c) => (
                <ToggleButton
                  key={c}
                  id={`postsession-range-${c}`}
                  type="radio"
                  name="postsession-range"
                  value={c}
                  variant="outline-primary"
                  checked={code === c}
                  onChange={() => setCode(c)}
                >
                  {t(`statsRanges.${c}`)}
                </ToggleButton>
              ))}
            </ButtonGroup>
          </div>
        </div>
        {records.status === 'loading' && <Spinner animation="border" role="status" aria-label={t('loadingChart')} />}
        {records.status === 'error' && <Alert variant="danger">{t('postsessionError', { message: records.error.message })}</Alert>}
        {charts && charts.empty && <p className="text-body-secondary">{t('noPostsessions')}</p>}
        {charts && (
          <div className="row">
            <figure className="col-lg-6">
              <figcaption className="fw-semibold">{t('leftRange')}</figcaption>
              <ChartCanvas type="bar" data={charts.left} options={options} label={t('leftRange')} />
            </figure>
            <figure className="col-lg-6">
              <figcaption className="fw-semibold">{t('rightRange')}</figcaption>
              <ChartCanvas type="bar" data={charts.right} options={options} label={t('rightRange')} />
            </figure>
            <figure className="col-12">
              <figcaption className="fw-semibold">{t('repetitionsTitle')}</figcaption>
              <ChartCanvas type="bar" data={charts.reps} options={options} label={t('repetitionsTitle')} />
            </figure>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function barOptions(theme: ChartTheme, tick: (label: string) => string): ChartOptions<'bar'> {
  const axis = { ticks: { color: theme.text }, grid: { color: theme.grid }, border: { color: theme.grid } };
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
