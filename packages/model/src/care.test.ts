import { describe, expect, it } from 'vitest';
import { CARE_FLAGGED_COLLECTIONS, careBegan, careFlagOf, careFlagsOf, careRelationshipId, caresFor, careSince, isInCare } from './care';
import type { TimestampLike } from './collections';

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

describe('careFlagsOf (issue 50)', () => {
  const clinician = { clinicId: 'northside', role: 'clinician' } as const;

  it("puts a document in its doctor's clinic while the patient approves that clinic, and in care then too", () => {
    expect(careFlagsOf('appointments', { relationship: undefined, membership: clinician, consent: { state: 'active' } })).toEqual({ inCare: true, clinicId: 'northside' });
    expect(careFlagsOf('rtmContacts', { relationship: { state: 'active' }, membership: clinician, consent: { state: 'active' } })).toEqual({ inCare: true, clinicId: 'northside' });
  });

  it('keeps the one-doctor relationship apart: in care by it alone, in no clinic', () => {
    for (const consent of [undefined, { state: 'pending' as const }, { state: 'ended' as const }]) {
      expect(careFlagsOf('notifications', { relationship: { state: 'active' }, membership: clinician, consent })).toEqual({ inCare: true, clinicId: undefined });
      expect(careFlagsOf('notifications', { relationship: { state: 'ended' }, membership: clinician, consent })).toEqual({ inCare: false, clinicId: undefined });
    }
  });

  it("gives no clinic to a document whose doctor is in none, or whose role does not see it as the patient's doctor", () => {
    expect(careFlagsOf('appointments', { relationship: undefined, membership: undefined, consent: { state: 'active' } })).toEqual({ inCare: false, clinicId: undefined });
    const assistant = { clinicId: 'northside', role: 'assistant' } as const;
    expect(careFlagsOf('managementTime', { relationship: undefined, membership: assistant, consent: { state: 'active' } })).toEqual({ inCare: false, clinicId: undefined });
  });
});

describe('caresFor (firestore.rules caresFor)', () => {
  const verified = { isVerified: true };
  const clinician = { clinicId: 'northside', role: 'clinician' } as const;
  const at = (millis: number): TimestampLike => ({ seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis });

  it('holds for a verified doctor with an active relationship, or whose clinic the patient approves while his role sees clinical data', () => {
    expect(caresFor({ doctor: verified, relationship: { state: 'active' }, membership: undefined, consent: undefined })).toBe(true);
    expect(caresFor({ doctor: verified, relationship: undefined, membership: clinician, consent: { state: 'active' } })).toBe(true);
    expect(caresFor({ doctor: verified, relationship: undefined, membership: { clinicId: 'northside', role: 'owner' }, consent: { state: 'active' } })).toBe(true);
  });

  it('fails for an unverified doctor, a role that does not see clinical data, and an approval or relationship not active', () => {
    expect(caresFor({ doctor: { isVerified: false }, relationship: { state: 'active' }, membership: clinician, consent: { state: 'active' } })).toBe(false);
    expect(caresFor({ doctor: undefined, relationship: { state: 'active' }, membership: undefined, consent: undefined })).toBe(false);
    for (const role of ['assistant', 'frontDesk', 'biller'] as const) {
      expect(caresFor({ doctor: verified, relationship: undefined, membership: { clinicId: 'northside', role }, consent: { state: 'active' } })).toBe(false);
    }
    for (const state of ['pending', 'ended'] as const) {
      expect(caresFor({ doctor: verified, relationship: undefined, membership: clinician, consent: { state } })).toBe(false);
      expect(caresFor({ doctor: verified, relationship: { state }, membership: undefined, consent: undefined })).toBe(false);
    }
    expect(caresFor({ doctor: verified, relationship: undefined, membership: undefined, consent: { state: 'active' } })).toBe(false);
  });

  it("dates the care from the active relationship, else from the clinic's approval (careSince); careBegan keeps ended ones", () => {
    const relationship = { state: 'active' as const, since: at(2_000) };
    const consent = { state: 'active' as const, since: at(1_000) };
    expect(careSince({ doctor: verified, relationship, membership: clinician, consent })?.toMillis()).toBe(2_000);
    expect(careSince({ doctor: verified, relationship: { ...relationship, state: 'ended' }, membership: clinician, consent })?.toMillis()).toBe(1_000);
    expect(careSince({ doctor: verified, relationship: undefined, membership: undefined, consent })).toBeNull();
    expect(careBegan({ relationship: { ...relationship, state: 'ended' }, membership: clinician, consent: { ...consent, state: 'ended' } })?.toMillis()).toBe(1_000);
    expect(careBegan({ relationship: undefined, membership: { clinicId: 'northside', role: 'biller' }, consent })).toBeNull();
  });
});
