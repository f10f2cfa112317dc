/**
 * The rule coverage check itself (no emulator needed): from a report shaped
 * like the Firestore emulator's, an allow line counts as covered only when its
 * whole condition was seen true and false (only true for `if true`), and the
 * check names every line that was not.
 */
import { describe, expect, it } from 'vitest';
import { summariseCoverage, uncoveredAllowLines, type CoverageNode, type EmulatorReport } from './coverage';

const SOURCE = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  '    match /a/{id} {',
  '      allow read: if isAdmin() || isOwner();',
  '      allow create: if isAdmin();',
  '      allow update: if true;',
  '      allow delete: if isOwner();',
  '    }',
  '  }',
  '}',
].join('\n');

type Outcome = boolean | 'error';

/** A report node for the expression `text` on source line `line`, with how often it took each outcome. */
function node(line: number, text: string, outcomes: Partial<Record<'true' | 'false' | 'error', number>>): CoverageNode {
  const lineStart = SOURCE.split('\n').slice(0, line - 1).join('\n').length + 1;
  const offset = SOURCE.indexOf(text, lineStart);
  const before = SOURCE.slice(0, offset).split('\n');
  const value = (outcome: Outcome) => (outcome === 'error' ? { undefined: {} } : { boolValue: outcome });
  return {
    sourcePosition: { line: before.length, column: before.at(-1)!.length + 1, currentOffset: offset, endOffset: offset + text.length - 1 },
    values: Object.entries(outcomes).map(([outcome, count]) => ({
      value: value(outcome === 'error' ? 'error' : outcome === 'true'),
      count: count ?? 0,
    })),
  };
}

function reportOf(...nodes: CoverageNode[]): EmulatorReport {
  return { rules: { files: [{ name: 'firestore.rules', content: SOURCE }] }, report: nodes };
}

describe('rule coverage check', () => {
  it('judges every allow line of the source', () => {
    const coverage = summariseCoverage(reportOf());
    expect(coverage.allowLines.map((line) => [line.line, line.needed])).toEqual([
      [5, [true, false]],
      [6, [true, false]],
      [7, [true]],
      [8, [true, false]],
    ]);
  });

  it('passes only when each condition was true and false (true alone for `if true`)', () => {
    const coverage = summariseCoverage(
      reportOf(
        { ...node(5, 'isAdmin() || isOwner()', { true: 3, false: 2 }), children: [node(5, 'isAdmin()', { false: 5 })] },
        node(6, 'isAdmin()', { true: 1, false: 1 }),
        node(7, 'true', { true: 4 }),
        node(8, 'isOwner()', { true: 1, false: 7 }),
      ),
    );
    expect(uncoveredAllowLines(coverage)).toEqual([]);
  });

  it('names the lines never evaluated, or never false or true; an error is not a false', () => {
    const coverage = summariseCoverage(
      reportOf(
        // the condition was only ever true, though a part of it was false
        { ...node(5, 'isAdmin() || isOwner()', { true: 3 }), children: [node(5, 'isAdmin()', { false: 5 })] },
        node(6, 'isAdmin()', { false: 2, error: 4 }),
      ),
    );
    expect(uncoveredAllowLines(coverage)).toEqual([
      'L5: allow read: if isAdmin() || isOwner(); (never false)',
      'L6: allow create: if isAdmin(); (never true)',
      'L7: allow update: if true; (never evaluated)',
      'L8: allow delete: if isOwner(); (never evaluated)',
    ]);
  });
});
