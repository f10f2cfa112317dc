import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSessions, saveFile, type ExportOptions, type ExportProgress } from '../../export/exportClient';

/** Runs an export, keeping its progress and error for the page. */
export function useExport() {
  const { t } = useTranslation('sessions');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (options: Omit<ExportOptions, 'onProgress'>, fileName: string) => {
    setError(null);
    setProgress({ done: 0, total: options.sessions.length });
    try {
      saveFile(await exportSessions({ ...options, onProgress: setProgress }), fileName);
    } catch (e) {
      setError(t('exportError', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setProgress(null);
    }
  };
  return { run, progress, working: progress !== null, error, clearError: () => setError(null) };
}
