import { describe, expect, it } from 'vitest';
import { CARE_FLAGGED_COLLECTIONS, careFlagOf, careRelationshipId, isInCare } from './care';

describe('inCare', () => {
  it('is true only while the relationship is active', () => {
    expect(isInCare({ state: 'active' })).toBe(true);
    expect(isInCare({ state: 'pending' })).toBe(false);
    expect(isInCare({ state: 'ended' })).toBe(false);
    expect(isInCare(undefined)).toBe(false);
  });

  it("of a pair's document: whether that pair's relationship is among the active ones, not another pair's", () => {
    const active = new Set([careRelationshipId('liam', 'reyes')]);
    expect(careFlagOf(active, 'reyes', 'liam')).toBe(true);
    expect(careFlagOf(active, 'liam', 'reyes')).toBe(false);
    expect(careFlagOf(active, 'grant', 'liam')).toBe(false);
    expect(careFlagOf(active, 'reyes', 'grace')).toBe(false);
  });

  it('is carried by the appointments, reminders, chat messages, management time and totals, RTM contacts and amendments, once each', () => {
    const names = CARE_FLAGGED_COLLECTIONS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(['appointments', 'managementTime', 'managementTotals', 'notifications', 'reminders', 'rtmAmendments', 'rtmContacts']);
  });
});
