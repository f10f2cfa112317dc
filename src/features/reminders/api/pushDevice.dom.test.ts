import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentEndpoint, deviceIdOf, pushSupport, subscribeDevice, unsubscribeDevice } from './pushDevice';

/** A P-256 public key as base64url (65 bytes, uncompressed point): the local stack's test key. */
const VAPID_KEY = 'BHAkGCTbrToQQgoIHJ61NYQGJC9YUpEJy2_Zqwy7Hgiq7KEYFhsz852vTwQR46gKGT5qOr05f8-VO4-1UftoIE8';
const ENDPOINT = 'https://push.example/send/abc';

function fakeSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/** The browser's push as the module sees it: a worker registration with its push manager. */
function browserWithPush(existing: ReturnType<typeof fakeSubscription> | null = null) {
  const pushManager = { getSubscription: vi.fn(() => Promise.resolve(existing)), subscribe: vi.fn(() => Promise.resolve(fakeSubscription())) };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(() => Promise.resolve(registration)), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
  return pushManager;
}

beforeEach(() => vi.stubEnv('VITE_VAPID_PUBLIC_KEY', VAPID_KEY));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('is unsupported without the Push API, and unconfigured without the VAPID key', () => {
    expect(pushSupport()).toBe('unsupported');
    browserWithPush();
    expect(pushSupport()).toBe('supported');
    vi.stubEnv('VITE_VAPID_PUBLIC_KEY', '');
    expect(pushSupport()).toBe('unconfigured');
  });

  it('subscribes with the VAPID key, visibly only, and names the device', async () => {
    const pushManager = browserWithPush();
    const device = await subscribeDevice();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    // The key's bytes: an uncompressed P-256 point.
    expect([options.applicationServerKey.length, options.applicationServerKey[0]]).toEqual([65, 4]);
    expect(device).toEqual({
      deviceId: await deviceIdOf(ENDPOINT),
      endpoint: ENDPOINT,
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
      deviceLabel: expect.any(String),
    });
  });

  it('keeps the subscription the device has already', async () => {
    const pushManager = browserWithPush(fakeSubscription('https://push.example/send/kept'));
    expect((await subscribeDevice()).endpoint).toBe('https://push.example/send/kept');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(await currentEndpoint()).toBe('https://push.example/send/kept');
  });

  it('ends the browser subscription only when it is the one removed', async () => {
    const own = fakeSubscription();
    browserWithPush(own);
    await unsubscribeDevice('https://push.example/send/another-device');
    expect(own.unsubscribe).not.toHaveBeenCalled();
    await unsubscribeDevice(ENDPOINT);
    expect(own.unsubscribe).toHaveBeenCalled();
  });

  it('gives each endpoint a stable id the rules accept', async () => {
    const id = await deviceIdOf(ENDPOINT);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(await deviceIdOf(ENDPOINT)).toBe(id);
    expect(await deviceIdOf(`${ENDPOINT}x`)).not.toBe(id);
  });
});
