/**
 * The Firestore emulator's rule coverage report, checked so that every `allow`
 * line of firestore.rules was evaluated, both to true and to false where its
 * condition is not a constant, and saved to .cache/rule-coverage/ in a compact
 * form: the emulator's own report (JSON and HTML, about 100 MB each) holds
 * every value each expression took (whole documents, tokens); what is kept is
 * how often each expression was true, false or an error:
 *   firestore-coverage.json  per expression: line, column, source text, outcome counts; the allow lines' verdicts
 *   firestore-coverage.html  the rules source, each line with its counts, allow lines marked covered or not
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreHost, RULES_PROJECT_ID } from './rulesEnv';

export const COVERAGE_DIR = resolve(import.meta.dirname, '../../../.cache/rule-coverage');

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: CoverageNode[];
}

export interface EmulatorReport {
  rules: { files: { name: string; content: string }[] };
  report: CoverageNode[];
}

/** How often one expression evaluated to true, to false, to another value, or failed (undefined). */
export interface ExpressionCoverage {
  line: number;
  column: number;
  /** length of the expression's source text */
  span: number;
  text: string;
  true: number;
  false: number;
  other: number;
  error: number;
}

export interface AllowLine {
  line: number;
  text: string;
  /** the outcomes it needs: [true] for `if true`, [false] for `if false`, otherwise both */
  needed: boolean[];
  seen: boolean[];
  covered: boolean;
}

export interface RuleCoverage {
  source: string;
  expressions: ExpressionCoverage[];
  allowLines: AllowLine[];
}

function* walk(nodes: CoverageNode[]): Generator<CoverageNode> {
  for (const node of nodes) {
    yield node;
    if (node.children) yield* walk(node.children);
  }
}

function countsOf(node: CoverageNode): Pick<ExpressionCoverage, 'true' | 'false' | 'other' | 'error'> {
  const counts = { true: 0, false: 0, other: 0, error: 0 };
  for (const { value, count } of node.values ?? []) {
    if (value.boolValue === true) counts.true += count;
    else if (value.boolValue === false) counts.false += count;
    else if ('undefined' in value) counts.error += count;
    else counts.other += count;
  }
  return counts;
}

/** Each expression once (the emulator may list one several times), in source order. */
function expressionsOf(report: EmulatorReport): ExpressionCoverage[] {
  const source = report.rules.files[0].content;
  const byPosition = new Map<string, ExpressionCoverage>();
  for (const node of walk(report.report)) {
    const { line, column, currentOffset, endOffset } = node.sourcePosition;
    const key = `${currentOffset}:${endOffset}`;
    const counts = countsOf(node);
    const known = byPosition.get(key);
    if (known) {
      for (const outcome of ['true', 'false', 'other', 'error'] as const) known[outcome] += counts[outcome];
    } else {
      // endOffset is the expression's last character
      const text = source.slice(currentOffset, endOffset + 1).replace(/\s+/g, ' ');
      byPosition.set(key, { line, column, span: endOffset + 1 - currentOffset, text: text.length > 200 ? `${text.slice(0, 200)}…` : text, ...counts });
    }
  }
  return [...byPosition.values()].sort((a, b) => a.line - b.line || a.column - b.column || b.span - a.span);
}

/** Every `allow … : if <condition>` line with the outcomes its condition (the widest expression starting there) had. */
function allowLinesOf(source: string, expressions: ExpressionCoverage[]): AllowLine[] {
  const lines: AllowLine[] = [];
  source.split('\n').forEach((text, index) => {
    const match = /^(\s*allow [^:]+:\s*if\s+)(.*)$/.exec(text);
    if (!match) return;
    const line = index + 1;
    const column = match[1].length + 1;
    const condition = match[2].replace(/;\s*$/, '').trim();
    const needed = condition === 'true' ? [true] : condition === 'false' ? [false] : [true, false];
    // expressions are sorted widest first for a position
    const expression = expressions.find((e) => e.line === line && e.column === column);
    const seen = [true, false].filter((outcome) => (expression?.[outcome ? 'true' : 'false'] ?? 0) > 0);
    lines.push({ line, text: text.trim(), needed, seen, covered: needed.every((outcome) => seen.includes(outcome)) });
  });
  return lines;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderHtml(coverage: RuleCoverage): string {
  const allowByLine = new Map(coverage.allowLines.map((allow) => [allow.line, allow]));
  const widestByLine = new Map<number, ExpressionCoverage>();
  for (const expression of coverage.expressions) if (!widestByLine.has(expression.line)) widestByLine.set(expression.line, expression);
  const rows = coverage.source.split('\n').map((text, index) => {
    const line = index + 1;
    const allow = allowByLine.get(line);
    const counts = widestByLine.get(line);
    const status = allow ? (allow.covered ? 'covered' : 'uncovered') : '';
    const cells = counts ? `<td>${counts.true}</td><td>${counts.false}</td><td>${counts.error}</td>` : '<td></td><td></td><td></td>';
    return `<tr class="${status}"><td>${line}</td>${cells}<td><code>${escapeHtml(text)}</code></td></tr>`;
  });
  const uncovered = coverage.allowLines.filter((allow) => !allow.covered).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>firestore.rules coverage</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; font-size: 13px; }
td { padding: 0 .5rem; vertical-align: top; white-space: pre; }
td:nth-child(-n+4) { text-align: right; color: #555; }
tr.covered { background: #e6f4ea; }
tr.uncovered { background: #fce8e6; }
</style></head><body>
<h1>firestore.rules coverage</h1>
<p>${coverage.allowLines.length} allow lines, ${uncovered} not evaluated both ways. Columns: line, times the line's widest
expression was true, false, an error (undefined); allow lines are green when covered, red when not.</p>
<table><thead><tr><th>line</th><th>true</th><th>false</th><th>error</th><th>source</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
}

/** The emulator's report as outcome counts per expression and the verdict of each allow line. */
export function summariseCoverage(report: EmulatorReport): RuleCoverage {
  const source = report.rules.files[0].content;
  const expressions = expressionsOf(report);
  return { source, expressions, allowLines: allowLinesOf(source, expressions) };
}

/** Fetches the emulator's report for the rules-test project, summarises it and saves the summary. */
export async function collectRuleCoverage(): Promise<RuleCoverage> {
  const response = await fetch(`http://${firestoreHost()}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`);
  if (!response.ok) throw new Error(`rule coverage report: HTTP ${response.status}`);
  const coverage = summariseCoverage((await response.json()) as EmulatorReport);
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(
    resolve(COVERAGE_DIR, 'firestore-coverage.json'),
    `${JSON.stringify({ allowLines: coverage.allowLines, expressions: coverage.expressions }, null, 1)}\n`,
  );
  writeFileSync(resolve(COVERAGE_DIR, 'firestore-coverage.html'), renderHtml(coverage));
  return coverage;
}

/** The allow lines not evaluated as needed, as "L<line>: <text> (<what is missing>)". */
export function uncoveredAllowLines(coverage: RuleCoverage): string[] {
  return coverage.allowLines
    .filter((allow) => !allow.covered)
    .map((allow) => {
      const absent = allow.needed.filter((outcome) => !allow.seen.includes(outcome));
      const what = allow.seen.length === 0 ? 'never evaluated' : `never ${absent.join(' nor ')}`;
      return `L${allow.line}: ${allow.text} (${what})`;
    });
}
