import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** An inline form's submit button (Add, Save) and Cancel, both held while it is busy. */
export function FormActions({ submitLabel, busy, onCancel, className = '' }: { submitLabel: string; busy: boolean; onCancel: () => void; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={`d-flex gap-2 ${className}`.trim()}>
      <Button type="submit" size="sm" disabled={busy}>
        {submitLabel}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={busy}>
        {t('cancel')}
      </Button>
    </div>
  );
}
