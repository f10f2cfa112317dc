import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS_CSS, iconsCss, iconsUsed } from './icons';

describe('src/lib/ui/icons.css', () => {
  it('draws every bootstrap-icon the app names, and only those (`npm run icons` rewrites it)', () => {
    const { names } = iconsUsed();
    expect(names).toContain('trash');
    expect(readFileSync(ICONS_CSS, 'utf8')).toBe(iconsCss(names));
  });

  it('is asked for no icon bootstrap-icons lacks', () => {
    expect(iconsUsed().unknown).toEqual([]);
  });
});
