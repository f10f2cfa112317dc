/**
 * Care relationships (careRelationships/{patientUid}_{doctorUid}): a doctor
 * reads a patient's clinical data only while the patient has granted it
 * (state 'active'). A doctor who registers one of the patient's devices asks
 * (state 'pending', written by the registerDevice function only); the patient
 * approves or declines; either side may end it. Every change is recorded in the
 * audit trail. Shared by the app, the functions, firestore.rules' tests and the seed.
 */
import { ROLE_TABLE, clinicDataGroupOf, coversAt, primaryOf, type ClinicConsent, type ClinicCoverage, type ClinicDataGroup, type ClinicMember } from './clinics';
import type { Audited, CareFlagged, CollectionName, CollectionTypes, DeviceType, Doctor, TimestampLike } from './collections';

export type CareState = 'pending' | 'active' | 'ended';

/** How a relationship ended: the patient declined the request, the patient removed the doctor, or the doctor left. */
export type CareEnding = 'declined' | 'removedByPatient' | 'endedByDoctor';

export interface CareRelationship extends Audited {
  patient: string;
  doctor: string;
  /** the doctor's name as the request shows it to the patient (the patient cannot read the doctor's record before approving) */
  doctorName: string;
  state: CareState;
  /** when the doctor last asked */
  requestedAt: TimestampLike;
  /** when the patient (or an admin) approved: null while pending or when declined */
  since: TimestampLike | null;
  /** who approved (the patient or an admin) */
  grantedBy: string | null;
  /** the patient's devices the doctor registered: device id -> type */
  devices: Record<string, DeviceType>;
  endedBy?: string;
  endedAt?: TimestampLike;
  ending?: CareEnding;
}

/** deviceLookups/{doctorUid}: the times of the doctor's device lookups in the last hour (functions only). */
export interface DeviceLookups {
  times: TimestampLike[];
}

/** Device lookups a doctor may make in an hour: enough to register a clinic's devices, too few to enumerate ids. */
export const DEVICE_LOOKUPS_PER_HOUR = 30;

export function careRelationshipId(patientUid: string, doctorUid: string): string {
  return `${patientUid}_${doctorUid}`;
}

/** Whether a pair's documents count as in care: their relationship is active (pending, ended or none: not). */
export function isInCare(relationship: Pick<CareRelationship, 'state'> | undefined): boolean {
  return relationship?.state === 'active';
}

/** The `inCare` a document of this doctor with this patient carries, given the ids of the active relationships. */
export function careFlagOf(activeRelationshipIds: ReadonlySet<string>, doctorUid: string, patientUid: string): boolean {
  return activeRelationshipIds.has(careRelationshipId(patientUid, doctorUid));
}

/** A moment: milliseconds since the epoch, or a Date. */
export type Instant = number | Date;

function millisOf(at: Instant): number {
  return typeof at === 'number' ? at : at.getTime();
}

/**
 * What a care-flagged document's flags rest on: its pair's relationship, its doctor's membership, the patient's consent
 * to that clinic, and (issue 51) the coverage of the patient's primary clinician there.
 */
export interface CareFlagSources {
  /** the doctor whose care it is */
  doctorUid: string;
  relationship: (Pick<CareRelationship, 'state'> & Partial<Pick<CareRelationship, 'since'>>) | undefined;
  membership: Pick<ClinicMember, 'clinicId' | 'role'> | undefined;
  /** clinicConsents/{patient}_{membership.clinicId} */
  consent: (Pick<ClinicConsent, 'state' | 'requestedBy'> & Partial<Pick<ClinicConsent, 'since' | 'primary'>>) | undefined;
  /** clinicCoverages/{primaryOf(consent)}: the primary's coverage, when he has one */
  coverage?: Pick<ClinicCoverage, 'clinicId' | 'away' | 'cover' | 'from' | 'until'>;
}

/** The flags of a care-flagged document: `clinicId` absent (undefined) when no clinic of the doctor's sees it. */
export interface CareFlags {
  inCare: boolean;
  clinicId: string | undefined;
}

/** Whether the doctor's role in his clinic sees this group of a patient's data as the patient's doctor does (ROLE_TABLE). */
function seesAsTheirDoctor(group: ClinicDataGroup | null, membership: CareFlagSources['membership']): boolean {
  return Boolean(membership && group && ROLE_TABLE[membership.role][group] === 'asTheirDoctor');
}

/**
 * The clinic a document of this group belongs to: the doctor's, while the patient approves it and the doctor's role
 * there sees this group as the patient's doctor. The clinic's own work (the front desk's calendar, its billing) goes
 * by it, whichever of its clinicians looks after the patient now.
 */
function clinicSeeing(group: ClinicDataGroup | null, { membership, consent }: CareFlagSources): string | undefined {
  return seesAsTheirDoctor(group, membership) && consent?.state === 'active' ? membership!.clinicId : undefined;
}

/**
 * Whether the doctor looks after the patient for his clinic at `now` (issue 51), as firestore.rules'
 * caresThroughClinic: the clinic sees the patient's clinical data through him (clinicSeeing), and he is the patient's
 * primary there (primaryOf) or covers the primary now (coversAt).
 */
function caresThroughClinic(sources: CareFlagSources, now: Instant): boolean {
  const { doctorUid, membership, consent, coverage } = sources;
  if (clinicSeeing('clinical', sources) === undefined) return false;
  const primary = primaryOf(consent!);
  return primary === doctorUid || (coverage?.away === primary && coverage.clinicId === membership!.clinicId && coversAt(coverage, doctorUid, millisOf(now)));
}

/**
 * A document's flags (issues 50, 51): in the doctor's clinic while the patient approves that clinic and the doctor's
 * role sees this collection as the patient's doctor (ROLE_TABLE's asTheirDoctor); in care while the pair's relationship
 * is active or the doctor looks after the patient for his clinic at `now` (his primary, or covering him).
 */
export function careFlagsOf(collection: CareFlaggedCollection['name'], sources: CareFlagSources, now: Instant = Date.now()): CareFlags {
  return { inCare: isInCare(sources.relationship) || caresThroughClinic(sources, now), clinicId: clinicSeeing(clinicDataGroupOf(collection), sources) };
}

/** What a doctor's care of a patient rests on: the doctor's record, and what the flags of their documents rest on. */
export interface CareSources extends CareFlagSources {
  doctor: Pick<Doctor, 'isVerified'> | undefined;
}

/**
 * Whether a doctor cares for a patient at `now`, as firestore.rules' caresFor decides it: a verified doctor whose
 * relationship with the patient is active, or who looks after the patient for his clinic (caresThroughClinic: the
 * patient approves the clinic, the doctor's role there sees clinical data as their doctor, and he is the patient's
 * primary or covers him now). The functions' checks, patient lists, care teams and overview rows all decide by it.
 */
export function caresFor(sources: CareSources, now: Instant = Date.now()): boolean {
  return sources.doctor?.isVerified === true && (isInCare(sources.relationship) || caresThroughClinic(sources, now));
}

/**
 * When the doctor's care of the patient began, as firestore.rules' careSince: the relationship's `since` while it is
 * active, else the approval's of his clinic; null while he does not care for the patient at `now`.
 */
export function careSince(sources: CareSources, now: Instant = Date.now()): TimestampLike | null {
  if (!caresFor(sources, now)) return null;
  return (isInCare(sources.relationship) ? sources.relationship?.since : sources.consent?.since) ?? null;
}

/**
 * When the doctor may first have looked after the patient, whether his care goes on or ended (an ended relationship or
 * approval keeps its `since`): the earlier of the relationship's and, while his role sees clinical data as their
 * doctor, his clinic's approval's; null if neither began. Any clinician of the clinic may have been the patient's
 * primary or his cover (issue 51): the billing's list of patients takes them all, and bills each his own minutes.
 */
export function careBegan({ relationship, membership, consent }: Pick<CareFlagSources, 'relationship' | 'membership' | 'consent'>): TimestampLike | null {
  const starts = [relationship?.since, seesAsTheirDoctor('clinical', membership) ? consent?.since : null].filter((since): since is TimestampLike => Boolean(since));
  return starts.sort((a, b) => a.toMillis() - b.toMillis())[0] ?? null;
}

type FieldOf<C extends CollectionName> = Extract<keyof CollectionTypes[C], string>;

/** A collection of CareFlagged documents and the fields naming each document's doctor and patient. */
export type CareFlaggedCollection = {
  [C in CollectionName]: CollectionTypes[C] extends CareFlagged ? { name: C; doctorField: FieldOf<C>; patientField: FieldOf<C> } : never;
}[CollectionName];

/**
 * Every collection whose documents carry `inCare`: the onCareRelationshipWritten function and the migrate:care-flags
 * script find a pair's documents by these fields.
 */
export const CARE_FLAGGED_COLLECTIONS: readonly CareFlaggedCollection[] = [
  { name: 'appointments', doctorField: 'doctorID', patientField: 'userID' },
  { name: 'reminders', doctorField: 'doctorID', patientField: 'userID' },
  { name: 'notifications', doctorField: 'doctorID', patientField: 'userID' },
  { name: 'managementTime', doctorField: 'doctorId', patientField: 'patientId' },
  { name: 'managementTotals', doctorField: 'doctorId', patientField: 'patientId' },
  { name: 'rtmContacts', doctorField: 'doctorId', patientField: 'patientId' },
  { name: 'rtmAmendments', doctorField: 'doctorId', patientField: 'patientId' },
];

/** What registering a device answered (the spec's messages, and whether the patient must approve). */
export type DeviceRegistration =
  | { outcome: 'noDeviceId' }
  | { outcome: 'alreadyRegistered' }
  | { outcome: 'doesNotExist' }
  /** access: the patient already granted it, is asked, or the device has no patient yet */
  | { outcome: 'registered'; access: 'active' | 'pending' | 'none' };
