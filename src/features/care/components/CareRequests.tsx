import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { CareRelationship } from '@rehab/model/care';
import { formatLongDate } from '../../../lib/dateFormat';
import { ClinicConsentRequests, usePatientClinics } from '../../clinics';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useDeclineCareMutation, useGrantCareMutation, usePatientCareRelationshipsQuery } from '../api/careApi';
import { deviceLabels, pendingRequests } from '../logic/care';

/**
 * The doctors and clinics (issue 50) asking to follow the patient's data,
 * each with Approve and Decline (the patient's home page and profile).
 * Nothing while there is none.
 */
export function CareRequests({ patientUid }: { patientUid: string }) {
  const { t, i18n } = useTranslation('care');
  const relationships = usePatientCareRelationshipsQuery(patientUid);
  const [grant, granting] = useGrantCareMutation();
  const [decline, declining] = useDeclineCareMutation();
  const clinics = usePatientClinics(patientUid);
  const requests = pendingRequests(relationships.data ?? []);
  const loadError = queryErrorMessage(relationships.error) ?? clinics.error;
  const decisionError = queryErrorMessage(granting.error ?? declining.error);
  const busy = granting.isLoading || declining.isLoading;

  if (loadError) return <Alert variant="danger">{t('requestsLoadFailed', { message: loadError })}</Alert>;
  if (requests.length === 0 && clinics.pending.length === 0) return null;

  const decide = (action: typeof grant, relationship: WithId<CareRelationship>) => {
    granting.reset();
    declining.reset();
    void action({ relationship, patientUid });
  };

  return (
    <Card className="mb-3 border-primary" as="section" aria-labelledby="care-requests-title">
      <Card.Header as="h2" id="care-requests-title" className="h6 mb-0">
        <i className="bi bi-person-plus me-2" aria-hidden />
        {t('requestsTitle')}
      </Card.Header>
      {decisionError && (
        <Alert variant="danger" className="m-2 mb-0">
          {decisionError}
        </Alert>
      )}
      <ListGroup variant="flush">
        {requests.map((request) => (
          <ListGroup.Item key={request.docId} data-testid="care-request">
            <p className="mb-1">
              {t('asksToFollow', { doctor: request.doctorName, devices: deviceLabels(request).join(', ') })}
            </p>
            <p className="small text-body-secondary mb-2">
              {t('requestedOn', { date: formatLongDate(request.requestedAt.toDate(), i18n.language) })} · {t('requestExplained')}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => decide(grant, request)} aria-label={t('approveDoctor', { doctor: request.doctorName })}>
                {t('approve')}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={busy}
                onClick={() => decide(decline, request)}
                aria-label={t('declineDoctor', { doctor: request.doctorName })}
              >
                {t('decline')}
              </Button>
            </div>
          </ListGroup.Item>
        ))}
        <ClinicConsentRequests requests={clinics.pending} patientUid={patientUid} />
      </ListGroup>
    </Card>
  );
}
