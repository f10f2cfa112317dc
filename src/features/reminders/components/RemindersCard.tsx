import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePushDevicesQuery, useReminderSettingsQuery } from '../api/remindersApi';
import { formValues } from '../logic/settingsForm';
import { PushDevices } from './PushDevices';
import { ReminderSettingsForm } from './ReminderSettingsForm';

export interface RemindersCardProps {
  uid: string;
  /** users/{uid}.timeZone: the zone the reminders' times are in */
  timeZone: string | undefined;
}

/** The patient's reminders (issue 35), on his profile: his choices, and the devices that receive push notifications. */
export function RemindersCard({ uid, timeZone }: RemindersCardProps) {
  const { t } = useTranslation('reminders');
  const settings = useReminderSettingsQuery(uid);
  const devices = usePushDevicesQuery(uid);
  const error = queryErrorMessage(settings.error) ?? queryErrorMessage(devices.error);
  const loading = settings.isLoading || devices.isLoading;
  // The patient's choices alone (not the document's id and time), as the form and a device's push turned on use them.
  const saved = useMemo(() => (settings.data ? formValues(settings.data) : null), [settings.data]);

  return (
    <Card className="mb-3" data-testid="reminders-card">
      <Card.Header as="h2" className="h6 mb-0">
        {t('heading')}
      </Card.Header>
      <Card.Body aria-busy={loading}>
        {error ? (
          <Alert variant="danger">{t('loadFailed', { message: error })}</Alert>
        ) : loading ? (
          <div role="status" className="text-body-secondary">
            <Spinner size="sm" className="me-2" aria-hidden />
            {t('loading')}
          </div>
        ) : (
          <>
            <ReminderSettingsForm uid={uid} saved={saved} timeZone={timeZone ?? 'UTC'} />
            <hr />
            <PushDevices uid={uid} devices={devices.data ?? []} saved={saved} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
