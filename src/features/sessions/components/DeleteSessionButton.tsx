import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/store/errors';
import { useDeleteSessionMutation } from '../api/sessionsApi';

interface DeleteSessionButtonProps {
  sessionId: string;
  userId: string;
  onDeleted: () => void;
}

/** Delete (doctors only): a Warning modal, then the session and all its data are removed. */
export function DeleteSessionButton({ sessionId, userId, onDeleted }: DeleteSessionButtonProps) {
  const { t } = useTranslation('sessions');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [deleteSession, { isLoading: removing }] = useDeleteSessionMutation();
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setError(null);
    try {
      await deleteSession({ sessionId, userId }).unwrap();
      setOpen(false);
      onDeleted();
    } catch (e) {
      setError(t('deleteError', { message: errorMessage(e) }));
    }
  };

  return (
    <>
      <Button variant="outline-danger" onClick={() => setOpen(true)}>
        <i className="bi bi-trash me-1" aria-hidden />
        {t('delete')}
      </Button>
      <Modal show={open} onHide={() => !removing && setOpen(false)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton={!removing} closeLabel={t('common:close')}>
          <Modal.Title id={titleId}>{t('warning')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{t('deleteSessionConfirm')}</p>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="danger" onClick={() => void remove()} disabled={removing}>
            {removing ? t('removing') : t('delete')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={removing}>
            {t('cancel')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
