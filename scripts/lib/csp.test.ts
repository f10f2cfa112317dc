import { describe, expect, it } from 'vitest';
import { buildSources, missingSources, parsePolicy, policyAllows, withSources } from './csp';

const POLICY = "default-src 'self'; connect-src 'self' https://firestore.googleapis.com https://*.cloudfunctions.net; frame-ancestors 'none'";

describe('withSources', () => {
  it('adds sources to a directive the policy has, once each', () => {
    const policy = withSources(POLICY, { 'connect-src': ['http://127.0.0.1:8080', 'https://firestore.googleapis.com'] });
    expect(parsePolicy(policy)['connect-src']).toEqual(["'self'", 'https://firestore.googleapis.com', 'https://*.cloudfunctions.net', 'http://127.0.0.1:8080']);
    expect(parsePolicy(policy)['frame-ancestors']).toEqual(["'none'"]);
  });

  it("starts a missing directive from default-src, so that adding never loosens what default-src allowed", () => {
    expect(parsePolicy(withSources(POLICY, { 'img-src': ['http://127.0.0.1:9199'] }))['img-src']).toEqual(["'self'", 'http://127.0.0.1:9199']);
  });

  it("replaces 'none' by the added sources", () => {
    expect(parsePolicy(withSources("frame-src 'none'", { 'frame-src': ['http://127.0.0.1:9099'] }))['frame-src']).toEqual(['http://127.0.0.1:9099']);
  });
});

describe('policyAllows', () => {
  it('matches scheme, host (with a *. wildcard) and port', () => {
    expect(policyAllows(POLICY, 'connect-src', 'https://firestore.googleapis.com')).toBe(true);
    expect(policyAllows(POLICY, 'connect-src', 'https://us-central1-demo.cloudfunctions.net')).toBe(true);
    expect(policyAllows(POLICY, 'connect-src', 'http://firestore.googleapis.com')).toBe(false);
    expect(policyAllows(POLICY, 'connect-src', 'https://firestore.googleapis.com:8443')).toBe(false);
    expect(policyAllows(POLICY, 'connect-src', 'https://evil.example')).toBe(false);
  });

  it('falls back to default-src', () => {
    expect(policyAllows("default-src https://a.example", 'img-src', 'https://a.example')).toBe(true);
  });
});

describe('buildSources', () => {
  it('names the emulators of the build’s port offset, and Auth’s frame and Storage’s files', () => {
    const sources = buildSources({ VITE_USE_EMULATORS: 'true', VITE_EMULATOR_PORT_OFFSET: '5000' });
    expect(sources['connect-src']).toEqual(['http://127.0.0.1:14099', 'http://127.0.0.1:13080', 'http://127.0.0.1:10001', 'http://127.0.0.1:14199']);
    expect(sources['frame-src']).toEqual(['http://127.0.0.1:14099']);
    expect(sources['img-src']).toEqual(['http://127.0.0.1:14199']);
  });

  it('adds the origin of every VITE_ setting that is an address, such as a chain’s JSON-RPC URL', () => {
    const sources = buildSources({ VITE_CHAIN_RPC_URL: 'http://127.0.0.1:8545/', VITE_SOCKET: 'wss://feed.example/x', VITE_NAME: 'Rehab', OTHER_URL: 'https://ignored.example' });
    expect(sources['connect-src']).toEqual(['http://127.0.0.1:8545', 'wss://feed.example']);
  });

  it('asks a production build’s policy for the Auth domain’s frame', () => {
    const sources = buildSources({ VITE_FIREBASE_AUTH_DOMAIN: 'rehab.firebaseapp.com' });
    expect(sources).toEqual({ 'frame-src': ['https://rehab.firebaseapp.com'] });
    expect(missingSources("frame-src https://*.firebaseapp.com", sources)).toEqual([]);
    expect(missingSources("frame-src https://www.google.com", sources)).toEqual(['frame-src https://rehab.firebaseapp.com']);
  });
});
