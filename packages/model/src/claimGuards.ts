/**
 * Claim guards (issue 53): whether one RTM claim line may be billed at all, beside rtmClaims' whether it is coded
 * right. Each guard that holds against a line gives a flag with its reason and the evidence it rests on; a flagged
 * line is not closed into a month unless a clinician overrides it. Pure, over rtmClaims' own types, so rtmClaims can
 * add the flags to its lines.
 *
 * - Therapy lines only (a GP, GO or GN modifier; a physician's lines are exempt): no certified plan of care covering
 *   the date of service; the plan's first certification signed later than LIMITS.planOfCare.certifyWithinDays after
 *   the first treatment.
 * - Every line: no RTM consent by the episode's first day; no appointment or visit by that day (monitoring without a
 *   prior relationship); management minutes in a month without a data day; a device code while another clinic bills
 *   one for the patient in an overlapping period.
 *
 * Days are the patient's ('YYYY-MM-DD' in his zone), as the monitoring's; only lines whose date of service is on or
 * after CLAIM_GUARDS_FROM are judged: earlier months were billed before the guards existed.
 */
import { DISCIPLINES, type Discipline } from './collections';
import { LIMITS } from './limits';
import { dayKey, daysBetween } from './monitoring';
import type { PlanOfCareVersion, RtmConsent } from './planOfCare';
import { DEVICE_CODE_FEW_DAYS, DEVICE_CODE_MOST_DAYS, MANAGEMENT_CODE_10, MANAGEMENT_CODE_20, MANAGEMENT_CODE_EACH_20 } from './rtmCodes';
import { episodesOf, zoneOrDefault, type RtmClaimLine, type RtmEpisode, type RtmPatientInput } from './rtmClaims';

/** The first date of service the guards judge: the release that brought them. */
export const CLAIM_GUARDS_FROM = '2027-01-01';

const DEVICE_CODES: readonly string[] = [DEVICE_CODE_FEW_DAYS, DEVICE_CODE_MOST_DAYS];
const MANAGEMENT_CODES: readonly string[] = [MANAGEMENT_CODE_10, MANAGEMENT_CODE_20, MANAGEMENT_CODE_EACH_20];

/** A stored time as the Admin and web SDKs' Timestamps give it. */
type StoredTime = { toMillis(): number };

/** A plan of care version as stored, with its document id. */
export type GuardedPlan = Pick<PlanOfCareVersion, 'planId' | 'version' | 'patientId' | 'status' | 'firstTreatmentDay' | 'certificationFrom' | 'certificationUntil'> & {
  id: string;
  signature: { at: StoredTime } | null;
};

/** An RTM consent as stored, with its document id. */
export type GuardedConsent = Pick<RtmConsent, 'patientId'> & { id: string; at: StoredTime };

/** An appointment or a video visit with the patient (ms since the epoch). */
export interface Encounter {
  id: string;
  kind: 'appointment' | 'visit';
  at: number;
}

/** A device line another clinic bills for the same patient. */
export interface OtherClinicDeviceLine {
  clinicId: string;
  code: string;
  periodStart: string;
  periodEnd: string;
}

/** What the guards read for one line: rtmClaims' line and patient, and the patient's plans, consents and encounters. */
export interface ClaimGuardInput {
  line: Pick<RtmClaimLine, 'patientId' | 'code' | 'modifiers' | 'dateOfService' | 'periodStart' | 'periodEnd' | 'evidence'>;
  monitoring: RtmPatientInput['monitoring'];
  /** the patient's plan of care versions, of every episode */
  plans: readonly GuardedPlan[];
  consents: readonly GuardedConsent[];
  /** the patient's appointments and video visits with the billing clinician or his clinic */
  encounters: readonly Encounter[];
  otherClinicDeviceLines: readonly OtherClinicDeviceLine[];
}

export type ClaimFlag =
  | { kind: 'noCertifiedPlan'; reason: string; evidence: { dateOfService: string; signedPlanVersionIds: string[] } }
  | {
      kind: 'lateCertification';
      reason: string;
      evidence: { planVersionId: string; firstTreatmentDay: string; signedDay: string; daysAfterFirstTreatment: number };
    }
  | { kind: 'noConsent'; reason: string; evidence: { episodeStart: string; laterConsentIds: string[] } }
  | { kind: 'noPriorRelationship'; reason: string; evidence: { episodeStart: string; laterEncounterIds: string[] } }
  | { kind: 'noDataDayInMonth'; reason: string; evidence: { periodStart: string; periodEnd: string; entryIds: string[] } }
  | { kind: 'otherClinicBillsDevice'; reason: string; evidence: OtherClinicDeviceLine };

export type ClaimFlagKind = ClaimFlag['kind'];

/** A therapist's line: its first modifier is his discipline's. */
export function isTherapyLine(line: Pick<RtmClaimLine, 'modifiers'>): boolean {
  return (DISCIPLINES as readonly string[]).includes(line.modifiers[0] as Discipline);
}

/** The episode a day belongs to: the latest that began by then (a day after an episode's end stays with it). */
function episodeOn(episodes: readonly RtmEpisode[], day: string): RtmEpisode | undefined {
  return episodes.filter((episode) => episode.periodStart <= day).at(-1);
}

const zoneOf = (input: ClaimGuardInput) => zoneOrDefault(input.monitoring?.timeZone);

/** The patient's signed versions, oldest first. */
function signedPlans(input: ClaimGuardInput): GuardedPlan[] {
  return input.plans
    .filter((plan) => plan.patientId === input.line.patientId && plan.status === 'signed' && plan.signature)
    .sort((a, b) => a.version - b.version);
}

function coveringPlan(input: ClaimGuardInput): GuardedPlan | undefined {
  const { dateOfService } = input.line;
  return signedPlans(input).find((plan) => plan.certificationFrom <= dateOfService && dateOfService <= plan.certificationUntil);
}

/** Therapy lines: a signed version's certification period must cover the date of service. */
export function noCertifiedPlanFlag(input: ClaimGuardInput): ClaimFlag | null {
  if (coveringPlan(input)) return null;
  const { dateOfService } = input.line;
  return {
    kind: 'noCertifiedPlan',
    reason: `No certified plan of care covers ${dateOfService}.`,
    evidence: { dateOfService, signedPlanVersionIds: signedPlans(input).map((plan) => plan.id) },
  };
}

/**
 * Therapy lines: the covering plan's first certification signed at most LIMITS.planOfCare.certifyWithinDays after its
 * first treatment (recertifications come later by design). No covering plan: noCertifiedPlanFlag says so.
 */
export function lateCertificationFlag(input: ClaimGuardInput): ClaimFlag | null {
  const covering = coveringPlan(input);
  if (!covering) return null;
  const initial = signedPlans(input).find((plan) => plan.planId === covering.planId)!;
  const signedDay = dayKey(initial.signature!.at.toMillis(), zoneOf(input));
  const daysAfterFirstTreatment = daysBetween(initial.firstTreatmentDay, signedDay);
  if (daysAfterFirstTreatment <= LIMITS.planOfCare.certifyWithinDays) return null;
  return {
    kind: 'lateCertification',
    reason: `The plan of care was certified ${daysAfterFirstTreatment} days after the first treatment (at most ${LIMITS.planOfCare.certifyWithinDays}).`,
    evidence: { planVersionId: initial.id, firstTreatmentDay: initial.firstTreatmentDay, signedDay, daysAfterFirstTreatment },
  };
}

/** The first day of the episode the line's date of service belongs to (the line's period start if none began). */
function episodeStartOf(input: ClaimGuardInput): string {
  return episodeOn(episodesOf(input.monitoring), input.line.dateOfService)?.periodStart ?? input.line.periodStart;
}

// Consent and a prior encounter count up to the episode's first day included: both usually come the day it starts.

/** Every line: a consent given by the episode's first day. */
export function noConsentFlag(input: ClaimGuardInput): ClaimFlag | null {
  const episodeStart = episodeStartOf(input);
  const zone = zoneOf(input);
  const consents = input.consents.filter((consent) => consent.patientId === input.line.patientId);
  if (consents.some((consent) => dayKey(consent.at.toMillis(), zone) <= episodeStart)) return null;
  return {
    kind: 'noConsent',
    reason: `The patient had not consented to remote monitoring by ${episodeStart}, when the episode began.`,
    evidence: { episodeStart, laterConsentIds: consents.map((consent) => consent.id).sort() },
  };
}

/** Every line: an appointment or visit by the episode's first day (monitoring needs a prior relationship). */
export function noPriorRelationshipFlag(input: ClaimGuardInput): ClaimFlag | null {
  const episodeStart = episodeStartOf(input);
  const zone = zoneOf(input);
  if (input.encounters.some((encounter) => dayKey(encounter.at, zone) <= episodeStart)) return null;
  return {
    kind: 'noPriorRelationship',
    reason: `No appointment or visit with the patient by ${episodeStart}, when monitoring began.`,
    evidence: { episodeStart, laterEncounterIds: input.encounters.map((encounter) => encounter.id).sort() },
  };
}

/** Management lines: the month (the line's period) has at least one data day. */
export function noDataDayFlag(input: ClaimGuardInput): ClaimFlag | null {
  const { code, periodStart, periodEnd, evidence } = input.line;
  if (!MANAGEMENT_CODES.includes(code)) return null;
  const days = input.monitoring?.days ?? {};
  if (Object.entries(days).some(([day, sessions]) => day >= periodStart && day <= periodEnd && Object.keys(sessions).length > 0)) return null;
  return {
    kind: 'noDataDayInMonth',
    reason: `Management minutes in a month without a day of device data (${periodStart} to ${periodEnd}).`,
    evidence: { periodStart, periodEnd, entryIds: [...evidence.entryIds] },
  };
}

/** Device lines: no other clinic bills a device code for the patient in an overlapping period (the earliest is named). */
export function otherClinicDeviceFlag(input: ClaimGuardInput): ClaimFlag | null {
  const { code, periodStart, periodEnd } = input.line;
  if (!DEVICE_CODES.includes(code)) return null;
  const other = input.otherClinicDeviceLines
    .filter((line) => DEVICE_CODES.includes(line.code) && line.periodStart <= periodEnd && line.periodEnd >= periodStart)
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.clinicId.localeCompare(b.clinicId))[0];
  if (!other) return null;
  return {
    kind: 'otherClinicBillsDevice',
    reason: `Another clinic bills a device code (${other.code}) for this patient from ${other.periodStart} to ${other.periodEnd}.`,
    evidence: { ...other },
  };
}

const THERAPY_GUARDS = [noCertifiedPlanFlag, lateCertificationFlag];
const EVERY_LINE_GUARDS = [noConsentFlag, noPriorRelationshipFlag, noDataDayFlag, otherClinicDeviceFlag];

/** The flags of one claim line (none before CLAIM_GUARDS_FROM), in the order of the module's list. */
export function claimFlags(input: ClaimGuardInput): ClaimFlag[] {
  if (input.line.dateOfService < CLAIM_GUARDS_FROM) return [];
  const guards = isTherapyLine(input.line) ? [...THERAPY_GUARDS, ...EVERY_LINE_GUARDS] : EVERY_LINE_GUARDS;
  return guards.flatMap((guard) => guard(input) ?? []);
}

export const CLAIM_FLAG_KINDS = ['noCertifiedPlan', 'lateCertification', 'noConsent', 'noPriorRelationship', 'noDataDayInMonth', 'otherClinicBillsDevice'] as const satisfies readonly ClaimFlagKind[];

/**
 * What names a claim line across recomputations: the billing clinician, the patient, the code and the period (a
 * line's units, minutes or date of service may move as records change; its code and period do not).
 */
export function claimLineKey(line: Pick<RtmClaimLine, 'doctorId' | 'patientId' | 'code' | 'periodStart'>): string {
  return `${line.doctorId}_${line.patientId}_${line.code}_${line.periodStart}`;
}

/** claimFlagOverrides/{claimLineKey}_{kind}: one override per line and flag kind, so asking twice changes nothing. */
export function claimFlagOverrideId(lineKey: string, kind: ClaimFlagKind): string {
  return `${lineKey}_${kind}`;
}

/**
 * claimFlagOverrides/{id}: a clinician bills a flagged line anyway, with his reason. Written by the overrideClaimFlag
 * function only, audited; never changed.
 */
export interface ClaimFlagOverride {
  /** the billing clinician (whose month it is) */
  doctorId: string;
  patientId: string;
  /** the billing month ('YYYY-MM') the line belongs to */
  month: string;
  lineKey: string;
  kind: ClaimFlagKind;
  reason: string;
  /** who overrode it, and his name as the audit trail has it */
  by: string;
  byName: string;
  at: { toMillis(): number };
  auditId: string;
}

/** An override as rtmClaims reports it. */
export interface ClaimFlagOverrideSummary {
  reason: string;
  by: string;
  byName: string;
  /** ISO instant */
  at: string;
}

/** A line's flag as rtmClaims reports it: the guard's flag and its override, if a clinician made one. */
export type ReportedClaimFlag = ClaimFlag & { override: ClaimFlagOverrideSummary | null };

/** A claim line with its flags, as rtmClaims, clinicRtmClaims and the CSV have it. */
export type GuardedClaimLine = RtmClaimLine & { flags: ReportedClaimFlag[] };

/** Whether a line has a flag nobody overrode: such a line keeps its month from closing. */
export function hasUnresolvedFlag(line: Pick<GuardedClaimLine, 'flags'>): boolean {
  return line.flags.some((flag) => flag.override === null);
}
