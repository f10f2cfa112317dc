import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './lib/ui/ui.css';
import './app/theme.css';
import { App } from './app/App';
import { makeStore } from './app/store';
import { applyToDocument, effectiveTheme } from './features/settings/logic/appearance';
import { loadBootstrapStylesheet } from './features/settings/hooks/bootstrapStylesheet';
import { systemPrefersDark } from './features/settings/hooks/useAppearance';
import { directionOf } from './lib/languages';

const store = makeStore();
const { settings } = store.getState();

// The stored look is applied before the first paint, so the page never flashes the wrong theme or direction.
applyToDocument(document.documentElement, {
  theme: effectiveTheme(settings, systemPrefersDark()),
  language: settings.language,
  colourSet: settings.colourSet,
});

void loadBootstrapStylesheet(directionOf(settings.language)).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
