import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { buildWorkbook } from './workbook';

describe('buildWorkbook', () => {
  it('writes the sheets in order, readable back', () => {
    const bytes = buildWorkbook([
      { name: 'Left', rows: [['Time', 'Offset (s)'], ['2024-07-01 12:00:00.000', 0]] },
      { name: 'Right', rows: [['Time', 'Offset (s)'], ['2024-07-01 12:00:00.010', 0.01]] },
    ]);
    const book = read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['Left', 'Right']);
    expect(utils.sheet_to_json(book.Sheets.Right, { header: 1 })).toEqual([
      ['Time', 'Offset (s)'],
      ['2024-07-01 12:00:00.010', 0.01],
    ]);
  });
});
