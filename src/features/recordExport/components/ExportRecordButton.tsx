import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useRecordExport } from '../hooks/useRecordExport';

interface ExportRecordButtonProps {
  patientId: string;
  patientName: string;
  /** the patient's own copy ('Download my data') or a doctor's ('Export record (FHIR)') */
  audience: 'patient' | 'doctor';
  className?: string;
}

/** Exports the patient's record as a FHIR file: progress while it builds and downloads, then the file, or the error. */
export function ExportRecordButton({ patientId, patientName, audience, className }: ExportRecordButtonProps) {
  const { t } = useTranslation('recordExport');
  const { state, busy, start } = useRecordExport(patientId, patientName);
  return (
    <div className={className}>
      <Button variant="outline-primary" onClick={start} disabled={busy} aria-busy={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t(audience === 'patient' ? 'downloadMyData' : 'exportRecord')}
      </Button>
      <div role="status" aria-live="polite" className="small mt-2">
        {state.step === 'building' && t('building')}
        {state.step === 'downloading' && t('downloading')}
        {state.step === 'done' && (
          <span className="text-success">
            {t('done')} <bdi>{state.fileName}</bdi>
          </span>
        )}
      </div>
      {state.step === 'failed' && (
        <Alert variant="danger" className="mt-2 mb-0">
          {t('failed', { message: state.message })}
        </Alert>
      )}
    </div>
  );
}
