import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';
import { passwordChangeSchema } from '../../profile/passwordRules';
import { TextField } from '../TextField';
import { CredentialForm } from './CredentialForm';
import { SignOutNotice } from './SignOutNotice';

export interface PasswordChangeFormProps {
  /** changes the password; rejects (or reports through `error`) when it fails */
  onSubmit: (password: string) => Promise<void>;
  /** the password was changed: the sign-out notice shows and the form is locked */
  done: boolean;
  /** the message of a failed change */
  error: string | null;
}

/**
 * The Change Password tab: New Password and Repeat Password; afterwards the
 * user is signed out. A missing or too short password reads 'This field is
 * Required.', as the specification gives it; the hint under the field tells the minimum.
 */
export function PasswordChangeForm({ onSubmit, done, error }: PasswordChangeFormProps) {
  const { t } = useTranslation('common', { keyPrefix: 'profile' });
  const formik = useFormik({
    initialValues: { password: '', repeatPassword: '' },
    validationSchema: passwordChangeSchema({ required: t('fieldRequired'), mismatch: t('passwordsDontMatch') }),
    onSubmit: ({ password }) => onSubmit(password),
  });

  return (
    <CredentialForm formik={formik} notice={done && <SignOutNotice />} locked={done} error={error}>
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
