import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ROUTES, routePath } from '../../../app/routes';
import { AlertDialog } from '../../../lib/ui/dialogs';
import { isWrongCredentials, signInWithEmail } from '../accessApi';
import { noticeShown, selectAuth } from '../authSlice';
import { AuthLayout } from '../components/AuthLayout';
import { SignInRedirect } from '../components/SignInRedirect';
import { SocialSignIn } from '../components/SocialSignIn';
import { signInSchema } from '../schemas';

/** Where other access pages may send a message for the sign-in page to show. */
export interface SignInLocationState {
  message?: 'passwordResetSent';
}

/** /auth/sign-in1 and its night variant /dark/auth/sign-in1. */
export default function SignInPage() {
  const night = useMatch(ROUTES['dark.sign-in1']) !== null;
  return (
    <SignInRedirect>
      <AuthLayout night={night}>
        <SignInContent night={night} />
      </AuthLayout>
    </SignInRedirect>
  );
}

function SignInContent({ night }: { night: boolean }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { status, notice } = useAppSelector(selectAuth);
  const { state } = useLocation() as { state: SignInLocationState | null };
  const [error, setError] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const resolving = status === 'unknown';
  const generalError = error ?? (notice === 'noAccess' ? t('errors.noAccess') : null);

  return (
    <>
      <h1 className="h3 text-center mb-2">{t('signIn.title')}</h1>
      <p className="text-center text-body-secondary mb-4">{t('signIn.intro')}</p>
      {state?.message === 'passwordResetSent' && !generalError && (
        <Alert variant="success" role="status">
          {t('reset.sent')}
        </Alert>
      )}
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        onSubmit={async ({ email, password }) => {
          setError(null);
          dispatch(noticeShown());
          try {
            await signInWithEmail(email, password, remember);
          } catch (failure) {
            if (isWrongCredentials(failure)) setError(t('errors.incorrect'));
            else {
              console.error('Sign-in failed', failure);
              setError(t('errors.tryLater'));
            }
          }
        }}
      >
        {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Form.Group className="mb-3" controlId="sign-in-email">
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
            <Form.Group className="mb-3" controlId="sign-in-password">
              <Form.Label>{t('fields.password')}</Form.Label>
              <Form.Control
                type="password"
                name="password"
                autoComplete="current-password"
                value={values.password}
                onChange={handleChange}
                onBlur={handleBlur}
                isInvalid={touched.password && !!errors.password}
              />
              <Form.Control.Feedback type="invalid">{errors.password && t(errors.password)}</Form.Control.Feedback>
            </Form.Group>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
              <Form.Check
                id="sign-in-remember"
                label={t('signIn.rememberMe')}
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <Link to={routePath('auth1.password-reset1')}>{t('signIn.forgotPassword')}</Link>
            </div>
            {generalError && (
              <Alert variant="danger" role="alert">
                {generalError}
              </Alert>
            )}
            <Button type="submit" className="w-100" disabled={isSubmitting || resolving}>
              {(isSubmitting || resolving) && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('signIn.submit')}
            </Button>
          </Form>
        )}
      </Formik>
      <p className="text-center text-body-secondary my-3">{t('social.title')}</p>
      <SocialSignIn remember={remember} onError={setError} />
      <p className="text-center mt-4 mb-0">
        {t('signIn.noAccount')}{' '}
        <Link to={routePath(night ? 'dark.sign-up1' : 'auth1.sign-up1')}>{t('signIn.signUpLink')}</Link>
      </p>
      <AlertDialog show={notice === 'notVerified'} onClose={() => dispatch(noticeShown())}>
        {t('errors.notVerified')}
      </AlertDialog>
    </>
  );
}
