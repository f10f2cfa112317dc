import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../lib/store/hooks';
import { errorMessage } from '../../lib/useAsyncAction';
import { accountUpdated } from '../auth';
import { syncRecordEmail } from './profileEditApi';

/**
 * An e-mail change takes effect when the patient opens the confirmation link,
 * outside the app: when the signed-in account's e-mail and users/{uid}.email
 * differ, the record is brought in step (and the session's copy of the
 * account refreshed). Returns the error of a failed attempt.
 */
export function useRecordEmailSync(uid: string, accountEmail: string | null, recordEmail: string | undefined): string | null {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const outOfStep = uid !== '' && accountEmail !== null && recordEmail !== undefined && accountEmail !== recordEmail;

  useEffect(() => {
    if (!outOfStep || recordEmail === undefined) return;
    let cancelled = false;
    syncRecordEmail(uid, recordEmail).then(
      (account) => {
        if (!cancelled) dispatch(accountUpdated(account));
      },
      (failure: unknown) => {
        if (!cancelled) setError(errorMessage(failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [outOfStep, uid, recordEmail, dispatch]);

  return error;
}
