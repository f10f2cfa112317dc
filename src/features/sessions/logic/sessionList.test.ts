import { describe, expect, it } from 'vitest';
import { filterSessions, indexSessions, sessionCutoff, sessionDeviceTypes, sessionLabel, tagSuggestions, type SessionSummary } from './sessionList';

function session(id: string, date: number, devices: string[] = [], tags: string[] = [], movements = [{ name: 'Squat', startTime: date }]): SessionSummary {
  return { id, index: 0, date, userId: 'u', devices, movements, tags, removedTimePoints: [] };
}

const deviceTypes = new Map(
  Object.entries({ G1: 'Glove', K1: 'Knee Brace', K2: 'Knee Brace 2', P1: 'Pants' }).map(([id, deviceType]) => [id, { deviceType }]),
);

describe('indexSessions', () => {
  it('numbers sessions from 1, oldest first', () => {
    const indexed = indexSessions([session('b', 200), session('a', 100), session('c', 300)]);
    expect(indexed.map((s) => [s.id, s.index])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });
});

describe('sessionLabel', () => {
  it('shows index, id, long date with time and the first movement', () => {
    const s = { ...session('abc', new Date(2024, 2, 5, 14, 7).getTime()), index: 4 };
    const label = sessionLabel(s, 'en');
    expect(label.startsWith('#4 · abc · March 5, 2024')).toBe(true);
    expect(label).toMatch(/2:07\sPM · Squat$/);
  });

  it('leaves out a missing movement', () => {
    const s = { ...session('abc', 0, [], [], []), index: 1 };
    expect(sessionLabel(s, 'en').endsWith('·')).toBe(false);
  });

  it('keeps the parts apart in right-to-left languages only', () => {
    const s = { ...session('abc', new Date(2024, 2, 5, 14, 7).getTime()), index: 4 };
    const arabic = sessionLabel(s, 'ar');
    expect(arabic.startsWith('\u2068#4\u2069 · \u2068abc\u2069 · ')).toBe(true);
    expect(arabic.endsWith('\u2068Squat\u2069')).toBe(true);
    expect(sessionLabel(s, 'en')).not.toMatch(/[\u2068\u2069]/);
  });
});

describe('sessionCutoff', () => {
  const now = new Date(2024, 4, 15, 12, 0);
  it('gives the start of each time range', () => {
    expect(sessionCutoff('week', now)).toEqual(new Date(2024, 4, 8, 12, 0));
    expect(sessionCutoff('month', now)).toEqual(new Date(2024, 3, 15, 12, 0));
    expect(sessionCutoff('sixMonths', now)).toEqual(new Date(2023, 10, 15, 12, 0));
    expect(sessionCutoff('year', now)).toEqual(new Date(2023, 4, 15, 12, 0));
  });
  it('treats any other value as no filter', () => {
    expect(sessionCutoff(null, now)).toBeNull();
    expect(sessionCutoff('fortnight', now)).toBeNull();
  });
});

describe('filterSessions', () => {
  const sessions = [
    session('glove', 1, ['G1'], ['pain']),
    session('knee', 2, ['K1'], []),
    session('knee2', 3, ['K2'], ['home', 'pain']),
    session('pants', 4, ['P1'], ['clinic']),
    session('unknown', 5, ['X9'], []),
  ];
  const ids = (list: SessionSummary[]) => list.map((s) => s.id);

  it('keeps everything without filters', () => {
    expect(ids(filterSessions(sessions, { devices: [], tags: [] }, deviceTypes))).toHaveLength(5);
  });
  it('filters by device type, Knee Brace 2 counting as Knee Brace', () => {
    expect(ids(filterSessions(sessions, { devices: ['Knee Brace'], tags: [] }, deviceTypes))).toEqual(['knee', 'knee2']);
    expect(ids(filterSessions(sessions, { devices: ['Glove', 'Pants'], tags: [] }, deviceTypes))).toEqual(['glove', 'pants']);
  });
  it('filters by any of the tags', () => {
    expect(ids(filterSessions(sessions, { devices: [], tags: ['pain'] }, deviceTypes))).toEqual(['glove', 'knee2']);
    expect(ids(filterSessions(sessions, { devices: [], tags: ['home', 'clinic'] }, deviceTypes))).toEqual(['knee2', 'pants']);
  });
  it('combines devices and tags', () => {
    expect(ids(filterSessions(sessions, { devices: ['Knee Brace'], tags: ['pain'] }, deviceTypes))).toEqual(['knee2']);
  });
  it('knows the normalised device types of a session', () => {
    expect(sessionDeviceTypes(session('x', 0, ['K2', 'K1', 'X9']), deviceTypes)).toEqual(['Knee Brace']);
  });
});

describe('tagSuggestions', () => {
  const sessions = [{ tags: ['Post-op', 'pain'] }, { tags: ['pain', 'home'] }];
  it('offers the tags containing the text, case-insensitively, without those already chosen', () => {
    expect(tagSuggestions(sessions, 'PO', [])).toEqual(['Post-op']);
    expect(tagSuggestions(sessions, '', ['pain'])).toEqual(['home', 'Post-op']);
  });
});
