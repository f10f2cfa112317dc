import { useCallback, useState } from 'react';
import type { KeystoreRequest } from '../logic/keystoreMessages';
import { runKeystoreJob, type KeystoreResult } from '../logic/keystoreClient';

/** A keystore job with its progress (0 to 1, null when none runs), for the progress bar. */
export function useKeystoreJob() {
  const [progress, setProgress] = useState<number | null>(null);
  const run = useCallback(async (request: KeystoreRequest): Promise<KeystoreResult> => {
    setProgress(0);
    try {
      return await runKeystoreJob(request, setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { run, progress };
}
