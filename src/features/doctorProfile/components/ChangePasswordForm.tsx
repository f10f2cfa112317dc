import { PasswordChangeForm } from '../../../lib/ui/profile/PasswordChangeForm';
import { useCredentialUpdate } from '../hooks/useCredentialUpdate';

/** The Change Password tab: the password goes through updateAuthDoctor; afterwards the doctor is signed out. */
export function ChangePasswordForm({ uid }: { uid: string }) {
  const credentials = useCredentialUpdate(uid);
  return <PasswordChangeForm done={credentials.done} error={credentials.error} onSubmit={(password) => credentials.save({ password })} />;
}
