/**
 * The suite cannot hide a failure: with the project's own Playwright and
 * Vitest settings, a test that passes only on its retry fails the run, and in
 * CI so does a stray `.only`. Each case runs the real runner on a small test
 * file written for it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/stack';

const dir = join(ROOT, '.cache', `test-policy-${process.pid}`);
mkdirSync(dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Runs a command in the project, in CI or not; returns its exit code and output. */
function runIn(ci: boolean, command: string, args: string[]) {
  const env = { ...process.env };
  delete env.CI;
  if (ci) env.CI = 'true';
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** playwright.config.ts as it is, on one spec of this test and without the app's server (these specs open no page). */
function playwrightOn(spec: string): string {
  return write(
    `playwright-${spec}.config.ts`,
    `import config from '${join(ROOT, 'playwright.config.ts')}';
export default { ...config, testDir: '${dir}', testMatch: '${spec}', webServer: undefined, reporter: 'list', outputDir: '${join(dir, 'results')}' };
`,
  );
}

/** vite.config.ts's test settings as they are, on one test file of this test. */
function vitestOn(file: string): string {
  return write(
    `vitest-${file}.config.ts`,
    `import config from '${join(ROOT, 'vite.config.ts')}';
export default { test: { ...config.test, projects: undefined, root: '${dir}', include: ['${file}'], environment: 'node' } };
`,
  );
}

describe('Playwright', () => {
  it('fails the run when a test passes only on its retry', { timeout: 120_000 }, () => {
    write('flaky.spec.ts', `import { expect, test } from '@playwright/test';
test('passes on its retry only', ({}, testInfo) => expect(testInfo.retry).toBe(1));
test('passes', () => expect(1).toBe(1));
`);
    const { code, output } = runIn(false, 'npx', ['playwright', 'test', '-c', playwrightOn('flaky.spec.ts')]);
    expect(output).toMatch(/1 flaky/);
    expect(output).toMatch(/1 passed/);
    expect(code).toBe(1);
  });

  it('fails the run in CI when a test is focused with .only', { timeout: 120_000 }, () => {
    write('only.spec.ts', `import { expect, test } from '@playwright/test';
test.only('focused', () => expect(1).toBe(1));
test('left out', () => expect(1).toBe(1));
`);
    const { code, output } = runIn(true, 'npx', ['playwright', 'test', '-c', playwrightOn('only.spec.ts')]);
    expect(output).toMatch(/focused with '.only' is not allowed due to the 'forbidOnly' option/);
    expect(code).toBe(1);
  });
});

describe('Vitest', () => {
  it('fails the run in CI when a test is focused with .only', { timeout: 120_000 }, () => {
    write('only.test.ts', `import { expect, it } from 'vitest';
it.only('focused', () => expect(1).toBe(1));
it('left out', () => expect(1).toBe(1));
`);
    const { code, output } = runIn(true, 'npx', ['vitest', 'run', '-c', vitestOn('only.test.ts')]);
    expect(output).toMatch(/Unexpected \.only modifier/);
    expect(code).toBe(1);
  });
});
