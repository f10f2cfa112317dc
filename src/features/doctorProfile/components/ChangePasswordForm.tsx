import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextField } from '../../../lib/ui/TextField';
import { PASSWORD_MIN_LENGTH } from '../profileRules';
import { useCredentialUpdate } from '../useCredentialUpdate';
import { CredentialForm } from './CredentialForm';

/**
 * The Change Password tab: New Password and Repeat Password; afterwards the
 * doctor is signed out. A missing or too short password reads 'This field is
 * Required.', as the specification gives it; the hint under the field tells the minimum.
 */
export function ChangePasswordForm({ uid }: { uid: string }) {
  const { t } = useTranslation('doctorProfile');
  const credentials = useCredentialUpdate(uid);
  const formik = useFormik({
    initialValues: { password: '', repeatPassword: '' },
    validationSchema: yup.object({
      password: yup.string().required(t('fieldRequired')).min(PASSWORD_MIN_LENGTH, t('fieldRequired')),
      repeatPassword: yup
        .string()
        .required(t('fieldRequired'))
        .oneOf([yup.ref('password')], t('passwordsDontMatch')),
    }),
    onSubmit: ({ password }) => credentials.save({ password }),
  });

  return (
    <CredentialForm formik={formik} done={credentials.done} error={credentials.error}>
      <TextField
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        help={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField name="repeatPassword" type="password" label={t('repeatPassword')} autoComplete="new-password" />
    </CredentialForm>
  );
}
