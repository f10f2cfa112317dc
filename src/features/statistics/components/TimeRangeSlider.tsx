import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { STATS_WINDOW_CODES, type StatsWindowCode } from '../../../lib/timeWindows';
import { SLIDER_STEP, SLIDER_STEPS, windowOfSliderValue } from '../logic/statistics';

interface TimeRangeSliderProps {
  value: StatsWindowCode;
  onChange: (code: StatsWindowCode) => void;
}

/** The slider of the four time windows (steps 0, 33.33, 66.66, 99.99), with its labels as buttons too. */
export function TimeRangeSlider({ value, onChange }: TimeRangeSliderProps) {
  const { t } = useTranslation('statistics');
  const id = useId();
  return (
    <div>
      <Form.Label htmlFor={id} className="small mb-1">
        {t('timeRange')}
      </Form.Label>
      <Form.Range
        id={id}
        min={SLIDER_STEPS[0]}
        max={SLIDER_STEPS[SLIDER_STEPS.length - 1]}
        step={SLIDER_STEP}
        value={SLIDER_STEPS[value]}
        aria-valuetext={t(`windows.${value}`)}
        onChange={(event) => onChange(windowOfSliderValue(Number(event.target.value)))}
      />
      <div className="d-flex justify-content-between gap-1" role="group" aria-label={t('timeRange')}>
        {STATS_WINDOW_CODES.map((code) => (
          <Button
            key={code}
            size="sm"
            variant="link"
            className={`px-0 text-decoration-none small ${code === value ? 'fw-bold' : 'text-body-secondary'}`}
            aria-pressed={code === value}
            onClick={() => onChange(code)}
          >
            {t(`windows.${code}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
