/** What other features use of the settings area: the language menu, the sidebar setting and the effective theme. */
export { LanguageMenu } from './components/LanguageMenu';
export { selectSettings, setMiniSidebar, type Theme } from './settingsSlice';
export { useEffectiveTheme } from './hooks/useAppearance';
