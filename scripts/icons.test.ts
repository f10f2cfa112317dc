import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_ICONS_SVG, FIRST_SCREEN_ICONS, ICONS_CSS, ICONS_SVG, iconsCss, iconsSvg, iconsUsed, sprites } from './icons';

describe('src/lib/ui/icons.svg and icons.css', () => {
  it('draws every bootstrap-icon the app names, and only those (`npm run icons` rewrites it)', () => {
    const { names } = iconsUsed();
    expect(names).toContain('trash');
    const { first, rest } = sprites(names);
    expect(readFileSync(FIRST_ICONS_SVG, 'utf8')).toBe(iconsSvg(first));
    expect(readFileSync(ICONS_SVG, 'utf8')).toBe(iconsSvg(rest));
    expect(readFileSync(ICONS_CSS, 'utf8')).toBe(iconsCss(names));
  });

  it("names each icon by a view of its sprite: the first screens' own, or the other one", () => {
    const css = iconsCss(['bell', 'coin', 'trash']);
    expect(css).toContain('.bi-trash{--bi:url("./icons-first.svg#trash")}');
    expect(css).toContain('.bi-coin{--bi:url("./icons.svg#coin")}');
    expect(sprites(['bell', 'coin', 'trash'])).toEqual({ first: ['bell', 'trash'], rest: ['coin'] });
    const svg = iconsSvg(['bell', 'trash']);
    expect(svg).toContain('<view id="trash" viewBox="0 16 16 16"/>');
    expect(svg).toMatch(/<svg y="16" width="16" height="16" viewBox="0 0 16 16">(<path [^>]+\/>)+<\/svg>/);
  });

  it('is asked for no icon bootstrap-icons lacks', () => {
    expect(iconsUsed().unknown).toEqual([]);
  });

  it("puts in the first screens' sprite only icons the app uses", () => {
    expect(iconsUsed().names).toEqual(expect.arrayContaining(FIRST_SCREEN_ICONS));
  });
});
