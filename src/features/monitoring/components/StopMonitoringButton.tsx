import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { useStopMonitoringMutation } from '../api/monitoringApi';

interface StopMonitoringButtonProps {
  patientUid: string;
  patientName: string;
}

/** Stop monitoring: ends the patient's open episode today, after a confirmation (stopMonitoring, audited). */
export function StopMonitoringButton({ patientUid, patientName }: StopMonitoringButtonProps) {
  const { t } = useTranslation('monitoring');
  const [asking, setAsking] = useState(false);
  const [stop, stopping] = useStopMonitoringMutation();
  const confirm = () => {
    setAsking(false);
    void stop(patientUid);
  };
  return (
    <>
      <Button size="sm" variant="outline-danger" disabled={stopping.isLoading} onClick={() => setAsking(true)} aria-label={t('stop.for', { name: patientName })}>
        {t('stop.button')}
      </Button>
      {stopping.error && (
        <Alert variant="danger" className="small py-1 px-2 mb-0 mt-1" role="alert">
          {queryErrorMessage(stopping.error)}
        </Alert>
      )}
      <ConfirmDialog show={asking} title={t('stop.title', { name: patientName })} variant="danger" onConfirm={confirm} onCancel={() => setAsking(false)}>
        {t('stop.confirm')}
      </ConfirmDialog>
    </>
  );
}
