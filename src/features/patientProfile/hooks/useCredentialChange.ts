import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/store/errors';
import { REQUIRES_RECENT_LOGIN, authErrorCode, authErrorKey } from '../logic/profileEdit';
import { signsInWithPassword } from '../api/accountChanges';
import { useReauthenticatePatientMutation } from '../api/patientProfileApi';

type Change = () => Promise<unknown>;

/**
 * Runs a change of the patient's auth account (password or e-mail: a
 * mutation's `unwrap()`). When Auth wants a recent sign-in first, the change
 * waits while the patient types their current password (`confirmingIdentity`),
 * and is then made again. `done` turns true on success; `error` is the message of a failure.
 */
export function useCredentialChange(uid: string) {
  const { t } = useTranslation('patientProfile');
  const [reauthenticate] = useReauthenticatePatientMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<Change | null>(null);

  const describe = useCallback(
    (failure: unknown) => {
      const key = authErrorKey(failure);
      return key ? t(key) : errorMessage(failure);
    },
    [t],
  );

  const save = useCallback(
    async (change: Change) => {
      setDone(false);
      setError(null);
      try {
        await change();
        setDone(true);
      } catch (failure) {
        if (authErrorCode(failure) === REQUIRES_RECENT_LOGIN && signsInWithPassword(uid)) setWaiting(() => change);
        else setError(describe(failure));
      }
    },
    [uid, describe],
  );

  /** Signs in again with the current password (rejecting with the message to show when that fails), then makes the change. */
  async function confirmIdentity(password: string): Promise<void> {
    try {
      await reauthenticate({ uid, password }).unwrap();
    } catch (failure) {
      throw new Error(describe(failure));
    }
    const change = waiting;
    setWaiting(null);
    if (change) await save(change);
  }

  return {
    done,
    error,
    save,
    confirmingIdentity: waiting !== null,
    confirmIdentity,
    cancelConfirmation: () => setWaiting(null),
  };
}
