import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { docRef } from '../../../../lib/firebase/collections';
import { useLiveDoc } from '../../../../lib/firebase/hooks';
import { normaliseDeviceType } from '../../../../lib/model/sensors';
import { SuccessBanner } from '../../../../lib/ui/SuccessBanner';
import { removePoint, restorePoint, revertAllEdits } from '../../api/sessionEdits';
import type { DeviceInfo } from '../../api/sessionsApi';
import { X_FORMATTERS } from '../../charts/options';
import type { SessionSummary } from '../../logic/sessionList';
import type { Point } from '../../logic/series';
import { markChartPainted } from '../../perfMarks';
import { chartLoaded, editModeToggled, selectChartView } from '../../sessionsSlice';
import { DeleteSessionButton } from '../DeleteSessionButton';
import { ExportSessionButton } from '../download/ExportSessionButton';
import { NotesArea } from '../NotesArea';
import { TagsPanel } from '../TagsPanel';
import type { SessionChartContext } from './chartContext';
import { DeviceSection } from './DeviceSection';
import { ConfirmPointRemoval, DeletedPointNotice, type PendingPoint } from './PointRemoval';

interface SessionViewProps {
  session: SessionSummary;
  devices: ReadonlyMap<string, DeviceInfo>;
  /** doctors tag, annotate, edit points and delete; a patient only views and exports */
  isDoctor: boolean;
  onDeleted: () => void;
}

const MemoDeviceSection = memo(DeviceSection);

/** One session: its charts by device type, Edit mode with point removal, tags, notes, export and delete. */
export function SessionView({ session, devices, isDoctor, onDeleted }: SessionViewProps) {
  const { t, i18n } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const { editMode, loading } = useAppSelector(selectChartView);
  const live = useLiveDoc(useMemo(() => docRef('sessions', session.id), [session.id]));
  // Keyed by content: the live document arriving with the same list must not redraw the charts.
  const removedKey = (live.data?.removedTimePoints ?? session.removedTimePoints).join(',');
  const removed = useMemo(() => new Set(removedKey ? removedKey.split(',').map(Number) : []), [removedKey]);
  const [pending, setPending] = useState<PendingPoint | null>(null);
  const [deletedPoint, setDeletedPoint] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const groups = useMemo(() => groupByType(session.devices, devices), [session.devices, devices]);
  const markers = useMemo(() => session.movements.map((m) => ({ x: m.startTime, label: m.name })), [session.movements]);
  const onPainted = useCallback(() => {
    markChartPainted();
    dispatch(chartLoaded());
  }, [dispatch]);
  const onPointClick = useCallback(
    (point: Point, seriesLabel: string) => setPending({ point, seriesLabel, timeLabel: X_FORMATTERS.clock(point.x) }),
    [],
  );
  const ctx = useMemo<SessionChartContext>(
    () => ({ sessionId: session.id, removed, markers, onPointClick: isDoctor && editMode ? onPointClick : undefined, onPainted }),
    [session.id, removed, markers, isDoctor, editMode, onPointClick, onPainted],
  );

  const failed = (e: unknown) => setError(t('editError', { message: e instanceof Error ? e.message : String(e) }));
  const confirmRemoval = async () => {
    if (!pending) return;
    const timestamp = pending.point.x;
    setPending(null);
    setError(null);
    setMessage(null);
    try {
      await removePoint(session.id, timestamp);
      setDeletedPoint(timestamp);
    } catch (e) {
      failed(e);
    }
  };
  const undo = async () => {
    if (deletedPoint === null) return;
    const timestamp = deletedPoint;
    setDeletedPoint(null);
    try {
      await restorePoint(session.id, timestamp);
    } catch (e) {
      failed(e);
    }
  };
  const revertAll = async () => {
    setError(null);
    setDeletedPoint(null);
    try {
      await revertAllEdits(session.id);
      setMessage(t('editsReverted'));
    } catch (e) {
      failed(e);
    }
  };
  const closeNotice = useCallback(() => setDeletedPoint(null), []);
  const closeMessage = useCallback(() => setMessage(null), []);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(session.date);

  return (
    <section aria-labelledby="session-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h2 id="session-heading" className="h5 mb-1">
            {t('sessionHeading', { index: session.index, id: session.id })}
          </h2>
          <div className="text-body-secondary small">{date}</div>
          {session.movements.length > 0 && (
            <div className="small">
              {t('movements')}: {session.movements.map((m) => m.name).join(', ')}
            </div>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <ExportSessionButton session={session} devices={devices} />
          {isDoctor && <DeleteSessionButton sessionId={session.id} userId={session.userId} onDeleted={onDeleted} />}
        </div>
      </div>

      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {isDoctor && (
          <>
            <Form.Check
              type="switch"
              id="edit-mode-switch"
              className="sessions-edit-switch"
              label={editMode ? t('editMode') : t('readMode')}
              checked={editMode}
              onChange={() => dispatch(editModeToggled())}
            />
            <Button size="sm" variant="outline-secondary" onClick={() => void revertAll()} disabled={removed.size === 0}>
              <i className="bi bi-arrow-counterclockwise me-1" aria-hidden />
              {t('revertAllEdits')}
            </Button>
          </>
        )}
        {isDoctor && editMode && <small className="text-body-secondary">{t('editModeHint')}</small>}
        {loading && <Spinner animation="border" size="sm" role="status" aria-label={t('loadingChart')} />}
      </div>

      <DeletedPointNotice timestamp={deletedPoint} onUndo={() => void undo()} onClose={closeNotice} />
      <SuccessBanner message={message} onClose={closeMessage} />
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}

      {groups.devices.length === 0 && <Alert variant="info">{t('noDevicesInSession')}</Alert>}
      {groups.devices.map(([type, typeDevices]) => (
        <div key={type} className="mb-3">
          {groups.devices.length > 1 && <h3 className="h6">{t(`deviceType.${type}`, { defaultValue: type })}</h3>}
          <MemoDeviceSection ctx={ctx} deviceType={type} devices={typeDevices} />
        </div>
      ))}
      {groups.unknown.length > 0 && <p className="small text-body-secondary">{t('unknownDevices', { ids: groups.unknown.join(', ') })}</p>}

      <div className="row">
        <div className="col-lg-6">
          <TagsPanel sessionId={session.id} tags={live.data?.tags ?? session.tags} readOnly={!isDoctor} />
        </div>
        <div className="col-lg-6">
          <NotesArea sessionId={session.id} notes={live.data?.notes ?? ''} readOnly={!isDoctor} />
        </div>
      </div>

      <ConfirmPointRemoval pending={pending} onConfirm={() => void confirmRemoval()} onCancel={() => setPending(null)} />
    </section>
  );
}

/** The session's devices by (normalised) type, Left before Right; devices without a record apart. */
function groupByType(ids: string[], devices: ReadonlyMap<string, DeviceInfo>) {
  const byType = new Map<string, DeviceInfo[]>();
  const unknown: string[] = [];
  for (const id of ids) {
    const device = devices.get(id);
    if (!device) {
      unknown.push(id);
      continue;
    }
    const type = normaliseDeviceType(device.deviceType);
    byType.set(type, [...(byType.get(type) ?? []), device]);
  }
  for (const list of byType.values()) list.sort((a, b) => a.side.localeCompare(b.side));
  return { devices: [...byType], unknown };
}
