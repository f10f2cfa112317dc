// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:http2';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portsAt } from '@rehab/model/emulatorPorts';
import {
  DEFAULT_CACHE_CONTROL,
  extendPolicy,
  headersFor,
  localStackPolicySources,
  readHostingConfig,
  startHostingServer,
  withPolicySources,
  type HostingConfig,
  type HostingServer,
} from './hosting';
import { benchCertificate } from '../bench/tls';

const CONFIG: HostingConfig = {
  headers: [
    { source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }, { key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ],
  rewrites: [{ source: '**', destination: '/index.html' }],
};

describe('headersFor', () => {
  it('applies every matching rule in order, a later one replacing an earlier one’s header', () => {
    expect(headersFor('/assets/app-123.js', CONFIG)).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(headersFor('/patient-home', CONFIG)['cache-control']).toBe('no-cache');
  });

  it('gives Firebase Hosting’s own cache time when no rule sets one', () => {
    expect(headersFor('/index.html', {})).toEqual({ 'cache-control': DEFAULT_CACHE_CONTROL });
  });
});

describe("firebase.json's hosting headers", () => {
  const config = readHostingConfig(join(import.meta.dirname, '../../firebase.json'));

  it('keep hashed files a year and have the page, the service worker and the manifest revalidated', () => {
    expect(headersFor('/assets/start-AbC123.js', config)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/workbox-2fbc6a65.js', config)['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/patient-home', '/sw.js', '/manifest.webmanifest']) {
      expect(headersFor(path, config)['cache-control'], path).toBe('no-cache');
    }
  });

  it('send the security headers on every path', () => {
    for (const path of ['/', '/patient-home', '/assets/start-AbC123.js', '/sw.js', '/manifest.webmanifest']) {
      const headers = headersFor(path, config);
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      // The app's own pages may use the camera and microphone (the video visits), no embedded origin may.
      expect(headers['permissions-policy'], path).toContain('camera=(self), microphone=(self)');
      expect(headers['permissions-policy'], path).toContain('geolocation=()');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    }
  });

  it('let the page register its service worker and read its manifest', () => {
    const policy = headersFor('/', config)['content-security-policy'];
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('have one rule for every path', () => {
    expect(config.headers?.filter((rule) => rule.source === '**')).toHaveLength(1);
  });

});

describe('startHostingServer', () => {
  let dir: string;
  let server: HostingServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hosting-'));
    const build = join(dir, 'dist');
    mkdirSync(join(build, 'assets'), { recursive: true });
    writeFileSync(join(build, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
    writeFileSync(join(build, 'assets', 'app-123.js'), `console.log(1);${'/* padding */'.repeat(200)}`);
    writeFileSync(join(build, '.env.local'), 'SECRET=1');
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ hosting: CONFIG }));
    server = await startHostingServer({ root: build, firebaseJson: join(dir, 'firebase.json'), port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files compressed with brotli, with the configured headers', async () => {
    const response = await fetch(`${server.url}/assets/app-123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^console\.log\(1\);/);
    expect(server.bodyBytes('/assets/app-123.js')).toBeLessThan(200);
  });

  it('answers an app route with index.html under the route’s own headers', async () => {
    const response = await fetch(`${server.url}/patient-home`);
    expect(await response.text()).toMatch(/<title>app<\/title>/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('revalidates with the ETag', async () => {
    const first = await fetch(`${server.url}/index.html`);
    const again = await fetch(`${server.url}/index.html`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('does not serve dot files (hosting does not deploy them)', async () => {
    const response = await fetch(`${server.url}/.env.local`);
    expect(await response.text()).toMatch(/<title>app<\/title>/);
  });
});

describe('startHostingServer with tls', () => {
  it('serves HTTP/2 over HTTPS, compressed, and closes with a session open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hosting-tls-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ hosting: CONFIG }));
    const certificate = benchCertificate('127.0.0.1');
    const tlsServer = await startHostingServer({ root: join(dir, 'dist'), firebaseJson: join(dir, 'firebase.json'), port: 0, tls: certificate });
    try {
      expect(tlsServer.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const session = connect(tlsServer.url, { ca: certificate.cert });
      const response = await new Promise<{ status: number; encoding: unknown; protocol: string | undefined }>((done, fail) => {
        const stream = session.request({ ':path': '/patient-home', 'accept-encoding': 'br' });
        stream.on('response', (headers) => done({ status: Number(headers[':status']), encoding: headers['content-encoding'], protocol: session.alpnProtocol }));
        stream.on('error', fail);
        stream.end();
      });
      expect(response).toEqual({ status: 200, encoding: 'br', protocol: 'h2' });
    } finally {
      await tlsServer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('extendPolicy', () => {
  it('adds sources to the directives named and adds the directives missing', () => {
    expect(extendPolicy("default-src 'self'; connect-src 'self' https://a.test", { 'connect-src': ['http://127.0.0.1:1'], 'img-src': ['data:'] })).toBe(
      "default-src 'self'; connect-src 'self' https://a.test http://127.0.0.1:1; img-src data:",
    );
  });

  it('changes only the policy header', () => {
    const hosting: HostingConfig = {
      headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: "connect-src 'self'" }, { key: 'X-Frame-Options', value: 'DENY' }] }],
    };
    expect(withPolicySources(hosting, { 'connect-src': ['http://127.0.0.1:2'] }).headers?.[0].headers).toEqual([
      { key: 'Content-Security-Policy', value: "connect-src 'self' http://127.0.0.1:2" },
      { key: 'X-Frame-Options', value: 'DENY' },
    ]);
  });

  it('lets a build for the local stack reach its emulators and chain', () => {
    const sources = localStackPolicySources(portsAt(25000));
    expect(sources['connect-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:34099', 'http://127.0.0.1:33545']));
    expect(sources['img-src']).toContain('http://127.0.0.1:34199');
    expect(sources['media-src']).toEqual(['http://127.0.0.1:34199']);
  });

  it("lets the app play videos from Storage (the exercise library's), in production and from the local stack", () => {
    const policy = (hosting: { headers?: { headers: { key: string; value: string }[] }[] }) =>
      hosting.headers?.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    const mediaSources = (value: string) => /(?:^|;\s*)media-src ([^;]*)/.exec(value)?.[1].split(' ') ?? [];
    const production = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8')).hosting;
    expect(mediaSources(policy(production))).toEqual(["'self'", 'blob:', 'https://firebasestorage.googleapis.com']);
    const local = withPolicySources(production, localStackPolicySources(portsAt(25000)));
    expect(mediaSources(policy(local))).toContain('http://127.0.0.1:34199');
  });
});
