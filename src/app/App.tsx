import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { watchAuth } from '../features/auth/session';
import { useDocumentAppearance } from '../features/settings/useAppearance';
import { keepCartPerUser } from '../features/shop/cartSlice';
import { initI18n } from '../lib/i18n';
import { Toaster } from '../lib/ui/Toaster';
import type { AppStore } from './store';
import { router } from './router';

export function App({ store }: { store: AppStore }) {
  initI18n(store.getState().settings.language);
  useEffect(() => watchAuth(store.dispatch), [store]);
  useEffect(() => keepCartPerUser(store, (state) => state.auth.user?.uid ?? null), [store]);
  return (
    <Provider store={store}>
      <DocumentAppearance />
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
}

/** Theme, language, direction and colours on <html>, following the settings. */
function DocumentAppearance() {
  useDocumentAppearance();
  return null;
}
