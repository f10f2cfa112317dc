/**
 * Issue 53 against the emulators: the claim guards' flags on a doctor's month (doctorMonth, which rtmClaims and the
 * month's close compute with), each raised and not raised from the records the guards read; overrideClaimFlag; and
 * Close month refusing a flag nobody overrode. The guards judge dates of service from 2027-01-01, after today's clock:
 * doctorMonth and closeDoctorMonth are called here with a fixed `now`, the callables with the real one (a management
 * line of a future month is computed from its entries alone).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallableContracts } from '@rehab/model/callables';
import type { ClaimFlagKind } from '@rehab/model/claimGuards';
import { closeDoctorMonth, doctorMonth } from '../../../functions/src/rtm/shared';
import { adminDb, closeClients, signedInClient } from '../support';
import { doctorClient, doctorRecord, refusalOf, uniqueId, type Client } from './callers';

afterAll(closeClients);

/** Each function's first call starts its worker: seconds each on a busy machine. */
const SLOW = 120_000;
const DAY = 86_400_000;
const at = (instant: string) => Timestamp.fromDate(new Date(instant));

type Request<K extends keyof CallableContracts> = CallableContracts[K]['request'];
type Response<K extends keyof CallableContracts> = CallableContracts[K]['response'];
const call = async <K extends keyof CallableContracts>(client: Client, name: K, data: Request<K>): Promise<Response<K>> =>
  (await client.call<Request<K>, Response<K>>(name, data)).data;

/** Sessions on `count` days from a day (one a day), as monitoring.days keeps them. */
function days(first: string, count: number): Record<string, Record<string, true>> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const day = new Date(Date.parse(`${first}T12:00:00Z`) + i * DAY).toISOString().slice(0, 10);
      return [day, { [`s-${day}`]: true as const }];
    }),
  );
}

interface Records {
  /** the monitoring document (the episodes the lines count), given the doctor's uid */
  monitoring: (doctorId: string) => Record<string, unknown>;
  /** a signed plan's signing instant and certification period; null: none */
  plan?: { signedAt: string; firstTreatmentDay: string; from: string; until: string } | null;
  /** the RTM consent's instant; null: none */
  consentAt?: string | null;
  /** an appointment with the doctor; null: none */
  appointmentAt?: string | null;
  /** 15 minutes of management time and a call on this instant's day */
  managementAt?: string;
}

/** A physical therapist (UTC) with a patient in his care since 2020 and the records the guards read. */
async function arrange(records: Records) {
  const patientId = uniqueId('patient');
  await adminDb.doc(`users/${patientId}`).set({ firstName: 'Gia', lastName: 'Guarded', email: `${patientId}@example.test`, isAuthorized: true, devices: {}, sessions: [] });
  const doctor = await doctorClient({ patients: [patientId], granted: [patientId] });
  const doctorId = doctor.uid;
  await adminDb.doc(`doctors/${doctorId}`).update({ timeZone: 'UTC', discipline: 'GP' });
  await adminDb.doc(`careRelationships/${patientId}_${doctorId}`).update({ since: at('2020-01-01T00:00:00Z') });
  await adminDb.doc(`monitoring/${patientId}`).set({ timeZone: 'UTC', ...records.monitoring(doctorId) });
  const { plan, consentAt, appointmentAt, managementAt } = records;
  if (plan) {
    await adminDb.doc(`plansOfCare/${patientId}_${plan.from}_v1`).set({
      planId: `${patientId}_${plan.from}`,
      version: 1,
      patientId,
      clinicId: '',
      episodeStart: plan.from,
      status: 'signed',
      firstTreatmentDay: plan.firstTreatmentDay,
      certificationFrom: plan.from,
      certificationUntil: plan.until,
      signature: { by: 'physician', at: at(plan.signedAt), statement: 'I certify this plan of care.' },
    });
  }
  if (consentAt) await adminDb.doc(`rtmConsents/${patientId}_2026-12-01`).set({ patientId, textVersion: '2026-12-01', language: 'en', at: at(consentAt) });
  if (appointmentAt) await adminDb.doc(`appointments/${uniqueId('appt')}`).set({ userID: patientId, doctorID: doctorId, datetime: at(appointmentAt), isOnline: false, location: 'Clinic' });
  if (managementAt) {
    const start = at(managementAt);
    const month = managementAt.slice(0, 7);
    await adminDb.doc(`managementTime/${doctorId}_${patientId}_${month}`).set({
      doctorId,
      patientId,
      month,
      entries: { e1: { start, seconds: 15 * 60, source: 'manual', activity: 'other', interactive: false, reason: '', updatedAt: start } },
      lastEntryId: 'e1',
    });
    await adminDb.doc(`rtmContacts/${doctorId}_${patientId}_${start.toMillis()}`).set({ doctorId, patientId, start, seconds: 15 * 60, kind: 'phone', source: 'attested' });
  }
  const stored = (await adminDb.doc(`doctors/${doctorId}`).get()).data() as Parameters<typeof doctorMonth>[1];
  return { doctor, doctorId, patientId, stored };
}

/** January 2027: an episode from 20 December (its first period ends on 18 January), data days in January, 15 minutes and a call on 10 January. */
const JANUARY = {
  monitoring: (doctorId: string) => ({ periodStart: '2026-12-20', startedBy: doctorId, days: days('2027-01-02', 5) }),
  plan: { signedAt: '2026-12-24T10:00:00Z', firstTreatmentDay: '2026-12-20', from: '2026-12-20', until: '2027-03-18' },
  consentAt: '2026-12-19T10:00:00Z',
  appointmentAt: '2026-12-18T10:00:00Z',
  managementAt: '2027-01-10T10:00:00Z',
} satisfies Records;
const AFTER_JANUARY = Date.parse('2027-02-10T12:00:00Z');

/** The month's flags by code (kinds only). */
async function flagsOf(records: Records, month = '2027-01', now = AFTER_JANUARY): Promise<Record<string, ClaimFlagKind[]>> {
  const { doctorId, stored } = await arrange(records);
  const { lines } = await doctorMonth(doctorId, stored, month, now);
  return Object.fromEntries(lines.map((line) => [line.code, line.flags.map((flag) => flag.kind)]));
}

describe('the claim flags of a month', () => {
  it('flags nothing when the plan, the consent, a prior appointment and data days are all there', async () => {
    expect(await flagsOf(JANUARY)).toEqual({ '98975': [], '98985': [], '98979': [] });
  }, SLOW);

  it('flags the therapy lines without a certified plan covering their date of service', async () => {
    expect(await flagsOf({ ...JANUARY, plan: null })).toEqual({ '98975': ['noCertifiedPlan'], '98985': ['noCertifiedPlan'], '98979': ['noCertifiedPlan'] });
    // certified until 9 January: the lines of the 10th and the 18th are not covered, the set-up's (3 January) is
    expect(await flagsOf({ ...JANUARY, plan: { ...JANUARY.plan, until: '2027-01-09' } })).toEqual({ '98975': [], '98985': ['noCertifiedPlan'], '98979': ['noCertifiedPlan'] });
  }, SLOW);

  it('flags a certification signed more than 30 days after the first treatment, not one signed on the 30th', async () => {
    expect(await flagsOf({ ...JANUARY, plan: { ...JANUARY.plan, signedAt: '2027-01-20T10:00:00Z' } })).toEqual({
      '98975': ['lateCertification'],
      '98985': ['lateCertification'],
      '98979': ['lateCertification'],
    });
    expect(await flagsOf({ ...JANUARY, plan: { ...JANUARY.plan, signedAt: '2027-01-19T10:00:00Z' } })).toEqual({ '98975': [], '98985': [], '98979': [] });
  }, SLOW);

  it('flags every line without a consent by the episode\'s first day, not one given that day', async () => {
    expect(await flagsOf({ ...JANUARY, consentAt: '2026-12-21T10:00:00Z' })).toEqual({ '98975': ['noConsent'], '98985': ['noConsent'], '98979': ['noConsent'] });
    expect(await flagsOf({ ...JANUARY, consentAt: '2026-12-20T22:00:00Z' })).toEqual({ '98975': [], '98985': [], '98979': [] });
  }, SLOW);

  it('flags every line without an appointment or visit before monitoring began', async () => {
    expect(await flagsOf({ ...JANUARY, appointmentAt: null })).toEqual({ '98975': ['noPriorRelationship'], '98985': ['noPriorRelationship'], '98979': ['noPriorRelationship'] });
  }, SLOW);

  it('flags management minutes in a month without a data day, not the device lines of December\'s days', async () => {
    const decemberOnly = { ...JANUARY, monitoring: (doctorId: string) => ({ periodStart: '2026-12-20', startedBy: doctorId, days: days('2026-12-21', 3) }) };
    expect(await flagsOf(decemberOnly)).toEqual({ '98985': [], '98979': ['noDataDayInMonth'] });
  }, SLOW);

  it('flags a device line while another practice bills a device code in an overlapping period (a stop and a restart)', async () => {
    const restarted = (startedBefore: (doctorId: string) => string) => ({
      ...JANUARY,
      plan: { signedAt: '2027-01-20T10:00:00Z', firstTreatmentDay: '2027-01-20', from: '2027-01-20', until: '2027-04-19' },
      managementAt: '2027-02-05T10:00:00Z',
      // another practice's episode from 20 December, stopped on 20 January (its last period: the 19th and the 20th,
      // two data days); this doctor's from the 20th (its first period ends on 18 February), data days until 7 February
      monitoring: (doctorId: string) => ({
        periodStart: '2027-01-20',
        startedBy: doctorId,
        episodes: [{ periodStart: '2026-12-20', startedBy: startedBefore(doctorId), endDay: '2027-01-20' }],
        days: days('2027-01-19', 20),
      }),
    });
    const march = Date.parse('2027-03-10T12:00:00Z');
    expect(await flagsOf(restarted(() => uniqueId('otherPractice')), '2027-02', march)).toEqual({ '98977': ['otherClinicBillsDevice'], '98979': [] });
    // the same doctor's own earlier episode is no other practice
    expect(await flagsOf(restarted((doctorId) => doctorId), '2027-02', march)).toEqual({ '98977': [], '98979': [] });
  }, SLOW);

  it('judges no line before 2027-01-01', async () => {
    const november = {
      monitoring: (doctorId: string) => ({ periodStart: '2026-10-20', startedBy: doctorId, days: days('2026-10-21', 3) }),
      managementAt: '2026-11-10T10:00:00Z',
    };
    expect(await flagsOf(november, '2026-11', Date.parse('2026-12-01T12:00:00Z'))).toEqual({ '98985': [], '98979': [] });
  }, SLOW);
});

describe('overrideClaimFlag and Close month', () => {
  // monitoring another doctor started on 5 January: this doctor's only line is his 15 minutes (98979), without a consent
  const unconsented = {
    ...JANUARY,
    consentAt: null,
    monitoring: () => ({ periodStart: '2027-01-05', startedBy: uniqueId('starter'), days: days('2027-01-05', 5) }),
  } satisfies Records;
  const flagged = (doctorId: string, patientId: string, kind: ClaimFlagKind = 'noConsent', reason = 'Consent on paper in the chart, scanned 4 January.') => ({
    doctorId,
    month: '2027-01',
    patientId,
    code: '98979',
    periodStart: '2027-01-01',
    kind,
    reason,
  });

  it('refuses to close while a line has a flag without an override, and closes once a clinician overrode it (audited, once)', async () => {
    const { doctor, doctorId, patientId, stored } = await arrange(unconsented);
    const actor = { uid: doctorId, role: 'doctor' as const, name: 'Dr Test' };
    const closeAt = Date.parse('2027-02-02T12:00:00Z');
    await expect(closeDoctorMonth(doctorId, stored, '2027-01', closeAt, actor)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('1 claim line has a flag without an override'),
    });
    expect((await adminDb.doc(`rtmMonthClosures/${doctorId}_2027-01`).get()).exists).toBe(false);

    const results = await Promise.all([call(doctor, 'overrideClaimFlag', flagged(doctorId, patientId)), call(doctor, 'overrideClaimFlag', flagged(doctorId, patientId))]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await call(doctor, 'overrideClaimFlag', flagged(doctorId, patientId))).toEqual({ overrideId: results[0].overrideId, created: false });
    const override = (await adminDb.doc(`claimFlagOverrides/${results[0].overrideId}`).get()).data();
    expect(override).toMatchObject({ doctorId, patientId, month: '2027-01', kind: 'noConsent', reason: 'Consent on paper in the chart, scanned 4 January.', by: doctorId });
    expect((await adminDb.doc(`auditLog/${override?.auditId}`).get()).data()).toMatchObject({ action: 'rtm.claimFlagOverridden', actorUid: doctorId, patientUid: patientId });

    // rtmClaims reports the override with the flag (recomputed from the records: the override follows the line)
    const claims = await call(doctor, 'rtmClaims', { month: '2027-01' });
    expect(claims.lines.map((line) => line.flags.map((flag) => [flag.kind, flag.override?.reason]))).toEqual([[['noConsent', 'Consent on paper in the chart, scanned 4 January.']]]);

    const closure = await closeDoctorMonth(doctorId, stored, '2027-01', closeAt, actor);
    expect(closure).toMatchObject({ month: '2027-01', lineCount: 1, totals: { '98979': 1 } });
  }, SLOW);

  it("refuses another practice's doctor, a flag the line does not have, and a reason too long or empty", async () => {
    const { doctor, doctorId, patientId } = await arrange(unconsented);
    const stranger = await doctorClient();
    expect(await refusalOf(call(stranger, 'overrideClaimFlag', flagged(doctorId, patientId)))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusalOf(call(doctor, 'overrideClaimFlag', flagged(doctorId, patientId, 'noDataDayInMonth')))).toMatchObject({ code: 'functions/not-found' });
    expect(await refusalOf(call(doctor, 'overrideClaimFlag', flagged(doctorId, patientId, 'noConsent', ' ')))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await refusalOf(call(doctor, 'overrideClaimFlag', flagged(doctorId, patientId, 'noConsent', 'x'.repeat(501))))).toMatchObject({ code: 'functions/invalid-argument' });
    expect((await adminDb.collection('claimFlagOverrides').where('doctorId', '==', doctorId).get()).size).toBe(0);
  }, SLOW);

  it("lets a clinician of the billing clinician's clinic override, not its biller", async () => {
    const { doctorId, patientId } = await arrange(unconsented);
    const clinicId = uniqueId('clinic');
    const membership = (role: string, name: string) => ({ clinicId, role, supervisor: null, name, email: `${name.split(' ')[0]}@example.test`, since: Timestamp.now() });
    await adminDb.doc(`clinicMembers/${doctorId}`).set(membership('clinician', 'Hannah Brooks'));
    const colleague = await signedInClient({ claims: { doctor: true } });
    await adminDb.doc(`clinicMembers/${colleague.uid}`).set(membership('owner', 'Olivia Grant'));
    await doctorRecord(colleague.uid, { email: colleague.email });
    await adminDb.doc(`doctors/${colleague.uid}`).update({ firstName: 'Olivia', lastName: 'Grant' });
    const biller = await signedInClient({});
    await adminDb.doc(`clinicMembers/${biller.uid}`).set(membership('biller', 'Tom Becker'));

    expect(await refusalOf(call(biller, 'overrideClaimFlag', flagged(doctorId, patientId)))).toMatchObject({ code: 'functions/permission-denied' });
    const { overrideId, created } = await call(colleague, 'overrideClaimFlag', flagged(doctorId, patientId));
    expect(created).toBe(true);
    const override = (await adminDb.doc(`claimFlagOverrides/${overrideId}`).get()).data();
    expect(override).toMatchObject({ doctorId, by: colleague.uid, byName: 'Olivia Grant' });
    expect((await adminDb.doc(`auditLog/${override?.auditId}`).get()).data()).toMatchObject({ action: 'rtm.claimFlagOverridden', actorUid: colleague.uid });
  }, SLOW);
});

