/**
 * The one Stripe client of the functions: the official SDK with the secret
 * key from Secret Manager (locally functions/.secret.local). STRIPE_API_URL
 * points it at another host (the local Stripe stand-in); unset, it talks to
 * api.stripe.com. Nothing else differs between the two worlds.
 */
import { defineSecret } from 'firebase-functions/params';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

export function stripeConnection(env: NodeJS.ProcessEnv = process.env): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!env.STRIPE_API_URL) return {};
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

let client: Promise<Stripe> | undefined;

export function stripe(): Promise<Stripe> {
  // Loaded on first use: every function's instance loads this bundle, and only the payment functions need the SDK.
  // Every write carries an idempotency key, so the SDK's own retries of failed requests are safe.
  client ??= import('stripe').then(({ default: StripeSdk }) => new StripeSdk(stripeSecretKey.value(), { ...stripeConnection(), maxNetworkRetries: 2 }));
  return client;
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):\d+$/;

/**
 * The app's origin, where the checkout returns to: APP_URL (the deployed app);
 * in the emulator also the calling page's own local origin (npm start, the
 * end-to-end build), so each local app gets its own pages back.
 */
export function appUrl(request: CallableRequest, env: NodeJS.ProcessEnv = process.env): string {
  const origin = request.rawRequest.headers.origin;
  if (env.FUNCTIONS_EMULATOR === 'true' && typeof origin === 'string' && LOCAL_ORIGIN.test(origin)) return origin;
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, '');
  if (env.FUNCTIONS_EMULATOR === 'true') return 'http://localhost:5173';
  logger.error('APP_URL is not set: the checkout has no page to return to.');
  throw new HttpsError('internal', 'The checkout is not configured. Please try again later.');
}

/** A Stripe SDK error's fields (its type is StripeInvalidRequestError, StripeAPIError, …), or nothing for other errors. */
export function stripeErrorOf(error: unknown): { type: string; message: string; statusCode?: number; code?: string } | undefined {
  if (!(error instanceof Error) || !('type' in error) || typeof error.type !== 'string' || !error.type.startsWith('Stripe')) return undefined;
  const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
  return { type: error.type, message: error.message, statusCode, code };
}

/** A failed checkout creation as an HttpsError the page can show. */
export function checkoutError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  const stripeError = stripeErrorOf(error);
  if (stripeError?.type === 'StripeIdempotencyError') {
    return new HttpsError('failed-precondition', 'This checkout attempt was already started with a different order. Start a new checkout.');
  }
  logger.error('Creating a Stripe checkout session failed', stripeError ?? { error: String(error) });
  return new HttpsError('unavailable', 'The checkout could not be started. Please try again.');
}
