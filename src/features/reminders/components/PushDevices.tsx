import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { PushSubscriptionRecord } from '@rehab/model/collections';
import { REMINDER_TEXTS, type ReminderPreferences } from '@rehab/model/reminders';
import type { WithId } from '../../../lib/firebase/withId';
import { formatDateTime } from '../../../lib/dateFormat';
import { errorMessage } from '../../../lib/store/errors';
import { useRemovePushDeviceMutation } from '../api/remindersApi';
import { usePushHere } from '../hooks/usePushHere';

/** The fixed texts a notification can say, each once (they are English, as sent). */
const NOTIFICATION_TEXTS = [...new Set(Object.values(REMINDER_TEXTS).map(({ body }) => body))];

export interface PushDevicesProps {
  uid: string;
  devices: readonly WithId<PushSubscriptionRecord>[];
  saved: ReminderPreferences | null;
}

/** Push on this device (what it will say, then the permission), and the devices that receive pushes, each removable. */
export function PushDevices({ uid, devices, saved }: PushDevicesProps) {
  const { t, i18n } = useTranslation('reminders');
  const here = usePushHere(uid, devices, saved);
  const [remove] = useRemovePushDeviceMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function removeDevice(device: WithId<PushSubscriptionRecord>) {
    setRemoving(device.docId);
    setRemoveError(null);
    try {
      await remove({ id: device.docId, endpoint: device.endpoint }).unwrap();
    } catch (error) {
      setRemoveError(t('removeFailed', { message: errorMessage(error) }));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby="push-devices-heading">
      <h3 id="push-devices-heading" className="h6">
        {t('pushHeading')}
      </h3>
      <p className="small mb-1">{t('whatIsSent')}</p>
      <ul className="small" lang="en" dir="ltr">
        {NOTIFICATION_TEXTS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="small text-body-secondary">{t('noHealthInformation')}</p>
      <ThisDevice here={here} />
      <h4 className="h6 mt-3" id="push-device-list-heading">
        {t('deviceList')}
      </h4>
      {removeError && (
        <Alert variant="danger" role="alert">
          {removeError}
        </Alert>
      )}
      <ListGroup as="ul" aria-labelledby="push-device-list-heading" data-testid="push-devices">
        {devices.length === 0 && <ListGroup.Item as="li" className="text-body-secondary">{t('noDevices')}</ListGroup.Item>}
        {devices.map((device) => (
          <ListGroup.Item as="li" key={device.docId} className="d-flex flex-wrap align-items-center gap-2">
            <div className="me-auto">
              <bdi className="fw-semibold">{device.deviceLabel || t('unnamedDevice')}</bdi>{' '}
              {here.thisDevice?.docId === device.docId && <Badge bg="primary">{t('thisDevice')}</Badge>}
              {device.createdAt && (
                <div className="small text-body-secondary">{t('addedOn', { date: formatDateTime(device.createdAt.toDate(), i18n.language) })}</div>
              )}
            </div>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={removing !== null}
              onClick={() => void removeDevice(device)}
              aria-label={t('removeDevice', { device: device.deviceLabel || t('unnamedDevice') })}
            >
              {removing === device.docId && <Spinner size="sm" className="me-1" aria-hidden />}
              {t('remove')}
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </section>
  );
}

/** This device's state and its one action. */
function ThisDevice({ here }: { here: ReturnType<typeof usePushHere> }) {
  const { t } = useTranslation('reminders');
  if (here.support !== 'supported') {
    return <Alert variant="info">{t(here.support === 'unsupported' ? 'pushUnsupported' : 'pushUnconfigured')}</Alert>;
  }
  if (here.checking) {
    return (
      <div role="status" className="small text-body-secondary">
        <Spinner size="sm" className="me-2" aria-hidden />
        {t('checkingDevice')}
      </div>
    );
  }
  return (
    <div>
      {here.error && (
        <Alert variant="danger" role="alert">
          {t('pushFailed', { message: here.error })}
        </Alert>
      )}
      {here.permission === 'denied' && !here.thisDevice && (
        <Alert variant="warning" role="alert">
          <div className="fw-semibold">{t('permissionDenied')}</div>
          {t('howToAllow')}
        </Alert>
      )}
      {here.dismissed && <Alert variant="info">{t('permissionDismissed')}</Alert>}
      {here.thisDevice ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span role="status">{t('pushOnHere')}</span>
          <Button variant="outline-secondary" size="sm" disabled={here.busy} onClick={() => void here.disable()}>
            {here.busy && <Spinner size="sm" className="me-1" aria-hidden />}
            {t('turnOffHere')}
          </Button>
        </div>
      ) : (
        <Button variant="primary" disabled={here.busy} onClick={() => void here.enable()}>
          {here.busy && <Spinner size="sm" className="me-1" aria-hidden />}
          {t('turnOnHere')}
        </Button>
      )}
    </div>
  );
}
