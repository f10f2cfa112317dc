import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { i18n, initI18n } from './app';

// English only, as the app starts: a test of another language loads it first (loadTestLanguages), as the app
// does on a switch. Loading all six here cost every test file with a DOM about half a second.
await initI18n('en');

afterEach(() => cleanup());

/**
 * The test files of a worker share one document and the packages' modules (vite.config.ts, `isolate: false`):
 * each file leaves the page as a new one finds it, whichever file runs next, and has our own modules evaluated
 * afresh for the next (module state, and the mocks of its vi.mock calls, stay with their file).
 */
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  await i18n.changeLanguage('en');
  vi.resetModules();
});

// findBy… and waitFor wait for a condition and return as soon as it holds: their deadline is sized for a loaded
// 2-core machine (a test file may get a third of a core while other steps run), not for an idle one.
configure({ asyncUtilTimeout: 10_000 });
