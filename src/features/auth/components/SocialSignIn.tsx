import { Suspense, lazy, useState } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { toast } from '../../../lib/ui/toastStore';
import { usingEmulators } from '../../../lib/firebase/app';
import { usePhoneSignInMutation, useSocialSignInMutation } from '../api/authApi';
import { sendSignInCode, type EmulatorIdentity, type SocialProvider } from '../api/signInFlows';
import { useInvisibleRecaptcha } from '../hooks/useInvisibleRecaptcha';
import { isCancelledPopup } from '../logic/authErrors';
import type { PhoneStep } from './SocialSignInDialogs';

// The dialogs' code (React-Bootstrap's Modal, the phone forms) loads when one is first opened, not with the page.
const SocialSignInDialogs = lazy(() => import('./SocialSignInDialogs'));

const PROVIDERS: { provider: SocialProvider; icon: string; label: string }[] = [
  { provider: 'google', icon: 'bi-google', label: 'social.google' },
  { provider: 'apple', icon: 'bi-apple', label: 'social.apple' },
  { provider: 'azure', icon: 'bi-microsoft', label: 'social.azure' },
];

/**
 * Sign-in with Google, Apple, Azure OpenID (provider pop-ups) or a phone
 * number and texted code. The role decides where the user lands (session).
 */
export function SocialSignIn({ remember, onError }: { remember: boolean; onError: (message: string | null) => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [pickingAccount, setPickingAccount] = useState<SocialProvider | null>(null);
  const [phoneStep, setPhoneStep] = useState<PhoneStep>('closed');
  const [dialogsOpened, setDialogsOpened] = useState(false);
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const { hostRef, nextVerifier } = useInvisibleRecaptcha();
  const [signInWithSocial] = useSocialSignInMutation();
  const [confirmPhoneSignIn] = usePhoneSignInMutation();

  const socialSignIn = async (provider: SocialProvider, identity?: EmulatorIdentity) => {
    onError(null);
    setPickingAccount(null);
    setBusy(provider);
    try {
      await signInWithSocial({ provider, remember, identity }).unwrap();
    } catch (error) {
      if (!isCancelledPopup(error)) {
        console.error(`Sign-in with ${provider} failed`, error);
        onError(t('errors.tryLater'));
      }
    } finally {
      setBusy(null);
    }
  };

  const sendCode = async (phone: string) => {
    setConfirmation(await sendSignInCode(phone, nextVerifier(), remember));
    toast.success(t('phone.codeSent'));
    setPhoneStep('code');
  };

  const validateCode = async (code: string) => {
    if (!confirmation) return;
    const outcome = await confirmPhoneSignIn({ confirmation, code }).unwrap();
    setPhoneStep(outcome === 'noAccount' ? 'noAccount' : 'closed');
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-center gap-2" role="group" aria-label={t('social.title')}>
        {PROVIDERS.map(({ provider, icon, label }) => (
          <Button
            key={provider}
            variant="outline-secondary"
            className="app-social-button"
            disabled={busy !== null}
            onClick={() => {
              if (usingEmulators) {
                setDialogsOpened(true);
                setPickingAccount(provider);
              } else void socialSignIn(provider);
            }}
          >
            {busy === provider ? <Spinner size="sm" aria-hidden /> : <i className={`bi ${icon}`} aria-hidden />}
            <span className="ms-2">{t(label)}</span>
          </Button>
        ))}
        <Button
          variant="outline-secondary"
          className="app-social-button"
          onClick={() => {
            setDialogsOpened(true);
            setPhoneStep('number');
          }}
        >
          <i className="bi bi-phone" aria-hidden />
          <span className="ms-2">{t('social.phone')}</span>
        </Button>
      </div>
      <div ref={hostRef} />
      {dialogsOpened && (
        <Suspense fallback={null}>
          <SocialSignInDialogs
            pickingAccount={pickingAccount}
            onHidePicking={() => setPickingAccount(null)}
            onSignIn={(provider, identity) => void socialSignIn(provider, identity)}
            phoneStep={phoneStep}
            onPhoneClosed={() => setPhoneStep('closed')}
            onSendCode={sendCode}
            onValidateCode={validateCode}
            onNoAccount={() => {
              setPhoneStep('closed');
              navigate(routePath('auth1.sign-up1'));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
