import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { localStackPolicySources, startHostingServer, type HostingServer } from '../../scripts/lib/hosting';
import { portsAt } from '@rehab/model/emulatorPorts';
import { EFFECT_TIMEOUT_MS } from '../effects';

/**
 * A new version while the app is open: the service worker installs it in the background and the page
 * offers 'A new version is available'; Reload lets the new worker take over and shows the new version.
 * The test serves its own copy of the build (as the host would, firebase.json's headers included), so
 * that publishing the "new build" does not touch what the other tests load.
 */
test.use({ serviceWorkers: 'allow' });
// The service worker precaches the whole build twice (the first version and the new one): on a busy machine that
// takes longer than a minute.
test.setTimeout(180_000);

const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const BUILD = `.cache/dist-e2e-${OFFSET}`;

let folder: string;
let server: HostingServer;

test.beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-update-'));
  cpSync(BUILD, folder, { recursive: true });
  server = await startHostingServer({ root: folder, firebaseJson: 'firebase.json', port: 0, policySources: localStackPolicySources(portsAt(OFFSET)) });
});

test.afterEach(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A new build: another index.html, and the service worker that precaches it (its revision in the manifest). */
function publishNewBuild() {
  const index = join(folder, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', '<meta name="app-build" content="2"></head>'));
  const worker = join(folder, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  const updated = source.replace(/(url:"index\.html",revision:")[^"]+"/, '$1new-build-2"');
  expect(updated).not.toBe(source);
  writeFileSync(worker, updated);
}

test("offers a new version once it is installed, and Reload shows it", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  await page.goto(`${server.url}/auth/sign-in1`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => logged).toContain('Content is cached for offline use.');

  publishNewBuild();
  // A navigation makes the browser look for a new service worker (as does the hourly check of an open page).
  await page.reload();
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
  expect(logged).toContain('New content is available and will be used when the page is reloaded.');
  // The page still runs the version it started with until the user chooses.
  await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', '2');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(prompt).toBeHidden();
});
