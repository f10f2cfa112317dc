import { describe, expect, it } from 'vitest';
import { isValidTagName, planTagAdd, planTagRemove, tagToAdd, TOP_TAGS } from './tags';

describe('tagToAdd', () => {
  it('trims the text', () => {
    expect(tagToAdd('  follow-up ', [])).toBe('follow-up');
  });
  it('ignores empty and already present tags', () => {
    expect(tagToAdd('   ', [])).toBeNull();
    expect(tagToAdd('pain ', ['pain'])).toBeNull();
  });
});

describe('tag document planning', () => {
  it('creates a missing tag document with count 1', () => {
    expect(planTagAdd({ exists: false, hasEntry: false })).toBe('create');
  });
  it('increments an existing tag for a new session only', () => {
    expect(planTagAdd({ exists: true, hasEntry: false })).toBe('increment');
    expect(planTagAdd({ exists: true, hasEntry: true })).toBe('none');
  });
  it('decrements only a counted session', () => {
    expect(planTagRemove({ exists: true, hasEntry: true })).toBe('decrement');
    expect(planTagRemove({ exists: true, hasEntry: false })).toBe('none');
    expect(planTagRemove({ exists: false, hasEntry: false })).toBe('none');
  });
  it('offers the five most used tags', () => {
    expect(TOP_TAGS).toBe(5);
  });
});

describe('isValidTagName', () => {
  it('refuses names Firestore cannot use as a document id', () => {
    expect(isValidTagName('post-op')).toBe(true);
    expect(isValidTagName('a/b')).toBe(false);
    expect(isValidTagName('..')).toBe(false);
    expect(isValidTagName('__id__')).toBe(false);
    expect(isValidTagName('x'.repeat(101))).toBe(false);
  });
});
