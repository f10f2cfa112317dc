import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../lib/languages';
import { PUBLIC_NAMESPACES, type LanguageBundle } from './namespaces';

/**
 * Translations live beside what they translate: `src/app/i18n/locales/<lang>.json`
 * is the `common` namespace and `src/features/<feature>/locales/<lang>.json`
 * the namespace `<feature>`. Each language's files form two chunks, loaded
 * only when the language is used: the texts of the public pages (sign-in,
 * error pages: ./bundles/<lang>.ts), which the first page waits for, and the
 * texts of the signed-in app (./bundles/<lang>.signedIn.ts), which the
 * signed-in layout waits for (loadSignedInTexts). A switch shows the new
 * language once it has loaded (the old one stays until then, never the keys).
 */
const publicBundles = import.meta.glob<LanguageBundle>(['./bundles/*.ts', '!./bundles/*.signedIn.ts'], { import: 'default' });
const signedInBundles = import.meta.glob<LanguageBundle>('./bundles/*.signedIn.ts', { import: 'default' });

type Part = 'public' | 'signedIn';
const loaded = new Map<string, Promise<LanguageBundle>>();

function loadPart(language: string, part: Part): Promise<LanguageBundle> {
  const load = part === 'public' ? publicBundles[`./bundles/${language}.ts`] : signedInBundles[`./bundles/${language}.signedIn.ts`];
  if (!load) return Promise.reject(new Error(`No translations for ${language}`));
  const key = `${language}/${part}`;
  if (!loaded.has(key)) {
    const loading = load();
    // A failed load (a lost connection) is tried again on the next switch.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loaded.get(key)!;
}

const partOf = (namespace: string): Part => ((PUBLIC_NAMESPACES as readonly string[]).includes(namespace) ? 'public' : 'signedIn');

/** An i18next backend answering every namespace of a language from that language's chunk of public or signed-in texts. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadPart(language, partOf(namespace)).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: Error) => callback(error, false),
    );
  },
};

let initialising: Promise<unknown> | null = null;
let started: (language: string) => void;
/** The language i18next starts in, once initI18n is called (the router asks for the signed-in texts before that). */
const startLanguage = new Promise<string>((resolve) => {
  started = resolve;
});

/** Starts i18next in the given language with its public texts, resolving once they are loaded (before the first render). */
export function initI18n(language: LanguageCode): Promise<unknown> {
  started(language);
  initialising ??= loadPart(language, 'public').then((bundle) =>
    i18n
      .use(languageChunks)
      .use(initReactI18next)
      .init({
        resources: { [language]: bundle },
        // The other languages and the signed-in texts come from the backend.
        partialBundledLanguages: true,
        ns: [...PUBLIC_NAMESPACES],
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

let signedInTexts: Promise<void> | null = null;

/**
 * Loads the signed-in app's texts in the current language (once; i18next then loads them with every language
 * switched to). Resolves also when they fail to load, so that the page still shows.
 */
export function loadSignedInTexts(): Promise<void> {
  // The chunk loads beside the public texts; its namespaces are added once i18next has started.
  signedInTexts ??= startLanguage
    .then((language) => Promise.all([loadPart(i18n.isInitialized ? i18n.language : language, 'signedIn'), initialising]))
    .then(([bundle]) => i18n.loadNamespaces(Object.keys(bundle)))
    .catch(() => {
      signedInTexts = null;
    });
  return signedInTexts;
}

export { i18n };
