import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';

export const SUCCESS_BANNER_MS = 3000;

/**
 * A success message that closes itself after 3 seconds (or by its close
 * button). The parent owns `message`: set it to show, `onClose` clears it.
 */
export function SuccessBanner({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <Alert variant="success" dismissible onClose={onClose} role="status">
      {message}
    </Alert>
  );
}
