/**
 * Helpers for the payment tests: authorised patients, the checkout through
 * the local Stripe stand-in's hosted page (as a browser submits it), the
 * stand-in's test controls, and the official Stripe SDK pointed at it to see
 * what Stripe holds.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Order, User } from '@rehab/model/collections';
import type { CheckoutLineItem, CheckoutSessionResponse } from '@rehab/model/payments';
import { TAX_RATE_IDS } from '@rehab/model/shop';
import { readStripeSecrets } from '../../../scripts/stripe/secrets';
import type { Fault } from '../../../scripts/stripe/standIn';
import { stripeSignatureHeader } from '../../../scripts/stripe/signing';
import { adminDb, PROJECT_ID, signedInClient } from '../support';
import { waitForEffect } from '../../effects';

export const STAND_IN_URL = process.env.STRIPE_API_URL ?? 'http://127.0.0.1:12111';
export const WEBHOOK_URL = `${process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001'}/${PROJECT_ID}/us-central1/stripeWebhook`;
export const secrets = readStripeSecrets();

const standIn = new URL(STAND_IN_URL);
/** What Stripe (the stand-in) holds, read with the same SDK and key as the functions. */
export const stripe = new Stripe(secrets.secretKey, { host: standIn.hostname, port: standIn.port, protocol: 'http' });

export type Client = Awaited<ReturnType<typeof signedInClient>>;

/** A signed-in authorised patient with a users record and a session balance. */
export async function patient(purchasedSessions = 0): Promise<Client> {
  const client = await signedInClient();
  const user: User = { firstName: 'Pat', lastName: 'Buyer', email: client.email, isAuthorized: true, devices: {}, sessions: [], purchasedSessions };
  await adminDb.doc(`users/${client.uid}`).set(user);
  return client;
}

/** What the cart page sends: price ids and quantities with the spec's tax_rates. */
export function cart(...lines: [priceId: string, quantity: number][]): CheckoutLineItem[] {
  return lines.map(([price, quantity]) => ({ price, quantity, tax_rates: [...TAX_RATE_IDS] }));
}

export async function checkout(client: Client, lineItems: CheckoutLineItem[], attemptId = randomUUID()): Promise<CheckoutSessionResponse> {
  return (await client.call<unknown, CheckoutSessionResponse>('createCheckoutSession', { lineItems, attemptId })).data;
}

/** Submits the hosted checkout page's card form, as the browser does. */
export function payOnHostedPage(checkoutUrl: string, cardNumber: string): Promise<Response> {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
}

export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Waits for a webhook's or a trigger's effect (tests/effects.ts), up to `timeoutMs` when a batch needs longer. */
export const waitFor = <T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs?: number): Promise<T> =>
  waitForEffect(what, probe, { timeoutMs });

export async function orderOf(sessionId: string): Promise<Order | undefined> {
  return (await adminDb.doc(`orders/${sessionId}`).get()).data() as Order | undefined;
}

/** Pays a checkout with the paying card and waits for the webhook's order. */
export async function buy(client: Client, lineItems: CheckoutLineItem[]): Promise<{ sessionId: string; order: Order }> {
  const { url, sessionId } = await checkout(client, lineItems);
  const paid = await payOnHostedPage(url, PAYING_CARD);
  if (paid.status !== 303) throw new Error(`the payment was not accepted (${paid.status})`);
  const order = await waitFor(`order ${sessionId}`, () => orderOf(sessionId));
  return { sessionId, order };
}

export async function balanceOf(uid: string): Promise<number | undefined> {
  return ((await adminDb.doc(`users/${uid}`).get()).data() as Partial<User> | undefined)?.purchasedSessions;
}

// ---------------------------------------------------------------- the stand-in's test controls

export interface DeliveredEvent {
  id: string;
  type: string;
  sessionId: string;
  deliveries: { at: string; status: number }[];
}

export async function eventsOf(sessionId: string): Promise<DeliveredEvent[]> {
  const events = (await (await fetch(`${STAND_IN_URL}/_test/events`)).json()) as DeliveredEvent[];
  return events.filter((event) => event.sessionId === sessionId);
}

/** Delivers an event to the webhook once more; resolves with the webhook's HTTP status. */
export async function resend(eventId: string): Promise<number> {
  const answer = await fetch(`${STAND_IN_URL}/_test/events/${eventId}/resend`, { method: 'POST' });
  return ((await answer.json()) as { status: number }).status;
}

export async function injectFault(fault: Fault): Promise<void> {
  await fetch(`${STAND_IN_URL}/_test/faults`, { method: 'POST', body: JSON.stringify(fault) });
}

export async function clearFaults(): Promise<void> {
  await fetch(`${STAND_IN_URL}/_test/faults`, { method: 'DELETE' });
}

/** Posts a body to stripeWebhook with the given Stripe-Signature header (or none). */
export function postToWebhook(body: string, signature?: string): Promise<Response> {
  return fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body,
  });
}

/** A checkout.session.completed event for a session, as Stripe would send it, unsigned. */
export function completedEvent(sessionId: string, eventId = `evt_test_${randomUUID().replaceAll('-', '')}`): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete' } },
  });
}

export const signedWith = (secret: string, body: string) => stripeSignatureHeader(body, secret);
