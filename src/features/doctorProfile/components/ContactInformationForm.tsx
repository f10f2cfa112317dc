import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CredentialForm } from '../../../lib/ui/profile/CredentialForm';
import { ReauthenticateDialog } from '../../../lib/ui/profile/ReauthenticateDialog';
import { SignOutNotice } from '../../../lib/ui/profile/SignOutNotice';
import { TextField } from '../../../lib/ui/TextField';
import { PHONE_PREFIX } from '@rehab/model/accountRules';
import { contactUpdate, isValidPhoneInput, withoutPhonePrefix, type ContactInformation } from '../logic/profileRules';
import { useCredentialUpdate } from '../hooks/useCredentialUpdate';

/**
 * The Contact Information tab: e-mail and phone number (+1), a new e-mail after the current password again when the
 * sign-in is older than 5 minutes; afterwards the doctor is signed out.
 */
export function ContactInformationForm({ uid, current }: { uid: string; current: ContactInformation }) {
  const { t } = useTranslation('doctorProfile');
  const credentials = useCredentialUpdate(uid);
  const formik = useFormik<ContactInformation>({
    initialValues: { email: current.email, phoneNumber: withoutPhonePrefix(current.phoneNumber) },
    validationSchema: yup.object({
      email: yup.string().trim().email(t('invalidEmail')),
      phoneNumber: yup.string().test('phone', t('invalidPhone'), (value) => isValidPhoneInput(value ?? '', current.phoneNumber)),
    }),
    // The function mirrors the new e-mail and phone number into the doctor's record.
    onSubmit: (values) => credentials.save(contactUpdate(current, values)),
  });

  return (
    <>
      <CredentialForm formik={formik} notice={credentials.done && <SignOutNotice />} locked={credentials.done} error={credentials.error}>
        <TextField name="email" type="email" label={t('email')} autoComplete="email" dir="ltr" />
        <TextField name="phoneNumber" type="tel" label={t('phoneNumber')} autoComplete="tel-national" prepend={PHONE_PREFIX} dir="ltr" />
      </CredentialForm>
      <ReauthenticateDialog show={credentials.confirmingIdentity} onCancel={credentials.cancelConfirmation} onConfirm={credentials.confirmIdentity} />
    </>
  );
}
