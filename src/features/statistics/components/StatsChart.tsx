import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { axisLabel, bucketLabel, type StatsWindow } from '../../../lib/timeWindows';
import { chartTheme } from '../../../lib/ui/charts/palette';
import './chartSetup';
import { useDarkTheme } from '../hooks/useDarkTheme';


interface StatsChartProps {
  window: StatsWindow;
  /** one value per bucket of the window (null: no record) */
  values: (number | null)[];
  seriesLabel: string;
  colour: string;
  /** accessible name of the chart */
  label: string;
  language: string;
}

/** A bar chart of a metric's average per bucket (day, week or month) of the time window. */
export function StatsChart({ window, values, seriesLabel, colour, label, language }: StatsChartProps) {
  const dark = useDarkTheme();
  const data = useMemo<ChartData<'bar', (number | null)[]>>(
    () => ({
      labels: window.buckets.map((bucket) => bucketLabel(window.kind, bucket, language)),
      datasets: [{ label: seriesLabel, data: values, backgroundColor: colour }],
    }),
    [window, values, seriesLabel, colour, language],
  );
  const options = useMemo<ChartOptions<'bar'>>(() => {
    const { text, grid } = chartTheme(dark);
    const axis = { grid: { color: grid }, border: { color: grid } };
    return {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { labels: { color: text } } },
      scales: {
        x: {
          ...axis,
          ticks: {
            color: text,
            maxRotation: 0,
            autoSkipPadding: 12,
            // The axis shows the first three letters of a month; the tooltip the whole label.
            callback(value) {
              return axisLabel(window.kind, this.getLabelForValue(Number(value)));
            },
          },
        },
        y: { ...axis, beginAtZero: true, ticks: { color: text } },
      },
    };
  }, [dark, window.kind]);

  return (
    // Time runs rightwards in every language.
    <div className="position-relative" style={{ height: 220 }} dir="ltr">
      <Bar data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
