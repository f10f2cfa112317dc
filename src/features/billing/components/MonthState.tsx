import { useTranslation } from 'react-i18next';
import type { RtmClosedMonth } from '@rehab/model/callables';
import { formatDateTime } from '../../../lib/dateFormat';
import { CodeTotals } from './CodeTotals';

/** Whether the month is open, or closed: when, by whom, and the units per code it closed with. */
export function MonthState({ closed, doctorId }: { closed: RtmClosedMonth | null; doctorId: string }) {
  const { t, i18n } = useTranslation('billing');
  if (!closed) {
    return (
      <p className="mb-0" data-testid="month-state">
        <span className="badge text-bg-success me-2">{t('state.open')}</span>
        {t('state.openHelp')}
      </p>
    );
  }
  const by = closed.closedBy === doctorId ? t('state.byYou') : closed.closedBy;
  return (
    <>
      <p data-testid="month-state">
        <span className="badge text-bg-secondary me-2">{t('state.closed')}</span>
        {t('state.closedOn', { date: formatDateTime(Date.parse(closed.closedAt), i18n.language), by })}
      </p>
      <h3 className="h6">{t('state.totalsAtClose')}</h3>
      <CodeTotals totals={closed.totals} testId="closed-totals" />
    </>
  );
}
