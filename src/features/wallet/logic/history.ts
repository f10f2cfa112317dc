import type { TimestampLike, WalletTransaction } from '@rehab/model/collections';
import type { PageSize } from '../../../lib/pagination';

const millisOf = (timestamp: TimestampLike) => timestamp.toMillis();

/** The wallet's history, newest first (the stored list is in the order entries were appended). */
export function newestFirst(transactions: readonly WalletTransaction[]): WalletTransaction[] {
  return [...transactions].sort((a, b) => millisOf(b.timestamp) - millisOf(a.timestamp));
}

/** 'Showing x to y of z': the 1-based positions of a page's first and last row. */
export function shownRange(page: number, pageSize: PageSize, total: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  if (pageSize === 'All') return { from: 1, to: total, total };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + pageSize - 1), total };
}
