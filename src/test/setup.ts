import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from './app';

// English only, as the app starts: a test of another language loads it first (loadTestLanguages), as the app
// does on a switch. Loading all six here cost every test file with a DOM about half a second.
await initI18n('en');

afterEach(() => cleanup());

// findBy… and waitFor wait for a condition and return as soon as it holds: their deadline is sized for a loaded
// 2-core machine (a test file may get a third of a core while other steps run), not for an idle one.
configure({ asyncUtilTimeout: 10_000 });
