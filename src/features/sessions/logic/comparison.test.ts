import { describe, expect, it } from 'vitest';
import { COMPARISON_COLOURS } from '../../../lib/ui/charts/palette';
import { matchesComparisonSearch, MAX_COMPARED_SESSIONS, toggleComparedSession } from './comparison';
import type { SessionSummary } from './sessionList';

const session: SessionSummary = {
  id: 'session-carter-012',
  index: 12,
  date: 0,
  userId: 'u',
  devices: [],
  movements: [{ name: 'Grip squeeze', startTime: 0 }],
  tags: [],
  removedTimePoints: [],
};

describe('matchesComparisonSearch', () => {
  it('matches the index, the id or the first movement name', () => {
    expect(matchesComparisonSearch(session, '12')).toBe(true);
    expect(matchesComparisonSearch(session, 'CARTER')).toBe(true);
    expect(matchesComparisonSearch(session, 'grip')).toBe(true);
    expect(matchesComparisonSearch(session, 'squat')).toBe(false);
    expect(matchesComparisonSearch(session, '  ')).toBe(true);
  });
});

describe('toggleComparedSession', () => {
  it('adds and removes sessions, refusing a fourth', () => {
    let selected: string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) selected = toggleComparedSession(selected, id);
    expect(selected).toEqual(['a', 'b', 'c']);
    expect(selected).toHaveLength(MAX_COMPARED_SESSIONS);
    expect(toggleComparedSession(selected, 'b')).toEqual(['a', 'c']);
  });
  it('colours the sessions green, orange and blue', () => {
    expect(COMPARISON_COLOURS).toEqual(['#198754', '#fd7e14', '#0d6efd']);
  });
});
