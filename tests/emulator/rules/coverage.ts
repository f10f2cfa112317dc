/**
 * The Firestore emulator's rule coverage report: saved to .cache/rule-coverage/
 * (JSON and HTML) and checked so that every `allow` line of firestore.rules was
 * evaluated, both to true and to false where its condition is not a constant.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreHost, RULES_PROJECT_ID } from './rulesEnv';

const OUT_DIR = resolve(import.meta.dirname, '../../../.cache/rule-coverage');

interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: { boolValue?: boolean }; count: number }[];
  children?: CoverageNode[];
}

export interface RuleCoverage {
  rules: { files: { name: string; content: string }[] };
  report: CoverageNode[];
}

/** Fetches the report for the rules-test project and saves it. */
export async function collectRuleCoverage(): Promise<RuleCoverage> {
  const base = `http://${firestoreHost()}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`;
  const [json, html] = await Promise.all([fetch(base).then((r) => r.text()), fetch(`${base}.html`).then((r) => r.text())]);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(resolve(OUT_DIR, 'firestore.json'), json);
  writeFileSync(resolve(OUT_DIR, 'firestore.html'), html);
  return JSON.parse(json) as RuleCoverage;
}

function* walk(nodes: CoverageNode[]): Generator<CoverageNode> {
  for (const node of nodes) {
    yield node;
    if (node.children) yield* walk(node.children);
  }
}

/** The outcomes (true/false) seen for the expression that starts at a line and column and spans the most text. */
function outcomesAt(report: CoverageNode[], line: number, column: number): Set<boolean> | null {
  let widest: CoverageNode | null = null;
  for (const node of walk(report)) {
    const { line: l, column: c, endOffset } = node.sourcePosition;
    if (l === line && c === column && (!widest || endOffset > widest.sourcePosition.endOffset)) widest = node;
  }
  if (!widest) return null;
  return new Set((widest.values ?? []).filter((v) => v.count > 0 && v.value.boolValue !== undefined).map((v) => v.value.boolValue!));
}

/**
 * The allow lines that were never evaluated, or (for a condition that is not
 * a constant) never evaluated to both true and false, as "L<line>: <text> (<what is missing>)".
 */
export function uncoveredAllowLines(coverage: RuleCoverage): string[] {
  const lines = coverage.rules.files[0].content.split('\n');
  const missing: string[] = [];
  lines.forEach((text, index) => {
    const match = /^(\s*allow [^:]+:\s*if\s+)(.*)$/.exec(text);
    if (!match) return;
    const line = index + 1;
    const column = match[1].length + 1;
    const condition = match[2].replace(/;\s*$/, '').trim();
    const outcomes = outcomesAt(coverage.report, line, column);
    const constant = condition === 'true' || condition === 'false';
    const needed = constant ? [condition === 'true'] : [true, false];
    const absent = needed.filter((outcome) => !outcomes?.has(outcome));
    if (absent.length > 0) {
      const what = outcomes === null || outcomes.size === 0 ? 'never evaluated' : `never ${absent.join(' nor ')}`;
      missing.push(`L${line}: ${text.trim()} (${what})`);
    }
  });
  return missing;
}
