import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { MonthClaims } from '@rehab/model/clinicDashboard';
import { formatMonthKey } from '../../../lib/dateFormat';
import { chartTheme, paletteColour } from '../../../lib/ui/charts/palette';
import { useEffectiveTheme } from '../../settings';
import './chartSetup';

interface ClaimsChartProps {
  months: readonly MonthClaims[];
  /** every code of the dashboard, in order: a code's colour is its place here, the same in every view */
  codes: readonly string[];
}

/** The claim units of each code per month, stacked; an open month is labelled so (its claims are not counted yet). */
export function ClaimsChart({ months, codes }: ClaimsChartProps) {
  const { t, i18n } = useTranslation('clinicDashboard');
  const dark = useEffectiveTheme() === 'night';
  const data = useMemo<ChartData<'bar', number[], string[]>>(() => {
    const shown = codes.filter((code) => months.some((month) => code in month.codes));
    return {
      // a label of two lines under an open month: the month fits a phone's axis, its tag below it
      labels: months.map(({ month, closed }) => {
        const name = formatMonthKey(month, i18n.language);
        return closed ? [name] : [name, t('claims.openTag')];
      }),
      datasets: shown.map((code) => ({
        label: code,
        data: months.map((month) => month.codes[code]?.units ?? 0),
        backgroundColor: paletteColour(codes.indexOf(code)),
      })),
    };
  }, [codes, i18n.language, months, t]);
  const options = useMemo<ChartOptions<'bar'>>(() => {
    const { text, grid } = chartTheme(dark);
    const axis = { grid: { color: grid }, border: { color: grid } };
    return {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { labels: { color: text } },
        tooltip: { callbacks: { label: (item) => t('claims.unitsOf', { code: item.dataset.label, count: item.parsed.y }) } },
      },
      scales: {
        x: { ...axis, stacked: true, ticks: { color: text, maxRotation: 0, autoSkipPadding: 8 } },
        y: { ...axis, stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 } },
      },
    };
  }, [dark, t]);

  return (
    // Time runs rightwards in every language.
    <div className="position-relative" style={{ height: 240 }} dir="ltr">
      <Bar data={data} options={options} role="img" aria-label={t('claims.chartLabel', { months: months.length })} data-testid="claims-chart" />
    </div>
  );
}
