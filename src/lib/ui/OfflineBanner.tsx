import { useTranslation } from 'react-i18next';
import { useOnline } from '../useOnline';

/** While the device is offline: what the pages show, and what becomes of changes made meanwhile. */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div className="app-offline-banner alert alert-warning rounded-0 border-start-0 border-end-0 mb-0 py-2 px-3 d-flex align-items-center gap-2" role="status">
      <i className="bi bi-wifi-off" aria-hidden />
      <span>{t('offline.banner')}</span>
    </div>
  );
}
