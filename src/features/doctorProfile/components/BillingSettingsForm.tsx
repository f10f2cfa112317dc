import { useState } from 'react';
import { useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { DISCIPLINES, type Doctor } from '@rehab/model/collections';
import { SaveStatusAlert, type SaveStatus } from '../../../lib/ui/profile/SaveStatusAlert';
import { TimeZoneSelect } from '../../../lib/ui/profile/TimeZoneSelect';
import { UpdateButton } from '../../../lib/ui/profile/UpdateButton';
import { errorMessage } from '../../../lib/store/errors';
import { useSetBillingSettingsMutation } from '../api/doctorProfileApi';
import { billingSettingsOf, type BillingSettings } from '../logic/billingSettings';
import { browserTimeZone } from '../../../lib/browserTimeZone';

/**
 * The Billing tab: the doctor's time zone (his management months are calendar months in it) and his therapy
 * discipline (the modifier of his RTM claim lines; none for physicians).
 */
export function BillingSettingsForm({ uid, doctor }: { uid: string; doctor: Doctor }) {
  const { t } = useTranslation('doctorProfile');
  const [save] = useSetBillingSettingsMutation();
  const [status, setStatus] = useState<SaveStatus>(null);
  const formik = useFormik<BillingSettings>({
    initialValues: billingSettingsOf(doctor, browserTimeZone()),
    onSubmit: async (values) => {
      setStatus(null);
      try {
        await save({ uid, settings: values }).unwrap();
        setStatus({ kind: 'success', text: t('billing.saved') });
      } catch (failure) {
        setStatus({ kind: 'danger', text: errorMessage(failure) });
      }
    },
  });
  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <SaveStatusAlert status={status} />
      <TimeZoneSelect
        id="billing-time-zone"
        name="timeZone"
        value={formik.values.timeZone}
        onChange={formik.handleChange}
        label={t('billing.timeZone')}
        help={t('billing.timeZoneHelp')}
      />
      <Form.Group className="mb-3" controlId="billing-discipline">
        <Form.Label>{t('billing.discipline')}</Form.Label>
        <Form.Select name="discipline" value={formik.values.discipline} onChange={formik.handleChange} aria-describedby="billing-discipline-help">
          {(['', ...DISCIPLINES] as const).map((discipline) => (
            <option key={discipline} value={discipline}>
              {t(`billing.disciplines.${discipline || 'none'}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="billing-discipline-help">{t('billing.disciplineHelp')}</Form.Text>
      </Form.Group>
      <UpdateButton pending={formik.isSubmitting} />
    </Form>
  );
}
