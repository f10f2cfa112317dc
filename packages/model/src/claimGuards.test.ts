import { describe, expect, it } from 'vitest';
import {
  CLAIM_GUARDS_FROM,
  claimFlags,
  isTherapyLine,
  lateCertificationFlag,
  noCertifiedPlanFlag,
  noConsentFlag,
  noDataDayFlag,
  noPriorRelationshipFlag,
  otherClinicDeviceFlag,
  type ClaimGuardInput,
  type GuardedPlan,
} from './claimGuards';
import { addDays } from './monitoring';
import { DEVICE_CODE_MOST_DAYS, MANAGEMENT_CODE_20, SETUP_CODE } from './rtmCodes';

const ZONE = 'America/Vancouver';
/** Noon of a day in Vancouver (UTC-8 in winter). */
const noonOf = (day: string) => Date.parse(`${day}T20:00:00Z`);
const stamp = (day: string) => ({ toMillis: () => noonOf(day) });

const EPISODE_START = '2027-01-04';
const FIRST_TREATMENT = '2027-01-04';

const plan = (overrides: Partial<GuardedPlan> = {}): GuardedPlan => ({
  id: 'p1_2027-01-04_v1',
  planId: 'p1_2027-01-04',
  version: 1,
  patientId: 'p1',
  status: 'signed',
  firstTreatmentDay: FIRST_TREATMENT,
  certificationFrom: '2027-01-04',
  certificationUntil: '2027-04-03',
  signature: { at: stamp('2027-01-10') },
  ...overrides,
});

/** A 98977 line of the episode's first period, by a physical therapist, with everything in order. */
const input = (overrides: Partial<ClaimGuardInput> = {}, line: Partial<ClaimGuardInput['line']> = {}): ClaimGuardInput => ({
  line: {
    patientId: 'p1',
    code: DEVICE_CODE_MOST_DAYS,
    modifiers: ['GP'],
    dateOfService: '2027-02-02',
    periodStart: EPISODE_START,
    periodEnd: '2027-02-02',
    evidence: { sessionIds: ['s1'], entryIds: [], contactIds: [], minutesBy: [] },
    ...line,
  },
  monitoring: { timeZone: ZONE, periodStart: EPISODE_START, startedBy: 'pt', days: { '2027-01-05': { s1: true } } },
  plans: [plan()],
  consents: [{ id: 'p1_2026-12-01', patientId: 'p1', at: stamp('2027-01-04') }],
  encounters: [{ id: 'appt-1', kind: 'appointment', at: noonOf('2027-01-04') }],
  otherClinicDeviceLines: [],
  ...overrides,
});

const kinds = (value: ClaimGuardInput) => claimFlags(value).map((flag) => flag.kind);

describe('claimFlags', () => {
  it('raises nothing for a line with a certified plan, a consent and a visit on the first day, and no other clinic', () => {
    expect(claimFlags(input())).toEqual([]);
  });

  it(`judges dates of service from ${CLAIM_GUARDS_FROM} on only`, () => {
    const unguarded = input({ plans: [], consents: [], encounters: [] });
    const before = addDays(CLAIM_GUARDS_FROM, -1);
    expect(claimFlags({ ...unguarded, line: { ...unguarded.line, dateOfService: before } })).toEqual([]);
    expect(kinds({ ...unguarded, line: { ...unguarded.line, dateOfService: CLAIM_GUARDS_FROM } })).toEqual(['noCertifiedPlan', 'noConsent', 'noPriorRelationship']);
  });

  it("exempts a physician's lines (no discipline modifier) from the plan of care, not from the other guards", () => {
    expect(isTherapyLine({ modifiers: [] })).toBe(false);
    expect(isTherapyLine({ modifiers: ['GO', 'CO'] })).toBe(true);
    expect(kinds(input({ plans: [], consents: [] }, { modifiers: [] }))).toEqual(['noConsent']);
    expect(kinds(input({ plans: [], consents: [] }, { modifiers: ['GN'] }))).toEqual(['noCertifiedPlan', 'noConsent']);
  });
});

describe('noCertifiedPlanFlag', () => {
  it("takes a signed version whose period covers the date of service, its last day included", () => {
    expect(noCertifiedPlanFlag(input({}, { dateOfService: '2027-04-03' }))).toBeNull();
    expect(noCertifiedPlanFlag(input({}, { dateOfService: '2027-01-04' }))).toBeNull();
  });

  it('flags the day after the certification ends (the 90-day end), naming the signed versions it found', () => {
    expect(noCertifiedPlanFlag(input({}, { dateOfService: '2027-04-04' }))).toEqual({
      kind: 'noCertifiedPlan',
      reason: 'No certified plan of care covers 2027-04-04.',
      evidence: { dateOfService: '2027-04-04', signedPlanVersionIds: ['p1_2027-01-04_v1'] },
    });
  });

  it('does not count a draft, a version sent for signature, or another patient’s plan', () => {
    for (const other of [plan({ status: 'draft', signature: null }), plan({ status: 'sentForSignature', signature: null }), plan({ patientId: 'p2' })]) {
      expect(noCertifiedPlanFlag(input({ plans: [other] }))?.kind).toBe('noCertifiedPlan');
    }
  });

  it('takes a recertification (the next version) for the days after the first period', () => {
    const recertified = plan({ id: 'p1_2027-01-04_v2', version: 2, certificationFrom: '2027-04-04', certificationUntil: '2027-07-02', signature: { at: stamp('2027-03-30') } });
    expect(noCertifiedPlanFlag(input({ plans: [plan(), recertified] }, { dateOfService: '2027-05-03' }))).toBeNull();
  });
});

describe('lateCertificationFlag', () => {
  const signedOn = (day: string) => input({ plans: [plan({ signature: { at: stamp(day) } })] });

  it('accepts a certification signed 30 days after the first treatment and flags one signed 31 days after', () => {
    expect(lateCertificationFlag(signedOn(addDays(FIRST_TREATMENT, 30)))).toBeNull();
    expect(lateCertificationFlag(signedOn(addDays(FIRST_TREATMENT, 31)))).toEqual({
      kind: 'lateCertification',
      reason: 'The plan of care was certified 31 days after the first treatment (at most 30).',
      evidence: { planVersionId: 'p1_2027-01-04_v1', firstTreatmentDay: FIRST_TREATMENT, signedDay: '2027-02-04', daysAfterFirstTreatment: 31 },
    });
  });

  it("counts the signing day in the patient's zone", () => {
    // 07:00 UTC on day 31 is still the evening of day 30 in Vancouver
    const lateEvening = input({ plans: [plan({ signature: { at: { toMillis: () => Date.parse('2027-02-04T07:00:00Z') } } })] });
    expect(lateCertificationFlag(lateEvening)).toBeNull();
  });

  it('judges the first certification of the plan, not a recertification that covers the date', () => {
    const recertified = plan({ id: 'p1_2027-01-04_v2', version: 2, certificationFrom: '2027-04-04', certificationUntil: '2027-07-02', signature: { at: stamp('2027-03-30') } });
    expect(lateCertificationFlag(input({ plans: [plan(), recertified] }, { dateOfService: '2027-05-03' }))).toBeNull();
  });

  it('leaves a line without a covering plan to noCertifiedPlanFlag', () => {
    expect(lateCertificationFlag(input({ plans: [] }))).toBeNull();
  });
});

describe('noConsentFlag', () => {
  it("accepts a consent given on or before the episode's first day, and flags one given after it", () => {
    expect(noConsentFlag(input({ consents: [{ id: 'c', patientId: 'p1', at: stamp('2027-01-03') }] }))).toBeNull();
    expect(noConsentFlag(input({ consents: [{ id: 'c', patientId: 'p1', at: stamp('2027-01-05') }] }))).toEqual({
      kind: 'noConsent',
      reason: 'The patient had not consented to remote monitoring by 2027-01-04, when the episode began.',
      evidence: { episodeStart: EPISODE_START, laterConsentIds: ['c'] },
    });
  });

  it('judges the episode the date of service is in: a restart needs its consent before its own start', () => {
    const restarted = {
      timeZone: ZONE,
      periodStart: '2027-03-01',
      startedBy: 'pt',
      episodes: [{ periodStart: EPISODE_START, startedBy: 'pt', endDay: '2027-02-10' }],
    };
    const consents = [{ id: 'c', patientId: 'p1', at: stamp('2027-02-20') }];
    expect(noConsentFlag(input({ monitoring: restarted, consents }, { dateOfService: '2027-02-02' }))?.kind).toBe('noConsent');
    expect(noConsentFlag(input({ monitoring: restarted, consents }, { dateOfService: '2027-03-30', periodStart: '2027-03-01' }))).toBeNull();
  });
});

describe('noPriorRelationshipFlag', () => {
  it("accepts an appointment or visit on or before monitoring's first day, and flags only later ones", () => {
    expect(noPriorRelationshipFlag(input({ encounters: [{ id: 'visit-1', kind: 'visit', at: noonOf('2026-12-20') }] }))).toBeNull();
    expect(noPriorRelationshipFlag(input({ encounters: [{ id: 'visit-2', kind: 'visit', at: noonOf('2027-01-05') }] }))).toEqual({
      kind: 'noPriorRelationship',
      reason: 'No appointment or visit with the patient by 2027-01-04, when monitoring began.',
      evidence: { episodeStart: EPISODE_START, laterEncounterIds: ['visit-2'] },
    });
  });
});

describe('noDataDayFlag', () => {
  const management = { code: MANAGEMENT_CODE_20, dateOfService: '2027-02-20', periodStart: '2027-02-01', periodEnd: '2027-02-28' };
  const evidence = { sessionIds: [], entryIds: ['m/e1'], contactIds: ['c1'], minutesBy: [] };

  it('accepts management minutes in a month with a data day and flags them in a month without one', () => {
    const withDay = input({ monitoring: { timeZone: ZONE, periodStart: EPISODE_START, startedBy: 'pt', days: { '2027-02-28': { s9: true } } } }, { ...management, evidence });
    expect(noDataDayFlag(withDay)).toBeNull();
    const without = input({}, { ...management, evidence });
    expect(noDataDayFlag(without)).toEqual({
      kind: 'noDataDayInMonth',
      reason: 'Management minutes in a month without a day of device data (2027-02-01 to 2027-02-28).',
      evidence: { periodStart: '2027-02-01', periodEnd: '2027-02-28', entryIds: ['m/e1'] },
    });
    expect(kinds(without)).toEqual(['noDataDayInMonth']);
  });

  it('leaves device and set-up lines alone', () => {
    expect(noDataDayFlag(input({ monitoring: { timeZone: ZONE } }))).toBeNull();
    expect(noDataDayFlag(input({ monitoring: { timeZone: ZONE } }, { code: SETUP_CODE }))).toBeNull();
  });
});

describe('otherClinicDeviceFlag', () => {
  const other = { clinicId: 'northside', code: DEVICE_CODE_MOST_DAYS, periodStart: '2027-02-02', periodEnd: '2027-03-03' };

  it('flags a device line whose period overlaps a device line another clinic bills, by one day', () => {
    expect(otherClinicDeviceFlag(input({ otherClinicDeviceLines: [other] }))).toEqual({
      kind: 'otherClinicBillsDevice',
      reason: 'Another clinic bills a device code (98977) for this patient from 2027-02-02 to 2027-03-03.',
      evidence: other,
    });
  });

  it("raises nothing for periods that do not overlap, another clinic's set-up, or a management line", () => {
    expect(otherClinicDeviceFlag(input({ otherClinicDeviceLines: [{ ...other, periodStart: '2027-02-03' }] }))).toBeNull();
    expect(otherClinicDeviceFlag(input({ otherClinicDeviceLines: [{ ...other, code: SETUP_CODE }] }))).toBeNull();
    expect(otherClinicDeviceFlag(input({ otherClinicDeviceLines: [other] }, { code: MANAGEMENT_CODE_20 }))).toBeNull();
  });
});
