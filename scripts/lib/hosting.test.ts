import { describe, expect, it } from 'vitest';
import { extendPolicy, readHostingConfig, withPolicySources } from './hosting';
import { ROOT } from './stack';

const headersFor = (source: string) => readHostingConfig(ROOT).headers.find((rule) => rule.source === source)?.headers ?? [];
const valueOf = (source: string, key: string) => headersFor(source).find((header) => header.key === key)?.value;

describe('firebase.json hosting headers', () => {
  it('sends the security headers on every path', () => {
    const policy = valueOf('**', 'Content-Security-Policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(valueOf('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(valueOf('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(valueOf('**', 'Permissions-Policy')).toContain('camera=()');
    expect(valueOf('**', 'Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
  });

  it('revalidates the page and keeps hashed assets for a year (the later rule wins, as on Hosting)', () => {
    const rules = readHostingConfig(ROOT).headers.map((rule) => rule.source);
    expect(rules.indexOf('/assets/**')).toBeGreaterThan(rules.indexOf('**'));
    expect(valueOf('**', 'Cache-Control')).toBe('no-cache');
    expect(valueOf('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('extendPolicy', () => {
  it('adds sources to the directives named and adds the directives missing', () => {
    expect(extendPolicy("default-src 'self'; connect-src 'self' https://a.test", { 'connect-src': ['http://127.0.0.1:1'], 'img-src': ['data:'] })).toBe(
      "default-src 'self'; connect-src 'self' https://a.test http://127.0.0.1:1; img-src data:",
    );
  });

  it('changes only the policy header', () => {
    const hosting = {
      public: 'dist',
      rewrites: [],
      headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: "connect-src 'self'" }, { key: 'X-Frame-Options', value: 'DENY' }] }],
    };
    expect(withPolicySources(hosting, { 'connect-src': ['http://127.0.0.1:2'] }).headers[0].headers).toEqual([
      { key: 'Content-Security-Policy', value: "connect-src 'self' http://127.0.0.1:2" },
      { key: 'X-Frame-Options', value: 'DENY' },
    ]);
  });
});
