/** The bench's result table. */
export interface Row {
  measure: string;
  ours: string;
  bare?: string;
  /** ours / bare */
  ratio?: number;
  target?: string;
  ok?: boolean;
  note?: string;
}

export function printTable(rows: Row[]) {
  const header = ['Measure', 'Ours', 'Bare page', 'Ratio', 'Target', ''];
  const cells = rows.map((r) => [r.measure, r.ours, r.bare ?? '', r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}×`, r.target ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join(' │ ');
  console.info(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  for (const c of cells) console.info(line(c));
  const notes = rows.filter((r) => r.note);
  if (notes.length > 0) console.info(`\n${notes.map((r) => `  ${r.measure}: ${r.note}`).join('\n')}`);
}
