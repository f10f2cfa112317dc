import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useReminderStatusQuery } from '../api/remindersApi';

/** For the patient's doctors: whether his reminders are on and when the last one went out, never what it said. */
export function ReminderStatusSummary({ patientUid }: { patientUid: string }) {
  const { t, i18n } = useTranslation('reminders');
  const status = useReminderStatusQuery(patientUid);
  const error = queryErrorMessage(status.error);
  const lastSent = status.data?.lastSentAt;

  return (
    <dl className="small mb-2" data-testid="reminder-status" aria-busy={status.isLoading}>
      <dt className="fw-normal text-body-secondary">{t('statusHeading')}</dt>
      <dd className="mb-0">
        {error
          ? t('statusUnavailable')
          : status.isLoading
            ? t('loading')
            : status.data?.enabled
              ? lastSent
                ? t('statusOnLastSent', { date: formatDateTime(lastSent.toDate(), i18n.language) })
                : t('statusOnNoneSent')
              : t('statusOff')}
      </dd>
    </dl>
  );
}
