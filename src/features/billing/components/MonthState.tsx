import { useTranslation } from 'react-i18next';
import type { RtmClosedMonth } from '@rehab/model/callables';
import { formatDateTime } from '../../../lib/dateFormat';
import { useClosedBy } from '../hooks/useClosedBy';
import { CodeTotals } from './CodeTotals';

interface MonthStateProps {
  closed: RtmClosedMonth | null;
  /** the signed-in account: his own close reads 'by you' */
  viewerId: string;
  /** the name of whoever else closed it (the clinic's biller, say); his id when unknown */
  nameOf?: (uid: string) => string | undefined;
}

/** Whether the month is open, or closed: when, by whom, and the units per code it closed with. */
export function MonthState({ closed, viewerId, nameOf }: MonthStateProps) {
  const { t, i18n } = useTranslation('billing');
  const closedBy = useClosedBy(viewerId, nameOf);
  if (!closed) {
    return (
      <p className="mb-0" data-testid="month-state">
        <span className="badge text-bg-success me-2">{t('state.open')}</span>
        {t('state.openHelp')}
      </p>
    );
  }
  return (
    <>
      <p data-testid="month-state">
        <span className="badge text-bg-secondary me-2">{t('state.closed')}</span>
        {t('state.closedOn', { date: formatDateTime(Date.parse(closed.closedAt), i18n.language), by: closedBy(closed.closedBy) })}
      </p>
      <h3 className="h6">{t('state.totalsAtClose')}</h3>
      <CodeTotals totals={closed.totals} testId="closed-totals" />
    </>
  );
}
