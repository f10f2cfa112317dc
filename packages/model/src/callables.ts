/**
 * The callable Cloud Functions' contracts: what the app sends and what it
 * gets back. Shared by the app (src/lib/firebase/callables.ts) and the
 * functions, which still validate every payload they receive.
 */

import type { DeviceRegistration } from './care';
import type { ClinicRole, InvitationState } from './clinics';
import type { ManagementActivity, RtmAmendmentChange } from './collections';
import type { PaymentCallableContracts } from './payments';
import type { ClaimFlagKind, GuardedClaimLine } from './claimGuards';
import type { TriageThresholds } from './triage';
import type { IssuedIceServers } from './videoVisits';

/** A row of a doctor's patient list. */
export interface PatientListItem {
  uid: string;
  name: string;
  email: string;
  phoneNumber?: string;
  profilePic?: string;
}

/** How recent a sign-in updateAuthDoctor wants before a password or e-mail change (the ID token's auth_time). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** updateAuthDoctor's refusal (failed-precondition) of a password or e-mail change long after the sign-in. */
export const RECENT_SIGN_IN_REQUIRED = 'For your security, confirm your identity: sign in again to change your password or e-mail address.';

/** What updateAuthDoctor changes: the display name, the contact details, or the password. */
export type AuthDoctorInfo = { displayName: string } | { email: string; phoneNumber: string } | { password: string };

/** A closed month as rtmClaims reports it. */
export interface RtmClosedMonth {
  /** ISO instant */
  closedAt: string;
  closedBy: string;
  /** code -> units when it closed */
  totals: Record<string, number>;
}

/** An amendment of a closed month as rtmClaims lists it (the export shows it as an amendment of that month). */
export interface RtmAmendmentSummary {
  id: string;
  patientId: string;
  /** 'YYYY-MM': the closed month it changed */
  month: string;
  reason: string;
  change: RtmAmendmentChange;
  target: string;
  /** ISO instant */
  at: string;
  by: string;
}

/** What a call held outside the app was: a phone or video call with the patient or caregiver. */
export interface RecordContactRequest {
  patientId: string;
  /** ISO 8601 instant with its offset ('2026-04-07T09:30:00.000Z') */
  start: string;
  /** whole minutes, at least 1 */
  minutes: number;
  kind: 'phone' | 'video';
  /** the doctor's sentence: who took part, that it was real-time two-way audio */
  attestation: string;
}

export interface RtmCallableContracts {
  /**
   * The claim lines of a doctor's month (the signed-in doctor's; an admin names the doctor), with the month's close and
   * the amendments of closed months made since it closed.
   */
  rtmClaims: {
    request: { month: string; doctorId?: string };
    response: { month: string; doctorId: string; timeZone: string; lines: GuardedClaimLine[]; closed: RtmClosedMonth | null; amendments: RtmAmendmentSummary[] };
  };
  /**
   * the billing clinician, or a clinician of his clinic: bills one flag of one line of his month anyway, with a reason;
   * audited; the same request twice makes one override
   */
  overrideClaimFlag: {
    request: { doctorId: string; month: string; patientId: string; code: string; periodStart: string; kind: ClaimFlagKind; reason: string };
    response: { overrideId: string; created: boolean };
  };
  /** a doctor caring for the patient: an attested call, and its minutes as a server-made time entry (once, however often retried) */
  recordContact: { request: RecordContactRequest; response: { contactId: string; entryRef: string; created: boolean } };
  /** a doctor closes his own month once it is over (an admin names the doctor): its time and contacts are locked */
  closeRtmMonth: { request: { month: string; doctorId?: string }; response: { month: string; closed: RtmClosedMonth } };
  /** the doctor of a closed month: the only way to change it, with a reason, audited */
  amendRtmMonth: {
    request: { month: string; patientId: string; reason: string; change: RtmAmendmentChange };
    response: { amendmentId: string; target: string };
  };
  /** the doctor who started the patient's open episode (or, when he no longer cares for the patient, another of the patient's doctors, or an admin) ends it */
  stopMonitoring: { request: { patientId: string }; response: { patientId: string; endDay: string } };
}

/** One clinician's month as the clinic's billing shows it (issue 51). */
export interface ClinicianMonth {
  doctorId: string;
  name: string;
  /** his zone: his management months are calendar months in it */
  timeZone: string;
  /** his lines of the patients who had approved the clinic by the month's end (his other patients' are his alone) */
  lines: GuardedClaimLine[];
  closed: RtmClosedMonth | null;
  amendments: RtmAmendmentSummary[];
}

/** The clinic's billing (issue 51): its biller, for every clinician of the clinic; each clinician bills his own minutes. */
export interface ClinicBillingCallableContracts {
  /** the biller: every clinician's (owners' included) lines of the month for the clinic's patients */
  clinicRtmClaims: { request: { month: string }; response: { month: string; clinicId: string; clinicName: string; clinicians: ClinicianMonth[] } };
  /**
   * the biller: closes the month of every clinician of the clinic for whom it is over in his zone (each one's closure
   * as closeRtmMonth makes it, audited as the biller's act), but those with unresolved claim flags; closing again
   * changes nothing
   */
  closeClinicRtmMonth: {
    request: { month: string };
    /** flagged: the clinicians left open because lines of theirs have a claim flag nobody overrode (issue 53) */
    response: { month: string; closed: { doctorId: string; closed: RtmClosedMonth }[]; flagged: { doctorId: string; unresolvedLines: number }[]; notOverYet: string[] };
  };
  /**
   * an assistant: his management minutes on a patient his supervising clinician cares for through the clinic, as an
   * entry (source 'server', `by` the assistant) of the supervisor's month; refused in a closed month, in the future, or
   * before the supervisor's care began; once per requestId however often retried
   */
  logAssistantTime: {
    request: { requestId: string; patientId: string; start: string; minutes: number; activity: ManagementActivity; reason: string };
    response: { entryRef: string; created: boolean };
  };
}

/** The clinic's front desk (issue 51): any clinician's calendar, for the patients who approved the clinic. */
export interface FrontDeskCallableContracts {
  /**
   * books an appointment of the patient with a clinician (owner or clinician) of the clinic; audited as the front desk's.
   * `requestId`, when given, is the appointment's id (the client makes an online one's video link from it, as the
   * doctor's booking does): booking again with it books nothing more
   */
  bookClinicAppointment: {
    request: { patientId: string; doctorId: string; datetime: string; isOnline: boolean; location: string; requestId?: string };
    response: { appointmentId: string };
  };
  /** moves an appointment of the clinic to another time (and, when asked, another clinician of the clinic) */
  moveClinicAppointment: { request: { appointmentId: string; datetime: string; doctorId?: string }; response: { appointmentId: string } };
  /** cancels an appointment of the clinic */
  cancelClinicAppointment: { request: { appointmentId: string }; response: { appointmentId: string } };
}

/**
 * The clinic's shared work (issue 51): coverage and transfer. Times are ISO instants; everything is checked again on
 * the server.
 */
export interface ClinicCareCallableContracts {
  /**
   * an owner or clinician marks himself away from `from` until `until` (at most LIMITS.clinics.coverageMaxDays, ending
   * in the future) with another owner or clinician of his clinic as his cover; replaces his coverage; audited
   */
  setClinicCoverage: {
    request: { cover: string; from: string; until: string };
    response: { away: string; cover: string; from: string; until: string };
  };
  /** the caller's coverage ends (is deleted); `ended` false when he had none; audited */
  endClinicCoverage: { request: Record<string, never>; response: { away: string; ended: boolean } };
  /**
   * the clinic's owner or the patient's primary: another owner or clinician of the clinic becomes the patient's primary
   * (audited, the patient told by e-mail); the open episode's device codes are his from `billingFromPeriod` (the next
   * 30-day period; null without an open episode); `moveAppointments`: the future appointments with the former primary
   * become the new one's
   */
  transferClinicPatient: {
    request: { patientId: string; to: string; moveAppointments: boolean };
    response: { patientId: string; from: string; to: string; billingFromPeriod: string | null; movedAppointments: string[] };
  };
}

/** The triage inbox (issue 34): a doctor of the alert's patient, while that patient's care relationship is active. */
export interface TriageCallableContracts {
  /** the doctor opened the alert's row: the server notes when, the start of the time acknowledging it counts */
  openTriageAlert: { request: { alertId: string }; response: { alertId: string } };
  /** handled, with an optional note: written to the patient's history, and the time since the row opened (at most 5 minutes) as a management time entry */
  acknowledgeTriageAlert: { request: { alertId: string; note: string }; response: { alertId: string; seconds: number } };
  /** out of the inbox for 1, 3 or 7 days */
  snoozeTriageAlert: { request: { alertId: string; days: number }; response: { alertId: string; until: number } };
  /** the patient's thresholds: the given ones replace the app's defaults, the others stay (null: back to every default) */
  setTriageThresholds: { request: { patientId: string; thresholds: Partial<TriageThresholds> | null }; response: { patientId: string } };
}

/** Video visits (issue 33): the appointment's doctor and patient, within its window, while their care is active. */
export interface VideoVisitCallableContracts {
  /** STUN and TURN servers with a short-lived TURN credential (the TURN REST convention) for this visit's caller */
  issueTurnCredentials: { request: { appointmentId: string }; response: IssuedIceServers };
}

/** Why an invitation cannot be accepted by the signed-in account (the invitation page says it in words). */
export type InvitationBlock =
  | 'expired'
  | 'revoked'
  | 'accepted'
  /** signed in with another e-mail address than the invited one */
  | 'otherEmail'
  /** a member of another clinic that has other members or patients */
  | 'inAnotherClinic'
  /** a doctor whose clinic of one has patients: cannot move yet */
  | 'hasPatients';

/** An invitation as its page shows it (anyone with the link: its id is the secret). */
export interface InvitationSummary {
  invitationId: string;
  clinicName: string;
  role: ClinicRole;
  email: string;
  invitedByName: string;
  state: InvitationState;
  /** ISO instant */
  expiresAt: string;
  /** for the signed-in caller: null when he may accept it now */
  block: InvitationBlock | null;
}

/** Clinics (issue 50): the owner runs his clinic's membership; everything is checked again on the server. */
export interface ClinicCallableContracts {
  /** the owner: invites an e-mail address with a role (an assistant names his supervising clinician); the mail goes out */
  inviteClinicMember: { request: { email: string; role: ClinicRole; supervisor?: string | null }; response: { invitationId: string } };
  /** the owner: the invitation's link stops working */
  revokeClinicInvitation: { request: { invitationId: string }; response: { invitationId: string } };
  /** anyone with the link (signed in or not): what the invitation is and whether the caller may accept it */
  describeClinicInvitation: { request: { invitationId: string }; response: InvitationSummary };
  /** the invited account (its e-mail): joins the clinic with the role; a doctor's clinic of one without patients is removed */
  acceptClinicInvitation: { request: { invitationId: string }; response: { clinicId: string; role: ClinicRole } };
  /** the owner: another role for a member (not himself); an assistant names his supervisor */
  changeClinicMemberRole: { request: { uid: string; role: ClinicRole; supervisor?: string | null }; response: { uid: string; role: ClinicRole } };
  /** the owner: the member leaves the clinic; his access ends with his next request */
  removeClinicMember: { request: { uid: string }; response: { uid: string } };
}

export interface CallableContracts
  extends PaymentCallableContracts,
    RtmCallableContracts,
    TriageCallableContracts,
    VideoVisitCallableContracts,
    ClinicCallableContracts,
    ClinicBillingCallableContracts,
    ClinicCareCallableContracts,
    FrontDeskCallableContracts {
  addDoctorClaim: { request: { uid: string }; response: { uid: string; doctor: true } };
  createFirebaseUser: { request: { email: string; password: string; displayName: string }; response: { uid: string } };
  updateFirebaseUser: {
    request: { uid: string; email?: string; displayName?: string; emailVerified?: boolean; password?: string };
    response: { uid: string };
  };
  deleteFirebaseUser: { request: { uid: string }; response: { uid: string; deleted: boolean } };
  retrievePatients: { request: { uid: string }; response: PatientListItem[] };
  searchByEmail: { request: { email: string }; response: PatientListItem[] };
  updateAuthDoctor: { request: { uid: string; info: AuthDoctorInfo }; response: { uid: string } };
  /** a doctor who looks after the session's patient: moves the session into deletedSessions (restorable for 30 days) */
  deleteSession: { request: { sessionId: string }; response: { sessionId: string; deleted: true } };
  /** an admin: brings a deleted session back whole */
  restoreSession: { request: { sessionId: string }; response: { sessionId: string; restored: true } };
  /** the plan's author or an admin (public plan), the patient or their doctor (personalized): the plan and its calendar events */
  deleteExercisePlan: { request: { planId: string }; response: { planId: string; calendars: number } };
  /** a verified doctor: registers a device id, asking its patient for access when not granted yet (rate-limited) */
  registerDevice: { request: { deviceId: string }; response: DeviceRegistration };
  /**
   * the patient, a doctor he granted access, or an admin: his record as a FHIR R4 Bundle, stored where only the caller
   * reads it (download it from `path` with the Storage SDK); recorded in his history
   */
  exportPatientRecord: { request: { patientId: string; format: 'fhir' }; response: { path: string } };
}

export type CallableName = keyof CallableContracts;
export type CallableResponse<K extends CallableName> = CallableContracts[K]['response'];
