import { useState } from 'react';
import { RECENT_SIGN_IN_REQUIRED, type AuthDoctorInfo } from '@rehab/model/callables';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useReauthenticateDoctorMutation, useUpdateDoctorAccountMutation } from '../api/doctorProfileApi';

/**
 * Changes the doctor's auth account (password, or e-mail and phone) through
 * updateAuthDoctor. When the function wants a recent sign-in first, the change
 * waits while the doctor types the current password (`confirmingIdentity`, the
 * same dialog as the patient's), and is then sent again. `done` turns true on
 * success: the doctor is then signed out.
 */
export function useCredentialUpdate(uid: string) {
  const [updateAccount, { isSuccess, error }] = useUpdateDoctorAccountMutation();
  const [reauthenticate] = useReauthenticateDoctorMutation();
  const [waiting, setWaiting] = useState<AuthDoctorInfo | null>(null);

  async function save(info: AuthDoctorInfo): Promise<void> {
    // The outcome shows through `done` and `error`.
    const result = await updateAccount({ uid, info });
    if (result.error && queryErrorMessage(result.error) === RECENT_SIGN_IN_REQUIRED) setWaiting(info);
  }

  /** Signs in again (rejecting with Auth's error, which the dialog words, when that fails), then sends the waiting change. */
  async function confirmIdentity(password: string): Promise<void> {
    await reauthenticate({ uid, password }).unwrap();
    const info = waiting;
    setWaiting(null);
    if (info) await save(info);
  }

  return {
    done: isSuccess,
    // While the dialog asks for the password, its request stands for the refusal.
    error: waiting ? null : queryErrorMessage(error),
    save,
    confirmingIdentity: waiting !== null,
    confirmIdentity,
    cancelConfirmation: () => setWaiting(null),
  };
}
