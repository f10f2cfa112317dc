/**
 * Clinics (issue 50): the customer is a clinic — an owner and staff, one role each. The one role table is here: what
 * each role may read and do, collection by collection. firestore.rules enforces it by reading the caller's
 * membership document (clinicMembers/{uid}: a person belongs to at most one clinic, so one `get` finds it; not a
 * custom claim, which a token keeps for up to an hour), the rules tests take their expectations from it, and the app
 * shows each role its pages from it.
 *
 * A clinic sees a patient only once he approved the clinic (clinicConsents/{patient}_{clinic}, state 'active');
 * patient-owned documents (users, sessions, sensor data) carry no clinic, as a patient may approve several. The
 * one-doctor care relationship (careRelationships, @rehab/model/care) keeps working unchanged beside it.
 */
import type { Audited, TimestampLike } from './collections';
import type { CareState } from './care';
import { LIMITS } from './limits';

export const CLINIC_ROLES = ['owner', 'clinician', 'assistant', 'frontDesk', 'biller'] as const;
export type ClinicRole = (typeof CLINIC_ROLES)[number];

/**
 * Owners and clinicians keep their `doctors` record (its `discipline` gives the billing modifier, as today); the
 * others get a `staff` record, which no verified-doctor check accepts.
 */
export const DOCTOR_ROLES = ['owner', 'clinician'] as const satisfies readonly ClinicRole[];

export function keepsDoctorRecord(role: ClinicRole): role is (typeof DOCTOR_ROLES)[number] {
  return (DOCTOR_ROLES as readonly ClinicRole[]).includes(role);
}

/** clinics/{clinicId}: written by the functions (created with the owner's membership; the owner edits its fields). */
export interface Clinic {
  name: string;
  address: string;
  /** IANA zone name, as a doctor's */
  timeZone: string;
  /** billing identifiers, as plain text */
  npi: string;
  taxId: string;
  /** the owner's uid */
  owner: string;
  createdAt: TimestampLike;
}

/** clinicMembers/{uid}: one per person, written by the functions only. */
export interface ClinicMember {
  clinicId: string;
  role: ClinicRole;
  /** an assistant's supervising clinician (a member of the same clinic with role clinician or owner); null otherwise */
  supervisor: string | null;
  /** shown to the clinic's members and to the patients who approved the clinic */
  name: string;
  email: string;
  since: TimestampLike;
}

/** staff/{uid}: an assistant's, front desk's or biller's own record (the doctors' is doctors/{uid}). */
export interface StaffRecord {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: TimestampLike;
}

export type InvitationState = 'pending' | 'accepted' | 'revoked';

/**
 * clinicInvitations/{invitationId}: the owner's invitation by e-mail, written by the functions. Its id is the
 * secret the e-mailed link carries (at least 20 random characters); accepting it needs the account of that e-mail.
 */
export interface ClinicInvitation {
  clinicId: string;
  clinicName: string;
  /** lower case */
  email: string;
  role: ClinicRole;
  supervisor: string | null;
  invitedBy: string;
  invitedByName: string;
  createdAt: TimestampLike;
  expiresAt: TimestampLike;
  state: InvitationState;
  acceptedBy: string | null;
  acceptedAt: TimestampLike | null;
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

/**
 * clinicConsents/{patientUid}_{clinicId}: the patient's approval of a clinic. Requested by a clinic's owner or
 * clinician (state 'pending', by the functions), approved or declined by the patient, ended by him at any time;
 * audited like a care relationship. Issue 51: one owner or clinician of the clinic looks after the patient for it,
 * his primary (`primaryOf`), and only he, or whoever covers him while he is away (ClinicCoverage), cares for him.
 */
export interface ClinicConsent extends Audited {
  patient: string;
  clinicId: string;
  /** the clinic's name as the request shows it (the patient cannot read the clinic before approving) */
  clinicName: string;
  state: CareState;
  requestedAt: TimestampLike;
  requestedBy: string;
  since: TimestampLike | null;
  grantedBy: string | null;
  endedBy?: string;
  endedAt?: TimestampLike;
  /**
   * Issue 51: the clinic's owner or clinician who looks after the patient for the clinic, written by the functions
   * only: the member who requested the approval, then whoever a transfer names. Absent on older documents (primaryOf).
   */
  primary?: string;
}

/** The patient's primary clinician in the clinic: the consent's `primary`, or (older documents) its requester. */
export function primaryOf(consent: Pick<ClinicConsent, 'requestedBy'> & Partial<Pick<ClinicConsent, 'primary'>>): string {
  return consent.primary ?? consent.requestedBy;
}

type ConsentCare = Pick<ClinicConsent, 'state' | 'requestedBy'> & Partial<Pick<ClinicConsent, 'primary'>>;

/**
 * Whether a write of a consent changes who in the clinic cares for the patient (what the triggers recompute): it
 * became or stopped being active, or its primary changed while active.
 */
export function changesClinicCare(before: ConsentCare | undefined, after: ConsentCare | undefined): boolean {
  const wasActive = before?.state === 'active';
  const isActive = after?.state === 'active';
  return wasActive !== isActive || (isActive && primaryOf(before!) !== primaryOf(after!));
}

export function clinicConsentId(patientUid: string, clinicId: string): string {
  return `${patientUid}_${clinicId}`;
}

/**
 * clinicCoverages/{awayUid} (issue 51): an owner or clinician away for a period, and the colleague of his clinic who
 * covers him: from `from` until `until` the cover cares for the away clinician's primary patients (coversAt) beside
 * him. At most one per away clinician (setting another replaces it); written by the functions only (setClinicCoverage,
 * endClinicCoverage; the scheduled job deletes it LIMITS.clinics.coverageKeepDays after it ended); read by the
 * clinic's members. Audited (coverage.set, coverage.ended; nobody's record: admins read those entries).
 */
export interface ClinicCoverage extends Audited {
  clinicId: string;
  away: string;
  /** the names as the clinic's members show them (clinicMembers' `name`) */
  awayName: string;
  cover: string;
  coverName: string;
  from: TimestampLike;
  /** exclusive */
  until: TimestampLike;
  setAt: TimestampLike;
  setBy: string;
}

export function clinicCoverageId(awayUid: string): string {
  return awayUid;
}

/** Whether `uid` covers the coverage's away clinician at `atMs` (ms since the epoch): from <= at < until. */
export function coversAt(coverage: Pick<ClinicCoverage, 'cover' | 'from' | 'until'> | undefined, uid: string, atMs: number): boolean {
  return coverage !== undefined && coverage.cover === uid && coverage.from.toMillis() <= atMs && atMs < coverage.until.toMillis();
}

/** Why a coverage's period cannot be set (setClinicCoverage refuses it, the app's form says it first). */
export type CoveragePeriodError = 'untilNotAfterFrom' | 'untilPassed' | 'tooLong';

/** What is wrong with a coverage from `fromMs` until `untilMs` set at `nowMs` (ms since the epoch), or null. */
export function coveragePeriodError(fromMs: number, untilMs: number, nowMs: number): CoveragePeriodError | null {
  if (untilMs <= fromMs) return 'untilNotAfterFrom';
  if (untilMs <= nowMs) return 'untilPassed';
  return untilMs - fromMs > LIMITS.clinics.coverageMaxDays * 86_400_000 ? 'tooLong' : null;
}

/**
 * What a role may do with one kind of document:
 * - `asTheirDoctor`: what a patient's doctor may (the rules' caresFor), for the patients who approved the clinic;
 * - `book` (scheduling, issue 51): read the clinic's appointments and book, move and cancel them on any clinician's
 *   calendar through the functions' callables, for the patients who approved the clinic; the appointments only: not
 *   their reminders, chat messages or video visits (record, signals, presences);
 * - `bill` (billing, issue 51): the claim lines of every clinician of the clinic (their patients who approved it) and
 *   the close of the clinic's months, through the functions' callables only; no document read directly;
 * - `logUnderSupervision` (billing, issue 51): record his own management minutes on a patient his supervising
 *   clinician cares for through the clinic (a callable); they count under that clinician's claim lines;
 * - `manage`: read, and change through the functions' callables (invitations, roles, removal, the clinic's fields);
 * - `read`: read only (the clinic's own documents: its record, its members, its caseload, its dashboard; the patients'
 *   contacts; its exercise library);
 * - `author` (issue 54): read, and write directly, the clinic's own documents of the group (its exercise library and
 *   their files in Storage);
 * - `none`: nothing; a page of such data tells the member it is not for his role.
 */
export type RoleAccess = 'asTheirDoctor' | 'book' | 'bill' | 'logUnderSupervision' | 'manage' | 'read' | 'author' | 'none';

/** The groups of collections the role table speaks of. */
export const CLINIC_DATA = {
  /** the patient's record and everything clinical about him */
  clinical: [
    'users',
    'devices',
    'sessions',
    'data_by_sensor',
    'sensorOverviews',
    'postsessions',
    'offDeviceSessions',
    'sessionTags',
    'exerciseplan',
    'scheduledWorkouts',
    'scheduledWorkoutsByExercise',
    'monitoring',
    'outcomeCheckIns',
    'questionnaireAssignments',
    'questionnaireResponses',
    'triageAlerts',
    'triageThresholds',
    'reminderStatus',
    'auditLog',
    'plansOfCare',
    'rtmConsents',
    'programmeAssignments',
  ],
  /** appointments and what goes with them (a video visit's signals and presences are its appointment's) */
  scheduling: ['appointments', 'reminders', 'notifications', 'videoVisits', 'visitSignals', 'visitPresence'],
  /** remote monitoring's time, contacts and months */
  billing: ['managementTime', 'managementTotals', 'rtmContacts', 'rtmMonthClosures', 'rtmAmendments'],
  /** the name-and-contact projection of the patients who approved the clinic (never users/{uid}) */
  contacts: ['patientContacts'],
  /** the clinic itself: its record, its members, their staff records, which patients approved it, who covers whom */
  clinic: ['clinics', 'clinicMembers', 'staff', 'clinicConsents', 'clinicCoverages'],
  /** the clinic's invitations: each one's id is the secret its e-mailed link carries */
  invitations: ['clinicInvitations'],
  /** the clinic's caseload (issue 51): each approving patient's name, primary clinician, monitoring status and alerts */
  caseload: ['clinicCaseloads', 'clinicCaseloadPages'],
  /** the clinic's dashboard (issue 51): counts per clinician and for the clinic, no patient named */
  dashboard: ['clinicDashboards'],
  /** the clinic's exercise library (issue 54): its exercises and their demonstration videos, and its programme templates; no patient named */
  library: ['clinicExercises', 'programmeTemplates'],
} as const;

export type ClinicDataGroup = keyof typeof CLINIC_DATA;

/**
 * The one role table. Owners and clinicians see the patients who approved their clinic as those patients' doctors do
 * (issue 50); the front desk runs every clinician's calendar and sees the patients' names and contacts, nothing
 * clinical; the biller bills the whole clinic; an assistant records minutes under his supervising clinician; owners and
 * clinicians read the clinic's caseload, each patient's name, primary, monitoring status and waiting alerts; owners
 * alone read the clinic's dashboard, its counts per clinician (issue 51). Owners and clinicians write the clinic's
 * exercise library, every member reads it (issue 54).
 */
export const ROLE_TABLE: Record<ClinicRole, Record<ClinicDataGroup, RoleAccess>> = {
  owner: { clinical: 'asTheirDoctor', scheduling: 'asTheirDoctor', billing: 'asTheirDoctor', contacts: 'read', clinic: 'manage', invitations: 'manage', caseload: 'read', dashboard: 'read', library: 'author' },
  clinician: { clinical: 'asTheirDoctor', scheduling: 'asTheirDoctor', billing: 'asTheirDoctor', contacts: 'read', clinic: 'read', invitations: 'none', caseload: 'read', dashboard: 'none', library: 'author' },
  assistant: { clinical: 'none', scheduling: 'none', billing: 'logUnderSupervision', contacts: 'read', clinic: 'read', invitations: 'none', caseload: 'none', dashboard: 'none', library: 'read' },
  frontDesk: { clinical: 'none', scheduling: 'book', billing: 'none', contacts: 'read', clinic: 'read', invitations: 'none', caseload: 'none', dashboard: 'none', library: 'read' },
  biller: { clinical: 'none', scheduling: 'none', billing: 'bill', contacts: 'none', clinic: 'read', invitations: 'none', caseload: 'none', dashboard: 'none', library: 'read' },
};

/** The roles with this access to a group (the rules list them, the tests compare). */
export function rolesWith(group: ClinicDataGroup, access: RoleAccess): ClinicRole[] {
  return CLINIC_ROLES.filter((role) => ROLE_TABLE[role][group] === access);
}

/** The group a collection belongs to, if any. */
export function clinicDataGroupOf(collection: string): ClinicDataGroup | null {
  for (const [group, collections] of Object.entries(CLINIC_DATA) as [ClinicDataGroup, readonly string[]][]) {
    if (collections.includes(collection)) return group;
  }
  return null;
}

/**
 * Whether a doctor in this clinic may move to another: only from a clinic of one (no other member) without
 * patients; one with patients cannot yet (the invitation page says so).
 */
export function mayLeaveClinicOfOne(members: number, patients: number): boolean {
  return members <= 1 && patients === 0;
}

/**
 * patientContacts/{patientUid}_{clinicId} (issue 51): what the clinic's non-clinical staff see of a patient who
 * approved the clinic: his name and how to reach him, never his record. Kept by the functions from users/{patient} and
 * clinicConsents/{patient}_{clinic} (patientContactOf): it exists exactly while the approval is active.
 */
export interface PatientContact {
  patientId: string;
  clinicId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** '' when the patient gave none */
  phoneNumber: string;
  /** IANA zone, '' when unknown: the front desk books in the clinic's zone and shows the patient's beside it */
  timeZone: string;
}

export function patientContactId(patientUid: string, clinicId: string): string {
  return `${patientUid}_${clinicId}`;
}

/** The contact a clinic keeps of a patient: from his record while his approval of the clinic is active, else none. */
export function patientContactOf(
  patientUid: string,
  clinicId: string,
  user: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string; timeZone?: string } | undefined,
  consent: Pick<ClinicConsent, 'state'> | undefined,
): PatientContact | null {
  if (!user || consent?.state !== 'active') return null;
  return {
    patientId: patientUid,
    clinicId,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    timeZone: user.timeZone ?? '',
  };
}

/** Whether a member's role has this access to a group (the callables' checks). */
export function roleMay(role: ClinicRole | undefined, group: ClinicDataGroup, access: RoleAccess): boolean {
  return role !== undefined && ROLE_TABLE[role][group] === access;
}
