/**
 * The bare page of the list pages (scripts/bench/bareList.tsx): built once, served with the JSON of each view's bytes
 * from a local HTTP server, and opened the way the app's page is opened, so that both are timed by the same method.
 * A real loopback server, as the app's is: Chromium lets a page reach a loopback address only from a loopback origin
 * (a page Playwright fulfils has none).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { ROOT } from '../lib/stack';
import { VIEWPORT } from './app';
import type { ListView } from './bareList';
import { bundleBarePage, closeServer } from './barePages';

const SCRIPT_PATH = '/bare/bareList.js';
const STYLESHEET_PATH = '/bare/bootstrap.css';
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare list page</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}"></head><body><div id="bare"></div><script src="${SCRIPT_PATH}"></script></body></html>`;

let bundled: Promise<string> | undefined;

/** The bare page's script (bundled once per bench). */
function bareListScript(): Promise<string> {
  bundled ??= bundleBarePage('scripts/bench/bareList.tsx', 'bareList');
  return bundled;
}

/** A stored document as JSON, its timestamps as ms (as the bare page reads them). */
export function plainJson(data: unknown): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key: string, value: unknown) {
    // JSON.stringify hands the replacer a Timestamp's toJSON(): read the original from the holder.
    const original = this[key];
    return original instanceof Timestamp ? original.toMillis() : value;
  });
}

export interface BareListServer {
  url: string;
  /** a fresh context on the bare page's menu, its script and stylesheet cached, as the app's are by its service worker */
  openMenu(browser: Browser): Promise<Page>;
  close(): Promise<void>;
}

/** Serves the bare page at /bare/{view} (and /bare/menu) and each view's bytes at /bare/data/{view}.json. */
export async function startBareListServer(bytes: Partial<Record<ListView, string>>): Promise<BareListServer> {
  const script = await bareListScript();
  const stylesheet = readFileSync(join(ROOT, 'node_modules/bootstrap/dist/css/bootstrap.min.css'), 'utf8');
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    const cached = { 'cache-control': 'max-age=3600' };
    if (path === SCRIPT_PATH) return void response.writeHead(200, { 'content-type': 'text/javascript', ...cached }).end(script);
    if (path === STYLESHEET_PATH) return void response.writeHead(200, { 'content-type': 'text/css', ...cached }).end(stylesheet);
    const data = /^\/bare\/data\/(\w+)\.json$/.exec(path);
    if (data) {
      const json = bytes[data[1] as ListView];
      return void response.writeHead(json ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(json ?? '{}');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(HTML);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async openMenu(browser) {
      const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
      await page.goto(`${url}/bare/menu`);
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      return page;
    },
    close: () => closeServer(server),
  };
}
