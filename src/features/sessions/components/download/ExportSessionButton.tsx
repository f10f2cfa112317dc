import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '../../../../lib/ui/NeedsConnection';
import { useOnline } from '../../../../lib/useOnline';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import { sessionFileName } from '../../logic/exportRows';
import type { SessionSummary } from '../../logic/sessionList';
import { useExport } from './useExport';

/** Downloads the open session as an .xlsx with a Left and a Right sheet. */
export function ExportSessionButton({ session, devices }: { session: SessionSummary; devices: ReadonlyMap<string, DeviceInfo> }) {
  const { t } = useTranslation('sessions');
  const { run, working, error, clearError } = useExport();
  const online = useOnline();
  return (
    <>
      <Button
        variant="outline-primary"
        disabled={working || session.devices.length === 0 || !online}
        onClick={() => void run({ sessions: [session], devices, sides: ['Left', 'Right'], mode: 'workbook' }, sessionFileName(session))}
      >
        {working ? <Spinner animation="border" size="sm" className="me-1" aria-hidden /> : <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden />}
        {t('exportSession')}
      </Button>
      <NeedsConnection message={t('downloadOffline')} />
      {error && (
        <Alert variant="danger" dismissible closeLabel={t('common:close')} onClose={clearError} className="w-100 mb-0">
          {error}
        </Alert>
      )}
    </>
  );
}
