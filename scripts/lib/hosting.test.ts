// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_CONTROL, headersFor, readHostingConfig, startHostingServer, type HostingConfig, type HostingServer } from './hosting';

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
