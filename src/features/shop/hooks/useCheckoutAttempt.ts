import { useCallback, useRef } from 'react';

/**
 * The id of the checkout attempt for what is being bought (`fingerprint`):
 * made with crypto.randomUUID() the first time, then kept while the same
 * thing is bought, so a retry after a failure or a second click is the same
 * attempt (the payment function answers it with the same payment page). When
 * the fingerprint changes (the cart or the form changed) the next call makes
 * a new id.
 */
export function useCheckoutAttempt(fingerprint: string): () => string {
  const attempt = useRef<{ fingerprint: string; id: string } | null>(null);
  return useCallback(() => {
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, id: crypto.randomUUID() };
    return attempt.current.id;
  }, [fingerprint]);
}
