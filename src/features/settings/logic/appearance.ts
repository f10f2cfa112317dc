import { directionOf } from '../../../lib/languages';
import type { SettingsState, Theme } from '../settingsSlice';

/**
 * The default colour set and its seven alternatives. Each is the primary
 * colour of the app; the lighter and darker tints are derived from it.
 */
export const COLOUR_SETS = [
  { key: 'default', primary: '#0d6efd' },
  { key: 'ocean', primary: '#0b7285' },
  { key: 'violet', primary: '#6741d9' },
  { key: 'slate', primary: '#495057' },
  { key: 'crimson', primary: '#c92a2a' },
  { key: 'amber', primary: '#a94f00' },
  { key: 'rose', primary: '#c2255c' },
  { key: 'emerald', primary: '#2b8a3e' },
] as const;

export type ColourSetKey = (typeof COLOUR_SETS)[number]['key'];

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme shown: the system's when syncing, otherwise the manual choice. */
export function effectiveTheme(settings: Pick<SettingsState, 'syncWithSystem' | 'theme'>, systemPrefersDark: boolean): Theme {
  if (settings.syncWithSystem) return systemPrefersDark ? 'night' : 'light';
  return settings.theme;
}

/** Bootstrap's name for a theme (`data-bs-theme`). */
export function bootstrapThemeOf(theme: Theme): 'light' | 'dark' {
  return theme === 'night' ? 'dark' : 'light';
}

export function colourSetOf(index: number) {
  return COLOUR_SETS[index] ?? COLOUR_SETS[0];
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(colour: Rgb, other: Rgb, weightOfOther: number): Rgb {
  return colour.map((c, i) => Math.round(c + (other[i] - c) * weightOfOther)) as Rgb;
}

const rgbList = (rgb: Rgb) => rgb.join(', ');

/**
 * The CSS custom properties of a colour set (read by theme.css): the primary
 * colour, a lighter tint for text on dark backgrounds and a darker one for
 * hover states, each also as an `r, g, b` list for Bootstrap's rgba() uses.
 */
export function colourVariables(index: number): Record<string, string> {
  const primary = parseHex(colourSetOf(index).primary);
  const light = mix(primary, [255, 255, 255], 0.45);
  const dark = mix(primary, [0, 0, 0], 0.2);
  return {
    '--app-primary': `rgb(${rgbList(primary)})`,
    '--app-primary-rgb': rgbList(primary),
    '--app-primary-light': `rgb(${rgbList(light)})`,
    '--app-primary-light-rgb': rgbList(light),
    '--app-primary-dark': `rgb(${rgbList(dark)})`,
    '--app-primary-dark-rgb': rgbList(dark),
  };
}

export interface DocumentAppearance {
  theme: Theme;
  language: string;
  colourSet: number;
}

/** Puts theme, language, direction and colours on <html>. */
export function applyToDocument(root: HTMLElement, { theme, language, colourSet }: DocumentAppearance) {
  root.setAttribute('data-bs-theme', bootstrapThemeOf(theme));
  root.setAttribute('lang', language);
  root.setAttribute('dir', directionOf(language));
  for (const [name, value] of Object.entries(colourVariables(colourSet))) root.style.setProperty(name, value);
}
