import { useOnline } from '../useOnline';

/** While the device is offline: why the action beside it cannot be done now (nothing online). */
export function NeedsConnection({ message, className = '' }: { message: string; className?: string }) {
  if (useOnline()) return null;
  return (
    <p className={`small text-warning-emphasis mb-0 ${className}`} role="status">
      <i className="bi bi-wifi-off me-1" aria-hidden />
      {message}
    </p>
  );
}
