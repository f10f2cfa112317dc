import { PasswordChangeForm } from '../../../lib/ui/profile/PasswordChangeForm';
import { ReauthenticateDialog } from '../../../lib/ui/profile/ReauthenticateDialog';
import { useCredentialUpdate } from '../hooks/useCredentialUpdate';

/**
 * The Change Password tab: the password goes through updateAuthDoctor (after the current password again when the
 * sign-in is older than 5 minutes); afterwards the doctor is signed out.
 */
export function ChangePasswordForm({ uid }: { uid: string }) {
  const credentials = useCredentialUpdate(uid);
  return (
    <>
      <PasswordChangeForm done={credentials.done} error={credentials.error} onSubmit={(password) => credentials.save({ password })} />
      <ReauthenticateDialog show={credentials.confirmingIdentity} onCancel={credentials.cancelConfirmation} onConfirm={credentials.confirmIdentity} />
    </>
  );
}
