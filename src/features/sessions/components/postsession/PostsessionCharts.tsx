import type { ChartData } from 'chart.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '@rehab/model/collections';
import { axisLabel, bucketLabel, type StatsWindow } from '../../../../lib/timeWindows';
import { ChartCanvas } from '../../charts/ChartCanvas';
import { OFF_DEVICE_COLOUR, SESSION_COLOUR, SIDE_SHADES } from '../../../../lib/ui/charts/palette';
import { barOptions } from '../../charts/options';
import { useChartTheme } from '../../hooks/useChartTheme';
import { postsessionSeries, type OffDeviceRecord, type PostsessionDevice, type PostsessionRecord } from '../../logic/postsession';

interface PostsessionChartsProps {
  records: PostsessionRecord[];
  offDevice: OffDeviceRecord[];
  device: PostsessionDevice;
  timeWindow: StatsWindow;
}

/** Left and Right range bar charts, and the 'Reptitions' chart: session repetitions (blue) and off-device ones (orange). */
export function PostsessionCharts({ records, offDevice, device, timeWindow }: PostsessionChartsProps) {
  const { t, i18n } = useTranslation('sessions');
  const theme = useChartTheme();

  const charts = useMemo(() => {
    const series = postsessionSeries(records, device, timeWindow, offDevice);
    const labels = timeWindow.buckets.map((b) => bucketLabel(timeWindow.kind, b, i18n.language));
    const sideData = (side: Side): ChartData<'bar'> => ({
      labels,
      datasets: series.metrics.map((metric, i) => ({
        label: t(`metrics.${metric}`, { defaultValue: metric }),
        data: series.ranges[side][metric],
        backgroundColor: SIDE_SHADES[side][i % SIDE_SHADES[side].length],
      })),
    });
    const reps: ChartData<'bar'> = {
      labels,
      datasets: [
        { label: t('sessionReps'), data: series.reps, backgroundColor: SESSION_COLOUR },
        { label: t('offDeviceReps'), data: series.offDeviceReps, backgroundColor: OFF_DEVICE_COLOUR },
      ],
    };
    const empty = [...series.reps, ...series.offDeviceReps].every((r) => r === 0);
    return { left: sideData('Left'), right: sideData('Right'), reps, empty };
  }, [records, offDevice, device, timeWindow, i18n.language, t]);

  const options = useMemo(() => barOptions(theme, (label) => axisLabel(timeWindow.kind, label)), [theme, timeWindow.kind]);

  return (
    <>
      {charts.empty && <p className="text-body-secondary">{t('noPostsessions')}</p>}
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
    </>
  );
}
