import { useState } from 'react';
import type { AuthDoctorInfo } from '../../lib/model/callables';
import { useAsyncAction } from '../../lib/useAsyncAction';
import { updateAuthDoctor } from './profileApi';

/**
 * Changes the doctor's auth account (password, or e-mail and phone) through
 * updateAuthDoctor. `done` turns true on success: the doctor is then signed out.
 */
export function useCredentialUpdate(uid: string) {
  const [done, setDone] = useState(false);
  const { error, run } = useAsyncAction();
  async function save(info: AuthDoctorInfo): Promise<void> {
    if (await run(() => updateAuthDoctor(uid, info))) setDone(true);
  }
  return { done, error, save };
}
