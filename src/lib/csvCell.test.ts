import { describe, expect, it } from 'vitest';
import { csvCell } from './csvCell';

describe('csvCell', () => {
  it('quotes cells with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
  });
});
