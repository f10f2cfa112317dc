import { t } from 'i18next';
import { toast } from '../ui/toastStore';
import { toApiError, type ApiError } from './errors';

/**
 * Runs a Firestore write that also works offline, as a mutation's `queryFn` answer. Firestore applies the
 * write to the device's cache at once (listeners show it) and sends it when the connection is back, but
 * its promise settles only when the server has it. So online the mutation waits for the server as usual;
 * offline (or once the connection drops meanwhile) it answers as soon as the write is queued. `thenOnline`
 * runs once the server has the write (the account's copy of a name, say). Whatever fails after the
 * mutation answered is shown as an error toast: a change made offline is never lost without a word.
 */
export async function settleOfflineWrite(
  write: () => Promise<unknown>,
  thenOnline: () => Promise<unknown> = async () => undefined,
): Promise<{ data: null } | { error: ApiError }> {
  const saved = write().then(thenOnline);
  const stopWatching = new AbortController();
  const queued = navigator.onLine
    ? new Promise<void>((resolve) => window.addEventListener('offline', () => resolve(), { once: true, signal: stopWatching.signal }))
    : Promise.resolve();
  try {
    const outcome = await Promise.race([saved.then(() => 'saved' as const), queued.then(() => 'queued' as const)]);
    if (outcome === 'queued') saved.catch((error: unknown) => toast.error(t('common:offline.notSent', { error: toApiError(error).message })));
    return { data: null };
  } catch (error) {
    return { error: toApiError(error) };
  } finally {
    stopWatching.abort();
  }
}
