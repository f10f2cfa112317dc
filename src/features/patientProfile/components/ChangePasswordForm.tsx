import { PasswordChangeForm } from '../../../lib/ui/profile/PasswordChangeForm';
import { useChangePatientPasswordMutation } from '../api/patientProfileApi';
import { useCredentialChange } from '../hooks/useCredentialChange';
import { ReauthenticateDialog } from '../../../lib/ui/profile/ReauthenticateDialog';

/** The Change Password tab: the new password goes to the auth account; afterwards the patient is signed out. */
export function ChangePasswordForm({ uid }: { uid: string }) {
  const change = useCredentialChange(uid);
  const [changePassword] = useChangePatientPasswordMutation();
  return (
    <>
      <PasswordChangeForm done={change.done} error={change.error} onSubmit={(password) => change.save(() => changePassword({ uid, password }).unwrap())} />
      <ReauthenticateDialog show={change.confirmingIdentity} onCancel={change.cancelConfirmation} onConfirm={change.confirmIdentity} />
    </>
  );
}
