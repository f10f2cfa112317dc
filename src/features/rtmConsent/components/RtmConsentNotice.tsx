import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { RtmConsent } from '@rehab/model/planOfCare';
import { formatLongDate } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';

/**
 * For the doctor about to start monitoring: whether the patient agreed to the current consent text, and if not, what
 * to ask of him (the rules refuse the start until he has).
 */
export function RtmConsentNotice({ consent, patientName }: { consent: WithId<RtmConsent> | null; patientName: string }) {
  const { t, i18n } = useTranslation('rtmConsent');
  if (!consent) {
    return (
      <Alert variant="warning" data-testid="rtm-consent-missing">
        {t('missing', { name: patientName })}
      </Alert>
    );
  }
  return (
    <p className="text-body-secondary small" data-testid="rtm-consent-on-record">
      {t('onRecord', { name: patientName, date: formatLongDate(consent.at.toDate(), i18n.language) })}
    </p>
  );
}
