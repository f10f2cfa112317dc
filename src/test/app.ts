/** What tests use of src/app (the real store and translations), so that feature code itself never imports src/app. */
export { makeStore, type AppStore, type RootState } from '../app/store';
import type { LanguageCode } from '../lib/languages';
import { i18n, initI18n as initAppI18n, loadSignedInTexts } from '../app/i18n';

export { i18n };

/** The app's translations with every namespace loaded, public and signed-in (tests render pages of both). */
export async function initI18n(language: LanguageCode): Promise<void> {
  await initAppI18n(language);
  await loadSignedInTexts();
}

/** Loads languages besides English (every namespace), so that a test's switch to one of them is immediate. */
export async function loadTestLanguages(...languages: LanguageCode[]): Promise<void> {
  await i18n.loadLanguages(languages);
}
