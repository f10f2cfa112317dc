import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/ui/icons.css';
import './lib/ui/ui.css';
import './app/theme.css';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { reloadOnStaleFiles, startServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { applyToDocument, effectiveTheme } from './features/settings/logic/appearance';
import { loadBootstrapStylesheet } from './features/settings/hooks/bootstrapStylesheet';
import { systemPrefersDark } from './features/settings/hooks/useAppearance';
import { directionOf } from './lib/languages';

reloadOnStaleFiles();
const store = makeStore();
const { settings } = store.getState();

// The stored look is applied before the first paint, so the page never flashes the wrong theme or direction.
applyToDocument(document.documentElement, {
  theme: effectiveTheme(settings, systemPrefersDark()),
  language: settings.language,
  colourSet: settings.colourSet,
});

// The first render waits for Bootstrap's stylesheet of the reading direction and the language's texts, loaded
// together (should the texts fail to load, the page still shows).
void Promise.allSettled([loadBootstrapStylesheet(directionOf(settings.language)), initI18n(settings.language)]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  startServiceWorker();
});
