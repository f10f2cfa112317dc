import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { cropToAvatar } from '../../profile/avatarImage';
import { Avatar } from '../Avatar';

export interface AvatarPickerProps {
  /** the current picture (URL) */
  current: string;
  name: string;
  /** the cropped 150x150 JPEG, or null when none is chosen */
  onChange: (jpeg: Blob | null) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Choose a picture, crop it to a square, and preview the 150x150 result (uploaded when the form is saved). */
export function AvatarPicker({ current, name, onChange }: AvatarPickerProps) {
  const { t } = useTranslation('common', { keyPrefix: 'profile' });
  const { t: tc } = useTranslation('common');
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    try {
      setSource(await readAsDataUrl(file));
      setCrop({ x: 0, y: 0 });
      setZoom(1);
    } catch {
      setError(t('pictureUnreadable'));
    }
  }

  async function applyCrop() {
    if (!source || !area) return;
    setCropping(true);
    try {
      const jpeg = await cropToAvatar(source, area);
      setPreview(URL.createObjectURL(jpeg));
      onChange(jpeg);
      setSource(null);
    } catch {
      setError(t('pictureNotCropped'));
      setSource(null);
    } finally {
      setCropping(false);
    }
  }

  return (
    <div className="d-flex align-items-center gap-3 mb-3 flex-wrap">
      <Avatar src={preview ?? current} alt={t('pictureOf', { name })} size={96} />
      <Form.Group controlId="avatar-file">
        <Form.Label>{t('profilePicture')}</Form.Label>
        <Form.Control type="file" accept="image/*" onChange={(e) => void choose(e as ChangeEvent<HTMLInputElement>)} />
        <Form.Text>{t('pictureHint')}</Form.Text>
      </Form.Group>
      {error && (
        <Alert variant="danger" className="w-100 mb-0" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Modal show={source !== null} onHide={() => setSource(null)} centered aria-labelledby="crop-title">
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id="crop-title" className="h5">
            {t('cropPicture')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="position-relative bg-dark rounded" style={{ height: 300 }}>
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            )}
          </div>
          <Form.Group controlId="avatar-zoom" className="mt-3">
            <Form.Label>{t('zoom')}</Form.Label>
            <Form.Range min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setSource(null)}>
            {tc('cancel')}
          </Button>
          <Button onClick={() => void applyCrop()} disabled={!area || cropping}>
            {cropping && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('crop')}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
