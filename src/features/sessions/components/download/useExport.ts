import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/store/errors';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { catalogueApi } from '../../api/catalogueApi';
import { saveFile } from '../../../../lib/saveFile';
import { exportSessions, type ExportOptions, type ExportProgress } from '../../export/exportClient';

/** Runs an export, keeping its progress and error for the page. */
export function useExport() {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The sensors of each device type come from the store's catalogue cache (read once, shared with the charts).
  const deviceTypeSensors = (deviceType: string) =>
    dispatch(catalogueApi.endpoints.chartDeviceTypeSensors.initiate(deviceType, { subscribe: false })).unwrap();
  const run = async (options: Omit<ExportOptions, 'onProgress' | 'deviceTypeSensors'>, fileName: string) => {
    setError(null);
    setProgress({ done: 0, total: options.sessions.length });
    try {
      saveFile(await exportSessions({ ...options, deviceTypeSensors, onProgress: setProgress }), fileName);
    } catch (e) {
      setError(t('exportError', { message: errorMessage(e) }));
    } finally {
      setProgress(null);
    }
  };
  return { run, progress, working: progress !== null, error, clearError: () => setError(null) };
}
