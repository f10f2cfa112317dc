import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { watchAuth } from '../features/auth/session';
import { initI18n } from '../lib/i18n';
import type { AppStore } from './store';
import { router } from './router';

export function App({ store }: { store: AppStore }) {
  initI18n(store.getState().settings.language);
  useEffect(() => watchAuth(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
