/**
 * The service worker's reminder handlers (public/push-worker.js, which the Workbox worker imports), run against a
 * stand-in of the worker's global scope. The end-to-end test tests/e2e/reminders-push.spec.ts runs them in Chromium.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { reminderPayload } from '@rehab/model/reminders';

const SOURCE = readFileSync(new URL('../../public/push-worker.js', import.meta.url), 'utf8');
const ORIGIN = 'https://app.example';

type Listener = (event: Record<string, unknown>) => void;

interface FakeWindow {
  url: string;
  navigate: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const clients = { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow: vi.fn(() => Promise.resolve(null)) };
  new Function('self', 'clients', SOURCE)(self, clients);

  /** Dispatches an event; resolves once what it handed to waitUntil settles. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  return { self, clients, dispatch };
}

const pushEvent = (text: string | null) => ({ data: text === null ? null : { json: () => JSON.parse(text) } });

describe('the push worker', () => {
  it("shows a reminder's fixed text, one notification per kind, keeping the page to open", async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushEvent(JSON.stringify(reminderPayload('daily'))));
    expect(self.registration.showNotification).toHaveBeenCalledWith('Texavie Rehab', {
      body: 'You have exercises planned for today',
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      tag: 'reminder-daily',
      data: { url: '/patient-home' },
    });
  });

  it('shows a neutral text for a message it cannot read', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushEvent('not json'));
    await dispatch('push', pushEvent(null));
    for (const [title, options] of self.registration.showNotification.mock.calls as unknown as [string, { body: string; data: unknown }][]) {
      expect([title, options.body, options.data]).toEqual(['Texavie Rehab', 'Open Texavie Rehab', { url: '/patient-home' }]);
    }
  });

  it('brings an open window of the app to the page of a tapped notification', async () => {
    const open: FakeWindow = { url: `${ORIGIN}/patient/profile`, navigate: vi.fn(), focus: vi.fn(() => Promise.resolve()) };
    open.navigate.mockResolvedValue(open);
    const { clients, dispatch } = worker([open]);
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: '/patient-home' } } });
    expect(close).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/patient-home`);
    expect(open.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens the app on the page when none of its windows is open, and never another site's page", async () => {
    const { clients, dispatch } = worker();
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/patient-home' } } });
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: 'https://evil.example/phish' } } });
    expect(clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/patient-home`], [`${ORIGIN}/patient-home`]]);
  });
});
