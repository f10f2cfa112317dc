import { useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Formik } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate } from 'react-router-dom';
import { ROUTES, routePath } from '../../../app/routes';
import { AlertDialog, ConfirmDialog } from '../../../lib/ui/dialogs';
import { toast } from '../../../lib/ui/toastStore';
import { createAccount, errorCode, errorMessage, existingAccountFor, sendVerificationCode } from '../accessApi';
import { AuthLayout } from '../components/AuthLayout';
import { CodeDialog, PhoneNumberDialog } from '../components/PhoneDialogs';
import { SignInRedirect } from '../components/SignInRedirect';
import { SocialSignIn } from '../components/SocialSignIn';
import { useInvisibleRecaptcha } from '../components/useInvisibleRecaptcha';
import { signUpSchema, type SignUpValues } from '../schemas';

type Step = 'form' | 'appleConfirm' | 'phone' | 'code' | 'emailVerification';

const INITIAL_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  isDoctor: false,
  terms: false,
};

/** /auth/sign-up1 and its night variant /dark/auth/sign-up1. */
export default function SignUpPage() {
  const night = useMatch(ROUTES['dark.sign-up1']) !== null;
  return (
    <SignInRedirect>
      <AuthLayout night={night}>
        <SignUpContent night={night} />
      </AuthLayout>
    </SignInRedirect>
  );
}

/**
 * The sign-up flow: form, check for an existing account (an Apple-only one
 * may be linked), phone number and texted code, then the account is created.
 */
function SignUpContent({ night }: { night: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signInRoute = routePath(night ? 'dark.sign-in1' : 'auth1.sign-in1');
  const [step, setStep] = useState<Step>('form');
  const [request, setRequest] = useState<{ values: SignUpValues; linkToApple: boolean } | null>(null);
  const [phone, setPhone] = useState<{ verificationId: string; number: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notCreated, setNotCreated] = useState(false);
  const { hostRef, nextVerifier } = useInvisibleRecaptcha();

  const submit = async (values: SignUpValues) => {
    setFormError(null);
    setNotCreated(false);
    let existing;
    try {
      existing = await existingAccountFor(values.email);
    } catch (error) {
      console.error('Looking up the sign-in methods failed', error);
      setFormError(t('errors.signUpAgain'));
      return;
    }
    if (existing === 'other') {
      setFormError(t('errors.alreadyHaveAccount'));
      return;
    }
    setRequest({ values, linkToApple: existing === 'appleOnly' });
    setStep(existing === 'appleOnly' ? 'appleConfirm' : 'phone');
  };

  const sendCode = async (number: string) => {
    const verificationId = await sendVerificationCode(number, nextVerifier());
    setPhone({ verificationId, number });
    toast.success(t('phone.codeSent'));
    setStep('code');
  };

  const validateCode = async (code: string) => {
    if (!request || !phone) return;
    try {
      await createAccount(request.values, { ...phone, code }, request.linkToApple);
      setStep('emailVerification');
    } catch (error) {
      // A mistyped code leaves nothing behind: the dialog asks for it again.
      if (errorCode(error) === 'auth/invalid-verification-code') throw error;
      console.error('Creating the account failed', error);
      toast.error(errorMessage(error));
      setNotCreated(true);
      setStep('form');
    }
  };

  const cancel = () => setStep('form');

  return (
    <>
      <h1 className="h3 text-center mb-2">{t('signUp.title')}</h1>
      <p className="text-center text-body-secondary mb-4">{t('signUp.intro')}</p>
      {notCreated && (
        <Alert variant="danger" role="alert">
          {t('errors.notCreated')}
        </Alert>
      )}
      <Formik initialValues={INITIAL_VALUES} validationSchema={signUpSchema} onSubmit={submit}>
        {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => {
          const invalid = (field: keyof SignUpValues) => touched[field] && !!errors[field];
          const feedback = (field: keyof SignUpValues) => (
            <Form.Control.Feedback type="invalid">{errors[field] && t(errors[field])}</Form.Control.Feedback>
          );
          const busy = isSubmitting || (step !== 'form' && step !== 'emailVerification');
          return (
            <Form noValidate onSubmit={handleSubmit}>
              <Row className="g-3 mb-3">
                <Form.Group as={Col} sm={6} controlId="sign-up-first-name">
                  <Form.Label>{t('fields.firstName')}</Form.Label>
                  <Form.Control
                    name="firstName"
                    autoComplete="given-name"
                    value={values.firstName}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid('firstName')}
                  />
                  {feedback('firstName')}
                </Form.Group>
                <Form.Group as={Col} sm={6} controlId="sign-up-last-name">
                  <Form.Label>{t('fields.lastName')}</Form.Label>
                  <Form.Control
                    name="lastName"
                    autoComplete="family-name"
                    value={values.lastName}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid('lastName')}
                  />
                  {feedback('lastName')}
                </Form.Group>
                <Form.Group as={Col} xs={12} controlId="sign-up-email">
                  <Form.Label>{t('fields.email')}</Form.Label>
                  <Form.Control
                    type="email"
                    name="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid('email')}
                  />
                  {feedback('email')}
                </Form.Group>
                <Form.Group as={Col} sm={6} controlId="sign-up-password">
                  <Form.Label>{t('fields.password')}</Form.Label>
                  <Form.Control
                    type="password"
                    name="password"
                    autoComplete="new-password"
                    value={values.password}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid('password')}
                  />
                  {feedback('password')}
                </Form.Group>
                <Form.Group as={Col} sm={6} controlId="sign-up-confirm-password">
                  <Form.Label>{t('fields.confirmPassword')}</Form.Label>
                  <Form.Control
                    type="password"
                    name="confirmPassword"
                    autoComplete="new-password"
                    value={values.confirmPassword}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid('confirmPassword')}
                  />
                  {feedback('confirmPassword')}
                </Form.Group>
              </Row>
              <Form.Check
                className="mb-2"
                id="sign-up-doctor"
                name="isDoctor"
                label={t('signUp.asDoctor')}
                checked={values.isDoctor}
                onChange={handleChange}
              />
              <Form.Group className="mb-3" controlId="sign-up-terms">
                <Form.Check>
                  <Form.Check.Input
                    name="terms"
                    checked={values.terms}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid('terms')}
                  />
                  <Form.Check.Label>
                    <Trans
                      t={t}
                      i18nKey="signUp.terms"
                      components={{ termsLink: <Link to={routePath('pages.terms')} target="_blank" rel="noopener" /> }}
                    />
                  </Form.Check.Label>
                  {feedback('terms')}
                </Form.Check>
              </Form.Group>
              {formError && (
                <Alert variant="danger" role="alert">
                  {formError}
                </Alert>
              )}
              <Button type="submit" className="w-100" disabled={busy}>
                {busy && <Spinner size="sm" className="me-2" aria-hidden />}
                {t('signUp.submit')}
              </Button>
            </Form>
          );
        }}
      </Formik>
      <p className="text-center text-body-secondary my-3">{t('signUp.socialTitle')}</p>
      <SocialSignIn remember={false} onError={setFormError} />
      <p className="text-center mt-4 mb-0">
        {t('signUp.haveAccount')} <Link to={signInRoute}>{t('signUp.signInLink')}</Link>
      </p>
      <div ref={hostRef} />
      <ConfirmDialog show={step === 'appleConfirm'} onConfirm={() => setStep('phone')} onCancel={cancel}>
        {t('signUp.linkApple')}
      </ConfirmDialog>
      <PhoneNumberDialog show={step === 'phone'} onHide={cancel} onSend={sendCode} />
      <CodeDialog show={step === 'code'} onHide={cancel} onValidate={validateCode} />
      <AlertDialog
        show={step === 'emailVerification'}
        title={t('signUp.verificationTitle')}
        onClose={() => navigate(signInRoute, { replace: true })}
      >
        {t('signUp.verificationText', { email: request?.values.email })}
      </AlertDialog>
    </>
  );
}
