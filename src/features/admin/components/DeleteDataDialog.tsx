import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/dialogs';

/** 'Delete Data': asks before a field or a key of a map field is removed. */
export function DeleteDataDialog({ path, onConfirm, onCancel }: { path: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog show={path !== null} title={t('deleteDataTitle')} variant="danger" onConfirm={onConfirm} onCancel={onCancel}>
      <p>{t('deleteDataAt', { key: path ?? '' })}</p>
      <p className="mb-0">{t('deleteAllNested')}</p>
    </ConfirmDialog>
  );
}
