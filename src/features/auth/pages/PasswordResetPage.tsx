import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { requestPasswordReset } from '../api/signInFlows';
import { AuthLayout } from '../components/AuthLayout';
import { passwordResetSchema } from '../logic/schemas';
import type { SignInLocationState } from './SignInPage';

/** /auth/password-reset1: one email field; after sending, back to sign-in. */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  return (
    <AuthLayout>
      <h1 className="h3 text-center mb-2">{t('reset.title')}</h1>
      <p className="text-center text-body-secondary mb-4">{t('reset.intro')}</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={passwordResetSchema}
        onSubmit={async ({ email }) => {
          setFailed(false);
          try {
            await requestPasswordReset(email);
            const state: SignInLocationState = { message: 'passwordResetSent' };
            navigate(routePath('auth1.sign-in1'), { state });
          } catch (error) {
            console.error('Sending the password reset email failed', error);
            setFailed(true);
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" translateError={t} />
            {failed && (
              <Alert variant="danger" role="alert">
                {t('errors.tryLater')}
              </Alert>
            )}
            <SubmitButton className="w-100" busy={isSubmitting}>
              {t('reset.submit')}
            </SubmitButton>
          </Form>
        )}
      </Formik>
      <p className="text-center mt-4 mb-0">
        <Link to={routePath('auth1.sign-in1')}>{t('reset.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}
