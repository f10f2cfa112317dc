import { describe, expect, it } from 'vitest';
import { ALL, clampPage, pageCount, pageOf, pageWindow } from './pagination';

describe('pagination', () => {
  it('counts pages, with one page for an empty list or for All', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(99, ALL)).toBe(1);
  });

  it('slices a 1-based page, or everything for All', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 1, 3)).toEqual([1, 2, 3]);
    expect(pageOf(items, 3, 3)).toEqual([7]);
    expect(pageOf(items, 2, ALL)).toEqual(items);
  });

  it('keeps a page inside the existing pages', () => {
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('shows a window of 4 page links around the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
