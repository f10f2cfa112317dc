import { describe, expect, it } from 'vitest';
import { RE2JS as Re2 } from 're2js';
import { RE2JS } from './regexEngine';

describe('the regex engine standing in for re2js', () => {
  const cases: [string, string][] = [
    ['ab+c', 'xxabbcxx'],
    ['ab+c', 'abbc'],
    ['^a|b$', 'ab'],
    ['a|b', 'ab'],
    ['[0-9]{3}', '12'],
    ['é.', 'éa'],
    ['.*', ''],
  ];

  it.each(cases)('answers %s on %s as re2js does', (pattern, text) => {
    expect(RE2JS.compile(pattern).test(text)).toBe(Re2.compile(pattern).test(text));
    expect(RE2JS.compile(pattern).matches(text)).toBe(Re2.compile(pattern).matches(text));
  });

  it('throws on an invalid pattern, as Firestore expects', () => {
    expect(() => RE2JS.compile('a(')).toThrow();
  });
});
