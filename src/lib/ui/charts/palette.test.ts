import { describe, expect, it } from 'vitest';
import { SIDE_COLOURS, paletteColour, sideColour } from './palette';

describe('chart palette', () => {
  it('gives each side one colour, whatever the order of the series', () => {
    expect(sideColour('Left', 1)).toBe(SIDE_COLOURS.Left);
    expect(sideColour('Right', 0)).toBe(SIDE_COLOURS.Right);
    expect(SIDE_COLOURS.Left).not.toBe(SIDE_COLOURS.Right);
  });

  it('gives a series without a known side the palette colour of its place', () => {
    expect(sideColour('Both', 2)).toBe(paletteColour(2));
  });
});
