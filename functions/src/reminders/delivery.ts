/**
 * How one reminder reaches a patient: Web Push to each of his subscribed devices (the standard protocol, through the
 * web-push library), else an e-mail through the emails queue (delivered by deliverEmail).
 */
import { defineSecret } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import webpush, { WebPushError } from 'web-push';
import type { ReminderPayload } from '@rehab/model/reminders';
import { col, docRef } from '../lib/collections';

export const vapidPublicKey = defineSecret('VAPID_PUBLIC_KEY');
export const vapidPrivateKey = defineSecret('VAPID_PRIVATE_KEY');

/** Who the push services may contact about our messages (VAPID's `sub`). */
const VAPID_SUBJECT = 'mailto:no-reply@texavie.com';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface DeliveryOptions {
  vapid: VapidKeys;
  /** waits before each retry of a push that failed otherwise than 404/410 */
  retryDelaysMs: readonly number[];
  /**
   * Called after a reminder is claimed and after it is delivered (before its send is recorded): the tests throw from it
   * to kill a run there. Never set in production.
   */
  interrupt?: (step: 'claimed' | 'delivered', patientUid: string, key: string) => void | Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000] as const;

/** A push service forgot the subscription (expired or unsubscribed): it never becomes valid again. */
const GONE = new Set([404, 410]);
/** How long a push service keeps an undelivered reminder (seconds): a day's reminder is stale after a few hours. */
const PUSH_TTL_SECONDS = 4 * 60 * 60;

type PushOutcome = 'sent' | 'gone' | 'failed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pushOnce(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  body: string,
  vapid: VapidKeys,
): Promise<PushOutcome | 'retry'> {
  try {
    await webpush.sendNotification(subscription, body, {
      vapidDetails: { subject: VAPID_SUBJECT, ...vapid },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    return 'sent';
  } catch (error) {
    if (error instanceof WebPushError && GONE.has(error.statusCode)) return 'gone';
    logger.warn('A reminder push failed', { status: error instanceof WebPushError ? error.statusCode : String(error) });
    return 'retry';
  }
}

async function pushWithRetries(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  body: string,
  options: DeliveryOptions,
): Promise<PushOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await pushOnce(subscription, body, options.vapid);
    if (outcome !== 'retry') return outcome;
    if (attempt >= options.retryDelaysMs.length) return 'failed';
    await sleep(options.retryDelaysMs[attempt]);
  }
}

/** Pushes to every device of the patient; a subscription its push service no longer knows is removed. */
export async function pushToDevices(patientUid: string, payload: ReminderPayload, options: DeliveryOptions): Promise<boolean> {
  const subscriptions = await col('pushSubscriptions').where('userId', '==', patientUid).get();
  const body = JSON.stringify(payload);
  const outcomes = await Promise.all(
    subscriptions.docs.map(async (doc) => {
      const { endpoint, keys } = doc.data();
      const outcome = await pushWithRetries({ endpoint, keys }, body, options);
      if (outcome === 'gone') await doc.ref.delete();
      return outcome;
    }),
  );
  return outcomes.includes('sent');
}

/** The id of a reminder's e-mail in the emails queue. */
export const reminderEmailId = (key: string) => `reminder-${key}`;

/** Firestore's ALREADY_EXISTS (a gRPC status code). */
const ALREADY_EXISTS = 6;

/**
 * Queues the reminder's e-mail once: its id is the reminder's key, and a second send (a run taking over the claim of
 * one that died after queueing it) finds it queued and leaves it, so deliverEmail sends it once. False when the
 * patient has no address.
 */
export async function queueEmail(key: string, to: string | undefined, payload: ReminderPayload): Promise<boolean> {
  if (!to) return false;
  try {
    await docRef('emails', reminderEmailId(key)).create({
      to,
      message: { subject: payload.body, text: `${payload.body}.\n\nOpen Texavie Rehab to see your plan.` },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  return true;
}

