import { utils, write } from 'xlsx';
import type { ExportSheet } from '../logic/exportRows';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx file of the given sheets, compressed (about 2.5 times smaller, and faster to zip). */
export function buildWorkbook(sheets: ExportSheet[]): Uint8Array {
  const book = utils.book_new();
  for (const sheet of sheets) utils.book_append_sheet(book, utils.aoa_to_sheet(sheet.rows), sheet.name);
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
