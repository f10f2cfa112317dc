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
    expect(careFlagsOf('appointments', { doctorUid: 'reyes', relationship: undefined, membership: clinician, consent: { state: 'active', requestedBy: 'reyes' } })).toEqual({ inCare: true, clinicId: 'northside' });
    expect(careFlagsOf('rtmContacts', { doctorUid: 'reyes', relationship: { state: 'active' }, membership: clinician, consent: { state: 'active', requestedBy: 'reyes' } })).toEqual({ inCare: true, clinicId: 'northside' });
  });

  it('keeps the one-doctor relationship apart: in care by it alone, in no clinic', () => {
    for (const consent of [undefined, { state: 'pending' as const, requestedBy: 'reyes' }, { state: 'ended' as const, requestedBy: 'reyes' }]) {
      expect(careFlagsOf('notifications', { doctorUid: 'reyes', relationship: { state: 'active' }, membership: clinician, consent })).toEqual({ inCare: true, clinicId: undefined });
      expect(careFlagsOf('notifications', { doctorUid: 'reyes', relationship: { state: 'ended' }, membership: clinician, consent })).toEqual({ inCare: false, clinicId: undefined });
    }
  });

  it("gives no clinic to a document whose doctor is in none, or whose role does not see it as the patient's doctor", () => {
    expect(careFlagsOf('appointments', { doctorUid: 'reyes', relationship: undefined, membership: undefined, consent: { state: 'active', requestedBy: 'reyes' } })).toEqual({ inCare: false, clinicId: undefined });
    const assistant = { clinicId: 'northside', role: 'assistant' } as const;
    expect(careFlagsOf('managementTime', { doctorUid: 'reyes', relationship: undefined, membership: assistant, consent: { state: 'active', requestedBy: 'reyes' } })).toEqual({ inCare: false, clinicId: undefined });
  });
});

describe('caresFor (firestore.rules caresFor)', () => {
  const verified = { isVerified: true };
  const clinician = { clinicId: 'northside', role: 'clinician' } as const;
  const at = (millis: number): TimestampLike => ({ seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis });

  it('holds for a verified doctor with an active relationship, or whose clinic the patient approves while his role sees clinical data', () => {
    expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: { state: 'active' }, membership: undefined, consent: undefined })).toBe(true);
    expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: undefined, membership: clinician, consent: { state: 'active', requestedBy: 'reyes' } })).toBe(true);
    expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: undefined, membership: { clinicId: 'northside', role: 'owner' }, consent: { state: 'active', requestedBy: 'reyes' } })).toBe(true);
  });

  it('fails for an unverified doctor, a role that does not see clinical data, and an approval or relationship not active', () => {
    expect(caresFor({ doctorUid: 'reyes', doctor: { isVerified: false }, relationship: { state: 'active' }, membership: clinician, consent: { state: 'active', requestedBy: 'reyes' } })).toBe(false);
    expect(caresFor({ doctorUid: 'reyes', doctor: undefined, relationship: { state: 'active' }, membership: undefined, consent: undefined })).toBe(false);
    for (const role of ['assistant', 'frontDesk', 'biller'] as const) {
      expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: undefined, membership: { clinicId: 'northside', role }, consent: { state: 'active', requestedBy: 'reyes' } })).toBe(false);
    }
    for (const state of ['pending', 'ended'] as const) {
      expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: undefined, membership: clinician, consent: { state, requestedBy: 'reyes' } })).toBe(false);
      expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: { state }, membership: undefined, consent: undefined })).toBe(false);
    }
    expect(caresFor({ doctorUid: 'reyes', doctor: verified, relationship: undefined, membership: undefined, consent: { state: 'active', requestedBy: 'reyes' } })).toBe(false);
  });

  it("dates the care from the active relationship, else from the clinic's approval (careSince); careBegan keeps ended ones", () => {
    const relationship = { state: 'active' as const, since: at(2_000) };
    const consent = { state: 'active' as const, since: at(1_000), requestedBy: 'reyes' };
    expect(careSince({ doctorUid: 'reyes', doctor: verified, relationship, membership: clinician, consent })?.toMillis()).toBe(2_000);
    expect(careSince({ doctorUid: 'reyes', doctor: verified, relationship: { ...relationship, state: 'ended' }, membership: clinician, consent })?.toMillis()).toBe(1_000);
    expect(careSince({ doctorUid: 'reyes', doctor: verified, relationship: undefined, membership: undefined, consent })).toBeNull();
    expect(careBegan({ relationship: { ...relationship, state: 'ended' }, membership: clinician, consent: { ...consent, state: 'ended' } })?.toMillis()).toBe(1_000);
    expect(careBegan({ relationship: undefined, membership: { clinicId: 'northside', role: 'biller' }, consent })).toBeNull();
  });
});

describe('care through a clinic: the primary and his cover (issue 51)', () => {
  const verified = { isVerified: true };
  const at = (millis: number): TimestampLike => ({ seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis });
  const membership = { clinicId: 'northside', role: 'clinician' } as const;
  const consent = { state: 'active' as const, requestedBy: 'reyes', primary: 'chen' };
  const coverage = { clinicId: 'northside', away: 'chen', cover: 'okafor', from: at(1_000), until: at(2_000) };
  const sources = (doctorUid: string) => ({ doctorUid, doctor: verified, relationship: undefined, membership, consent, coverage });

  it('holds for the primary only, whoever requested the approval; an older consent without primary names its requester', () => {
    expect(caresFor(sources('chen'), 0)).toBe(true);
    expect(caresFor(sources('reyes'), 0)).toBe(false);
    expect(caresFor({ ...sources('reyes'), consent: { state: 'active', requestedBy: 'reyes' } }, 0)).toBe(true);
    expect(caresFor({ ...sources('chen'), membership: { clinicId: 'northside', role: 'owner' } }, 0)).toBe(true);
    expect(caresFor({ ...sources('okafor'), membership: { clinicId: 'northside', role: 'owner' } }, 0)).toBe(false);
  });

  it("holds for the primary's cover from `from` (inclusive) until `until` (exclusive), never before or after", () => {
    expect([999, 1_000, 1_999, 2_000].map((now) => caresFor(sources('okafor'), now))).toEqual([false, true, true, false]);
    expect(caresFor(sources('okafor'), new Date(1_500))).toBe(true);
    // the primary keeps his patients while he is away
    expect(caresFor(sources('chen'), 1_500)).toBe(true);
  });

  it("does not hold for a cover of another clinician, of another clinic, or in a role that does not see clinical data", () => {
    expect(caresFor({ ...sources('okafor'), coverage: { ...coverage, away: 'reyes' } }, 1_500)).toBe(false);
    expect(caresFor({ ...sources('okafor'), coverage: { ...coverage, clinicId: 'southside' } }, 1_500)).toBe(false);
    expect(caresFor({ ...sources('okafor'), membership: { clinicId: 'northside', role: 'frontDesk' } }, 1_500)).toBe(false);
    expect(caresFor({ ...sources('okafor'), consent: { ...consent, state: 'ended' } }, 1_500)).toBe(false);
  });

  it("puts the cover's documents in care for the period only; the clinic they belong to does not depend on who looks after the patient", () => {
    expect(careFlagsOf('notifications', sources('okafor'), 1_500)).toEqual({ inCare: true, clinicId: 'northside' });
    expect(careFlagsOf('notifications', sources('okafor'), 2_000)).toEqual({ inCare: false, clinicId: 'northside' });
    expect(careFlagsOf('appointments', sources('reyes'), 1_500)).toEqual({ inCare: false, clinicId: 'northside' });
  });

  it("dates a cover's care from the clinic's approval while he covers (careSince), and keeps every clinician's careBegan", () => {
    const since = { ...consent, since: at(500) };
    expect(careSince({ ...sources('okafor'), consent: since }, 1_500)?.toMillis()).toBe(500);
    expect(careSince({ ...sources('okafor'), consent: since }, 2_500)).toBeNull();
    expect(careBegan({ relationship: undefined, membership, consent: since })?.toMillis()).toBe(500);
  });
});
