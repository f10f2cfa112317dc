import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../lib/languages';
import type { LanguageBundle } from './namespaces';

/**
 * Translations live beside what they translate: `src/app/i18n/locales/<lang>.json`
 * is the `common` namespace and `src/features/<feature>/locales/<lang>.json`
 * the namespace `<feature>`. Each language's files form one chunk
 * (./bundles/<lang>.ts), loaded only when the language is used: the first
 * page waits for its own language alone, and a switch shows the new language
 * once it has loaded (the old one stays until then, never the keys).
 */
const bundles = import.meta.glob<LanguageBundle>('./bundles/*.ts', { import: 'default' });

const loaded = new Map<string, Promise<LanguageBundle>>();

function loadLanguage(language: string): Promise<LanguageBundle> {
  const load = bundles[`./bundles/${language}.ts`];
  if (!load) return Promise.reject(new Error(`No translations for ${language}`));
  if (!loaded.has(language)) {
    const loading = load();
    // A failed load (a lost connection) is tried again on the next switch.
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loaded.get(language)!;
}

/** An i18next backend answering every namespace of a language from that language's one chunk. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadLanguage(language).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: Error) => callback(error, false),
    );
  },
};

let initialising: Promise<unknown> | null = null;

/** Starts i18next in the given language, resolving once its texts are loaded (before the first render). */
export function initI18n(language: LanguageCode): Promise<unknown> {
  initialising ??= loadLanguage(language).then((bundle) =>
    i18n
      .use(languageChunks)
      .use(initReactI18next)
      .init({
        resources: { [language]: bundle },
        // The other languages come from the backend, when switched to.
        partialBundledLanguages: true,
        ns: Object.keys(bundle),
        lng: language,
        // Every language has every key (locales.test.ts), so nothing falls back: no second language to load.
        fallbackLng: false,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      }),
  );
  return initialising;
}

export { i18n };
