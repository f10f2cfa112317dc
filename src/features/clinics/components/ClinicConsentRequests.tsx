import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { primaryOf, type ClinicConsent } from '@rehab/model/clinics';
import { formatLongDate } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useDeclineClinicMutation, useGrantClinicMutation } from '../api/clinicsApi';
import { ClinicAccessList } from './ClinicAccessList';

/**
 * The clinics asking the patient's approval, as items of his care requests: each names the clinic and who in it
 * would see what, with Approve and Decline.
 */
export function ClinicConsentRequests({ requests, patientUid }: { requests: readonly WithId<ClinicConsent>[]; patientUid: string }) {
  const { t, i18n } = useTranslation('clinics');
  const [grant, granting] = useGrantClinicMutation();
  const [decline, declining] = useDeclineClinicMutation();
  const busy = granting.isLoading || declining.isLoading;
  const decisionError = queryErrorMessage(granting.error ?? declining.error);

  const decide = (action: typeof grant, consent: WithId<ClinicConsent>) => {
    granting.reset();
    declining.reset();
    void action({ consent, patientUid });
  };

  return (
    <>
      {decisionError && (
        <ListGroup.Item>
          <Alert variant="danger" className="mb-0">
            {decisionError}
          </Alert>
        </ListGroup.Item>
      )}
      {requests.map((request) => (
        <ListGroup.Item key={request.docId} data-testid="clinic-request">
          <p className="mb-1">{t('consent.asks', { clinic: request.clinicName })}</p>
          <p className="small text-body-secondary mb-2">
            {t('consent.requestedOn', { date: formatLongDate(request.requestedAt.toDate(), i18n.language) })} · {t('consent.explained')}
          </p>
          <ClinicAccessList clinicId={request.clinicId} clinicName={request.clinicName} primary={primaryOf(request)} />
          <div className="d-flex flex-wrap gap-2 mt-2">
            <Button size="sm" disabled={busy} onClick={() => decide(grant, request)} aria-label={t('consent.approveClinic', { clinic: request.clinicName })}>
              {t('consent.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy}
              onClick={() => decide(decline, request)}
              aria-label={t('consent.declineClinic', { clinic: request.clinicName })}
            >
              {t('consent.decline')}
            </Button>
          </div>
        </ListGroup.Item>
      ))}
    </>
  );
}
