import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { ClinicCoverage } from '@rehab/model/clinics';
import { formatDateTime } from '../../../lib/dateFormat';
import { errorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { toast } from '../../../lib/ui/toastStore';
import { useEndClinicCoverageMutation } from '../api/clinicsApi';
import { coverageState } from '../logic/coverage';
import { CoverageStateBadge } from './CoverageStateBadge';

/**
 * The signed-in clinician's own coverage (issue 51): who covers him, from when until when, whether it is to come,
 * running or over; he ends it (after a confirmation), and his patients are his alone again at once.
 */
export function MyCoverageCard({ coverage, now }: { coverage: ClinicCoverage | null; now: number }) {
  const { t, i18n } = useTranslation('clinics');
  const [end, ending] = useEndClinicCoverageMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const state = coverage && coverageState(coverage, now);

  async function confirmEnd() {
    setConfirming(false);
    setFailure(null);
    try {
      await end().unwrap();
      toast.success(t('coverage.ended'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Card as="section" className="mb-3" aria-labelledby="my-coverage-title" data-testid="my-coverage">
      <Card.Header>
        <h2 id="my-coverage-title" className="h6 mb-0">
          {t('coverage.mineTitle')}
        </h2>
      </Card.Header>
      <Card.Body>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {!coverage || !state ? (
          <p className="text-body-secondary mb-0">{t('coverage.noneMine')}</p>
        ) : (
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <div>
              <CoverageStateBadge state={state} />
              <p className="mb-0 mt-2">
                {t('coverage.coveredBy', {
                  cover: coverage.coverName,
                  from: formatDateTime(coverage.from.toMillis(), i18n.language),
                  until: formatDateTime(coverage.until.toMillis(), i18n.language),
                })}
              </p>
            </div>
            {state !== 'ended' && (
              <Button variant="outline-danger" size="sm" disabled={ending.isLoading} onClick={() => setConfirming(true)}>
                {t('coverage.end')}
              </Button>
            )}
          </div>
        )}
      </Card.Body>
      <ConfirmDialog show={confirming} title={t('coverage.endTitle')} variant="danger" onConfirm={() => void confirmEnd()} onCancel={() => setConfirming(false)}>
        {coverage && t('coverage.endQuestion', { cover: coverage.coverName })}
      </ConfirmDialog>
    </Card>
  );
}
