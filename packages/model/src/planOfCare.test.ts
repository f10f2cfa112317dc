import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  certificationDays,
  certificationPeriodError,
  daysLeftOfCertification,
  isIcd10CmCode,
  planOfCareId,
  planOfCareState,
  planOfCareVersionId,
  recertificationDueFrom,
  rtmConsentId,
} from './planOfCare';

const ZONE = 'America/Vancouver';
/** Noon of a day in Vancouver (UTC-8 in winter). */
const noonOf = (day: string) => Date.parse(`${day}T20:00:00Z`);

describe('isIcd10CmCode', () => {
  it('takes a category alone or with up to four characters after the dot', () => {
    for (const code of ['M17', 'M17.11', 'S83.511A', 'M1A.0710', 'Z96.651', 'M54.50']) expect(isIcd10CmCode(code), code).toBe(true);
  });

  it('refuses what is not of the format: U codes, lower case, a missing or long extension, no dot', () => {
    for (const code of ['U07.1', 'm17.11', 'M17.', 'S83.511AB', 'S83511A', '17.11', 'M1', '', 'M17.11 ']) expect(isIcd10CmCode(code), code).toBe(false);
    expect(isIcd10CmCode(42)).toBe(false);
  });
});

describe('ids', () => {
  it('makes one plan per patient and episode, one version id per version, one consent per text version', () => {
    const planId = planOfCareId('p1', '2027-01-04');
    expect(planId).toBe('p1_2027-01-04');
    expect(planOfCareVersionId(planId, 2)).toBe('p1_2027-01-04_v2');
    expect(rtmConsentId('p1', '2026-12-01')).toBe('p1_2026-12-01');
  });
});

describe('certificationPeriodError', () => {
  it(`takes up to ${LIMITS.planOfCare.certificationMaxDays} days, both ends counted`, () => {
    expect(certificationDays('2027-01-01', '2027-03-31')).toBe(90);
    expect(certificationPeriodError('2027-01-01', '2027-03-31')).toBeNull();
    expect(certificationPeriodError('2027-01-01', '2027-04-01')).toBe('tooLong');
    expect(certificationPeriodError('2027-01-01', '2027-01-01')).toBeNull();
    expect(certificationPeriodError('2027-01-02', '2027-01-01')).toBe('untilBeforeFrom');
  });
});

describe('planOfCareState', () => {
  const signed = { status: 'signed' as const, certificationUntil: '2027-03-31' };

  it('is draft or sent for signature as stored, whatever the day', () => {
    expect(planOfCareState({ ...signed, status: 'draft' }, noonOf('2027-05-01'), ZONE)).toBe('draft');
    expect(planOfCareState({ ...signed, status: 'sentForSignature' }, noonOf('2027-05-01'), ZONE)).toBe('sentForSignature');
  });

  it(`is certified until ${LIMITS.planOfCare.recertificationDueDays} days before its last day, then due, and expired after its last day`, () => {
    expect(recertificationDueFrom('2027-03-31')).toBe('2027-03-17');
    expect(planOfCareState(signed, noonOf('2027-01-01'), ZONE)).toBe('certified');
    expect(planOfCareState(signed, noonOf('2027-03-16'), ZONE)).toBe('certified');
    expect(planOfCareState(signed, noonOf('2027-03-17'), ZONE)).toBe('recertificationDue');
    expect(planOfCareState(signed, noonOf('2027-03-31'), ZONE)).toBe('recertificationDue');
    expect(planOfCareState(signed, noonOf('2027-04-01'), ZONE)).toBe('expired');
  });

  it("judges the day in the patient's zone: late on its last day in Vancouver is already the next day in UTC", () => {
    const lateOnLastDay = Date.parse('2027-04-01T06:00:00Z');
    expect(planOfCareState(signed, lateOnLastDay, ZONE)).toBe('recertificationDue');
    expect(planOfCareState(signed, lateOnLastDay, 'UTC')).toBe('expired');
  });

  it('counts the days left of a certification (0 on its last day)', () => {
    expect(daysLeftOfCertification(signed, noonOf('2027-03-17'), ZONE)).toBe(14);
    expect(daysLeftOfCertification(signed, noonOf('2027-03-31'), ZONE)).toBe(0);
    expect(daysLeftOfCertification(signed, noonOf('2027-04-02'), ZONE)).toBe(-2);
  });
});
