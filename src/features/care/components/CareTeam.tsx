import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { CareRelationship } from '@rehab/model/care';
import { formatLongDate } from '../../../lib/dateFormat';
import { ApprovedClinics, usePatientClinics } from '../../clinics';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { usePatientCareRelationshipsQuery, useRemoveFromCareTeamMutation } from '../api/careApi';
import { careTeam, deviceLabels } from '../logic/care';

/**
 * 'My care team' (the patient's profile): each doctor who follows the patient's data, since when, for which devices,
 * with Remove; then each clinic he approved (issue 50), with its members who see his data and End access.
 */
export function CareTeam({ patientUid }: { patientUid: string }) {
  const { t, i18n } = useTranslation('care');
  const relationships = usePatientCareRelationshipsQuery(patientUid);
  const [remove, removal] = useRemoveFromCareTeamMutation();
  const [confirming, setConfirming] = useState<WithId<CareRelationship> | null>(null);
  const clinics = usePatientClinics(patientUid);
  const team = careTeam(relationships.data ?? []);
  const error = queryErrorMessage(relationships.error ?? removal.error) ?? clinics.error;

  function confirmRemoval() {
    if (!confirming) return;
    void remove({ relationship: confirming, patientUid });
    setConfirming(null);
  }

  return (
    <Card className="mb-3" as="section" aria-labelledby="care-team-title">
      <Card.Header as="h2" id="care-team-title" className="h6 mb-0">
        {t('careTeamTitle')}
      </Card.Header>
      {error && (
        <Alert variant="danger" className="m-2 mb-0">
          {error}
        </Alert>
      )}
      {relationships.isLoading || clinics.loading ? (
        <Card.Body className="text-center">
          <Spinner size="sm" role="status" aria-label={t('loading')} />
        </Card.Body>
      ) : team.length === 0 && clinics.approved.length === 0 ? (
        <Card.Body className="text-body-secondary">{t('careTeamEmpty')}</Card.Body>
      ) : (
        <ListGroup variant="flush" aria-label={t('careTeamTitle')}>
          {team.map((member) => (
            <ListGroup.Item key={member.docId} className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid="care-team-member">
              <div>
                <div className="fw-semibold">{t('doctorName', { doctor: member.doctorName })}</div>
                <div className="small text-body-secondary">
                  {member.since && t('since', { date: formatLongDate(member.since.toDate(), i18n.language) })}
                  {deviceLabels(member).length > 0 && ` · ${deviceLabels(member).join(', ')}`}
                </div>
              </div>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={removal.isLoading}
                onClick={() => setConfirming(member)}
                aria-label={t('removeDoctor', { doctor: member.doctorName })}
              >
                {t('remove')}
              </Button>
            </ListGroup.Item>
          ))}
          <ApprovedClinics clinics={clinics.approved} patientUid={patientUid} />
        </ListGroup>
      )}
      <ConfirmDialog show={confirming !== null} title={t('removeTitle')} variant="danger" onConfirm={confirmRemoval} onCancel={() => setConfirming(null)}>
        {confirming && t('removeQuestion', { doctor: confirming.doctorName })}
      </ConfirmDialog>
    </Card>
  );
}
