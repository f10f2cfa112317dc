import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/store/errors';
import { useRemoveSessionPointMutation, useRestoreSessionPointMutation, useRevertSessionEditsMutation } from '../../api/sessionsApi';
import { formatSampleTime } from '../../charts/options';
import type { Point } from '../../logic/series';

/** A clicked point waiting for the removal to be confirmed. */
export interface PendingPoint {
  point: Point;
  seriesLabel: string;
  /** the point's moment, to the millisecond */
  timeLabel: string;
}

/**
 * Point removal of a session in Edit mode: a clicked point waits for
 * confirmation; a removal can be undone while 'Deleted data point.' shows;
 * Revert all edits clears every removal. Failures become an error message.
 */
export function usePointEdits(sessionId: string) {
  const { t, i18n } = useTranslation('sessions');
  const [pending, setPending] = useState<PendingPoint | null>(null);
  const [deletedPoint, setDeletedPoint] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.language;
  // Counts Revert all edits: a removal saved after a revert began no longer offers its undo.
  const reverts = useRef(0);
  const [removePoint] = useRemoveSessionPointMutation();
  const [restorePoint] = useRestoreSessionPointMutation();
  const [revertAllEdits] = useRevertSessionEditsMutation();

  const offer = useCallback(
    (point: Point, seriesLabel: string) => setPending({ point, seriesLabel, timeLabel: formatSampleTime(point.x, language) }),
    [language],
  );
  const save = async (change: () => Promise<unknown>, onSaved?: () => void) => {
    setError(null);
    try {
      await change();
      onSaved?.();
    } catch (e) {
      setError(t('editError', { message: errorMessage(e) }));
    }
  };
  const confirm = () => {
    if (!pending) return;
    const timestamp = pending.point.x;
    const revertsBefore = reverts.current;
    setPending(null);
    setMessage(null);
    void save(
      () => removePoint({ sessionId, timestamp }).unwrap(),
      () => {
        if (reverts.current === revertsBefore) setDeletedPoint(timestamp);
      },
    );
  };
  const undo = () => {
    if (deletedPoint === null) return;
    const timestamp = deletedPoint;
    setDeletedPoint(null);
    void save(() => restorePoint({ sessionId, timestamp }).unwrap());
  };
  const revertAll = () => {
    reverts.current += 1;
    setDeletedPoint(null);
    void save(
      () => revertAllEdits(sessionId).unwrap(),
      () => setMessage(t('editsReverted')),
    );
  };

  return {
    pending,
    offer,
    confirm,
    cancel: useCallback(() => setPending(null), []),
    deletedPoint,
    undo,
    closeNotice: useCallback(() => setDeletedPoint(null), []),
    revertAll,
    message,
    closeMessage: useCallback(() => setMessage(null), []),
    error,
    clearError: useCallback(() => setError(null), []),
  };
}

export type PointEdits = ReturnType<typeof usePointEdits>;
