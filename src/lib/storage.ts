/**
 * The one way the app keeps things in localStorage (settings, carts, the
 * caches that make lists show at once): JSON values under a key, where a
 * missing, unreadable or unavailable store (private mode, full quota) reads
 * as the fallback and a failed write is dropped, never thrown at a page.
 */

/** Where the device keeps its settings (theme, language…), read before the app runs too (scripts/lib/earlyPreloads.ts). */
export const SETTINGS_KEY = 'rehab.settings';

export function readStored<T>(key: string, fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : (JSON.parse(stored) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked store only costs the next visit its head start.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove from a store that cannot be reached.
  }
}
