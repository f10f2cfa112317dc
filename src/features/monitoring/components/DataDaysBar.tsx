import { useTranslation } from 'react-i18next';
import { PERIOD_DAYS } from '@rehab/model/monitoring';
import { FEW_DAYS_MIN, MOST_DAYS_MIN } from '@rehab/model/rtmCodes';

/** Data days of the period as a bar out of 30, coloured by the code they reach. */
export function DataDaysBar({ count }: { count: number }) {
  const { t } = useTranslation('monitoring');
  const colour = count >= MOST_DAYS_MIN ? 'bg-success' : count >= FEW_DAYS_MIN ? 'bg-info' : 'bg-warning';
  return (
    <div className="d-flex align-items-center gap-2" style={{ minWidth: 140 }}>
      <div
        className="progress flex-grow-1"
        style={{ height: 8 }}
        role="progressbar"
        aria-label={t('dataDaysBar', { count })}
        aria-valuenow={count}
        aria-valuemin={0}
        aria-valuemax={PERIOD_DAYS}
      >
        <div className={`progress-bar ${colour}`} style={{ width: `${(100 * Math.min(count, PERIOD_DAYS)) / PERIOD_DAYS}%` }} />
      </div>
      <span className="text-nowrap small" data-testid="data-days">
        {t('dataDaysOf', { count })}
      </span>
    </div>
  );
}
