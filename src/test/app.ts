/** What tests use of src/app (the real store and translations), so that feature code itself never imports src/app. */
export { makeStore, type AppStore, type RootState } from '../app/store';
export { i18n, initI18n } from '../app/i18n';
