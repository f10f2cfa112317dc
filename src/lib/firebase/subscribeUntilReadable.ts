import type { Subscribe } from '../store/live';

/** How long to wait before asking again, after each refusal: quick at first, then every few seconds. */
export const UNREADABLE_RETRY_DELAYS_MS = [500, 1000, 2000, 3000, 5000] as const;

function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

/**
 * A document that a function is about to write (an order once its payment is
 * received), as a `liveQuery` subscription that waits for it: the rules refuse
 * to read a document that does not exist yet (they check its owner), so a
 * refusal reads as `null` ("not there yet") and the listener is opened again
 * after a short delay, until the document can be read. Other failures fail.
 */
export function subscribeUntilReadable<T>(subscribe: Subscribe<T | null>, delays: readonly number[] = UNREADABLE_RETRY_DELAYS_MS): Subscribe<T | null> {
  return (next, fail) => {
    let stopListener: () => void = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let refusals = 0;
    let answered = false;

    const listen = () => {
      stopListener = subscribe(
        (value) => {
          answered = true;
          next(value);
        },
        (error) => {
          if (stopped) return;
          if (!isRefusal(error)) {
            fail(error);
            return;
          }
          // Only "not there yet" is said, once: a value already shown stays until the document is readable again.
          if (!answered) {
            answered = true;
            next(null);
          }
          const delay = delays[Math.min(refusals, delays.length - 1)];
          refusals += 1;
          timer = setTimeout(listen, delay);
        },
      );
    };

    listen();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopListener();
    };
  };
}
