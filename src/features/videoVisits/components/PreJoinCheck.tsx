import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { LocalMedia } from '../hooks/useLocalMedia';
import { useMicrophoneLevel } from '../hooks/useMicrophoneLevel';
import { MediaProblemNotice } from './MediaProblemNotice';
import { MediaVideo } from './MediaVideo';

export interface PreJoinCheckProps {
  media: LocalMedia;
  onJoin: (cameraOff: boolean) => void;
}

interface DeviceSelectProps {
  controlId: string;
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChoose: (deviceId: string) => void;
  /** the name of a device the browser gives no label (before the permission) */
  unnamed: (number: number) => string;
}

function DeviceSelect({ controlId, label, devices, value, onChoose, unnamed }: DeviceSelectProps) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChoose(e.target.value)}>
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {device.label || unnamed(index + 1)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** Before joining: the own camera's preview, the microphone's level, the devices to use, joining with the camera off. */
export function PreJoinCheck({ media, onJoin }: PreJoinCheckProps) {
  const { t } = useTranslation('videoVisits');
  const level = useMicrophoneLevel(media.stream);
  const [cameraOff, setCameraOff] = useState(false);
  const ids = useId();
  const percent = Math.round(level * 100);

  return (
    <Card className="visit-prejoin mx-auto">
      <Card.Header>
        <h2 className="h5 mb-0">{t('prejoinCheck')}</h2>
      </Card.Header>
      <Card.Body>
        {media.problem ? (
          <MediaProblemNotice problem={media.problem} onRetry={media.retry} />
        ) : media.starting && !media.stream ? (
          <p role="status" className="d-flex align-items-center gap-2">
            <Spinner size="sm" aria-hidden="true" />
            {t('askingForMedia')}
          </p>
        ) : null}
        {media.stream && (
          <>
            <div className="visit-preview mb-3">
              <MediaVideo stream={media.stream} muted aria-label={t('ownPreview')} data-testid="prejoin-preview" className={cameraOff ? 'invisible' : undefined} />
              {cameraOff && <p className="visit-preview-off text-body-secondary">{t('cameraIsOff')}</p>}
            </div>
            <div className="mb-3">
              <div id={`${ids}-level`} className="form-label">
                {t('microphoneLevel')}
              </div>
              <meter min={0} max={100} value={percent} aria-labelledby={`${ids}-level`} className="visit-level" />
            </div>
            <DeviceSelect controlId={`${ids}-camera`} label={t('camera')} devices={media.cameras} value={media.cameraId} onChoose={media.chooseCamera} unnamed={(number) => t('cameraNumber', { number })} />
            <DeviceSelect
              controlId={`${ids}-microphone`}
              label={t('microphone')}
              devices={media.microphones}
              value={media.microphoneId}
              onChoose={media.chooseMicrophone}
              unnamed={(number) => t('microphoneNumber', { number })}
            />
            <Form.Check type="switch" id={`${ids}-camera-off`} className="mb-3" label={t('joinWithCameraOff')} checked={cameraOff} onChange={(e) => setCameraOff(e.target.checked)} />
          </>
        )}
        <Button variant="success" size="lg" disabled={!media.stream} onClick={() => onJoin(cameraOff)}>
          {t('join')}
        </Button>
      </Card.Body>
    </Card>
  );
}
