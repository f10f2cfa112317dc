import { useCallback, useEffect, type ReactNode } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { IdleLogoff } from '../features/auth';
import { watchAuth } from '../features/auth/api/session';
import { useDocumentAppearance } from '../features/settings/hooks/useAppearance';
import { selectSettings } from '../features/settings/settingsSlice';
import { keepCartPerUser } from '../features/shop/cartStorage';
import { directionOf } from '../lib/languages';
import { Toaster } from '../lib/ui/Toaster';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import type { AppStore } from './store';
import { startFirstReadsOf } from './firstReads';
import { routeObjects, type AppRouter } from './router';
import { usePreloadOnIntent } from './preloadRoutes';
import { UpdatePrompt } from './UpdatePrompt';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  useEffect(
    () => watchAuth(store.dispatch, { whileRoleIsRead: (uid) => startFirstReadsOf(router.state.location.pathname, uid, store.dispatch) }),
    [store, router],
  );
  useEffect(() => keepCartPerUser(store, (state) => state.auth.user?.uid ?? null), [store]);
  return (
    <Provider store={store}>
      <DocumentAppearance />
      <LikelyRoutes />
      <BootstrapDirection>
        <RouterProvider router={router} />
        <Toaster />
        <UpdatePrompt />
        <IdleLogoff />
      </BootstrapDirection>
    </Provider>
  );
}

/** Theme, language, direction and colours on <html>, following the settings. */
function DocumentAppearance() {
  useDocumentAppearance();
  return null;
}

/** The page behind a link the user is about to follow, loaded ahead with its first reads. */
function LikelyRoutes() {
  const uid = useAppSelector((state) => state.auth.user?.uid ?? null);
  const dispatch = useAppDispatch();
  const startReads = useCallback((path: string) => {
    if (uid) startFirstReadsOf(path, uid, dispatch);
  }, [uid, dispatch]);
  usePreloadOnIntent(routeObjects, startReads);
  return null;
}

/** Tells React-Bootstrap the reading direction, so that dropdown menus are aligned mirrored in Arabic. */
function BootstrapDirection({ children }: { children: ReactNode }) {
  const { language } = useAppSelector(selectSettings);
  return <ThemeProvider dir={directionOf(language)}>{children}</ThemeProvider>;
}
