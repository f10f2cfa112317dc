/**
 * The reminders' part of the service worker (issue 35), loaded by the Workbox worker through importScripts
 * (vite.config.ts, installableApp). A push message is a reminder's payload as the sendReminders function sends it
 * (ReminderPayload of packages/model/src/reminders.ts: a fixed text and an app path, never health information);
 * tapping its notification brings the app to that page.
 */
/* global self, clients */

/** The fallback when a message cannot be read: the same kind of text, no content. */
const FALLBACK = { title: 'Texavie Rehab', body: 'Open Texavie Rehab', url: '/patient-home' };

/** The payload of a push event, or the fallback. */
function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string' && typeof payload.body === 'string') {
      return { title: payload.title, body: payload.body, url: typeof payload.url === 'string' ? payload.url : FALLBACK.url, kind: payload.kind };
    }
  } catch {
    // Not JSON: the fallback below.
  }
  return FALLBACK;
}

/** An app path on this worker's origin; anything else opens the app's home. */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : FALLBACK.url, self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL(FALLBACK.url, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      // One notification per kind: a follow-up replaces the day's reminder instead of piling up.
      tag: payload.kind ? `reminder-${payload.kind}` : 'reminder',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      // An open window of the app goes to the page; otherwise the app opens on it.
      const windows = await clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return clients.openWindow(url);
      const navigated = (await open.navigate(url)) ?? open;
      return navigated.focus();
    })(),
  );
});
