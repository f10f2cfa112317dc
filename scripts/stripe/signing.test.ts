// @vitest-environment node
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from './signing';

const stripe = new Stripe('sk_test_signing');
const secret = 'whsec_signing_test';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' }, null, 2);

describe('stripeSignatureHeader', () => {
  it('signs as Stripe does: the SDK verifies it, and makes the same header', () => {
    const header = stripeSignatureHeader(payload, secret);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
    expect(stripeSignatureHeader(payload, secret, 1_700_000_000)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: 1_700_000_000 }),
    );
  });

  it('is refused for another body, another secret or an old timestamp', () => {
    const header = stripeSignatureHeader(payload, secret);
    expect(() => stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, secret)).toThrow();
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    const old = stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => stripe.webhooks.constructEvent(payload, old, secret)).toThrow();
  });
});
