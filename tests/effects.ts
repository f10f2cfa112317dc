/**
 * The one way a test waits for an effect it does not control the timing of: a trigger's result, a listener's
 * update, a process starting or stopping. Machines of our kind differ about 2× in speed and a loaded Firestore
 * emulator delivers triggers 40–180 s late, so the ceiling is generous (never under a minute: the lint rule
 * `local/effect-wait-ceiling`, scripts/lint/effectWaitCeiling.js) and reaching it is the only way to fail; how soon the
 * effect came is never asserted (durations are the benchmarks' business).
 */
import { MIN_EFFECT_TIMEOUT_MS } from '../scripts/lint/effectWaitCeiling.js';

/** The ceiling of a wait for an effect (Playwright's assertions wait MIN_EFFECT_TIMEOUT_MS unless told: playwright.config.ts). */
export const EFFECT_TIMEOUT_MS = 120_000;

/** The floor below which no wait for an effect may give up (the lint rule enforces it on literal timeouts). */
export { MIN_EFFECT_TIMEOUT_MS };

export interface EffectWait {
  /** ms; at least MIN_EFFECT_TIMEOUT_MS */
  timeoutMs?: number;
  /** ms between probes */
  intervalMs?: number;
}

/**
 * Probes until it gives a value (anything but undefined, null or false) and returns it; after the ceiling, fails
 * saying what did not happen and the last value seen.
 */
export async function waitForEffect<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = EFFECT_TIMEOUT_MS, intervalMs = 50 }: EffectWait = {},
): Promise<T> {
  if (timeoutMs < MIN_EFFECT_TIMEOUT_MS) throw new Error(`waitForEffect(${what}): a ceiling of ${timeoutMs} ms is under the ${MIN_EFFECT_TIMEOUT_MS} ms floor`);
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last)?.slice(0, 500);
      throw new Error(`${what} did not happen within ${timeoutMs / 1000} s (last seen: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
