import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from './app';

// English only, as the app starts: a test of another language loads it first (loadTestLanguages), as the app
// does on a switch. Loading all six here cost every test file with a DOM about half a second.
await initI18n('en');

afterEach(() => cleanup());
