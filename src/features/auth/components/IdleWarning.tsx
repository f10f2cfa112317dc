import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface IdleWarningProps {
  signOutAt: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** The warning a minute before the automatic sign-out, with its countdown. */
export default function IdleWarning({ signOutAt, onStay, onSignOut }: IdleWarningProps) {
  const { t } = useTranslation('auth');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.ceil((signOutAt - now) / 1000));
  return (
    <Modal show onHide={onStay} backdrop="static" centered aria-labelledby="idle-logoff-title">
      <Modal.Header>
        <Modal.Title id="idle-logoff-title" as="h2" className="h5">
          {t('idle.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" role="timer" aria-live="polite">
          {t('idle.body', { seconds })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onSignOut}>
          {t('idle.signOut')}
        </Button>
        <Button variant="primary" onClick={onStay} autoFocus>
          {t('idle.stay')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
