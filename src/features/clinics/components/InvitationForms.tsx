import { FormikProvider, useFormik } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { invitedSignInSchema, invitedSignUpSchema, type InvitedSignInValues, type InvitedSignUpValues } from '../logic/invitationForms';

/** The invited e-mail, shown as the account's (it cannot be changed: the invitation is for it). */
function InvitedEmail({ email }: { email: string }) {
  const { t } = useTranslation('clinics');
  return (
    <Form.Group className="mb-3" controlId="invited-email">
      <Form.Label>{t('invitation.email')}</Form.Label>
      <Form.Control type="email" value={email} readOnly plaintext dir="ltr" autoComplete="username" />
    </Form.Group>
  );
}

/** A new account for the invited e-mail: names and a password. */
export function InvitedSignUpForm({ email, onSubmit }: { email: string; onSubmit: (values: InvitedSignUpValues) => Promise<void> }) {
  const { t } = useTranslation('clinics');
  const formik = useFormik<InvitedSignUpValues>({
    initialValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    validationSchema: invitedSignUpSchema,
    onSubmit,
  });
  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('invitation.signUpTitle')}>
        <InvitedEmail email={email} />
        <div className="row">
          <div className="col-12 col-sm-6">
            <TextField name="firstName" label={t('invitation.firstName')} autoComplete="given-name" maxLength={LIMITS.text.personName} translateError={t} />
          </div>
          <div className="col-12 col-sm-6">
            <TextField name="lastName" label={t('invitation.lastName')} autoComplete="family-name" maxLength={LIMITS.text.personName} translateError={t} />
          </div>
        </div>
        <TextField name="password" type="password" label={t('invitation.password')} autoComplete="new-password" translateError={t} />
        <TextField name="confirmPassword" type="password" label={t('invitation.confirmPassword')} autoComplete="new-password" translateError={t} />
        <SubmitButton busy={formik.isSubmitting} className="w-100">
          {t('invitation.signUpAndJoin')}
        </SubmitButton>
      </Form>
    </FormikProvider>
  );
}

/** The invited e-mail's existing account: its password. */
export function InvitedSignInForm({ email, onSubmit }: { email: string; onSubmit: (values: InvitedSignInValues) => Promise<void> }) {
  const { t } = useTranslation('clinics');
  const formik = useFormik<InvitedSignInValues>({ initialValues: { password: '' }, validationSchema: invitedSignInSchema, onSubmit });
  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('invitation.signInTitle')}>
        <InvitedEmail email={email} />
        <TextField name="password" type="password" label={t('invitation.password')} autoComplete="current-password" translateError={t} />
        <SubmitButton busy={formik.isSubmitting} className="w-100">
          {t('invitation.signInAndJoin')}
        </SubmitButton>
      </Form>
    </FormikProvider>
  );
}
