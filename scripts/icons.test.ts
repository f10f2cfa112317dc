import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS_CSS, ICONS_SVG, iconsCss, iconsSvg, iconsUsed } from './icons';

describe('src/lib/ui/icons.svg and icons.css', () => {
  it('draws every bootstrap-icon the app names, and only those (`npm run icons` rewrites it)', () => {
    const { names } = iconsUsed();
    expect(names).toContain('trash');
    expect(readFileSync(ICONS_SVG, 'utf8')).toBe(iconsSvg(names));
    expect(readFileSync(ICONS_CSS, 'utf8')).toBe(iconsCss(names));
  });

  it('names each icon by a view of the one sprite', () => {
    const css = iconsCss(['bell', 'trash']);
    expect(css).toContain('.bi-trash{--bi:url("./icons.svg#trash")}');
    const svg = iconsSvg(['bell', 'trash']);
    expect(svg).toContain('<view id="trash" viewBox="0 16 16 16"/>');
    expect(svg).toMatch(/<svg y="16" width="16" height="16" viewBox="0 0 16 16">(<path [^>]+\/>)+<\/svg>/);
  });

  it('is asked for no icon bootstrap-icons lacks', () => {
    expect(iconsUsed().unknown).toEqual([]);
  });
});
