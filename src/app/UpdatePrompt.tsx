import { useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import { isUpdateWaiting, reloadWithUpdate, subscribeToUpdate } from './serviceWorker';

/** 'A new version is available' with Reload, once a new version has been installed in the background. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  const [dismissed, setDismissed] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <div className="app-update-prompt position-fixed bottom-0 start-50 translate-middle-x mb-3 p-3 rounded border shadow bg-body d-flex align-items-center gap-3" role="status">
      <span>{t('update.available')}</span>
      <Button size="sm" onClick={reloadWithUpdate}>
        {t('update.reload')}
      </Button>
      <CloseButton aria-label={t('close')} onClick={() => setDismissed(true)} />
    </div>
  );
}
