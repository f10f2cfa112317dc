/**
 * The service worker (built by vite-plugin-pwa, see vite.config.ts): registered
 * once the page has loaded, it precaches the app so that it starts offline. A
 * new version waits: the page offers to reload (./UpdatePrompt.tsx), and only
 * then does the new worker take over, so a page never mixes the files of two
 * versions. What happens is logged, as the spec has it (offline, updated, error).
 */
import { registerSW } from 'virtual:pwa-register';

export const SERVICE_WORKER_LOG = {
  offline: 'No internet connection found. App is running in offline mode.',
  offlineReady: 'Content is cached for offline use.',
  updated: 'New content is available and will be used when the page is reloaded.',
  error: 'Error during service worker registration:',
} as const;

/** How often a page left open asks for a new version (browsers ask on their own only when a page loads). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waitingUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waits for a reload. */
export function isUpdateWaiting(): boolean {
  return waitingUpdate !== null;
}

/** Lets the new version take over and reloads the page with it. */
export function reloadWithUpdate(): void {
  void waitingUpdate?.(true);
}

function logOffline() {
  console.info(SERVICE_WORKER_LOG.offline);
}

export function startServiceWorker(): void {
  if (!navigator.onLine) logOffline();
  window.addEventListener('offline', logOffline);
  const update = registerSW({
    onNeedRefresh() {
      console.info(SERVICE_WORKER_LOG.updated);
      waitingUpdate = update;
      listeners.forEach((listener) => listener());
    },
    onOfflineReady() {
      console.info(SERVICE_WORKER_LOG.offlineReady);
    },
    onRegisterError(error: unknown) {
      console.error(SERVICE_WORKER_LOG.error, error);
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}

const STALE_RELOAD_KEY = 'rehab.staleChunkReload';
const STALE_RELOAD_PAUSE_MS = 10_000;

/**
 * A page of an older version (opened before a deploy, without the service worker's copy) asks for a
 * file the host no longer has: the page reloads once, into the current version. Offline a reload cannot
 * help, and a second failure soon after is left to the error page, so it never loops.
 */
export function reloadOnStaleFiles(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(STALE_RELOAD_KEY) ?? 0);
    if (Date.now() - last < STALE_RELOAD_PAUSE_MS) return;
    sessionStorage.setItem(STALE_RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
