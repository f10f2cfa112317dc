import { useEffect } from 'react';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useSyncPatientRecordEmailMutation } from '../api/patientProfileApi';

/**
 * An e-mail change takes effect when the patient opens the confirmation link,
 * outside the app: when the signed-in account's e-mail and users/{uid}.email
 * differ, the record is brought in step (and the session's copy of the
 * account refreshed). Returns the error of a failed attempt.
 */
export function useRecordEmailSync(uid: string, accountEmail: string | null, recordEmail: string | undefined): string | null {
  const [sync, { error }] = useSyncPatientRecordEmailMutation();
  const outOfStep = uid !== '' && accountEmail !== null && recordEmail !== undefined && accountEmail !== recordEmail;

  useEffect(() => {
    if (outOfStep && recordEmail !== undefined) void sync({ uid, recordEmail });
  }, [outOfStep, uid, recordEmail, sync]);

  return queryErrorMessage(error);
}
