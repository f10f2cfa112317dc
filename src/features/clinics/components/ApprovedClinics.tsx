import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { primaryOf, type ClinicConsent } from '@rehab/model/clinics';
import { formatLongDate } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { useEndClinicAccessMutation } from '../api/clinicsApi';
import { ClinicAccessList } from './ClinicAccessList';

/**
 * The clinics the patient approved, as items of his care team: each with its members who see his data, and End
 * access (after a confirmation), which ends every member's access at once.
 */
export function ApprovedClinics({ clinics, patientUid }: { clinics: readonly WithId<ClinicConsent>[]; patientUid: string }) {
  const { t, i18n } = useTranslation('clinics');
  const [end, ending] = useEndClinicAccessMutation();
  const [confirming, setConfirming] = useState<WithId<ClinicConsent> | null>(null);
  const error = queryErrorMessage(ending.error);

  function confirmEnd() {
    if (!confirming) return;
    void end({ consent: confirming, patientUid });
    setConfirming(null);
  }

  return (
    <>
      {error && (
        <ListGroup.Item>
          <Alert variant="danger" className="mb-0">
            {error}
          </Alert>
        </ListGroup.Item>
      )}
      {clinics.map((clinic) => (
        <ListGroup.Item key={clinic.docId} data-testid="care-team-clinic">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-1">
            <div>
              <div className="fw-semibold">{clinic.clinicName}</div>
              {clinic.since && <div className="small text-body-secondary">{t('consent.since', { date: formatLongDate(clinic.since.toDate(), i18n.language) })}</div>}
            </div>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={ending.isLoading}
              onClick={() => setConfirming(clinic)}
              aria-label={t('consent.endClinic', { clinic: clinic.clinicName })}
            >
              {t('consent.end')}
            </Button>
          </div>
          <ClinicAccessList clinicId={clinic.clinicId} clinicName={clinic.clinicName} primary={primaryOf(clinic)} onlyWhoSee />
        </ListGroup.Item>
      ))}
      <ConfirmDialog show={confirming !== null} title={t('consent.endTitle')} variant="danger" onConfirm={confirmEnd} onCancel={() => setConfirming(null)}>
        {confirming && t('consent.endQuestion', { clinic: confirming.clinicName })}
      </ConfirmDialog>
    </>
  );
}
