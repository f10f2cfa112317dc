import type { ExportSheet } from '../logic/exportRows';
import { deflate, ZipArchive } from './zipArchive';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx file of the given sheets (Office Open XML SpreadsheetML, ECMA-376), written part by part: each sheet's XML
 * is made a few thousand rows at a time and deflated as it is made, so only the compressed workbook is ever held.
 * SheetJS built a cell object for each of a long session's 240,000 values, then the whole sheet's XML, then the
 * zip: a 50-session export held about a gigabyte of renderer memory. Numbers are written as numbers, texts inline,
 * empty cells not at all; SheetJS reads the files back as the rows they were made of (./workbook.test.ts).
 */
export async function buildWorkbook(sheets: ExportSheet[]): Promise<Uint8Array> {
  const book = new ZipArchive();
  const part = async (path: string, xml: Iterable<string>) => book.addDeflated(path, await deflate(xml));
  await part('[Content_Types].xml', [contentTypes(sheets.length)]);
  await part('_rels/.rels', [ROOT_RELATIONSHIPS]);
  await part('xl/workbook.xml', [workbookXml(sheets)]);
  await part('xl/_rels/workbook.xml.rels', [workbookRelationships(sheets.length)]);
  await part('xl/styles.xml', [STYLES]);
  for (const [i, sheet] of sheets.entries()) await part(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet.rows));
  return new Uint8Array(await book.blob(XLSX_MIME).arrayBuffer());
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** Rows of a sheet's XML made and compressed at a time: a few hundred kilobytes of text. */
const ROWS_PER_CHUNK = 2_000;

const ROOT_RELATIONSHIPS =
  `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** The one cell format every cell uses (Excel expects a style sheet with the default font, fills and border). */
const STYLES =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="1"><font><sz val="12"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheets.join('')}</Types>`
  );
}

function workbookXml(sheets: ExportSheet[]): string {
  const entries = sheets.map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`);
  return `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIP}"><sheets>${entries.join('')}</sheets></workbook>`;
}

function workbookRelationships(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  const styles = `<Relationship Id="rId${sheetCount + 1}" Type="${OFFICE_RELATIONSHIP}/styles" Target="styles.xml"/>`;
  return `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS}">${sheets.join('')}${styles}</Relationships>`;
}

/** A sheet's XML in chunks of ROWS_PER_CHUNK rows; cells carry their references (A1…), as Excel writes them. */
export function* sheetXml(rows: ExportSheet['rows']): Generator<string> {
  yield `${XML_DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>`;
  const columns: string[] = [];
  let chunk = '';
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const reference = r + 1;
    chunk += `<row r="${reference}">`;
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value === null || value === undefined) continue;
      const cell = (columns[c] ??= columnName(c)) + reference;
      if (typeof value === 'number') {
        if (Number.isFinite(value)) chunk += `<c r="${cell}"><v>${value}</v></c>`;
      } else {
        chunk += `<c r="${cell}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
      }
    }
    chunk += '</row>';
    if ((r + 1) % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for XML content and attributes; characters XML 1.0 cannot hold (controls other than tab and newlines) dropped. */
function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]);
}
