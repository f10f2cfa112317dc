import { createHmac } from 'node:crypto';

/**
 * The Stripe-Signature header of a webhook delivery, made as Stripe makes it:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>`.
 */
export function stripeSignatureHeader(payload: string, webhookSecret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', webhookSecret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
