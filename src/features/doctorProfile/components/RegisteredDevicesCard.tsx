import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { DeviceAccessNote, useDeviceAccess } from '../../care';
import { RemoveDeviceDialog } from '../../devices';
import { useRemoveDoctorDeviceMutation } from '../api/doctorProfileApi';
import { RegisterDeviceModal } from './RegisterDeviceModal';

/**
 * The doctor's registered devices, each with Remove and, where its patient has
 * not granted access, why (waiting, declined, removed), and the registration modal.
 */
export function RegisteredDevicesCard({ doctorUid, devices }: { doctorUid: string; devices: readonly string[] }) {
  const { t } = useTranslation('doctorProfile');
  const [registering, setRegistering] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removeDevice, removal] = useRemoveDoctorDeviceMutation();
  const { access, error: accessError } = useDeviceAccess(doctorUid);
  const removalError = queryErrorMessage(removal.error) ?? accessError;

  function remove(deviceId: string) {
    setConfirming(null);
    void removeDevice({ uid: doctorUid, deviceId, patientUid: access.get(deviceId)?.patient ?? '' });
  }

  return (
    <Card>
      <Card.Header className="d-flex justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0">{t('registeredDevices')}</h2>
        <Button size="sm" onClick={() => setRegistering(true)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('registerDevice')}
        </Button>
      </Card.Header>
      {removalError && (
        <Alert variant="danger" className="m-2" dismissible onClose={removal.reset}>
          {removalError}
        </Alert>
      )}
      {devices.length === 0 ? (
        <Card.Body className="text-body-secondary">{t('noRegisteredDevices')}</Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush" aria-label={t('registeredDevices')}>
          {devices.map((id) => (
            <ListGroup.Item as="li" key={id} className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">
                {id}
                <DeviceAccessNote access={access.get(id)?.access} />
              </span>
              <Button
                variant="outline-danger"
                size="sm"
                disabled={removal.isLoading}
                onClick={() => setConfirming(id)}
                aria-label={t('removeDeviceNamed', { id })}
              >
                {t('remove')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <RegisterDeviceModal show={registering} registered={devices} onClose={() => setRegistering(false)} />
      <RemoveDeviceDialog deviceId={confirming} onCancel={() => setConfirming(null)} onConfirm={remove} />
    </Card>
  );
}
