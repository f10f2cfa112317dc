import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../lib/languages';

export type Theme = 'light' | 'night';

export interface SettingsState {
  /** follow the operating system's light/dark preference (default true) */
  syncWithSystem: boolean;
  /** the manual choice, used when syncWithSystem is false */
  theme: Theme;
  language: LanguageCode;
  miniSidebar: boolean;
  horizontalMenu: boolean;
  /** index into the colour sets: 0 is the default set, 1-7 the alternatives */
  colourSet: number;
}

export const defaultSettings: SettingsState = {
  syncWithSystem: true,
  theme: 'light',
  language: 'en',
  miniSidebar: false,
  horizontalMenu: false,
  colourSet: 0,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings,
  reducers: {
    setSyncWithSystem(state, action: PayloadAction<boolean>) {
      state.syncWithSystem = action.payload;
    },
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    setLanguage(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
    setMiniSidebar(state, action: PayloadAction<boolean>) {
      state.miniSidebar = action.payload;
    },
    setHorizontalMenu(state, action: PayloadAction<boolean>) {
      state.horizontalMenu = action.payload;
    },
    setColourSet(state, action: PayloadAction<number>) {
      state.colourSet = action.payload;
    },
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { setSyncWithSystem, setTheme, setLanguage, setMiniSidebar, setHorizontalMenu, setColourSet } =
  settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;

declare module '../../lib/store/rootState' {
  interface RootState {
    settings: ReturnType<typeof settingsSlice.getInitialState>;
  }
}
