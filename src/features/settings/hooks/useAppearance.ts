import { useEffect } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../lib/languages';
import { useMediaQuery } from '../../../lib/ui/useMediaQuery';
import { applyToDocument, effectiveTheme, SYSTEM_DARK_QUERY } from '../logic/appearance';
import { loadBootstrapStylesheet } from './bootstrapStylesheet';
import { selectSettings } from '../settingsSlice';
import type { Theme } from '../settingsSlice';

export function systemPrefersDark(): boolean {
  return window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

/** Whether the operating system asks for a dark look; updates when it changes. */
export function useSystemPrefersDark(): boolean {
  return useMediaQuery(SYSTEM_DARK_QUERY, false);
}

/** The theme in effect: the system's while syncing, otherwise the chosen one. */
export function useEffectiveTheme(): Theme {
  const settings = useAppSelector(selectSettings);
  return effectiveTheme(settings, useSystemPrefersDark());
}

/**
 * Keeps <html> (theme, language, direction, colours) and i18next in step with the settings. A new
 * language's texts and Bootstrap stylesheet load first; the page switches once both are there, so it
 * never shows translation keys or the new direction with the old texts.
 */
export function useDocumentAppearance() {
  const { language, colourSet } = useAppSelector(selectSettings);
  const theme = useEffectiveTheme();
  // The i18next instance the app provides, not one imported from src/app; it re-renders this on a switch.
  const { i18n } = useTranslation();
  const shownLanguage = i18n.resolvedLanguage ?? language;
  useEffect(() => {
    applyToDocument(document.documentElement, { theme, language: shownLanguage, colourSet });
  }, [theme, shownLanguage, colourSet]);
  useEffect(() => {
    if (i18n.language === language) return;
    let wanted = true;
    void i18n
      .loadLanguages(language)
      .then(() => (wanted ? loadBootstrapStylesheet(directionOf(language)) : undefined))
      .then(() => {
        if (wanted) void i18n.changeLanguage(language);
      });
    return () => {
      wanted = false;
    };
  }, [i18n, language]);
}
