import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatDayKey } from '../../../lib/dateFormat';
import type { Monitoring, ScheduledWorkouts } from '@rehab/model/collections';
import { useEffectiveTheme } from '../../settings';
import { adherenceTotal, weeklyAdherence } from '../logic/adherence';
import { DONE_COLOUR, SCHEDULED_COLOUR, chartTheme } from '../../../lib/ui/charts/palette';
import './chartSetup';

interface AdherenceChartProps {
  schedule: ScheduledWorkouts | null;
  days: Monitoring['days'];
  /** today in the patient's time zone */
  today: string;
}

/** Workouts scheduled against sessions done, per week, for the last 12 weeks. */
export function AdherenceChart({ schedule, days, today }: AdherenceChartProps) {
  const { t, i18n } = useTranslation('monitoring');
  const dark = useEffectiveTheme() === 'night';
  const weeks = useMemo(() => weeklyAdherence(schedule, days, today), [schedule, days, today]);
  const total = adherenceTotal(weeks);
  const data = useMemo<ChartData<'bar', number[]>>(
    () => ({
      labels: weeks.map((week) => formatDayKey(week.start, i18n.language)),
      datasets: [
        { label: t('adherence.scheduled'), data: weeks.map((w) => w.scheduled), backgroundColor: SCHEDULED_COLOUR },
        { label: t('adherence.done'), data: weeks.map((w) => w.done), backgroundColor: DONE_COLOUR },
      ],
    }),
    [weeks, t, i18n.language],
  );
  const options = useMemo<ChartOptions<'bar'>>(() => {
    const { text, grid } = chartTheme(dark);
    const axis = { grid: { color: grid }, border: { color: grid } };
    return {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { labels: { color: text } },
        tooltip: { callbacks: { title: (items) => t('adherence.weekOf', { day: items[0]?.label ?? '' }) } },
      },
      scales: {
        x: { ...axis, ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 } },
        y: { ...axis, beginAtZero: true, ticks: { color: text, precision: 0 } },
      },
    };
  }, [dark, t]);

  return (
    <section aria-labelledby="adherence-title">
      <h2 id="adherence-title" className="h6">
        {t('adherence.title')}
      </h2>
      <div className="position-relative" style={{ height: 220 }} dir="ltr">
        <Bar data={data} options={options} role="img" aria-label={t('adherence.chartLabel')} data-testid="adherence-chart" />
      </div>
      <p className="small mb-0 mt-2" data-testid="adherence-summary">
        {total.scheduled > 0
          ? t('adherence.summary', { done: total.doneOfScheduled, scheduled: total.scheduled, sessions: total.done })
          : t('adherence.noSchedule', { sessions: total.done })}
      </p>
    </section>
  );
}
