import { useMemo, useState, type FormEvent } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Scatter } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { formatDay } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useEffectiveTheme } from '../../settings';
import { useSetRomGoalMutation } from '../api/monitoringApi';
import type { RomTrend } from '../logic/romTrend';
import { GOAL_COLOUR, chartTheme, sideColour } from '../../../lib/ui/charts/palette';
import './chartSetup';

interface RomTrendChartProps {
  trend: RomTrend;
  /** the signed-in doctor's goal for this device type (degrees) */
  goal: number | undefined;
  /** where the doctor's goal is saved; absent: the goal is shown, not edited */
  goalTarget?: { patientUid: string; doctorUid: string };
}

/** One device type's main range-of-motion metric per session and side, with trend lines and the doctor's goal. */
export function RomTrendChart({ trend, goal, goalTarget }: RomTrendChartProps) {
  const { t, i18n } = useTranslation('monitoring');
  const dark = useEffectiveTheme() === 'night';
  const device = trend.deviceType;
  const data = useMemo<ChartData<'scatter'>>(
    () => ({
      datasets: trend.series.flatMap((series, index) => {
        const colour = sideColour(series.side, index);
        const side = t('trends.side', { side: series.side });
        return [
          { type: 'scatter' as const, label: side, data: series.points, backgroundColor: colour, borderColor: colour, pointRadius: 3 },
          ...(series.trend
            ? [{ type: 'line' as const, label: t('trends.trend', { side: series.side }), data: series.trend, borderColor: colour, borderDash: [6, 4], pointRadius: 0, borderWidth: 2 }]
            : []),
        ];
      }) as ChartData<'scatter'>['datasets'],
    }),
    [trend, t],
  );
  const options = useMemo<ChartOptions<'scatter'>>(() => {
    const { text, grid } = chartTheme(dark);
    const axis = { grid: { color: grid }, border: { color: grid } };
    return {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { labels: { color: text } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatDay(item.parsed.x ?? 0, i18n.language)}, ${Math.round(item.parsed.y ?? 0)}°` } },
        annotation: {
          annotations:
            goal === undefined
              ? {}
              : {
                  goal: {
                    type: 'line',
                    yMin: goal,
                    yMax: goal,
                    borderColor: GOAL_COLOUR,
                    borderWidth: 2,
                    label: { display: true, content: t('trends.goal', { degrees: goal }), position: 'start', backgroundColor: GOAL_COLOUR, color: '#fff' },
                  },
                },
        },
      },
      scales: {
        x: {
          ...axis,
          type: 'linear',
          ticks: { color: text, maxRotation: 0, autoSkipPadding: 16, callback: (value) => formatDay(Number(value), i18n.language).split(',').slice(0, 2).join(',') },
        },
        y: { ...axis, ticks: { color: text }, title: { display: true, text: t(`trends.metric.${trend.metric}`), color: text } },
      },
    };
  }, [dark, goal, i18n.language, t, trend.metric]);

  return (
    <div className="mb-4" data-testid={`rom-trend-${device}`}>
      <h3 className="h6">{device}</h3>
      <div className="position-relative" style={{ height: 240 }} dir="ltr">
        <Scatter data={data} options={options} role="img" aria-label={t('trends.chartLabel', { device })} />
      </div>
      {goalTarget && <GoalForm key={goal ?? 'none'} device={device} goal={goal} target={goalTarget} />}
    </div>
  );
}

function GoalForm({ device, goal, target }: { device: string; goal: number | undefined; target: { patientUid: string; doctorUid: string } }) {
  const { t } = useTranslation('monitoring');
  const [value, setValue] = useState(goal === undefined ? '' : String(goal));
  const [invalid, setInvalid] = useState(false);
  const [setGoal, saving] = useSetRomGoalMutation();
  const id = `goal-${device.replace(/\W/g, '-')}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const degrees = Number(value);
    const ok = value.trim() !== '' && Number.isFinite(degrees) && degrees > 0 && degrees <= LIMITS.monitoring.goalDegrees;
    setInvalid(!ok);
    if (ok) void setGoal({ ...target, deviceType: device, degrees });
  }

  return (
    <Form noValidate onSubmit={submit} className="mt-2">
      <Form.Label htmlFor={id} className="small mb-1">
        {t('trends.goalLabel', { device })}
      </Form.Label>
      <InputGroup size="sm" style={{ maxWidth: 360 }} hasValidation>
        <Form.Control id={id} type="number" min={1} max={LIMITS.monitoring.goalDegrees} value={value} onChange={(event) => setValue(event.target.value)} isInvalid={invalid} />
        <Button type="submit" variant="outline-primary" disabled={saving.isLoading}>
          {t('trends.saveGoal')}
        </Button>
        {goal !== undefined && (
          <Button variant="outline-secondary" disabled={saving.isLoading} onClick={() => void setGoal({ ...target, deviceType: device, degrees: null })}>
            {t('trends.removeGoal')}
          </Button>
        )}
        <Form.Control.Feedback type="invalid">{t('trends.goalInvalid')}</Form.Control.Feedback>
      </InputGroup>
      {saving.error && <div className="text-danger small mt-1">{queryErrorMessage(saving.error)}</div>}
    </Form>
  );
}
