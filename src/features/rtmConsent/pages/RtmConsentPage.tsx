import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { selectUid } from '../../auth';
import { useGiveRtmConsentMutation, useRtmConsentQuery } from '../api/rtmConsentApi';

/**
 * The consent's sections, in the order he reads them. Their texts (`text.*` of this feature's locales) are the text
 * of RTM_CONSENT_TEXT_VERSION: a change of their meaning is a new version, which asks every patient again.
 */
const SECTIONS = ['monitored', 'cost', 'stop'] as const;

/**
 * patient.rtmConsent: the patient reads, on his phone and in his language, what remote therapeutic monitoring is —
 * what is monitored, a possible cost share, how to stop — and agrees; monitoring cannot start before (the rules refuse
 * it). Once he agreed, the page says when and keeps the text at hand.
 */
export default function RtmConsentPage() {
  const { t, i18n } = useTranslation('rtmConsent');
  const uid = useAppSelector(selectUid);
  const consent = useRtmConsentQuery(uid ?? '', { skip: !uid });
  const [give, giving] = useGiveRtmConsentMutation();
  const readError = queryErrorMessage(consent.error);
  if (readError) return <Alert variant="danger">{readError}</Alert>;
  if (!uid || consent.currentData === undefined) return <PageLoader />;
  const agreed = consent.currentData;

  return (
    <Card className="mx-auto" style={{ maxWidth: '40rem' }}>
      <Card.Body>
        <h1 className="h4">{t('title')}</h1>
        <p>{t('text.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`rtm-consent-${section}`}>
            <h2 className="h6" id={`rtm-consent-${section}`}>
              {t(`text.${section}.heading`)}
            </h2>
            <p>{t(`text.${section}.body`)}</p>
          </section>
        ))}
        {agreed ? (
          <Alert variant="success" className="mb-0" data-testid="rtm-consent-given">
            {/* the server's time is null in the snapshot of his own write until the server answers */}
            {agreed.at ? t('agreedOn', { date: formatLongDate(agreed.at.toDate(), i18n.language) }) : t('agreed')}
          </Alert>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void give({ patientUid: uid, language: i18n.language });
            }}
          >
            {giving.error && <Alert variant="danger">{queryErrorMessage(giving.error)}</Alert>}
            <SubmitButton busy={giving.isLoading}>{giving.isLoading ? t('saving') : t('agree')}</SubmitButton>
          </form>
        )}
      </Card.Body>
    </Card>
  );
}
