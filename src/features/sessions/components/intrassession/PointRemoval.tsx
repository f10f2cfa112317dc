import { useEffect } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../logic/series';

/** 'Deleted data point.' stays 3 seconds. */
const UNDO_VISIBLE_MS = 3000;

export interface PendingPoint {
  point: Point;
  seriesLabel: string;
  /** the point's time as shown on the chart */
  timeLabel: string;
}

interface ConfirmProps {
  pending: PendingPoint | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to remove the selected point?' with the point's time and value. */
export function ConfirmPointRemoval({ pending, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useTranslation('sessions');
  return (
    <Modal show={pending !== null} onHide={onCancel} centered>
      <Modal.Body>
        <p>{t('removePointConfirm')}</p>
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
export function DeletedPointNotice({ timestamp, onUndo, onClose }: { timestamp: number | null; onUndo: () => void; onClose: () => void }) {
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
