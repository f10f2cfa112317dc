import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * React-Bootstrap puts role="dialog" on the modal element and offers no prop
 * for it; these dialogs interrupt with a message, so they are alert dialogs.
 */
function markAsAlertDialog(modal: HTMLElement) {
  modal.setAttribute('role', 'alertdialog');
}

/** The frame both dialogs share: optional title with a close button, the message, the buttons. */
function MessageDialog({
  show,
  title,
  children,
  onHide,
  buttons,
}: {
  show: boolean;
  title?: string;
  children: ReactNode;
  onHide: () => void;
  buttons: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={markAsAlertDialog}
      centered
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={`${id}-body`}
    >
      {title && (
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id={`${id}-title`} className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
      )}
      <Modal.Body id={`${id}-body`}>{children}</Modal.Body>
      <Modal.Footer>{buttons}</Modal.Footer>
    </Modal>
  );
}

/** A message the user acknowledges with OK (the app's themed `alert`). */
export function AlertDialog({
  show,
  title,
  children,
  onClose,
}: {
  show: boolean;
  title?: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      show={show}
      title={title}
      onHide={onClose}
      buttons={
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      }
    >
      {children}
    </MessageDialog>
  );
}

/** A question answered with OK or Cancel (the app's themed `confirm`). */
export function ConfirmDialog({
  show,
  title,
  children,
  onConfirm,
  onCancel,
  variant = 'primary',
}: {
  show: boolean;
  title?: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' or 'warning' for destructive questions */
  variant?: 'primary' | 'danger' | 'warning';
}) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      show={show}
      title={title}
      onHide={onCancel}
      buttons={
        <>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant={variant} onClick={onConfirm} autoFocus>
            {t('ok')}
          </Button>
        </>
      }
    >
      {children}
    </MessageDialog>
  );
}
