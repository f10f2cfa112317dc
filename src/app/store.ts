// Slices are imported from their files, not the features' index.ts, so the store does not pull pages into the first bundle.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/authSlice';
import { defaultSettings, settingsSlice, type SettingsState } from '../features/settings/settingsSlice';
import { sessionsSlice } from '../features/sessions/sessionsSlice';
import { shopSlice } from '../features/shop/shopSlice';
import { adminSlice } from '../features/admin/adminSlice';
import { plansSlice } from '../features/plans/plansSlice';
import { serverData } from '../lib/store/serverData';
import { createServerDataExtra } from '../lib/store/live';
import type { RootState as FeaturesRootState } from '../lib/store/rootState';
import { SETTINGS_KEY, readStored, writeStored } from '../lib/storage';

export const rootReducer = combineSlices(authSlice, settingsSlice, sessionsSlice, shopSlice, plansSlice, adminSlice, serverData);
export type RootState = ReturnType<typeof rootReducer>;

// The state the features were typed against (src/lib/store/rootState.ts) is the state this store holds.
const sameShape: [RootState, FeaturesRootState] extends [FeaturesRootState, RootState] ? true : never = true;
void sameShape;

function loadSettings(): SettingsState {
  return { ...defaultSettings, ...readStored<Partial<SettingsState>>(SETTINGS_KEY, {}) };
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { settings: loadSettings() },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: createServerDataExtra() },
        // Server data holds Firestore values (Timestamps, cursors) and can be large: the dev-only checks skip it.
        serializableCheck: { ignoredPaths: [serverData.reducerPath], ignoredActionPaths: ['payload', 'meta.arg', 'meta.baseQueryMeta'] },
        immutableCheck: { ignoredPaths: [serverData.reducerPath] },
      }).concat(serverData.middleware),
  });
  setupListeners(store.dispatch);
  // Settings are device preferences: kept in localStorage, not in Firestore.
  let lastSettings = store.getState().settings;
  store.subscribe(() => {
    const { settings } = store.getState();
    if (settings === lastSettings) return;
    lastSettings = settings;
    writeStored(SETTINGS_KEY, settings);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
