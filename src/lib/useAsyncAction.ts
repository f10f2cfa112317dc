import { useCallback, useState } from 'react';
import { FirebaseError } from 'firebase/app';

/**
 * The text to show for a failure: an Error's message, or the thrown value
 * itself. A function's message loses the HTTP status the SDK appends (' [409]').
 */
export function errorMessage(error: unknown): string {
  if (error instanceof FirebaseError && error.code.startsWith('functions/')) return error.message.replace(/ \[\d{3}\]$/, '');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a user's action (a save, a delete…) and keeps what the page shows
 * about it: whether it is pending, and its error message if it failed.
 * `run` resolves to whether the action succeeded; it never rejects.
 */
export function useAsyncAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError, setError };
}
