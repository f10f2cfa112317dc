import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from './app';
import { LANGUAGES } from '../lib/languages';

// Every language is loaded before the tests, so that a test's switch of language is immediate (as in the app
// once a language has loaded).
await initI18n('en');
await i18n.loadLanguages(LANGUAGES.map((language) => language.code));

afterEach(() => cleanup());
