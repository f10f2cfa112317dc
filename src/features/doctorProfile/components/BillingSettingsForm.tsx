import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { DISCIPLINES, type Doctor } from '@rehab/model/collections';
import { isTimeZone } from '@rehab/model/monitoring';
import { SaveStatusAlert, type SaveStatus } from '../../../lib/ui/profile/SaveStatusAlert';
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
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
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
  const zoneChoices = zones.includes(formik.values.timeZone) || !isTimeZone(formik.values.timeZone) ? zones : [formik.values.timeZone, ...zones];
  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <SaveStatusAlert status={status} />
      <Form.Group className="mb-3" controlId="billing-time-zone">
        <Form.Label>{t('billing.timeZone')}</Form.Label>
        <Form.Select name="timeZone" value={formik.values.timeZone} onChange={formik.handleChange} aria-describedby="billing-time-zone-help">
          {zoneChoices.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="billing-time-zone-help">{t('billing.timeZoneHelp')}</Form.Text>
      </Form.Group>
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
