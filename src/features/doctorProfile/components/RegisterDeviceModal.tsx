import { useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { deviceExists } from '../../devices';
import { addRegisteredDevice } from '../profileApi';
import { registrationProblem } from '../profileRules';

export interface RegisterDeviceModalProps {
  show: boolean;
  doctorUid: string;
  registered: readonly string[];
  onClose: () => void;
}

/** Registers a device id to the doctor: it must be given, new to them, and an existing device. */
export function RegisterDeviceModal({ show, doctorUid, registered, onClose }: RegisterDeviceModalProps) {
  const { t } = useTranslation('doctorProfile');
  const [deviceId, setDeviceId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function close() {
    setDeviceId('');
    setError(null);
    onClose();
  }

  async function register(event: FormEvent) {
    event.preventDefault();
    const problem = registrationProblem(deviceId, registered);
    if (problem) {
      setError(problem === 'noId' ? t('noDeviceId') : t('deviceAlreadyRegistered'));
      return;
    }
    const id = deviceId.trim();
    setPending(true);
    setError(null);
    try {
      if (!(await deviceExists(id))) {
        setError(t('deviceDoesNotExist'));
        return;
      }
      await addRegisteredDevice(doctorUid, id);
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="register-device-title">
      <Form noValidate onSubmit={(e) => void register(e)}>
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id="register-device-title" className="h5">
            {t('registerDevice')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="register-device-id">
            <Form.Label>{t('deviceId')}</Form.Label>
            <Form.Control
              value={deviceId}
              onChange={(e) => setDeviceId(e.target.value)}
              isInvalid={error !== null}
              autoComplete="off"
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {pending ? t('registering') : t('register')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
