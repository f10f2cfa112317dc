import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../lib/ui/dialogs';
import type { EmulatorIdentity, SocialProvider } from '../api/signInFlows';
import { EmulatorAccountDialog } from './EmulatorAccountDialog';
import { CodeDialog, PhoneNumberDialog } from './PhoneDialogs';

export type PhoneStep = 'closed' | 'number' | 'code' | 'noAccount';

interface SocialSignInDialogsProps {
  /** the provider whose emulator account is being picked, if any */
  pickingAccount: SocialProvider | null;
  onHidePicking: () => void;
  onSignIn: (provider: SocialProvider, identity: EmulatorIdentity) => void;
  phoneStep: PhoneStep;
  onPhoneClosed: () => void;
  onSendCode: (phone: string) => Promise<void>;
  onValidateCode: (code: string) => Promise<void>;
  /** the phone number has no account: the message was closed */
  onNoAccount: () => void;
}

/** The dialogs of SocialSignIn: the emulator's account picker and the phone sign-in's steps. */
export default function SocialSignInDialogs(props: SocialSignInDialogsProps) {
  const { t } = useTranslation('auth');
  const { pickingAccount, onHidePicking, onSignIn, phoneStep, onPhoneClosed, onSendCode, onValidateCode, onNoAccount } = props;
  return (
    <>
      <EmulatorAccountDialog provider={pickingAccount} onHide={onHidePicking} onSignIn={onSignIn} />
      <PhoneNumberDialog show={phoneStep === 'number'} onHide={onPhoneClosed} onSend={onSendCode} />
      <CodeDialog show={phoneStep === 'code'} onHide={onPhoneClosed} onValidate={onValidateCode} />
      <AlertDialog show={phoneStep === 'noAccount'} onClose={onNoAccount}>
        {t('phone.noAccount')}
      </AlertDialog>
    </>
  );
}
