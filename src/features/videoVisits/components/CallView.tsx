import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { LocalMedia } from '../hooks/useLocalMedia';
import type { VideoCall } from '../hooks/useVideoCall';
import { remoteStatus } from '../logic/callState';
import { MediaVideo } from './MediaVideo';

export interface CallViewProps {
  call: VideoCall;
  media: LocalMedia;
  otherName: string;
  /** the window closes within VIDEO_VISIT_END_WARNING_MINUTES: when, in words */
  closingAt: string | null;
  /** the doctor's button that opens the side panel on a phone */
  panelToggle?: ReactNode;
}

/** The call: the other side's video filling the frame, the own preview small in a corner, the state and the controls. */
export function CallView({ call, media, otherName, closingAt, panelToggle }: CallViewProps) {
  const { t } = useTranslation('videoVisits');
  const other = call.otherHere ? call.other : null;
  const status = remoteStatus({ ended: call.ended, connection: call.connection, everConnected: call.everConnected, otherPresent: call.otherHere, gaveUp: call.gaveUp });
  const connected = status === 'joined';

  return (
    <div className="visit-call">
      {closingAt && (
        <Alert variant="warning" className="mb-2" data-testid="visit-closing">
          {t('closingSoon', { time: closingAt })}
        </Alert>
      )}
      <div className="visit-stage">
        <MediaVideo stream={call.remoteStream} className={`visit-remote${connected && !other?.videoOff ? '' : ' invisible'}`} aria-label={t('remoteVideo', { name: otherName })} data-testid="remote-video" />
        <div className="visit-overlay">
          <p role="status" aria-live="polite" className="visit-status mb-1" data-testid="visit-status">
            {t(`status.${status}`, { name: otherName })}
          </p>
          {connected && other?.audioMuted && (
            <Badge bg="dark" className="me-1" data-testid="other-muted">
              {t('otherMuted', { name: otherName })}
            </Badge>
          )}
          {connected && other?.videoOff && (
            <Badge bg="dark" data-testid="other-camera-off">
              {t('otherCameraOff', { name: otherName })}
            </Badge>
          )}
          {status === 'failed' && <p className="visit-help small mb-0">{t('connectionHelp')}</p>}
        </div>
        <MediaVideo stream={media.stream} muted className={`visit-own${media.videoOff ? ' invisible' : ''}`} aria-label={t('ownPreview')} data-testid="own-video" />
      </div>
      <div className="visit-controls d-flex flex-wrap justify-content-center gap-2 py-2" role="toolbar" aria-label={t('controls')}>
        <Button variant={media.audioMuted ? 'warning' : 'secondary'} aria-pressed={media.audioMuted} onClick={() => media.setAudioMuted(!media.audioMuted)}>
          {media.audioMuted ? t('unmute') : t('mute')}
        </Button>
        <Button variant={media.videoOff ? 'warning' : 'secondary'} aria-pressed={media.videoOff} onClick={() => media.setVideoOff(!media.videoOff)}>
          {media.videoOff ? t('cameraOn') : t('cameraOff')}
        </Button>
        {media.cameras.length > 1 && (
          <Button variant="secondary" onClick={media.switchCamera}>
            {t('switchCamera')}
          </Button>
        )}
        {panelToggle}
        <Button variant="danger" onClick={call.hangUp}>
          {t('endCall')}
        </Button>
      </div>
    </div>
  );
}
