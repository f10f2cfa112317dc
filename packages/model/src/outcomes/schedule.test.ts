import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../reminders';
import { currentOccurrence, dueOccurrence, nextOccurrence, responseIdOf } from './schedule';

describe('occurrences', () => {
  it('none before the start day; once: the start day for good', () => {
    expect(currentOccurrence('2026-03-10', 'once', '2026-03-09')).toBeNull();
    expect(currentOccurrence('2026-03-10', 'once', '2026-03-10')).toBe('2026-03-10');
    expect(currentOccurrence('2026-03-10', 'once', '2027-01-01')).toBe('2026-03-10');
    expect(nextOccurrence('2026-03-10', 'once', '2026-03-09')).toBe('2026-03-10');
    expect(nextOccurrence('2026-03-10', 'once', '2026-03-10')).toBeNull();
  });

  it('weekly: the last day of one occurrence and the first of the next', () => {
    expect(currentOccurrence('2026-03-10', 'weekly', '2026-03-16')).toBe('2026-03-10');
    expect(currentOccurrence('2026-03-10', 'weekly', '2026-03-17')).toBe('2026-03-17');
    expect(nextOccurrence('2026-03-10', 'weekly', '2026-03-16')).toBe('2026-03-17');
  });

  it('every 2 and every 4 weeks, across a month and a year end', () => {
    expect(currentOccurrence('2026-12-20', 'every2Weeks', '2027-01-02')).toBe('2026-12-20');
    expect(currentOccurrence('2026-12-20', 'every2Weeks', '2027-01-03')).toBe('2027-01-03');
    expect(currentOccurrence('2026-01-31', 'every4Weeks', '2026-02-27')).toBe('2026-01-31');
    expect(currentOccurrence('2026-01-31', 'every4Weeks', '2026-02-28')).toBe('2026-02-28');
    expect(nextOccurrence('2026-01-31', 'every4Weeks', '2026-02-28')).toBe('2026-03-28');
  });
});

describe('dueOccurrence', () => {
  const assignment = { assignmentId: 'a1', startDay: '2026-03-10', schedule: 'weekly' as const, active: true };

  it("turns on the patient's midnight, not UTC's", () => {
    const beforeMidnightInVancouver = zonedInstant('2026-03-16', '23:30', 'America/Vancouver');
    expect(dueOccurrence(assignment, beforeMidnightInVancouver, 'America/Vancouver', new Set())).toBe('2026-03-10');
    expect(dueOccurrence(assignment, beforeMidnightInVancouver, 'UTC', new Set())).toBe('2026-03-17');
    const afterMidnightInAthens = zonedInstant('2026-03-17', '00:30', 'Europe/Athens');
    expect(dueOccurrence(assignment, afterMidnightInAthens, 'Europe/Athens', new Set())).toBe('2026-03-17');
  });

  it('is not due once completed or ended, and due again at the next occurrence', () => {
    const day12 = zonedInstant('2026-03-12', '09:00', 'UTC');
    const done = new Set([responseIdOf('a1', '2026-03-10')]);
    expect(dueOccurrence(assignment, day12, 'UTC', done)).toBeNull();
    expect(dueOccurrence(assignment, zonedInstant('2026-03-17', '09:00', 'UTC'), 'UTC', done)).toBe('2026-03-17');
    expect(dueOccurrence({ ...assignment, active: false }, day12, 'UTC', new Set())).toBeNull();
    expect(dueOccurrence(assignment, zonedInstant('2026-03-09', '09:00', 'UTC'), 'UTC', new Set())).toBeNull();
  });
});
