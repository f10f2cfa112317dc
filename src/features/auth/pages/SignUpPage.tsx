import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../lib/store/hooks';
import { AlertDialog, ConfirmDialog } from '../../../lib/ui/dialogs';
import { errorMessage } from '../../../lib/store/errors';
import { toast } from '../../../lib/ui/toastStore';
import { useSignUpMutation } from '../api/authApi';
import { existingAccountFor, sendVerificationCode } from '../api/signUpFlow';
import { noticeShown } from '../authSlice';
import { NotVerifiedAlert } from '../components/NotVerifiedAlert';
import { AuthLayout } from '../components/AuthLayout';
import { CodeDialog, PhoneNumberDialog } from '../components/PhoneDialogs';
import { SignInRedirect } from '../components/SignInRedirect';
import { SignUpForm } from '../components/SignUpForm';
import { SocialSignIn } from '../components/SocialSignIn';
import { useAccessVariant } from '../hooks/useAccessVariant';
import { useInvisibleRecaptcha } from '../hooks/useInvisibleRecaptcha';
import { useNoAccessMessage } from '../hooks/useNoAccessMessage';
import { errorCode } from '../logic/authErrors';
import type { SignUpValues } from '../logic/schemas';

type Step = 'form' | 'appleConfirm' | 'phone' | 'code' | 'emailVerification';

/** /auth/sign-up1 and its night variant /dark/auth/sign-up1. */
export default function SignUpPage() {
  return (
    <SignInRedirect>
      <AuthLayout>
        <SignUpContent />
      </AuthLayout>
    </SignInRedirect>
  );
}

/**
 * The sign-up flow: form, check for an existing account (an Apple-only one
 * may be linked), phone number and texted code, then the account is created.
 */
function SignUpContent() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { signInPath } = useAccessVariant();
  const noAccess = useNoAccessMessage();
  const [step, setStep] = useState<Step>('form');
  const [request, setRequest] = useState<{ values: SignUpValues; linkToApple: boolean } | null>(null);
  const [phone, setPhone] = useState<{ verificationId: string; number: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notCreated, setNotCreated] = useState(false);
  const { hostRef, nextVerifier } = useInvisibleRecaptcha();
  const [createAccount] = useSignUpMutation();

  const submit = async (values: SignUpValues) => {
    setFormError(null);
    setNotCreated(false);
    dispatch(noticeShown());
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
      await createAccount({ values: request.values, phone: { ...phone, code }, linkToApple: request.linkToApple }).unwrap();
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
      <SignUpForm busy={step !== 'form' && step !== 'emailVerification'} error={formError ?? noAccess} onSubmit={submit} />
      <p className="text-center text-body-secondary my-3">{t('signUp.socialTitle')}</p>
      <SocialSignIn remember={false} onError={setFormError} />
      <p className="text-center mt-4 mb-0">
        {t('signUp.haveAccount')} <Link to={signInPath}>{t('signUp.signInLink')}</Link>
      </p>
      <div ref={hostRef} />
      <NotVerifiedAlert />
      <ConfirmDialog show={step === 'appleConfirm'} onConfirm={() => setStep('phone')} onCancel={cancel}>
        {t('signUp.linkApple')}
      </ConfirmDialog>
      <PhoneNumberDialog show={step === 'phone'} onHide={cancel} onSend={sendCode} />
      <CodeDialog show={step === 'code'} onHide={cancel} onValidate={validateCode} />
      <AlertDialog
        show={step === 'emailVerification'}
        title={t('signUp.verificationTitle')}
        onClose={() => navigate(signInPath, { replace: true })}
      >
        {t('signUp.verificationText', { email: request?.values.email })}
      </AlertDialog>
    </>
  );
}
