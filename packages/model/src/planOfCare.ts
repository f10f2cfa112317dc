/**
 * The plan of care (issue 53): what therapy RTM is billed under. A treating clinician drafts it per patient and
 * monitoring episode; a physician certifies it for at most LIMITS.planOfCare.certificationMaxDays, and it is due
 * for recertification from LIMITS.planOfCare.recertificationDueDays before its end. The patient's RTM consent is here
 * too: what he agreed to, before an episode starts.
 *
 * Versioned like a canonical FHIR resource: a signed version never changes, a change makes the next version, and
 * every version is kept. Layout: one flat collection of versions, `plansOfCare/{planId}_v{n}` (planOfCareVersionId),
 * rather than `plansOfCare/{planId}/versions/{n}` under a head document, because
 * - a head would be a second document to keep in step with its versions (the latest is a query: planId, version desc);
 * - the physician's "plans to sign" is one query of one collection (certifyingPhysician, status), no collection group;
 * - the rules find a new version's predecessor by its id (`{planId}_v{n-1}`), with no head to read.
 *
 * Days ('YYYY-MM-DD') are in the patient's time zone, as the monitoring episode's (monitoring.ts).
 */
import type { Discipline, TimestampLike } from './collections';
import { LIMITS } from './limits';
import { addDays, dayKey, daysBetween } from './monitoring';

const PLAN = LIMITS.planOfCare;

/**
 * An ICD-10-CM code: a letter (not U, which WHO reserves), a digit, a digit or letter ('M1A'), then optionally a dot and
 * up to four characters (laterality, encounter, the placeholder X: 'S83.511A'). The format only, not the code set.
 */
export const ICD10CM_PATTERN = new RegExp(`^[A-TV-Z][0-9][0-9A-Z](\\.[0-9A-Z]{1,${PLAN.diagnosisCodeExtension}})?$`);

export function isIcd10CmCode(value: unknown): value is string {
  return typeof value === 'string' && ICD10CM_PATTERN.test(value);
}

/** What a version stores of its course: a physician's signature turns it from sent to signed, for good. */
export const PLAN_OF_CARE_STATUSES = ['draft', 'sentForSignature', 'signed'] as const;
export type PlanOfCareStatus = (typeof PLAN_OF_CARE_STATUSES)[number];

/** Where a plan stands on a day: the status, and for a signed one its certification period against the day. */
export type PlanOfCareState = 'draft' | 'sentForSignature' | 'certified' | 'recertificationDue' | 'expired';

/** How the first treatment's day was found: the first appointment or visit in the episode, or the clinician's record. */
export type FirstTreatmentSource = 'appointment' | 'visit' | 'recorded';

export interface PlanGoal {
  /** measurable: what, how much, by when ('Climbs 12 stairs without a rail') */
  text: string;
  targetDay: string;
}

/** The physician's signature: his uid, the server's time, and the statement he signed. */
export interface PlanSignature {
  by: string;
  at: TimestampLike;
  statement: string;
}

/** plansOfCare/{planId}_v{n}: one version of a patient's plan of care for one episode. */
export interface PlanOfCareVersion {
  /** planOfCareId(patientId, episodeStart) */
  planId: string;
  /** 1, 2, …: each version after the first follows a signed one */
  version: number;
  patientId: string;
  clinicId: string;
  /** the monitoring episode's first day (its periodStart) */
  episodeStart: string;
  diagnosis: { code: string; text: string };
  goals: PlanGoal[];
  interventions: string[];
  /** how often ('3 times a week') */
  frequency: string;
  durationWeeks: number;
  treatingClinician: string;
  /** the treating clinician's discipline: the plan of care is what GP, GO and GN lines are billed under */
  discipline: Discipline;
  certifyingPhysician: string;
  firstTreatmentDay: string;
  firstTreatmentSource: FirstTreatmentSource;
  /** the certification period, both days included */
  certificationFrom: string;
  certificationUntil: string;
  status: PlanOfCareStatus;
  createdAt: TimestampLike;
  sentAt: TimestampLike | null;
  signature: PlanSignature | null;
}

/** A plan is one per patient and episode. */
export function planOfCareId(patientId: string, episodeStart: string): string {
  return `${patientId}_${episodeStart}`;
}

export function planOfCareVersionId(planId: string, version: number): string {
  return `${planId}_v${version}`;
}

/** The days of a certification period, both ends included. */
export function certificationDays(from: string, until: string): number {
  return daysBetween(from, until) + 1;
}

export type CertificationPeriodError = 'untilBeforeFrom' | 'tooLong';

/** What is wrong with a certification period, or null (the drafting form and the rules check the same). */
export function certificationPeriodError(from: string, until: string): CertificationPeriodError | null {
  if (until < from) return 'untilBeforeFrom';
  return certificationDays(from, until) > PLAN.certificationMaxDays ? 'tooLong' : null;
}

/** The first day a certified plan is due for recertification. */
export function recertificationDueFrom(certificationUntil: string): string {
  return addDays(certificationUntil, -PLAN.recertificationDueDays);
}

/**
 * Where a version stands at `now` (ms) in the patient's zone: draft and sent as stored; a signed one is certified
 * until its recertification window, due within it (LIMITS.planOfCare.recertificationDueDays before its last day, that
 * day included), and expired after its last day. A signed version's period that has not begun yet counts as
 * certified: the physician may sign ahead.
 */
export function planOfCareState(plan: Pick<PlanOfCareVersion, 'status' | 'certificationUntil'>, now: number, timeZone: string): PlanOfCareState {
  if (plan.status !== 'signed') return plan.status;
  const today = dayKey(now, timeZone);
  if (today > plan.certificationUntil) return 'expired';
  return today >= recertificationDueFrom(plan.certificationUntil) ? 'recertificationDue' : 'certified';
}

/** The days until a signed plan's certification ends (0 on its last day; negative once expired). */
export function daysLeftOfCertification(plan: Pick<PlanOfCareVersion, 'certificationUntil'>, now: number, timeZone: string): number {
  return daysBetween(dayKey(now, timeZone), plan.certificationUntil);
}

/** The current version of the plan's RTM consent text: a consent to an older text is asked again. */
export const RTM_CONSENT_TEXT_VERSION = '2026-12-01';

/**
 * rtmConsents/{patientUid}_{textVersion} (rtmConsentId): the patient's consent to remote therapeutic monitoring — what
 * is monitored, a possible cost share, how to stop — as he read it on his phone in his language. Written by the
 * patient only, once per text version, with the server's time; never changed (a new text asks again).
 */
export interface RtmConsent {
  patientId: string;
  textVersion: string;
  /** the language he read it in ('en', 'fr', …) */
  language: string;
  at: TimestampLike;
}

/** One consent per patient and text version: agreeing again to the same text changes nothing. */
export function rtmConsentId(patientUid: string, textVersion: string): string {
  return `${patientUid}_${textVersion}`;
}
