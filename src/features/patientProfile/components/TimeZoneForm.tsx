import { useState } from 'react';
import { useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { User } from '@rehab/model/collections';
import { isTimeZone } from '@rehab/model/monitoring';
import { browserTimeZone } from '../../../lib/browserTimeZone';
import { errorMessage } from '../../../lib/store/errors';
import { SaveStatusAlert, type SaveStatus } from '../../../lib/ui/profile/SaveStatusAlert';
import { TimeZoneSelect } from '../../../lib/ui/profile/TimeZoneSelect';
import { UpdateButton } from '../../../lib/ui/profile/UpdateButton';
import { useSavePatientTimeZoneMutation } from '../api/patientProfileApi';

/** The Time zone tab: the zone the patient's days are counted in (stored from the browser at sign-in until changed). */
export function TimeZoneForm({ uid, record }: { uid: string; record: Pick<User, 'timeZone'> }) {
  const { t } = useTranslation('patientProfile');
  const [save] = useSavePatientTimeZoneMutation();
  const [status, setStatus] = useState<SaveStatus>(null);
  const formik = useFormik({
    initialValues: { timeZone: record.timeZone && isTimeZone(record.timeZone) ? record.timeZone : browserTimeZone() },
    onSubmit: async ({ timeZone }) => {
      setStatus(null);
      try {
        await save({ uid, timeZone }).unwrap();
        setStatus({ kind: 'success', text: t('timeZoneUpdated') });
      } catch (failure) {
        setStatus({ kind: 'danger', text: errorMessage(failure) });
      }
    },
  });
  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <SaveStatusAlert status={status} />
      <TimeZoneSelect id="patient-time-zone" name="timeZone" value={formik.values.timeZone} onChange={formik.handleChange} label={t('timeZone')} help={t('timeZoneHelp')} />
      <UpdateButton pending={formik.isSubmitting} />
    </Form>
  );
}
