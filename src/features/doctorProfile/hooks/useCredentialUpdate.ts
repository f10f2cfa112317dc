import type { AuthDoctorInfo } from '../../../lib/model/callables';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useUpdateDoctorAccountMutation } from '../api/doctorProfileApi';

/**
 * Changes the doctor's auth account (password, or e-mail and phone) through
 * updateAuthDoctor. `done` turns true on success: the doctor is then signed out.
 */
export function useCredentialUpdate(uid: string) {
  const [updateAccount, { isSuccess, error }] = useUpdateDoctorAccountMutation();
  async function save(info: AuthDoctorInfo): Promise<void> {
    // The outcome shows through `done` and `error`.
    await updateAccount({ uid, info });
  }
  return { done: isSuccess, error: queryErrorMessage(error), save };
}
