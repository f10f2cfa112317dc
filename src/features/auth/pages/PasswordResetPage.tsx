import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { requestPasswordReset } from '../accessApi';
import { AuthLayout } from '../components/AuthLayout';
import { passwordResetSchema } from '../schemas';
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
        {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Form.Group className="mb-3" controlId="reset-email">
              <Form.Label>{t('fields.email')}</Form.Label>
              <Form.Control
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={handleChange}
                onBlur={handleBlur}
                isInvalid={touched.email && !!errors.email}
              />
              <Form.Control.Feedback type="invalid">{errors.email && t(errors.email)}</Form.Control.Feedback>
            </Form.Group>
            {failed && (
              <Alert variant="danger" role="alert">
                {t('errors.tryLater')}
              </Alert>
            )}
            <Button type="submit" className="w-100" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('reset.submit')}
            </Button>
          </Form>
        )}
      </Formik>
      <p className="text-center mt-4 mb-0">
        <Link to={routePath('auth1.sign-in1')}>{t('reset.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}
