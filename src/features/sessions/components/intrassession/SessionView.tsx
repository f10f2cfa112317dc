import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../lib/store/hooks';
import { formatLongDateTime } from '../../../../lib/dateFormat';
import { queryErrorMessage } from '../../../../lib/store/errors';
import { SessionHistory } from '../../../history';
import { useSessionDocumentQuery } from '../../api/sessionsApi';
import type { DeviceInfo } from '../../api/sessionsFirestore';
import { groupDevicesByType } from '../../logic/sessionDevices';
import type { SessionSummary } from '../../logic/sessionList';
import { afterPaint, markChartPainted } from '../../perfMarks';
import { chartLoaded, editModeToggled, selectChartView } from '../../sessionsSlice';
import { DeleteSessionButton } from '../DeleteSessionButton';
import { ExportSessionButton } from '../download/ExportSessionButton';
import { NotesArea } from '../NotesArea';
import { TagsPanel } from '../TagsPanel';
import type { SessionChartContext } from './chartContext';
import { DeviceSection } from './DeviceSection';
import { ConfirmPointRemoval, PointEditMessages } from './PointRemoval';
import { usePointEdits } from './usePointEdits';

interface SessionViewProps {
  session: SessionSummary;
  devices: ReadonlyMap<string, DeviceInfo>;
  /** doctors tag, annotate, edit points and delete; a patient only views and exports */
  isDoctor: boolean;
  onDeleted: () => void;
}

const MemoDeviceSection = memo(DeviceSection);

/**
 * One session: its charts by device type, Edit mode with point removal, tags,
 * notes, export and delete; its History tab lists every recorded change.
 */
export function SessionView({ session, devices, isDoctor, onDeleted }: SessionViewProps) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { editMode, loading } = useAppSelector(selectChartView);
  // The live session document (tags, notes, edits as they change) is listened to once the first chart is on
  // screen: the listener's cache work would otherwise hold up the chart. The list's copy serves until then.
  const [chartShown, setChartShown] = useState(!loading);
  if (!chartShown && !loading) setChartShown(true);
  const live = useSessionDocumentQuery(session.id, { skip: !chartShown });
  // Keyed by content: the live document arriving with the same list must not redraw the charts.
  const removedKey = (live.data?.removedTimePoints ?? session.removedTimePoints).join(',');
  const removed = useMemo(() => new Set(removedKey ? removedKey.split(',').map(Number) : []), [removedKey]);
  const edits = usePointEdits(session.id);

  const groups = useMemo(() => groupDevicesByType(session.devices, devices), [session.devices, devices]);
  const markers = useMemo(() => session.movements.map((m) => ({ x: m.startTime, label: m.name })), [session.movements]);
  const onPainted = useCallback(() => {
    markChartPainted();
    dispatch(chartLoaded());
  }, [dispatch]);
  // A session without devices has no chart to wait for.
  const chartless = groups.byType.length === 0;
  useEffect(() => (chartless ? afterPaint(onPainted) : undefined), [chartless, onPainted]);
  const offerPoint = edits.offer;
  const ctx = useMemo<SessionChartContext>(
    () => ({ sessionId: session.id, removed, markers, onPointClick: isDoctor && editMode ? offerPoint : undefined, onPainted }),
    [session.id, removed, markers, isDoctor, editMode, offerPoint, onPainted],
  );

  return (
    <section aria-labelledby={headingId}>
      <SessionHeader session={session} devices={devices} isDoctor={isDoctor} onDeleted={onDeleted} headingId={headingId} />
      <Tabs defaultActiveKey="session" mountOnEnter className="mb-3">
        <Tab eventKey="session" title={t('sessionTab')}>
          <SessionContent ctx={ctx} session={session} isDoctor={isDoctor} removed={removed} edits={edits} groups={groups} live={live} />
        </Tab>
        <Tab eventKey="history" title={t('historyTab')}>
          <SessionHistory patientUid={session.userId} sessionId={session.id} />
        </Tab>
      </Tabs>
    </section>
  );
}

interface SessionContentProps {
  ctx: SessionChartContext;
  session: SessionSummary;
  isDoctor: boolean;
  removed: ReadonlySet<number>;
  edits: ReturnType<typeof usePointEdits>;
  groups: ReturnType<typeof groupDevicesByType>;
  live: ReturnType<typeof useSessionDocumentQuery>;
}

/** The session tab: charts, point edits, tags and notes. */
function SessionContent({ ctx, session, isDoctor, removed, edits, groups, live }: SessionContentProps) {
  const { t } = useTranslation('sessions');
  return (
    <>
      <EditToolbar canEdit={isDoctor} hasEdits={removed.size > 0} onRevertAll={edits.revertAll} />
      <PointEditMessages edits={edits} />
      {live.error && <Alert variant="danger">{t('sessionReadError', { message: queryErrorMessage(live.error) })}</Alert>}

      {groups.byType.length === 0 && <Alert variant="info">{t('noDevicesInSession')}</Alert>}
      {groups.byType.map(([type, typeDevices]) => (
        <div key={type} className="mb-3">
          {groups.byType.length > 1 && <h3 className="h6">{t(`deviceType.${type}`, { defaultValue: type })}</h3>}
          <MemoDeviceSection ctx={ctx} deviceType={type} devices={typeDevices} />
        </div>
      ))}
      {groups.unknown.length > 0 && <p className="small text-body-secondary">{t('unknownDevices', { ids: groups.unknown.join(', ') })}</p>}

      <div className="row">
        <div className="col-lg-6">
          <TagsPanel sessionId={session.id} tags={live.data?.tags ?? session.tags} readOnly={!isDoctor} />
        </div>
        <div className="col-lg-6">
          {/* Until the session document is read, the notes are unknown: editing them then could overwrite them. */}
          <NotesArea
            sessionId={session.id}
            patientUid={session.userId}
            saved={live.data ? { notes: live.data.notes, version: live.data.notesVersion ?? 0 } : null}
            readOnly={!isDoctor}
          />
        </div>
      </div>

      <ConfirmPointRemoval pending={edits.pending} onConfirm={edits.confirm} onCancel={edits.cancel} />
    </>
  );
}

function SessionHeader({ session, devices, isDoctor, onDeleted, headingId }: SessionViewProps & { headingId: string }) {
  const { t, i18n } = useTranslation('sessions');
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
      <div>
        <h2 id={headingId} className="h5 mb-1">
          {t('sessionHeading', { index: session.index, id: session.id })}
        </h2>
        <div className="text-body-secondary small">{formatLongDateTime(session.date, i18n.language)}</div>
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
  );
}

/** The Edit mode / Read mode switch (purple when on) and Revert all edits, for doctors; the chart loading state for all. */
function EditToolbar({ canEdit, hasEdits, onRevertAll }: { canEdit: boolean; hasEdits: boolean; onRevertAll: () => void }) {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const switchId = useId();
  const { editMode, loading } = useAppSelector(selectChartView);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      {canEdit && (
        <>
          <Form.Check
            type="switch"
            id={switchId}
            className="sessions-edit-switch"
            label={editMode ? t('editMode') : t('readMode')}
            checked={editMode}
            onChange={() => dispatch(editModeToggled())}
          />
          <Button size="sm" variant="outline-secondary" onClick={onRevertAll} disabled={!hasEdits}>
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden />
            {t('revertAllEdits')}
          </Button>
          {editMode && <small className="text-body-secondary">{t('editModeHint')}</small>}
        </>
      )}
      {loading && <Spinner animation="border" size="sm" role="status" aria-label={t('loadingChart')} />}
    </div>
  );
}
