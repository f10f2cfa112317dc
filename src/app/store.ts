import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { defaultSettings, settingsSlice, type SettingsState } from '../features/settings/settingsSlice';
import { sessionsSlice } from '../features/sessions/sessionsSlice';
import { patientsSlice } from '../features/patients/patientsSlice';
import { shopSlice } from '../features/shop/cartSlice';
import { adminSlice } from '../features/admin/adminSlice';
import { plansSlice } from '../features/plans/plansSlice';

const SETTINGS_KEY = 'rehab.settings';

export const rootReducer = combineSlices(authSlice, settingsSlice, sessionsSlice, patientsSlice, shopSlice, plansSlice, adminSlice);
export type RootState = ReturnType<typeof rootReducer>;

function loadSettings(): SettingsState {
  try {
    const stored = localStorage.getItem(SETTINGS_KEY);
    return stored ? { ...defaultSettings, ...(JSON.parse(stored) as Partial<SettingsState>) } : defaultSettings;
  } catch {
    return defaultSettings;
  }
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { settings: loadSettings() },
  });
  // Settings are device preferences: kept in localStorage, not in Firestore.
  let lastSettings = store.getState().settings;
  store.subscribe(() => {
    const { settings } = store.getState();
    if (settings === lastSettings) return;
    lastSettings = settings;
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
