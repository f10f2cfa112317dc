import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ReminderPreferences } from '@rehab/model/reminders';
import { errorMessage } from '../../../lib/store/errors';
import { SaveStatusAlert, type SaveStatus } from '../../../lib/ui/profile/SaveStatusAlert';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { useSaveReminderSettingsMutation } from '../api/remindersApi';
import { formValues, invalidTimes, type TimeField } from '../logic/settingsForm';

export interface ReminderSettingsFormProps {
  uid: string;
  /** the saved choices (null: never saved, the defaults are shown) */
  saved: ReminderPreferences | null;
  /** the zone the times are in (users.timeZone; the reminders count in UTC without one) */
  timeZone: string;
}

/** Reminders on or off, the daily time, the quiet hours and the channels; saved together. */
export function ReminderSettingsForm({ uid, saved, timeZone }: ReminderSettingsFormProps) {
  const { t } = useTranslation('reminders');
  const [save] = useSaveReminderSettingsMutation();
  const [status, setStatus] = useState<SaveStatus>(null);
  const initialValues = useMemo(() => formValues(saved), [saved]);
  const formik = useFormik<ReminderPreferences>({
    initialValues,
    // The saved choices change under the form when this device turns push on: the form shows them.
    enableReinitialize: true,
    validate: (values) => Object.fromEntries(invalidTimes(values).map((field) => [field, t('invalidTime')])),
    onSubmit: async (values) => {
      setStatus(null);
      try {
        await save({ uid, preferences: values }).unwrap();
        setStatus({ kind: 'success', text: t('saved') });
      } catch (failure) {
        // The form keeps what the patient chose: he can save again.
        setStatus({ kind: 'danger', text: t('saveFailed', { message: errorMessage(failure) }) });
      }
    },
  });

  const timeField = (field: TimeField, label: string, help?: string) => {
    const error = formik.touched[field] ? formik.errors[field] : undefined;
    return (
      <Form.Group controlId={`reminders-${field}`} className="mb-3 col-sm-6 col-md-4">
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="time"
          name={field}
          value={formik.values[field]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          isInvalid={Boolean(error)}
          aria-describedby={help ? `reminders-${field}-help` : undefined}
          required
        />
        {help && (
          <Form.Text id={`reminders-${field}-help`} className="d-block">
            {help}
          </Form.Text>
        )}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('settings')}>
      <SaveStatusAlert status={status} />
      <Form.Check
        type="switch"
        id="reminders-enabled"
        name="enabled"
        className="mb-3"
        label={t('enabled')}
        checked={formik.values.enabled}
        onChange={formik.handleChange}
      />
      <p className="small text-body-secondary">{t('timeZoneNote', { timeZone })}</p>
      <div className="row">{timeField('dailyTime', t('dailyTime'), t('dailyTimeHelp'))}</div>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('quietHours')}</legend>
        <p className="small text-body-secondary mb-2">{t('quietHoursHelp')}</p>
        <div className="row">
          {timeField('quietStart', t('quietStart'))}
          {timeField('quietEnd', t('quietEnd'))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('channels')}</legend>
        <Form.Check
          id="reminders-channel-push"
          name="channels.push"
          label={t('channelPush')}
          checked={formik.values.channels.push}
          onChange={formik.handleChange}
        />
        <Form.Check
          id="reminders-channel-email"
          name="channels.email"
          label={t('channelEmail')}
          checked={formik.values.channels.email}
          onChange={formik.handleChange}
        />
      </fieldset>
      <SubmitButton busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('save')}</SubmitButton>
    </Form>
  );
}
