import { useEffect, useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { SuccessBanner } from '../../../../lib/ui/SuccessBanner';
import type { PendingPoint, PointEdits } from './usePointEdits';

/** 'Deleted data point.' stays 3 seconds. */
const UNDO_VISIBLE_MS = 3000;

interface ConfirmProps {
  pending: PendingPoint | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to remove the selected point?' with the point's time and value. */
export function ConfirmPointRemoval({ pending, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useTranslation('sessions');
  const questionId = useId();
  return (
    <Modal show={pending !== null} onHide={onCancel} centered aria-labelledby={questionId}>
      <Modal.Body>
        <p id={questionId}>{t('removePointConfirm')}</p>
        {pending && (
          <dl className="row mb-0 small">
            <dt className="col-4">{t('series')}</dt>
            <dd className="col-8">{pending.seriesLabel}</dd>
            <dt className="col-4">{t('time')}</dt>
            <dd className="col-8">{pending.timeLabel}</dd>
            <dt className="col-4">{t('value')}</dt>
            <dd className="col-8">{Number.isFinite(pending.point.y) ? pending.point.y : '–'}</dd>
          </dl>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {t('ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** 'Deleted data point.' with an Undo link, for 3 seconds. */
function DeletedPointNotice({ timestamp, onUndo, onClose }: { timestamp: number | null; onUndo: () => void; onClose: () => void }) {
  const { t } = useTranslation('sessions');
  useEffect(() => {
    if (timestamp === null) return;
    const timer = window.setTimeout(onClose, UNDO_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [timestamp, onClose]);
  if (timestamp === null) return null;
  return (
    <Alert variant="success" className="d-flex align-items-center gap-2 py-2" role="status">
      <span>{t('pointDeleted')}</span>
      <Alert.Link as="button" className="btn btn-link p-0 align-baseline" onClick={onUndo}>
        {t('undo')}
      </Alert.Link>
    </Alert>
  );
}

/** What point editing has to say: the undo offer, 'All edits reverted.', or a failure. */
export function PointEditMessages({ edits }: { edits: PointEdits }) {
  const { t } = useTranslation('sessions');
  return (
    <>
      <DeletedPointNotice timestamp={edits.deletedPoint} onUndo={edits.undo} onClose={edits.closeNotice} />
      <SuccessBanner message={edits.message} onClose={edits.closeMessage} />
      {edits.error && (
        <Alert variant="danger" dismissible closeLabel={t('common:close')} onClose={edits.clearError}>
          {edits.error}
        </Alert>
      )}
    </>
  );
}
