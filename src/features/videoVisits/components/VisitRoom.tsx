import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { videoVisitWindow, type VisitRole } from '@rehab/model/videoVisits';
import { formatTime } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useMediaQuery } from '../../../lib/ui/useMediaQuery';
import { useIssueIceServersMutation } from '../api/videoVisitsApi';
import { useLocalMedia } from '../hooks/useLocalMedia';
import { useVideoCall } from '../hooks/useVideoCall';
import type { VisitPhase } from '../logic/visitWindow';
import { CallView } from './CallView';
import { DoctorSidePanel, type DoctorSidePanelProps } from './DoctorSidePanel';
import { PreJoinCheck } from './PreJoinCheck';
import './videoVisits.css';

export interface VisitRoomProps {
  appointmentId: string;
  appointmentMillis: number;
  phase: VisitPhase;
  role: VisitRole;
  myUid: string;
  otherUid: string;
  otherName: string;
  /** the doctor's side panel's patient */
  panel: DoctorSidePanelProps | null;
  /** where to go once the call ended */
  done: React.ReactNode;
}

/** The visit: the pre-join check, then the call (with the doctor's side panel), then its end. */
export function VisitRoom({ appointmentId, appointmentMillis, phase, role, myUid, otherUid, otherName, panel, done }: VisitRoomProps) {
  const { t, i18n } = useTranslation('videoVisits');
  const media = useLocalMedia();
  const [joined, setJoined] = useState(false);
  const [issueIceServers, ice] = useIssueIceServersMutation();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelHeadingId = useId();
  const wide = useMediaQuery('(min-width: 992px)', true);
  const call = useVideoCall(
    joined && ice.data
      ? { appointmentId, role, myUid, otherUid, localStream: media.stream, iceServers: ice.data.iceServers, audioMuted: media.audioMuted, videoOff: media.videoOff }
      : null,
  );

  // The window closes: the call ends with it.
  const { hangUp, ended } = call;
  useEffect(() => {
    if (phase === 'closed' && joined) hangUp();
  }, [phase, joined, hangUp]);
  const { stop } = media;
  useEffect(() => {
    if (ended) stop();
  }, [ended, stop]);

  function join(cameraOff: boolean) {
    media.setVideoOff(cameraOff);
    setJoined(true);
    void issueIceServers(appointmentId);
  }

  /** What the visit shows at this point: its end, the pre-join check, a failure, the call. */
  const stage = (): React.ReactNode => {
    if (ended || (phase === 'closed' && !joined)) {
      return (
        <Alert variant="secondary" className="visit-ended">
          <p role="status" className="h5" data-testid="visit-status">
            {ended ? t('status.ended', { name: otherName }) : t('windowOver')}
          </p>
          {done}
        </Alert>
      );
    }
    if (!joined) return <PreJoinCheck media={media} onJoin={join} />;
    if (ice.isError || call.error) {
      const message = ice.isError ? queryErrorMessage(ice.error) : String((call.error as Error | null)?.message ?? call.error);
      return (
        <Alert variant="danger" data-testid="visit-error">
          <p className="fw-semibold">{t('cannotJoin')}</p>
          <p className="small">{message}</p>
          {done}
        </Alert>
      );
    }
    if (!ice.data) {
      return (
        <p role="status" className="text-body-secondary">
          {t('preparing')}
        </p>
      );
    }

    const closingAt = phase === 'closingSoon' ? formatTime(videoVisitWindow(appointmentMillis).closes, i18n.language) : null;
    const callView = (toggle?: React.ReactNode) => <CallView call={call} media={media} otherName={otherName} closingAt={closingAt} panelToggle={toggle} />;
    if (!panel) return callView();
    if (wide) {
      return (
        <Row className="g-3">
          <Col lg={7}>{callView()}</Col>
          <Col lg={5}>
            <DoctorSidePanel {...panel} headingId={panelHeadingId} />
          </Col>
        </Row>
      );
    }
    return (
      <>
        {callView(
          <Button variant="secondary" aria-expanded={panelOpen} onClick={() => setPanelOpen(true)}>
            {t('showPatientData')}
          </Button>,
        )}
        {/* Named by the panel's own heading. */}
        <Offcanvas show={panelOpen} onHide={() => setPanelOpen(false)} placement="end" aria-labelledby={panelHeadingId}>
          <Offcanvas.Header closeButton closeLabel={t('close')} />
          <Offcanvas.Body>
            <DoctorSidePanel {...panel} headingId={panelHeadingId} />
          </Offcanvas.Body>
        </Offcanvas>
      </>
    );
  };

  const inCall = joined && !ended && ice.data !== undefined;
  // The page's one h1: hidden during the call, where the other side's video takes the screen.
  return (
    <>
      <h1 className={inCall ? 'visually-hidden' : 'h4 mb-3'}>{t('visitWith', { name: otherName })}</h1>
      {stage()}
    </>
  );
}
