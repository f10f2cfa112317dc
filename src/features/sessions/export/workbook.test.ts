// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { buildWorkbook, columnName } from './workbook';

describe('buildWorkbook', () => {
  it('writes the sheets in order, readable back', async () => {
    const bytes = await buildWorkbook([
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

  it('keeps every row of a long session, its numbers exact, its gaps empty and its texts escaped', async () => {
    const header = ['Time (America/Los_Angeles)', 'Offset (s)', 'Thumb <flex> & "grip"', 'Index'];
    const rows: (string | number | null)[][] = [header];
    for (let i = 0; i < 60_000; i++) rows.push([`2024-07-01 12:00:${String(i % 60).padStart(2, '0')}.000`, i / 100, Math.sin(i) * 1e-7, i % 3 === 0 ? null : -i]);
    const book = read(await buildWorkbook([{ name: 'Left 2', rows }]), { type: 'array' });

    expect(book.SheetNames).toEqual(['Left 2']);
    const back = utils.sheet_to_json<(string | number | null)[]>(book.Sheets['Left 2'], { header: 1, defval: null });
    expect(back).toHaveLength(60_001);
    expect(back).toEqual(rows);
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
