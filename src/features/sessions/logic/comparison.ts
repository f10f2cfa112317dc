import { firstMovementName, type SessionSummary } from './sessionList';

/** At most three sessions are compared. */
export const MAX_COMPARED_SESSIONS = 3;

/** The comparison search matches the index, the id or the first movement's name. */
export function matchesComparisonSearch(session: SessionSummary, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    String(session.index).includes(needle) ||
    session.id.toLowerCase().includes(needle) ||
    firstMovementName(session).toLowerCase().includes(needle)
  );
}

/** Adds or removes a session; a fourth one is refused. */
export function toggleComparedSession(selected: string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= MAX_COMPARED_SESSIONS) return selected;
  return [...selected, id];
}
