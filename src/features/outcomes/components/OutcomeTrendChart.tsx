import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { MCID } from '@rehab/model/outcomes/mcid';
import { GOAL_COLOUR, chartTheme, paletteColour } from '../../../lib/ui/charts/palette';
import { useEffectiveTheme } from '../../settings';
import { timeAxis, axisDayLabel } from '../logic/timeAxis';
import { MEASURES, SCALE_MAX, changeOf, type Measure, type TrendPoint } from '../logic/trends';
import './chartSetup';

/**
 * One measure over time, with its minimal clinically important difference marked as a band around the first value:
 * a later value outside the band is a change the patient notices. Under the chart, the change in words. The time
 * axis is the days of `timeZone` (../logic/timeAxis.ts), its ticks and labels set here, not by the chart library.
 */
export function OutcomeTrendChart({ measure, points, timeZone }: { measure: Measure; points: TrendPoint[]; timeZone: string }) {
  const { t, i18n } = useTranslation('outcomes');
  const dark = useEffectiveTheme() === 'night';
  const colour = paletteColour(MEASURES.indexOf(measure));
  const mcid = measure in MCID ? MCID[measure as keyof typeof MCID] : null;
  const first = points[0]?.value;
  const change = changeOf(measure, points);
  const label = t(`trends.${measure}`);
  const axis = useMemo(() => timeAxis(points.map((p) => p.at), i18n.language, timeZone), [i18n.language, points, timeZone]);

  const data = useMemo<ChartData<'line'>>(
    () => ({ datasets: [{ label, data: points.map((p) => ({ x: p.at, y: p.value })), borderColor: colour, backgroundColor: colour, pointRadius: 3, tension: 0 }] }),
    [colour, label, points],
  );
  const options = useMemo<ChartOptions<'line'>>(() => {
    const { text, grid } = chartTheme(dark);
    const gridLines = { grid: { color: grid }, border: { color: grid } };
    return {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { title: () => '', label: (item) => `${axisDayLabel(item.parsed.x ?? 0, i18n.language, timeZone)}: ${item.parsed.y}` } },
        annotation: {
          annotations:
            mcid === null || first === undefined
              ? {}
              : {
                  mcid: {
                    type: 'box',
                    yMin: Math.max(0, first - mcid),
                    yMax: Math.min(SCALE_MAX[measure], first + mcid),
                    backgroundColor: 'rgba(25, 135, 84, 0.12)',
                    borderColor: GOAL_COLOUR,
                    borderWidth: 1,
                    label: { display: true, content: t('trends.mcidBand', { points: mcid }), position: 'start', color: text, font: { size: 11 } },
                  },
                },
        },
      },
      scales: {
        x: {
          ...gridLines,
          type: 'linear',
          min: axis?.min,
          max: axis?.max,
          afterBuildTicks: (scale) => {
            scale.ticks = (axis?.ticks ?? []).map(({ value }) => ({ value }));
          },
          ticks: { color: text, maxRotation: 0, autoSkipPadding: 16, callback: (value) => axis?.ticks.find((tick) => tick.value === value)?.label ?? '' },
        },
        y: { ...gridLines, min: 0, max: SCALE_MAX[measure], ticks: { color: text }, title: { display: true, text: label, color: text } },
      },
    };
  }, [axis, dark, first, i18n.language, label, mcid, measure, t, timeZone]);

  return (
    <div className="mb-3" data-testid={`outcome-trend-${measure}`}>
      <h3 className="h6">{label}</h3>
      {points.length === 0 ? (
        <p className="small text-body-secondary">{t('trends.none')}</p>
      ) : (
        <>
          <div className="position-relative" style={{ height: 200 }} dir="ltr">
            <Line data={data} options={options} role="img" aria-label={t('trends.chartLabel', { measure: label })} />
          </div>
          <p className="small mb-0" data-testid={`outcome-change-${measure}`}>
            {change
              ? t(mcid === null ? 'trends.changeNoMcid' : change.important ? 'trends.changeImportant' : 'trends.changeSmall', {
                  from: change.from.value,
                  to: change.to.value,
                  change: change.change > 0 ? `+${change.change}` : String(change.change),
                  mcid,
                })
              : t('trends.latest', { value: points[points.length - 1].value })}
          </p>
        </>
      )}
    </div>
  );
}
