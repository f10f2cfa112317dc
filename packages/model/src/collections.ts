/**
 * The data model: one type per Firestore collection, shared by the app, the
 * Cloud Functions and the seed script. Field names follow the specification.
 *
 * Timestamps are typed structurally so that both the web SDK's and the Admin
 * SDK's Timestamp classes satisfy them.
 */
import type { AuditEntry } from './audit';
import type { CareRelationship, DeviceLookups } from './care';
import type { CaseloadChange, CaseloadPage, CaseloadSummary } from './caseload';
import type { ClinicDashboard, OutcomeSummary } from './clinicDashboard';
import type { ClinicExercise } from './exercises';
import type { ProgrammeAssignment, ProgrammeTemplate } from './programmes';
import type { Clinic, ClinicConsent, ClinicCoverage, ClinicInvitation, ClinicMember, PatientContact, StaffRecord } from './clinics';
import type { InstrumentId, OutcomeSchedule, OutcomeScore, ResponseItem, ResponseStatus } from './outcomes/types';
import type { ClaimFlagOverride } from './claimGuards';
import type { PlanOfCareVersion, RtmConsent } from './planOfCare';
import type { ReconcileReport } from './reconcile';
import type { ReminderKind } from './reminders';
import type { ManagementCodes } from './rtmCodes';
import type { TriageAlertKind, TriageEvidence, TriageReopening, TriageThresholds } from './triage';
import type { VideoVisit, VisitPresence, VisitSignal } from './videoVisits';

export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
  toMillis(): number;
}

/**
 * A document whose changes are recorded in the audit trail (packages/model/src/audit.ts):
 * the id of its newest auditLog entry, renewed by every recorded change.
 */
export interface Audited {
  auditId?: string;
}

export type Side = 'Left' | 'Right';

/** Device types as stored; 'Knee Brace 2' is shown and treated as 'Knee Brace'. */
export const DEVICE_TYPES = ['Glove', 'Knee Brace', 'Knee Brace 2', 'Pants', 'Band', 'Neat', 'Test'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface Speciality {
  title: string;
  description: string;
}

/** users/{uid}: a patient or a pre-order customer. */
export interface User extends Audited {
  firstName: string;
  lastName: string;
  email: string;
  profilePic?: string;
  phoneNumber?: string;
  isAuthorized: boolean;
  /** device id -> side */
  devices: Record<string, Side>;
  exerciseCount?: number;
  purchasedSessions?: number;
  sessions: { sessionId: string }[];
  /** IANA time zone, set from the browser at sign-up or sign-in when missing (triage and reminder days use it) */
  timeZone?: string;
}

/** doctors/{uid} */
export interface Doctor extends Audited {
  firstName: string;
  lastName: string;
  position: string;
  gender: '' | 'Male' | 'Female';
  address: string;
  specialities: Speciality[];
  profilePic: string;
  /** ids of the devices this doctor registered */
  devices: string[];
  /** uids of this doctor's own patients */
  patients: string[];
  isVerified: boolean;
  notifications: string[];
  phoneNumber: string;
  email: string;
  /** IANA time zone, set from the browser when missing: the doctor's management months are calendar months in it */
  timeZone?: string;
  /** the therapy discipline whose modifier each RTM claim line carries; absent for physicians */
  discipline?: Discipline;
}

/** Therapy disciplines and their claim modifiers: physical (GP), occupational (GO), speech-language (GN). */
export const DISCIPLINES = ['GP', 'GO', 'GN'] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/**
 * doctorProfiles/{doctorId}: what a patient sees of a doctor (the chat's contact list), copied from a verified
 * doctor's record by the syncDoctorProfile function. Patients never read doctors/{id}: it lists other patients.
 */
export type DoctorProfile = Pick<Doctor, 'firstName' | 'lastName' | 'position' | 'profilePic'>;

/** The public part of a doctor's record, or null while it is not verified (patients see nothing of it then). */
export function publicDoctorProfile(doctor: Partial<Doctor> | undefined): DoctorProfile | null {
  if (doctor?.isVerified !== true) return null;
  return {
    firstName: doctor.firstName ?? '',
    lastName: doctor.lastName ?? '',
    position: doctor.position ?? '',
    profilePic: doctor.profilePic ?? '',
  };
}

/** admin/{uid}: staff profile. Admin rights themselves are the `admin` custom claim. */
export interface Admin {
  firstName: string;
  lastName: string;
}

/** devices/{id} */
export interface Device {
  id: string;
  deviceType: DeviceType;
  side?: Side;
  userId: string;
  /** copied from deviceTypes/{deviceType} when the device is written */
  sensors?: string[];
}

/** deviceTypes/{deviceType} */
export interface DeviceTypeDoc {
  sensors: string[];
}

/** sensorLabels/{glove|kneeBrace} */
export interface SensorLabels {
  sensors: string[];
  labels: Record<string, string>;
}

export interface Movement {
  name: string;
  /** milliseconds since epoch */
  startTime: number;
}

/** sessions/{id} */
export interface Session extends Audited {
  id: string;
  date: TimestampLike;
  userId: string;
  /** ids of the devices that recorded the session */
  devices: string[];
  movements: Movement[];
  notes: string;
  /** counts the saves of `notes` (0 before the first): a save must start from the newest version */
  notesVersion?: number;
  tags: string[];
  /** timestamps (ms) removed from the charts by a clinician */
  removedTimePoints: number[];
}

/** data_by_sensor/{auto}: one ordered bin of one sensor's series for one device in one session. */
export interface SensorDataBin {
  sessionId: string;
  /** a sensor name, or 'Time' for the time axis (values are ms timestamps) */
  sensorId: string;
  deviceId: string;
  binId: number;
  values: number[];
}

/**
 * One device's overview series: at most OVERVIEW_POINTS samples of the full series, every peak kept. The numbers are
 * packed (`packNumbers` of `@rehab/model/sensorOverview`): one string is written, stored and read as one value, where
 * an array of a few thousand numbers costs the emulator and the SDKs a value each.
 */
export interface SensorOverviewSeries {
  /** sample timestamps (ms), or sample positions when `timed` is false: packed */
  x: string;
  /** the sensor's values: packed */
  y: string;
  /** x holds timestamps (the session has a Time series for the device) */
  timed: boolean;
  /** samples of the full-resolution series */
  samples: number;
}

/**
 * sensorOverviews/{sessionId}_{sensorId}: a min-max envelope of one sensor of a session per device, written by the
 * functions (`functions/src/sessions/sensorOverview.ts`) whenever the sensor's or the session's Time bins are written,
 * so that a chart paints from one read before the full-resolution bins arrive.
 */
export interface SensorOverview {
  sessionId: string;
  sensorId: string;
  /** device id -> its series */
  devices: Record<string, SensorOverviewSeries>;
  /** data_by_sensor document id -> fingerprint of the bin the overview was built from (`binFingerprint`) */
  sources: Record<string, string>;
}

export interface PostsessionEntry {
  deviceType: DeviceType;
  side: Side;
  repetitions: number;
  /** per-sensor Min/Max/Avg values (e.g. kneeMin, kneeMax, kneeAvg) and range metrics */
  [metric: string]: number | string;
}

/** postsessions/{auto} */
export interface Postsession extends Audited {
  userId: string;
  /** the session summarised (the devices' app writes it; older summaries lack it and match by start time) */
  sessionId?: string;
  startTime: TimestampLike;
  entries: PostsessionEntry[];
}

/** offDeviceSessions/{auto} */
export interface OffDeviceSession extends Audited {
  userId: string;
  date: TimestampLike;
  deviceType: DeviceType;
  exerciseReps: Record<string, number>;
}

export interface TaggedSession {
  date: TimestampLike;
  movement: string;
  userId: string;
}

/** sessionTags/{tagName} */
export interface SessionTag {
  sessionsCount: number;
  sessions: Record<string, TaggedSession>;
}

/** exercises/{id} */
export interface Exercise {
  id: string;
  name: string;
  device: string;
}

/** exerciseplan/{id}: public (isPublic, no userID) or personalized for the patient in userID. */
export interface ExercisePlan extends Audited {
  id: string;
  name: string;
  device: string;
  exerciseArray: string[];
  reps: number[];
  /** the explicit marker of a public plan (older plans lack it: public when userID is absent) */
  isPublic?: boolean;
  userID?: string;
  /** the uid of the doctor or patient who made the plan (older plans lack it) */
  createdBy?: string;
  /** older plans: exercise id -> reps */
  exercises?: Record<string, number>;
}

export interface ScheduledEvent {
  name: string;
  isPublic: boolean;
  /** the plan id */
  exerciseId: string;
  doctorId: string;
}

/**
 * scheduledWorkouts/{patientUid}: date (YYYY-MM-DD) -> event id -> event. The stored document also
 * holds `auditId` (Audited) beside the dates; the app's converter leaves it out.
 */
export type ScheduledWorkouts = Record<string, Record<string, ScheduledEvent>>;

/** scheduledWorkoutsByExercise/{planId}: patient uid -> date -> event ids */
export type ScheduledWorkoutsByExercise = Record<string, Record<string, string[]>>;

/**
 * A document of one doctor with one patient that the doctor's queries across all his patients find
 * (appointments, reminders, chat messages, management time and its totals): `inCare` says whether the pair's care
 * relationship is active. Written true at creation (the rules require it, and creating one requires active care),
 * then kept in step with the relationship by the onCareRelationshipWritten function. Firestore rules are not filters,
 * so a doctor's query across all his patients is allowed only when it asks for `inCare == true` (docs/security.md).
 */
export interface CareFlagged {
  inCare: boolean;
  /**
   * The doctor's clinic, while the patient approves that clinic (its clinicConsents active) and the doctor's role sees
   * this kind of document as the patient's doctor (ROLE_TABLE); absent otherwise. Kept by the functions only
   * (careFlagsOf in @rehab/model/care), so a clinic's queries across its patients ask for `clinicId == theirs`.
   */
  clinicId?: string;
}

/** appointments/{id} */
export interface Appointment extends Audited, CareFlagged {
  isOnline: boolean;
  doctorID: string;
  datetime: TimestampLike;
  /** video link when online, otherwise an address */
  location: string;
  userID: string;
}

/** reminders/{appointmentId} */
export interface Reminder extends CareFlagged {
  appointmentID: string;
  doctorID: string;
  id: string;
  isFavourite: boolean;
  isRead: boolean;
  userID: string;
}

/** notifications/{id}: chat messages between a doctor and a patient. */
export interface ChatMessage extends CareFlagged {
  doctorID: string;
  userID: string;
  /** uid of the author: doctorID or userID */
  senderID: string;
  id: string;
  isFavourite: boolean;
  isRead: boolean;
  messageBody: string;
  timestamp: TimestampLike;
}

export interface EmailDelivery {
  startTime: TimestampLike;
  endTime?: TimestampLike;
  state: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';
  attempts: number;
  error?: string | null;
  /** while PROCESSING: until when the delivery that claimed it holds it (after it, a retry takes it over) */
  leaseExpireTime?: TimestampLike;
  /** what the SMTP server answered when it accepted the message (written by the deliverEmail function) */
  info?: { messageId: string; accepted: string[]; rejected: string[] };
}

/** emails/{id}: outgoing queue (delivered by a function) and the appointment-request inbox. */
export interface Email {
  to: string;
  message: { subject: string; text: string };
  delivery?: EmailDelivery;
  is_unread?: boolean;
}

export interface OrderProduct {
  priceId: string;
  name: string;
  quantity: number;
  /** cents */
  unit_price: number;
  refundId?: string;
}

/** orders/{checkoutSessionId} */
export interface Order {
  uid: string;
  date: TimestampLike;
  name: string;
  /** cents */
  total: number;
  products: OrderProduct[];
  /** the Stripe payment intent the checkout created (what a refund refunds); written by stripeWebhook */
  paymentId?: string;
}

export interface WalletTransaction {
  name: string;
  timestamp: TimestampLike;
  type: 'in' | 'out';
  /** coin amount as a decimal string */
  value: string;
  /** the order a coin purchase or coin refund belongs to (written by the functions; keeps equal entries apart) */
  orderId?: string;
}

/** web3Wallets/{uid} */
export interface Web3Wallet {
  address: string;
  /** encrypted JSON keystore */
  data: string;
  email: string;
  transactions: WalletTransaction[];
}

export const SIZES = ['S', 'M', 'L', 'XL'] as const;
export type Size = (typeof SIZES)[number];

/** invoiceRequests/{auto} */
export interface InvoiceRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  occupation: string;
  address: string;
  size: Size;
  purpose: string;
  details: string;
  how: string[];
  uid: string;
  date: TimestampLike;
}

export const PREORDER_EVENTS = [
  'Payment received',
  'Preparing Order',
  'Ready for Dispatch',
  'Order Shipped',
  'Order Delivered',
] as const;
export type PreorderEvent = (typeof PREORDER_EVENTS)[number];

export const UNIT_STATUSES = ['Pending', 'In Assembly', 'Quality Check Completed', 'Packaging', 'Shipped'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export interface Note {
  user: string;
  content: string;
  timestamp: TimestampLike;
}

export interface PreorderUnit {
  id: number;
  boardId: string;
  firmwareVersion: string;
  status: UnitStatus;
  qaSignature: string;
  qaDate: TimestampLike | null;
  notes: Note[];
  assignedTo: string;
}

/** kneeSleevePreorders/{id} */
export interface KneeSleevePreorder {
  id: string;
  email: string;
  orderDate: TimestampLike;
  firstName: string;
  lastName: string;
  phone: string;
  streetAddress: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  quantity: number;
  isOrganizationOrder: boolean | 'true' | 'one';
  organizationName: string;
  planToUseProduct: string;
  useApplication: string;
  requestDetails: string;
  howDidYouHearAboutUs: string[];
  terms: boolean;
  subscribe: boolean;
  productType: 'Preorder';
  /** money as '$ 299.00' */
  subtotal: string;
  gst: string;
  pst: string;
  total: string;
  paymentId: string;
  status: PreorderEvent;
  timeline: { timestamp: TimestampLike; event: PreorderEvent }[];
  shipping?: { carrier: string; trackingNumber: string };
  orderDevicesData: PreorderUnit[];
}

export const BUG_STATUSES = ['To Do', 'In Progress', 'In Review', 'Done'] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];
export const BUG_CATEGORIES = ['ui', 'performance', 'functional', 'hardware', 'other'] as const;
export type BugCategory = (typeof BUG_CATEGORIES)[number];

/** bugReports/{id} */
export interface BugReport {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  appType: 'phone' | 'web';
  category: BugCategory;
  buildVersion: string;
  summary: string;
  description: string;
  screenshots: string[];
  /** null: in the backlog */
  boardId: string | null;
  createdAt: TimestampLike;
  priority: number;
  status: BugStatus;
  assignedTo: string;
  comments: Note[];
  uid?: string;
}

/** bugBoards/{id} */
export interface BugBoard {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
}

export type YesNo = 'Yes' | 'No';

/** feedbackReports/{id} */
export interface FeedbackReport {
  uid?: string;
  firstName: string;
  lastName: string;
  email: string;
  device: 'iPhone' | 'Android Phone' | 'iPad' | 'Tablet';
  iOSVersion?: string;
  appVersion: string;
  buildVersion: string;
  userExperienceRating: number;
  easeOfNavigationRating: number;
  uiFriendlinessRating: number;
  exerciseVideoClarityRating: number;
  personalizedWorkoutPlansRating: number;
  texavieCoinsIncentivesRating: number;
  exerciseVideoGlitches: YesNo;
  foundWorkoutPlansEasily: YesNo;
  appointmentBookingStraightforward: YesNo;
  appointmentTimelyNotifications: YesNo;
  understoodTexavieCoins: YesNo;
  appRespondedQuickly: YesNo;
  connectedToBluetooth: YesNo;
  fileUploadIssues: YesNo;
  bugsEncountered?: string;
  likedFeatures?: string;
  suggestedImprovements?: string;
  screenshots: string[];
  createdAt: TimestampLike;
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'selections' | 'timestamp' | 'object' | 'array';

/** AllCollections/{collectionName}: how the admin console shows and edits a collection. */
export interface CollectionSettings {
  fields: Record<string, FieldKind>;
  schema?: Record<string, { valueType?: FieldKind; itemType?: FieldKind; object?: Record<string, FieldKind>; selections?: string[] }>;
  selections?: Record<string, string[]>;
  requiredFields?: string[];
  disAllowAddDocFields?: string[];
  allowAddDoc: boolean;
  autoDocId: boolean;
  docIdPrompt?: string;
  nonEditableFields?: string[];
  allFieldsNonEditable?: boolean;
  removeableFields?: string[];
  allowArrayEditFields?: string[];
}

/**
 * monitoring/{patientUid}: remote therapeutic monitoring of one patient. The
 * doctors who see the patient start it (periodStart, in the patient's time
 * zone) and keep their range-of-motion goals here; `days` is the per-day
 * summary of the patient's sessions, written only by the Cloud Functions
 * (functions/src/monitoring) whenever a session is written or deleted.
 */
export interface Monitoring {
  patientId: string;
  /** IANA time zone of the patient: calendar days are counted in it */
  timeZone: string;
  /** 'YYYY-MM-DD': the first day of the first 30-day period; absent until monitoring starts */
  periodStart?: string;
  startedBy?: string;
  /** 'YYYY-MM-DD' (in daysTimeZone) -> session id -> true: the sessions recorded that day */
  days: Record<string, Record<string, true>>;
  /** the time zone `days` is keyed in (the functions re-key the days when timeZone changes) */
  daysTimeZone?: string;
  /** doctor uid -> device type -> goal angle (degrees) */
  romGoals: Record<string, Record<string, number>>;
  /** the audit entry of the last change by a doctor or an admin */
  auditId?: string;
  /**
   * The episodes that ended, oldest first, written by the stopMonitoring function only. The open episode is
   * periodStart/startedBy above; stopping it moves it here and removes those two, so a new episode may start.
   */
  episodes?: MonitoringEpisode[];
  /**
   * Issue 51: the open episode's transfers to another clinician of the clinic, oldest first, appended by the
   * transferClinicPatient function only. The device code of a period is billed by the starter effective at its start
   * (the latest transfer whose fromPeriod is not after it, else startedBy); the set-up stays startedBy's.
   */
  transfers?: MonitoringTransfer[];
}

/** A transfer of the open episode's billing (issue 51), effective from the period it names on. */
export interface MonitoringTransfer {
  /** 'YYYY-MM-DD': the start of the first 30-day period the new clinician bills (the one after the transfer's) */
  fromPeriod: string;
  /** the new primary clinician */
  to: string;
  at: TimestampLike;
  /** who transferred (the clinic's owner or the former primary) */
  by: string;
}

/** An ended episode of monitoring: 98975 (set-up) is billed once per episode, by the doctor who started it. */
export interface MonitoringEpisode {
  /** 'YYYY-MM-DD': the first day of its first 30-day period */
  periodStart: string;
  startedBy: string;
  /** 'YYYY-MM-DD' in the patient's time zone: its last day (a period cut short ends here) */
  endDay: string;
  endedAt: TimestampLike;
  endedBy: string;
  /** its transfers while it was open (Monitoring.transfers, moved here with it): its device codes' billing starters */
  transfers?: MonitoringTransfer[];
}

export const MANAGEMENT_ACTIVITIES = ['dashboard', 'charts', 'chat', 'appointment', 'other'] as const;
export type ManagementActivity = (typeof MANAGEMENT_ACTIVITIES)[number];

/** One stretch of a doctor's treatment-management time on one patient. */
export interface ManagementEntry {
  start: TimestampLike;
  seconds: number;
  /**
   * auto: the running timer while the doctor worked on the patient (the client's, checked as a running timer);
   * server: written by the Cloud Functions only; manual: added or corrected by hand, with a reason
   */
  source: 'auto' | 'server' | 'manual';
  activity: ManagementActivity;
  /** included a real-time interactive communication with the patient */
  interactive: boolean;
  /** why it was added or corrected by hand ('' for an untouched automatic entry) */
  reason: string;
  updatedAt: TimestampLike;
  /**
   * Issue 51: the assistant whose minutes these are, in his supervising clinician's month (written by the
   * logAssistantTime function only, source 'server'); absent for the month's own doctor's entries.
   */
  by?: string;
}

/** managementTime/{doctorId}_{patientId}_{YYYY-MM}: one doctor's entries on one patient in one calendar month. */
export interface ManagementMonth extends CareFlagged {
  doctorId: string;
  patientId: string;
  /** 'YYYY-MM' */
  month: string;
  /** entry id -> entry */
  entries: Record<string, ManagementEntry>;
  /** the entry the last write added or changed (the rules check that entry, and only it may change) */
  lastEntryId: string;
}

/**
 * managementTotals/{doctorId}_{patientId}_{YYYY-MM}: what one managementTime month bills, computed by the functions
 * from its entries whenever it is written (clients only read it). Entries may overlap (two open tabs, an entry added by
 * hand for time already logged): the time counted is the union of their intervals, so no second counts twice.
 */
export interface ManagementMonthTotals extends CareFlagged {
  doctorId: string;
  patientId: string;
  /** 'YYYY-MM' */
  month: string;
  /** seconds covered by at least one entry */
  seconds: number;
  /** whole minutes of `seconds` (a started minute does not count) */
  minutes: number;
  /** at least one entry with time included a real-time interactive communication */
  interactive: boolean;
  /** the management codes the minutes reach */
  codes: ManagementCodes;
  /** seconds covered by at least one entry added by hand */
  manualSeconds: number;
  entryCount: number;
  /** the newest entry change these totals include (the same source gives the same document) */
  updatedAt: TimestampLike;
}

/**
 * One patient's line of a doctor's overview (doctorOverview/{doctorId}.rows.{patientId}), kept by the functions
 * (functions/src/monitoring/overviewRows.ts) from the patient's name, monitoring document, the doctor's management
 * totals and real-time contacts; the Monitoring page computes status, days left and codes from it on the day it shows.
 */
export interface OverviewRow {
  name: string;
  /** the patient's zone (days are keyed in it) */
  timeZone: string;
  /** the open episode's first day; null until monitoring starts */
  periodStart: string | null;
  /** data days from the start of the period current when written, sorted */
  days: string[];
  /** the last data day before them (null without one): how long ago the patient last recorded */
  lastDayBefore: string | null;
  /** 'YYYY-MM' (the doctor's zone) of the minutes and contacts below */
  month: string;
  seconds: number;
  minutes: number;
  /** real-time contacts (visits, attested calls) in that month */
  contacts: number;
}

/** doctorOverview/{doctorId}: a row per patient in the doctor's care. Written by the functions only. */
export interface DoctorOverview {
  doctorId: string;
  rows: Record<string, OverviewRow>;
}

export const RTM_CONTACT_KINDS = ['visit', 'phone', 'video'] as const;
export type RtmContactKind = (typeof RTM_CONTACT_KINDS)[number];

/**
 * rtmContacts/{id}: a real-time interactive communication of a doctor with a patient (audio, video optional), the
 * evidence the management codes need in their calendar month. Written by the functions only: `server` ones from a
 * visit held in the app, `attested` ones by recordContact (a call held elsewhere, with the doctor's attestation).
 * Chat messages and opened screens are management time, never contacts.
 */
export interface RtmContact extends Audited, CareFlagged {
  doctorId: string;
  patientId: string;
  start: TimestampLike;
  seconds: number;
  kind: RtmContactKind;
  source: 'server' | 'attested';
  appointmentId?: string;
  /** the doctor's sentence (attested contacts) */
  attestation?: string;
  /** the management time entry its minutes made: `{managementTime id}/{entry id}` */
  entryRef?: string;
  recordedAt: TimestampLike;
}

/**
 * rtmMonthClosures/{doctorId}_{YYYY-MM}: a doctor's closed billing month (a calendar month in `timeZone`, from `from`
 * to `to`). Written by closeRtmMonth only; from then on the doctor's time entries and contacts in it change only by
 * amendRtmMonth.
 */
export interface RtmMonthClosure extends Audited {
  doctorId: string;
  /** 'YYYY-MM' */
  month: string;
  /** the doctor's time zone when the month closed: its bounds stay as they were closed */
  timeZone: string;
  /** the first instant of the month in `timeZone` */
  from: TimestampLike;
  /** the first instant of the next month */
  to: TimestampLike;
  closedAt: TimestampLike;
  closedBy: string;
  /** code -> units of the claim lines when it closed */
  totals: Record<string, number>;
  /** code -> claim lines when it closed (missing on months closed before the clinic dashboard, issue 51) */
  lineCounts?: Record<string, number>;
  lineCount: number;
}

/** rtmAmendments/{id}: a change of a closed month (amendRtmMonth only), listed by the month's next export. */
export interface RtmAmendment extends Audited, CareFlagged {
  doctorId: string;
  patientId: string;
  /** 'YYYY-MM': the closed month it changes */
  month: string;
  reason: string;
  /** what was changed (the request's change) */
  change: RtmAmendmentChange;
  /** the evidence it wrote or changed: `{managementTime id}/{entry id}` or `rtmContacts/{id}` */
  target: string;
  at: TimestampLike;
  by: string;
}

/** What an amendment does: add time, correct or remove a time entry, or add a contact held in the month. */
export type RtmAmendmentChange =
  | { type: 'addTime'; start: string; minutes: number }
  | { type: 'setEntryMinutes'; entryRef: string; minutes: number }
  | { type: 'addContact'; start: string; minutes: number; kind: 'phone' | 'video'; attestation: string };

/**
 * deletedSessions/{sessionId}: a deleted session with what went with it, restorable by an admin
 * until `purgeAfter`; its sensor bins stay in data_by_sensor until the purge.
 */
export interface DeletedSession {
  /** the session document as it was */
  session: Omit<Session, 'auditId'>;
  userId: string;
  /** its post-session summaries, by document id */
  postsessions: Record<string, Postsession>;
  /** its entries of the tag counts, by tag */
  tags: Record<string, TaggedSession>;
  deletedAt: TimestampLike;
  deletedBy: string;
  purgeAfter: TimestampLike;
  /** set while the purge deletes the sensor bins: the session can no longer be restored */
  purging?: boolean;
  auditId: string;
}

/**
 * reminderSettings/{patientUid}: the patient's reminder choices (ReminderPreferences of `@rehab/model/reminders`,
 * where the defaults are), written by the patient only.
 */
export interface ReminderSettings {
  enabled: boolean;
  /** 'HH:MM' in the patient's users.timeZone */
  dailyTime: string;
  /** quiet hours 'HH:MM' to 'HH:MM', possibly across midnight: nothing is sent in them */
  quietStart: string;
  quietEnd: string;
  channels: { push: boolean; email: boolean };
  updatedAt: TimestampLike;
}

/**
 * pushSubscriptions/{patientUid}_{deviceId}: one device's Web Push subscription (PushSubscription.toJSON()), written
 * by the patient on that device; the sendReminders function reads them all and removes one its push service no
 * longer knows (404/410).
 */
export interface PushSubscriptionRecord {
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** what the patient's device list shows ('Chrome on Android') */
  deviceLabel: string;
  createdAt: TimestampLike;
}

/**
 * reminderSends/{key}: one reminder (`DueReminder.key`) and its claim, a lease taken in a transaction by a sendReminders
 * run before it sends: a run skips a reminder that went out or whose lease is live, and takes over one whose lease
 * expired unsent (its run died), so a reminder goes out at least once while it is due. Functions only.
 */
export interface ReminderSend {
  patientId: string;
  kind: ReminderKind;
  /** 'YYYY-MM-DD' in the patient's zone */
  day: string;
  /** the first claim (the run's clock) */
  claimedAt: TimestampLike;
  /** the run that holds (or last held) the claim */
  claimedBy: string;
  /** until when that run's claim holds (the run's clock) */
  leaseUntil: TimestampLike;
  /** the claims taken: more than 1 when a run died before recording its send */
  attempts: number;
  /** when it went out (server time), null until then */
  sentAt: TimestampLike | null;
  /** how it went out: null until sent, 'none' when no channel reached the patient */
  channel: 'push' | 'email' | 'none' | null;
}

/**
 * reminderStatus/{patientUid}: what the patient's doctors may know of his reminders, written by the functions only:
 * whether they are on and when the last one went out, never what it said.
 */
export interface ReminderStatus {
  patientId: string;
  enabled: boolean;
  lastSentAt: TimestampLike | null;
}

/**
 * outcomeCheckIns/{sessionId}: the patient's check-in after a session (issue 34): pain now and how hard the session
 * was, each on a 0–10 numeric rating scale, null when skipped (a check-in with both null is a skipped one, so the
 * patient is not asked again). One per session (its id is the session's); written by the session's patient only,
 * editable for 24 hours after `createdAt` (firestore.rules); audited.
 */
export interface OutcomeCheckIn extends Audited {
  patientId: string;
  sessionId: string;
  /** pain now, 0 (no pain) – 10 (worst pain imaginable) */
  pain: number | null;
  /** how hard the session was, 0 (not at all) – 10 (as hard as it gets) */
  effort: number | null;
  /** server time of the first save: edits are allowed until 24 hours after it */
  createdAt: TimestampLike;
  updatedAt: TimestampLike;
}

/**
 * questionnaireAssignments/{auto}: a questionnaire a doctor in active care assigned to a patient, with its schedule
 * (`@rehab/model/outcomes/schedule`: occurrences from `startDay`, in the patient's zone). Ended, never deleted:
 * `active` false stops new occurrences; the responses stay. Audited.
 */
export interface QuestionnaireAssignment extends Audited {
  patientId: string;
  /** the assigning doctor */
  doctorId: string;
  instrument: InstrumentId;
  /** the canonical `url|version` of the Questionnaire assigned */
  questionnaire: string;
  schedule: OutcomeSchedule;
  /** 'YYYY-MM-DD' in the patient's zone: the first occurrence */
  startDay: string;
  active: boolean;
  createdAt: TimestampLike;
  endedAt?: TimestampLike;
}

/**
 * questionnaireResponses/{assignmentId}_{occurrenceDay}: the patient's answers to one occurrence, shaped as a FHIR R4
 * QuestionnaireResponse (resourceType, questionnaire, status, subject, authored, item) beside the app's own fields
 * (patientId, assignmentId, instrument, occurrenceDay, score). `authored` is a Firestore timestamp (the server's time
 * of the last save); the FHIR export writes it as a dateTime. Saved part-way as 'in-progress', final once
 * 'completed'; written by the patient only; `score` only by the scoreQuestionnaireResponse function. Audited.
 */
export interface QuestionnaireResponseDoc extends Audited {
  resourceType: 'QuestionnaireResponse';
  /** the canonical `url|version` answered */
  questionnaire: string;
  status: ResponseStatus;
  subject: { reference: string };
  authored: TimestampLike;
  item: ResponseItem[];
  patientId: string;
  assignmentId: string;
  instrument: InstrumentId;
  /** 'YYYY-MM-DD': the occurrence answered */
  occurrenceDay: string;
  /** set by the scoreQuestionnaireResponse function once completed */
  score?: OutcomeScore;
}

/**
 * triageAlerts/{patientId}_{kind}: the one alert of a patient and kind (issue 34, `@rehab/model/triage`), shared by
 * his care team and written by the functions only: opened when its rule holds, deleted when it no longer does.
 */
export interface TriageAlert {
  patientId: string;
  /** the patient's first and last name when last evaluated: the inbox reads nothing else to show its rows */
  patientName: string;
  kind: TriageAlertKind;
  /**
   * open: in the inbox; snoozed: back in it after `snoozedUntil`, or before when a reading is worse than the one snoozed;
   * acknowledged: handled, quiet until it closes or a reading is worse than the one acknowledged (`triageAlertState`)
   */
  status: 'open' | 'snoozed' | 'acknowledged';
  /** the doctors of the patient's active care relationships: who sees it (their queries ask `array-contains`) */
  careTeam: string[];
  openedAt: TimestampLike;
  evidence: TriageEvidence;
  snoozedUntil: TimestampLike | null;
  /** the evidence as the doctor snoozed it (null when not snoozed) */
  snoozedEvidence: TriageEvidence | null;
  /** the latest acknowledgement, with the evidence as acknowledged: kept while the alert lives, reopened or not */
  acknowledged: { uid: string; name: string; at: TimestampLike; note: string; evidence: TriageEvidence } | null;
  /** why the functions opened it again after a doctor acknowledged or snoozed it (null otherwise) */
  reopened: TriageReopening | null;
  /** doctor uid -> when the functions saw that doctor open the alert's row: the start of its management time */
  openedBy: Record<string, TimestampLike>;
}

/** triageThresholds/{patientId}: the thresholds a doctor of the patient changed from the app's defaults. */
export interface TriageThresholdsDoc extends Audited {
  patientId: string;
  thresholds: Partial<TriageThresholds>;
  updatedBy: string;
  updatedAt: TimestampLike;
}

/** Every collection and the type of its documents. */
export interface CollectionTypes {
  users: User;
  doctors: Doctor;
  doctorProfiles: DoctorProfile;
  admin: Admin;
  devices: Device;
  deviceTypes: DeviceTypeDoc;
  sensorLabels: SensorLabels;
  sessions: Session;
  data_by_sensor: SensorDataBin;
  sensorOverviews: SensorOverview;
  postsessions: Postsession;
  offDeviceSessions: OffDeviceSession;
  sessionTags: SessionTag;
  exercises: Exercise;
  exerciseplan: ExercisePlan;
  scheduledWorkouts: ScheduledWorkouts;
  scheduledWorkoutsByExercise: ScheduledWorkoutsByExercise;
  appointments: Appointment;
  reminders: Reminder;
  notifications: ChatMessage;
  emails: Email;
  orders: Order;
  web3Wallets: Web3Wallet;
  invoiceRequests: InvoiceRequest;
  kneeSleevePreorders: KneeSleevePreorder;
  bugReports: BugReport;
  bugBoards: BugBoard;
  feedbackReports: FeedbackReport;
  AllCollections: CollectionSettings;
  monitoring: Monitoring;
  managementTime: ManagementMonth;
  managementTotals: ManagementMonthTotals;
  auditLog: AuditEntry;
  deletedSessions: DeletedSession;
  careRelationships: CareRelationship;
  deviceLookups: DeviceLookups;
  rtmContacts: RtmContact;
  rtmMonthClosures: RtmMonthClosure;
  rtmAmendments: RtmAmendment;
  doctorOverview: DoctorOverview;
  reminderSettings: ReminderSettings;
  pushSubscriptions: PushSubscriptionRecord;
  reminderSends: ReminderSend;
  reminderStatus: ReminderStatus;
  outcomeCheckIns: OutcomeCheckIn;
  questionnaireAssignments: QuestionnaireAssignment;
  questionnaireResponses: QuestionnaireResponseDoc;
  triageAlerts: TriageAlert;
  triageThresholds: TriageThresholdsDoc;
  /** appointments/{appointmentId}/visitSignals: a subcollection (@rehab/model/videoVisits) */
  visitSignals: VisitSignal;
  /** appointments/{appointmentId}/visitPresence: a subcollection */
  visitPresence: VisitPresence;
  videoVisits: VideoVisit;
  /** reconcileReports/{YYYY-MM-DD}: the daily reconcile job's findings (@rehab/model/reconcile) */
  reconcileReports: ReconcileReport;
  /** clinics (issue 50, @rehab/model/clinics) */
  clinics: Clinic;
  clinicMembers: ClinicMember;
  staff: StaffRecord;
  clinicInvitations: ClinicInvitation;
  clinicConsents: ClinicConsent;
  /** clinicCoverages/{awayUid} (issue 51): who covers an away clinician, and when */
  clinicCoverages: ClinicCoverage;
  /** patientContacts/{patient}_{clinic} (issue 51): the front desk's and assistants' view of a patient */
  patientContacts: PatientContact;
  /** a clinic's caseload (issue 51, @rehab/model/caseload): its summary, its pages, and when a source last changed */
  clinicCaseloads: CaseloadSummary;
  clinicCaseloadPages: CaseloadPage;
  clinicCaseloadChanges: CaseloadChange;
  /** clinicDashboards/{clinicId} (issue 51, @rehab/model/clinicDashboard): the owners' dashboard, built with the caseload */
  clinicDashboards: ClinicDashboard;
  /** outcomeSummaries/{patientId} (issue 51): a patient's first and latest LEFS and PSFS, the dashboard's source */
  outcomeSummaries: OutcomeSummary;
  /** plansOfCare/{planId}_v{n} (issue 53, @rehab/model/planOfCare): one version of a patient's plan of care */
  plansOfCare: PlanOfCareVersion;
  /** rtmConsents/{patientUid}_{textVersion} (issue 53): the patient's consent to remote therapeutic monitoring */
  rtmConsents: RtmConsent;
  /** claimFlagOverrides/{lineKey}_{kind} (issue 53, @rehab/model/claimGuards): a clinician bills a flagged line anyway */
  claimFlagOverrides: ClaimFlagOverride;
  /** clinicExercises/{exerciseId} (issue 54, @rehab/model/exercises): a clinic's exercise library */
  clinicExercises: ClinicExercise;
  /** programmeTemplates/{templateId} (issue 54, @rehab/model/programmes): a clinic's or a clinician's programme */
  programmeTemplates: ProgrammeTemplate;
  /** programmeAssignments/{assignmentId} (issue 54): a programme assigned to a patient, with its template's snapshot */
  programmeAssignments: ProgrammeAssignment;
}

export type CollectionName = keyof CollectionTypes;

export const COLLECTION_NAMES = [
  'users',
  'doctors',
  'doctorProfiles',
  'admin',
  'devices',
  'deviceTypes',
  'sensorLabels',
  'sessions',
  'data_by_sensor',
  'sensorOverviews',
  'postsessions',
  'offDeviceSessions',
  'sessionTags',
  'exercises',
  'exerciseplan',
  'scheduledWorkouts',
  'scheduledWorkoutsByExercise',
  'appointments',
  'reminders',
  'notifications',
  'emails',
  'orders',
  'web3Wallets',
  'invoiceRequests',
  'kneeSleevePreorders',
  'bugReports',
  'bugBoards',
  'feedbackReports',
  'AllCollections',
  'monitoring',
  'managementTime',
  'managementTotals',
  'auditLog',
  'deletedSessions',
  'careRelationships',
  'deviceLookups',
  'rtmContacts',
  'rtmMonthClosures',
  'rtmAmendments',
  'doctorOverview',
  'reminderSettings',
  'pushSubscriptions',
  'reminderSends',
  'reminderStatus',
  'outcomeCheckIns',
  'questionnaireAssignments',
  'questionnaireResponses',
  'triageAlerts',
  'triageThresholds',
  'visitSignals',
  'visitPresence',
  'videoVisits',
  'reconcileReports',
  'clinics',
  'clinicMembers',
  'staff',
  'clinicInvitations',
  'clinicConsents',
  'clinicCoverages',
  'patientContacts',
  'clinicCaseloads',
  'clinicCaseloadPages',
  'clinicCaseloadChanges',
  'clinicDashboards',
  'outcomeSummaries',
  'plansOfCare',
  'rtmConsents',
  'claimFlagOverrides',
  'clinicExercises',
  'programmeTemplates',
  'programmeAssignments',
] as const satisfies readonly CollectionName[];
