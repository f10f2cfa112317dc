/**
 * firestore.rules against the model's limits table (@rehab/model/limits): every number the rules use as a size or
 * range limit names its entry in a comment on its line (`// limits: invoice.phone, text.email`), and equals it. A
 * limit changed on one side only, or a new rules limit without its entry, fails here.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limitsByName } from '@rehab/model/limits';

const RULES = readFileSync(join(resolve(import.meta.dirname, '..'), 'firestore.rules'), 'utf8');

/** The limit-like numbers of a line of rules code (its comment removed). */
export function limitLiterals(code: string): number[] {
  const found: number[] = [];
  const add = (text: string) => found.push(Number(text));
  // a text's or a list's longest length: isText(x, 100), isFilledText(x, 100), isListOf(x, 10)
  for (const match of code.matchAll(/\b(?:isText|isFilledText|isListOf)\((?:[^()]|\([^()]*\))*?,\s*(\d+)\)/g)) add(match[1]);
  // a bound in a comparison: size() <= 100, value <= 10 (0 and 1 are structure: emptiness, one more, one less)
  for (const match of code.matchAll(/(<=|<|>=|>)\s*(\d+)(?!\s*\|\|\s*is\w+\(list\[)/g)) {
    if (Number(match[2]) > 1 && !new RegExp(`size\\(\\)\\s*${match[1]}\\s*${match[2]}\\s*\\|\\|`).test(code)) add(match[2]);
  }
  // the longest run a pattern allows: .{1,100}
  for (const match of code.matchAll(/\{\d+,(\d+)\}/g)) add(match[1]);
  // a time window: duration.value(10, 'm')
  for (const match of code.matchAll(/duration\.value\((\d+),/g)) add(match[1]);
  return found;
}

/** Each rules line with limit-like numbers: its numbers and the limits its comment names. */
export function limitLines(rules: string) {
  return rules.split('\n').flatMap((line, index) => {
    const [code, comment = ''] = line.split(/\/\/(.*)/s);
    if (code.trim() === '') return [];
    const literals = limitLiterals(code);
    if (literals.length === 0) return [];
    const named = /limits:\s*(.+)$/.exec(comment.trim())?.[1].split(',').map((name) => name.trim()) ?? [];
    return [{ line: index + 1, literals, named }];
  });
}

/** What is wrong with the rules' limits against a table: one message per line. */
export function driftOf(rules: string, limits: Map<string, number>): string[] {
  return limitLines(rules).flatMap(({ line, literals, named }) => {
    if (named.length === 0) return [`line ${line}: ${literals.join(', ')} without a "// limits: …" comment`];
    const unknown = named.filter((name) => !limits.has(name));
    if (unknown.length > 0) return [`line ${line}: no limit named ${unknown.join(', ')}`];
    const values = named.map((name) => limits.get(name)!);
    const unnamed = literals.filter((literal) => !values.includes(literal));
    const unused = named.filter((name) => !literals.includes(limits.get(name)!));
    return [
      ...unnamed.map((literal) => `line ${line}: ${literal} is none of ${named.map((name) => `${name} (${limits.get(name)})`).join(', ')}`),
      ...unused.map((name) => `line ${line}: ${name} is ${limits.get(name)}, not on the line`),
    ];
  });
}

describe('firestore.rules against the limits table', () => {
  it('uses every limit as the table gives it, each named on its line', () => {
    expect(driftOf(RULES, limitsByName())).toEqual([]);
  });

  it('fails on a limit changed in the table only, on a new limit without a name, and on an unknown name', () => {
    const rules = ["      && isFilledText(data.phone, 32) // limits: invoice.phone", '      && isText(data.note, 300)', '      && isText(data.x, 7) // limits: nothing.here'].join('\n');
    const table = new Map([['invoice.phone', 40]]);
    expect(driftOf(rules, table)).toEqual([
      'line 1: 32 is none of invoice.phone (40)',
      'line 1: invoice.phone is 40, not on the line',
      'line 2: 300 without a "// limits: …" comment',
      'line 3: no limit named nothing.here',
    ]);
    expect(driftOf(rules.split('\n')[0], new Map([['invoice.phone', 32]]))).toEqual([]);
  });

  it('reads sizes, bounds, patterns and time windows, and leaves structure alone', () => {
    expect(limitLiterals("isText(data.get('x', ''), 100) && list.size() <= 20 && value >= 1 && v <= 10")).toEqual([100, 20, 10]);
    expect(limitLiterals("(list.size() <= 3 || isText(list[3], 2048))")).toEqual([2048]);
    expect(limitLiterals("id.matches('cancelled-[A-Za-z0-9_-]{1,100}') && t > request.time - duration.value(10, 'm')")).toEqual([100, 10]);
    expect(limitLiterals('after.size() == before.size() + 1 && count > 0')).toEqual([]);
  });
});
