/**
 * One CSV cell: quoted when it holds a quote, a comma or a line break; a cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) starts with a quote mark instead. The monthly report's and the
 * Billing page's CSVs are made with it.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
