import { useTranslation } from 'react-i18next';
import type { DeviceAccess } from '../logic/care';

const NOTES: Record<Exclude<DeviceAccess, 'active' | 'none'>, { key: string; icon: string; tone: string }> = {
  waiting: { key: 'accessWaiting', icon: 'bi-hourglass-split', tone: 'text-warning-emphasis' },
  declined: { key: 'accessDeclined', icon: 'bi-x-circle', tone: 'text-danger-emphasis' },
  removed: { key: 'accessRemoved', icon: 'bi-x-circle', tone: 'text-danger-emphasis' },
  left: { key: 'accessLeft', icon: 'bi-dash-circle', tone: 'text-body-secondary' },
};

/** Beside a doctor's registered device: whether its patient has yet to approve, declined or removed the doctor, in words. */
export function DeviceAccessNote({ access }: { access: DeviceAccess | undefined }) {
  const { t } = useTranslation('care');
  if (!access || access === 'active' || access === 'none') return null;
  const note = NOTES[access];
  return (
    <span className={`small d-block ${note.tone}`} data-testid="device-access">
      <i className={`bi ${note.icon} me-1`} aria-hidden />
      {t(note.key)}
    </span>
  );
}
