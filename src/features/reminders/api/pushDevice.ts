/**
 * This device's Web Push, through the browser's own APIs: whether it can receive pushes, the notification permission
 * (asked only when the patient turns push on), and the subscription of the app's service worker
 * (public/push-worker.js shows what arrives), made with the public VAPID key the reminders are signed with.
 */
import { LIMITS } from '@rehab/model/limits';
import { deviceLabel } from '../logic/deviceLabel';

/** Why this device cannot receive pushes: the browser lacks Web Push, or the app was built without its VAPID key. */
export type PushSupport = 'supported' | 'unsupported' | 'unconfigured';

export type PushPermission = 'default' | 'granted' | 'denied';

/** A subscription as stored in pushSubscriptions (without who and when). */
export interface DeviceSubscription {
  deviceId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  deviceLabel: string;
}

const vapidPublicKey = (): string => import.meta.env.VITE_VAPID_PUBLIC_KEY ?? '';

export function pushSupport(): PushSupport {
  const browserHasPush = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!browserHasPush) return 'unsupported';
  return vapidPublicKey() ? 'supported' : 'unconfigured';
}

export function notificationPermission(): PushPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** Asks the browser's permission to notify (the browser asks the patient the first time only). */
export function requestNotificationPermission(): Promise<PushPermission> {
  return Notification.requestPermission();
}

/** The service worker's registration, once a worker is active (pushes need one); none in a build without the worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error('The app is not installed on this device yet: reload the page and try again.');
  return navigator.serviceWorker.ready;
}

/** The VAPID key as the Push API wants it: the key's bytes (it is base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** A short stable id of a subscription (its endpoint's SHA-256, base64url): the document id's device part. */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  const id = btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return id.slice(0, LIMITS.reminders.deviceId);
}

/** The endpoint this device receives pushes at, or null while it is not subscribed (or cannot be). */
export async function currentEndpoint(): Promise<string | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Subscribes this device (or returns its existing subscription), with the permission already granted. */
export async function subscribeDevice(): Promise<DeviceSubscription> {
  const registration = await activeRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey()) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription.');
  return { deviceId: await deviceIdOf(endpoint), endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, deviceLabel: deviceLabel(navigator.userAgent) };
}

/** Ends this device's subscription when it is the one at `endpoint` (another device's is only forgotten by the server). */
export async function unsubscribeDevice(endpoint: string): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
