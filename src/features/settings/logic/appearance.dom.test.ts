import { describe, expect, it } from 'vitest';
import { applyToDocument, bootstrapThemeOf, COLOUR_SETS, colourVariables, effectiveTheme } from './appearance';

describe('effectiveTheme', () => {
  it('follows the system while syncing', () => {
    expect(effectiveTheme({ syncWithSystem: true, theme: 'light' }, true)).toBe('night');
    expect(effectiveTheme({ syncWithSystem: true, theme: 'night' }, false)).toBe('light');
  });

  it('uses the chosen theme otherwise', () => {
    expect(effectiveTheme({ syncWithSystem: false, theme: 'night' }, false)).toBe('night');
    expect(effectiveTheme({ syncWithSystem: false, theme: 'light' }, true)).toBe('light');
  });

  it("maps 'night' to Bootstrap's dark theme", () => {
    expect(bootstrapThemeOf('night')).toBe('dark');
    expect(bootstrapThemeOf('light')).toBe('light');
  });
});

describe('colour sets', () => {
  it('has the default set and seven alternatives, all different', () => {
    expect(COLOUR_SETS).toHaveLength(8);
    expect(COLOUR_SETS[0].key).toBe('default');
    expect(new Set(COLOUR_SETS.map((set) => set.primary)).size).toBe(8);
  });

  it('derives the CSS variables of a set, falling back to the default for unknown indexes', () => {
    expect(colourVariables(0)['--app-primary-rgb']).toBe('13, 110, 253');
    expect(colourVariables(99)).toEqual(colourVariables(0));
    expect(colourVariables(2)['--app-primary']).toBe('rgb(103, 65, 217)');
  });
});

describe('applyToDocument', () => {
  it('sets theme, language, direction and colours on the root element', () => {
    const root = document.createElement('html');
    applyToDocument(root, { theme: 'night', language: 'ar', colourSet: 1 });
    expect(root.getAttribute('data-bs-theme')).toBe('dark');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.style.getPropertyValue('--app-primary')).toBe('rgb(11, 114, 133)');
    applyToDocument(root, { theme: 'light', language: 'fr', colourSet: 0 });
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.getAttribute('data-bs-theme')).toBe('light');
  });
});
