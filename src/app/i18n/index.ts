import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../lib/languages';

type Messages = { [key: string]: string | Messages };

/**
 * Translations live beside what they translate: `src/app/i18n/locales/<lang>.json`
 * is the `common` namespace and `src/features/<feature>/locales/<lang>.json`
 * the namespace `<feature>`.
 */
const files = import.meta.glob<Messages>(['./locales/*.json', '../../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function buildResources() {
  const resources: Record<string, Record<string, Messages>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /(?:features\/([^/]+)\/)?locales\/([a-z]+)\.json$/.exec(path);
    if (!match) continue;
    const [, feature, lang] = match;
    resources[lang] ??= {};
    resources[lang][feature ?? 'common'] = messages;
  }
  return resources;
}

export function initI18n(language: LanguageCode) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: buildResources(),
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export { i18n };
