import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { LIMITS } from '@rehab/model/limits';
import { CredentialForm } from '../../../lib/ui/profile/CredentialForm';
import { TextField } from '../../../lib/ui/TextField';
import { useRequestPatientEmailChangeMutation } from '../api/patientProfileApi';
import { useCredentialChange } from '../hooks/useCredentialChange';
import { emailChange } from '../logic/profileEdit';
import { ReauthenticateDialog } from '../../../lib/ui/profile/ReauthenticateDialog';

/**
 * The Contact Information tab: the e-mail address (blank keeps the current one).
 * A new address gets a confirmation link and takes effect once it is opened.
 */
export function ContactInformationForm({ uid, currentEmail }: { uid: string; currentEmail: string }) {
  const { t } = useTranslation('patientProfile');
  const change = useCredentialChange(uid);
  const [requestEmailChange] = useRequestPatientEmailChangeMutation();
  /** the address the last successful request sent the confirmation link to */
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: currentEmail },
    validationSchema: yup.object({ email: yup.string().trim().email(t('invalidEmail')) }),
    onSubmit: async ({ email }, helpers) => {
      const newEmail = emailChange(currentEmail, email);
      setLinkSentTo(null);
      if (newEmail === null) {
        helpers.resetForm({ values: { email: currentEmail } });
        await change.save(() => Promise.resolve());
        return;
      }
      await change.save(async () => {
        await requestEmailChange({ uid, email: newEmail }).unwrap();
        setLinkSentTo(newEmail);
      });
    },
  });

  const notice = change.done && (
    <Alert variant="success" role="status">
      <div>{t('updatedSuccessfully')}</div>
      {linkSentTo && <div className="small mt-1">{t('confirmationLinkSent', { email: linkSentTo })}</div>}
    </Alert>
  );

  return (
    <>
      <CredentialForm formik={formik} notice={notice} error={change.error}>
        <TextField name="email" type="email" label={t('email')} autoComplete="email" dir="ltr" maxLength={LIMITS.text.email} />
      </CredentialForm>
      <ReauthenticateDialog show={change.confirmingIdentity} onCancel={change.cancelConfirmation} onConfirm={change.confirmIdentity} />
    </>
  );
}
