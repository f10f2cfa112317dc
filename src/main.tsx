import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/ui/icons.css';
import './lib/ui/ui.css';
import './app/theme.css';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { reloadOnStaleFiles, startServiceWorker } from './app/serviceWorker';
import { createAppRouter, type AppRouter } from './app/router';
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

// The router (the route table, and the current page's code it starts loading) is made in a task of its own once
// this chunk has run: two shorter tasks instead of one long one, during which a phone could not respond.
const router = new Promise<AppRouter>((resolve) => setTimeout(() => resolve(createAppRouter())));

// The first render waits for Bootstrap's stylesheet of the reading direction and the language's texts, loaded
// together (should the texts fail to load, the page still shows).
void Promise.allSettled([loadBootstrapStylesheet(directionOf(settings.language)), initI18n(settings.language)]).then(async () => {
  const appRouter = await router;
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices rather than in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} router={appRouter} />
      </StrictMode>,
    ),
  );
  startServiceWorker();
});
