// @vitest-environment node
import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { appUrl, stripeConnection } from './stripeClient';

const requestFrom = (origin?: string) => ({ rawRequest: { headers: origin ? { origin } : {} } }) as unknown as CallableRequest;

describe('stripeConnection', () => {
  it('talks to api.stripe.com unless STRIPE_API_URL names another host', () => {
    expect(stripeConnection({})).toEqual({});
    expect(stripeConnection({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeConnection({ STRIPE_API_URL: 'https://stripe.example.test' })).toEqual({ host: 'stripe.example.test', port: 443, protocol: 'https' });
  });
});

describe('appUrl', () => {
  it('returns to APP_URL, and in the emulator to the calling local app', () => {
    expect(appUrl(requestFrom('https://evil.example'), { APP_URL: 'https://app.example/' })).toBe('https://app.example');
    expect(appUrl(requestFrom('http://127.0.0.1:4173'), { FUNCTIONS_EMULATOR: 'true', APP_URL: 'https://app.example' })).toBe('http://127.0.0.1:4173');
    expect(appUrl(requestFrom('http://localhost:5173'), { APP_URL: 'https://app.example' })).toBe('https://app.example');
    expect(appUrl(requestFrom(), { FUNCTIONS_EMULATOR: 'true' })).toBe('http://localhost:5173');
    expect(() => appUrl(requestFrom(), {})).toThrow('The checkout is not configured. Please try again later.');
  });
});
