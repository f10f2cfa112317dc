/** A row of the Download tab: a range of session indexes, either end unset until chosen. */
export interface SessionRange {
  from: number | null;
  to: number | null;
}

export const EMPTY_RANGE: SessionRange = { from: null, to: null };

/** The From list offers only sessions at or below the chosen end. */
export function fromOptions<T extends { index: number }>(sessions: T[], range: SessionRange): T[] {
  return range.to === null ? sessions : sessions.filter((s) => s.index <= range.to!);
}

/** The To list offers only sessions at or above the chosen start. */
export function toOptions<T extends { index: number }>(sessions: T[], range: SessionRange): T[] {
  return range.from === null ? sessions : sessions.filter((s) => s.index >= range.from!);
}

/**
 * The sessions the ranges cover, each once, by index. A range counts only
 * when both ends are set; either order is accepted.
 */
export function sessionsInRanges<T extends { index: number }>(sessions: T[], ranges: SessionRange[]): T[] {
  const bounds = ranges
    .filter((r): r is { from: number; to: number } => r.from !== null && r.to !== null)
    .map((r) => [Math.min(r.from, r.to), Math.max(r.from, r.to)] as const);
  return sessions
    .filter((s) => bounds.some(([low, high]) => s.index >= low && s.index <= high))
    .sort((a, b) => a.index - b.index);
}
