/**
 * Client-side pagination shared by the lists: a page of items and the window
 * of page links shown around the current page.
 */
export const ALL = 'All' as const;
export type PageSize = number | typeof ALL;

/** How many pages a list of `count` items has (at least one, so page 1 always exists). */
export function pageCount(count: number, size: PageSize): number {
  if (size === ALL || count === 0) return 1;
  return Math.ceil(count / size);
}

/** The items of a 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, size: PageSize): T[] {
  if (size === ALL) return [...items];
  const start = (page - 1) * size;
  return items.slice(start, start + size);
}

/** Keeps a page number inside 1..pageCount (lists shrink when filtered or deleted from). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

/**
 * The page numbers to link: `size` consecutive pages containing the current
 * one, the current page second where possible, never past the first or last page.
 */
export function pageWindow(current: number, pages: number, size = 4): number[] {
  const length = Math.min(size, pages);
  const start = Math.max(1, Math.min(current - 1, pages - length + 1));
  return Array.from({ length }, (_, i) => start + i);
}
