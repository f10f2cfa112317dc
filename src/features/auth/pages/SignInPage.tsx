import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { signInWithEmail } from '../api/signInFlows';
import { noticeShown, selectAuth } from '../authSlice';
import { NotVerifiedAlert } from '../components/NotVerifiedAlert';
import { AuthLayout } from '../components/AuthLayout';
import { SignInRedirect } from '../components/SignInRedirect';
import { SocialSignIn } from '../components/SocialSignIn';
import { useAccessVariant } from '../hooks/useAccessVariant';
import { useNoAccessMessage } from '../hooks/useNoAccessMessage';
import { isWrongCredentials } from '../logic/authErrors';
import { validateSignIn, type SignInValues } from '../logic/signInValidation';

/** Where other access pages may send a message for the sign-in page to show. */
export interface SignInLocationState {
  message?: 'passwordResetSent';
}

const INITIAL_VALUES: SignInValues = { email: '', password: '', remember: false };

/** /auth/sign-in1 and its night variant /dark/auth/sign-in1. */
export default function SignInPage() {
  return (
    <SignInRedirect>
      <AuthLayout>
        <SignInContent />
      </AuthLayout>
    </SignInRedirect>
  );
}

function SignInContent() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { status, notice } = useAppSelector(selectAuth);
  const noAccess = useNoAccessMessage();
  const { signUpPath } = useAccessVariant();
  const { state } = useLocation() as { state: SignInLocationState | null };
  const [error, setError] = useState<string | null>(null);
  const resolving = status === 'unknown';
  const generalError = error ?? noAccess;

  const submit = async ({ email, password, remember }: SignInValues) => {
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
  };

  return (
    <>
      <h1 className="h3 text-center mb-2">{t('signIn.title')}</h1>
      <p className="text-center text-body-secondary mb-4">{t('signIn.intro')}</p>
      {notice === 'idle' && (
        <Alert variant="info" role="status">
          {t('idle.signedOut')}
        </Alert>
      )}
      {state?.message === 'passwordResetSent' && !generalError && (
        <Alert variant="success" role="status">
          {t('reset.sent')}
        </Alert>
      )}
      <Formik initialValues={INITIAL_VALUES} validate={validateSignIn} onSubmit={submit}>
        {({ handleSubmit, handleChange, values, isSubmitting }) => (
          <>
            <Form noValidate onSubmit={handleSubmit}>
              <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" translateError={t} />
              <TextField
                name="password"
                label={t('fields.password')}
                type="password"
                autoComplete="current-password"
                translateError={t}
              />
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
                <Form.Check
                  id="sign-in-remember"
                  name="remember"
                  label={t('signIn.rememberMe')}
                  checked={values.remember}
                  onChange={handleChange}
                />
                <Link to={routePath('auth1.password-reset1')}>{t('signIn.forgotPassword')}</Link>
              </div>
              {generalError && (
                <Alert variant="danger" role="alert">
                  {generalError}
                </Alert>
              )}
              <SubmitButton className="w-100" busy={isSubmitting || resolving}>
                {t('signIn.submit')}
              </SubmitButton>
            </Form>
            <p className="text-center text-body-secondary my-3">{t('social.title')}</p>
            <SocialSignIn remember={values.remember} onError={setError} />
          </>
        )}
      </Formik>
      <p className="text-center mt-4 mb-0">
        {t('signIn.noAccount')} <Link to={signUpPath}>{t('signIn.signUpLink')}</Link>
      </p>
      <NotVerifiedAlert />
    </>
  );
}
