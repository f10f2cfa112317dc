import Alert from 'react-bootstrap/Alert';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';

/** The refusal of a time entry in a closed month, with the way to change it: an amendment on the Billing page. */
export function ClosedMonthNotice({ month }: { month: string }) {
  const { t } = useTranslation('billing');
  return (
    <Alert variant="warning" data-testid="closed-month-notice">
      <Trans t={t} i18nKey="closedNotice" components={{ billing: <Link to={`${routePath('monitoring.billing')}?month=${month}`} /> }} />
    </Alert>
  );
}
