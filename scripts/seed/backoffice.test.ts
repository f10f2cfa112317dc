// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUG_STATUSES } from '@rehab/model/collections';
import { STAFF } from './accounts';
import { ACTIVE_BOARD_ID, buildBugBoards, buildBugReports, buildCollectionSettings, buildFeedbackReports } from './backoffice';
import { SeedClock } from './clock';
import { Random } from './random';

const clock = new SeedClock(new Date(2025, 5, 15, 12));

describe('bug boards and reports', () => {
  const boards = buildBugBoards().map((b) => b.data);
  const bugs = buildBugReports(clock, new Random(1)).map((b) => b.data);

  it('have one active board and one completed', () => {
    expect(boards.filter((b) => b.isActive).map((b) => b.id)).toEqual([ACTIVE_BOARD_ID]);
    expect(boards.filter((b) => !b.isActive)).toHaveLength(1);
  });

  it('fill every column of the active board with priorities 0..n', () => {
    const active = bugs.filter((b) => b.boardId === ACTIVE_BOARD_ID);
    for (const status of BUG_STATUSES) {
      const priorities = active.filter((b) => b.status === status).map((b) => b.priority);
      expect(priorities.length).toBeGreaterThan(0);
      expect(priorities).toEqual(priorities.map((_, i) => i));
    }
  });

  it('keep some in the backlog, and use both app types, every category and the two staff members', () => {
    expect(bugs.filter((b) => b.boardId === null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(bugs.map((b) => b.appType))).toEqual(new Set(['phone', 'web']));
    expect(new Set(bugs.map((b) => b.category))).toEqual(new Set(['ui', 'performance', 'functional', 'hardware', 'other']));
    expect(bugs.every((b) => b.assignedTo === '' || (STAFF as readonly string[]).includes(b.assignedTo))).toBe(true);
    expect(bugs.some((b) => b.comments.length > 0)).toBe(true);
    for (const bug of bugs) for (const comment of bug.comments) expect(STAFF).toContain(comment.user);
  });
});

describe('feedback reports', () => {
  it('give an iOS version exactly for iPhones and iPads, and ratings from 1 to 10', () => {
    const reports = buildFeedbackReports(clock, new Random(2)).map((r) => r.data);
    expect(reports.length).toBeGreaterThanOrEqual(5);
    for (const report of reports) {
      expect(report.iOSVersion !== undefined).toBe(report.device === 'iPhone' || report.device === 'iPad');
      const ratings = Object.entries(report).filter(([key]) => key.endsWith('Rating')).map(([, value]) => value as number);
      expect(ratings).toHaveLength(6);
      for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(1);
      for (const rating of ratings) expect(rating).toBeLessThanOrEqual(10);
    }
  });
});

describe('collection settings', () => {
  const settings = new Map(buildCollectionSettings().map((s) => [s.id, s.data]));

  it('describe every collection the admin console lists', () => {
    for (const name of ['users', 'devices', 'deviceTypes', 'doctors', 'orders', 'admin', 'data_by_sensor', 'web3Wallets', 'sessions', 'feedbackReports']) {
      expect(settings.has(name)).toBe(true);
    }
  });

  it('forbid adding to read-only collections and ask for ids where documents are keyed by uid or name', () => {
    for (const name of ['data_by_sensor', 'orders', 'web3Wallets']) expect(settings.get(name)!.allowAddDoc).toBe(false);
    expect(settings.get('data_by_sensor')!.allFieldsNonEditable).toBe(true);
    for (const name of ['users', 'doctors', 'admin', 'deviceTypes', 'devices']) {
      expect(settings.get(name)).toMatchObject({ autoDocId: false, docIdPrompt: expect.any(String) });
    }
  });

  it('give a schema to every array and object field, and choices to every selection field', () => {
    for (const [name, s] of settings) {
      for (const [field, kind] of Object.entries(s.fields)) {
        if (kind === 'array') expect(s.schema?.[field]?.itemType, `${name}.${field}`).toBeDefined();
        // A read-only collection's map of mixed values (a deleted session's session) shows each value by its own kind.
        if (kind === 'object' && !s.allFieldsNonEditable) expect(s.schema?.[field]?.valueType, `${name}.${field}`).toBeDefined();
        if (kind === 'selections') expect(s.selections?.[field], `${name}.${field}`).toBeDefined();
      }
      const named = [...(s.requiredFields ?? []), ...(s.nonEditableFields ?? []), ...(s.removeableFields ?? []), ...(s.allowArrayEditFields ?? [])];
      for (const field of named) expect(s.fields, `${name}.${field}`).toHaveProperty(field);
    }
  });
});
