/**
 * The Firestore access table: for every collection, what each role may do to
 * the rules-test world's documents (world.ts). rules.test.ts runs every cell
 * against firestore.rules; docs/security.md shows the same table.
 *
 * Access is written as five letters, one per operation, '-' where refused:
 *   g get one document · l list (the natural query for the target's owner) · c create · u update · d delete
 */
import {
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteField,
  doc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import type { CollectionName } from '@rehab/model/collections';
import { patientContactId, type RoleAccess } from '@rehab/model/clinics';
import { ACCOUNTS, CLINIC_A, CLINIC_B, type Role } from './actors';
import { expectedLetters, wideListAllows } from './clinicExpectations';
import { asAdminRecord, commitAudited } from './audited';
import { canonicalOf } from '@rehab/model/outcomes/questionnaires';
import { RTM_CONSENT_TEXT_VERSION, planOfCareId, planOfCareVersionId, rtmConsentId } from '@rehab/model/planOfCare';
import {
  CLINIC_A_APPROVAL,
  DAY,
  MANAGEMENT_MONTH_ID,
  PLAN_ID,
  THIS_MONTH,
  VISIT_APPOINTMENT,
  autoEntry,
  careRelationship,
  clinicConsent,
  clinicExercise,
  clinicCoverage,
  outcomeResponse,
  planOfCareDraft,
  programmeAssignment,
  programmeTemplate,
} from './world';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Who is acting in a cell. */
export interface Actor {
  uid: string;
  email: string;
}

export interface CollectionCase {
  collection: CollectionName;
  /** Where a subcollection's documents are ('appointments/visit-now/visitSignals'); the collection's name otherwise. */
  path?: string;
  /** What the target document is (for the docs). */
  target: string;
  /** Id of the document that get, update and delete act on. */
  docId: string;
  /** The query a client makes to list the target owner's documents. */
  list: (db: Firestore) => Query;
  /** What the actor creates: the document id (deleted first when it exists) and its data. */
  create: (actor: Actor) => { id: string; data: DocumentData };
  /** The change an update makes to the target document. */
  update: (actor: Actor) => DocumentData;
  /**
   * Allowed operations per role ('glcud' letters, '-' where refused); roles left out may do nothing. The clinic roles'
   * are derived (clinicExpectations.ts): written here only for a member's own documents.
   */
  access: Partial<Record<Role, string>>;
  /**
   * What a verified doctor who looks after the patient gets when the target is not his own (another doctor's
   * appointment, reminder, contact…): what ROLE_TABLE's `asTheirDoctor` gives a clinic member. Default: the doctor's letters.
   */
  inCareNotOwner?: string;
  /**
   * A document of clinic A (its own, or of its patient, who approved it): the letters each access ROLE_TABLE gives its
   * members (`manage`, `read`, `book`, `author`) allows.
   */
  clinicLetters?: Partial<Record<'manage' | 'read' | 'book' | 'author', string>>;
  /**
   * Clinical data: each write goes with its audit entry, the record given here (an admin's is the
   * console's record.created/edited/deleted). Without its entry a write is refused (see the audit scenarios).
   */
  audit?: Partial<Record<'create' | 'update' | 'delete', ChangeRecord>>;
  /** A write made another way than one document's (a change that goes with another document's). */
  perform?: Partial<Record<'create' | 'update', (db: Firestore, role: Role) => Promise<void>>>;
  /** Other documents such a write changes (put back after each cell). */
  alsoTouches?: string[];
  /** A list query beyond the target owner's documents (default: the whole collection, by admins only). */
  wideList?: WideList;
}

export interface WideList {
  what: string;
  query: (db: Firestore) => Query;
  access: Role[];
  /** A list of clinic A's documents: also allowed to clinic A's members whose role has one of these accesses (ROLE_TABLE). */
  clinicAccess?: RoleAccess[];
}

/** The path of the collection a case acts on. */
export function collectionPathOf(entry: CollectionCase): string {
  return entry.path ?? entry.collection;
}

/** The default wide list: the whole collection, which only admins may list. */
export function wideListOf(entry: CollectionCase): WideList {
  return entry.wideList ?? { what: 'the whole collection', query: (db) => collection(db, entry.collection), access: ['admin'] };
}

/** The record an operation of a role writes (admins edit through the console). */
export function recordFor(entry: CollectionCase, role: Role, operation: 'create' | 'update' | 'delete'): ChangeRecord | undefined {
  const record = entry.audit?.[operation];
  return record && role === 'admin' ? asAdminRecord(record, operation) : record;
}

const SIGNED_IN_ROLES: Role[] = ['patient', 'otherPatient', 'doctor', 'otherDoctor', 'unverifiedDoctor', 'customer', 'admin', 'noRecords'];

/** The same access for every signed-in role, with exceptions. */
function everySignedIn(letters: string, exceptions: Partial<Record<Role, string>> = {}): Partial<Record<Role, string>> {
  return { ...Object.fromEntries(SIGNED_IN_ROLES.map((role) => [role, letters])), ...exceptions };
}

const ADMIN_ALL = { admin: 'glcud' };

/** A catalogue (device types, sensor labels, exercises): every signed-in account lists it all. */
const catalogue = (name: CollectionName): WideList => ({
  what: 'the whole catalogue',
  query: (db) => collection(db, name),
  access: SIGNED_IN_ROLES,
});

export const signUpUser = (actor: Actor) => ({
  firstName: 'New',
  lastName: 'Person',
  email: actor.email,
  isAuthorized: false,
  devices: {},
  sessions: [],
});

export const signUpDoctor = (actor: Actor) => ({
  firstName: 'New',
  lastName: 'Doctor',
  email: actor.email,
  isVerified: false,
  patients: [],
  devices: [],
  specialities: [],
  notifications: [],
});

export const newPlan = (createdBy: string, userID?: string) => ({
  name: 'Knee routine',
  device: 'Knee Brace',
  exerciseArray: ['ex-1', 'ex-2'],
  reps: [3, 4],
  isPublic: userID === undefined,
  createdBy,
  ...(userID ? { userID } : {}),
});

/** The record of a new plan. */
export const planCreated = (patientUid = ''): ChangeRecord => ({ action: 'plan.created', patientUid, changes: { name: { before: null, after: 'Knee routine' } } });

export const newAppointment = (doctorID: string, userID: string) => ({
  isOnline: true,
  doctorID,
  datetime: Timestamp.fromDate(new Date('2030-02-01T09:00:00Z')),
  location: 'https://meet.example/b',
  userID,
  inCare: true,
});

export const newMessage = (senderID: string) => ({
  doctorID: 'doctor',
  userID: 'patient',
  senderID,
  id: 'msg-new',
  isFavourite: false,
  isRead: false,
  messageBody: 'How is the knee?',
  timestamp: serverTimestamp(),
  inCare: true,
});

export const newWallet = (actor: Actor) => ({
  address: '0x00000000000000000000000000000000000000bb',
  data: '{"version":3,"crypto":{}}',
  email: actor.email,
  transactions: [],
});

export const newInvoiceRequest = (actor: Actor) => ({
  firstName: 'Pat',
  lastName: 'Ient',
  email: 'pat@example.test',
  phone: '+16045550101',
  occupation: 'Teacher',
  address: '1 Main St, Vancouver, BC, V5K 0A1, Canada',
  size: 'L',
  purpose: 'Rehabilitation',
  details: 'Left knee',
  how: ['Google', 'Other'],
  uid: actor.uid,
  date: serverTimestamp(),
});

export const newBugReport = (actor: Actor) => ({
  firstName: 'Pat',
  lastName: 'Ient',
  email: 'pat@example.test',
  appType: 'web',
  category: 'functional',
  buildVersion: '1.2.3',
  summary: 'Chart does not load',
  description: 'The glove chart stays empty.',
  screenshots: [],
  boardId: null,
  priority: 0,
  status: 'To Do',
  assignedTo: '',
  comments: [],
  uid: actor.uid,
  createdAt: serverTimestamp(),
});

export const newFeedback = (actor: Actor) => ({
  uid: actor.uid,
  firstName: 'Pat',
  lastName: 'Ient',
  email: 'pat@example.test',
  device: 'iPhone',
  iOSVersion: '17.4',
  appVersion: '2.0',
  buildVersion: '200',
  userExperienceRating: 8,
  easeOfNavigationRating: 7,
  uiFriendlinessRating: 9,
  exerciseVideoClarityRating: 6,
  personalizedWorkoutPlansRating: 8,
  texavieCoinsIncentivesRating: 5,
  exerciseVideoGlitches: 'No',
  foundWorkoutPlansEasily: 'Yes',
  appointmentBookingStraightforward: 'Yes',
  appointmentTimelyNotifications: 'No',
  understoodTexavieCoins: 'Yes',
  appRespondedQuickly: 'Yes',
  connectedToBluetooth: 'Yes',
  fileUploadIssues: 'No',
  likedFeatures: 'Charts',
  screenshots: [],
  createdAt: serverTimestamp(),
});

/** Today as a day key (UTC), a valid period start. */
export const TODAY_KEY = new Date().toISOString().slice(0, 10);

export const newMonitoring = (actor: Actor) => ({
  patientId: 'patient',
  timeZone: 'Europe/Athens',
  periodStart: TODAY_KEY,
  startedBy: actor.uid,
  days: {},
  romGoals: {},
});

/** A doctor's first entry of the month on the patient: the timer, started now. */
export const newManagementMonth = (actor: Actor) => ({
  doctorId: actor.uid,
  patientId: 'patient',
  month: THIS_MONTH,
  entries: { e1: { ...autoEntry(30, serverTimestamp()), start: Timestamp.now() } },
  lastEntryId: 'e1',
  inCare: true,
});

const scheduledEvent = { 'evt-2': { name: 'Hand basics', isPublic: true, exerciseId: 'plan-public', doctorId: 'doctor' } };

/** An entry of the audit trail, as a role would write it on its own (bound to no change: always refused). */
export const newAuditEntry = (actor: Actor) => ({
  actorUid: actor.uid,
  actorRole: 'doctor',
  actorName: 'Doc doctor',
  action: 'session.tagAdded',
  target: { collection: 'sessions', id: 'session-1' },
  patientUid: 'patient',
  changes: {},
  at: serverTimestamp(),
});

/** Tagging or untagging session-1 as the tags panel does: the session's change (recorded) and the tag count together. */
function tagChange(tag: string, added: boolean) {
  return (db: Firestore, role: Role) =>
    commitAudited(db, role, (context, batch) => {
      const record: ChangeRecord = {
        action: added ? 'session.tagAdded' : 'session.tagRemoved',
        patientUid: 'patient',
        changes: { tags: added ? { before: [], after: [tag] } : { before: [tag], after: [] } },
      };
      auditedUpdate(context, doc(db, 'sessions/session-1'), { tags: added ? arrayUnion(tag) : arrayRemove(tag) }, role === 'admin' ? asAdminRecord(record, 'update') : record);
      const tagRef = doc(db, `sessionTags/${tag}`);
      if (added) batch.set(tagRef, { sessionsCount: 1, sessions: { 'session-1': { date: DAY, movement: 'Squat', userId: 'patient' } } });
      else batch.update(tagRef, { sessionsCount: increment(-1), 'sessions.session-1': deleteField() });
    });
}

const recordOf = (action: ChangeRecord['action'], patientUid = ''): ChangeRecord => ({ action, patientUid });

export const FIRESTORE_CASES: CollectionCase[] = [
  {
    collection: 'users',
    target: "the patient's record (create: the caller's own record, sign-up shape)",
    docId: 'patient',
    list: (db) => collection(db, 'users'),
    create: (actor) => ({ id: actor.uid, data: signUpUser(actor) }),
    update: () => ({ firstName: 'Patricia' }),
    access: {
      patient: 'g-cu-',
      otherPatient: '--c--',
      doctor: 'g----',
      customer: '--c--',
      noRecords: '--c--',
      ...ADMIN_ALL,
    },
  },
  {
    collection: 'doctors',
    target: "the doctor's record (create: the caller's own record, sign-up shape)",
    docId: 'doctor',
    list: (db) => collection(db, 'doctors'),
    create: (actor) => ({ id: actor.uid, data: signUpDoctor(actor) }),
    update: () => ({ position: 'Surgeon' }),
    access: {
      doctor: 'g-cu-',
      otherDoctor: '--c--',
      unverifiedDoctor: '--c--',
      noRecords: '--c--',
      ...ADMIN_ALL,
    },
  },
  {
    collection: 'doctorProfiles',
    target: "the doctor's public profile (name, position, picture; read by id, by the patients who granted or are asked access; written only by the syncDoctorProfile function)",
    docId: 'doctor',
    list: (db) => collection(db, 'doctorProfiles'),
    create: (actor) => ({ id: actor.uid, data: { firstName: 'New', lastName: 'Doctor', position: '', profilePic: '' } }),
    update: () => ({ position: 'Surgeon' }),
    access: { patient: 'g----', doctor: 'g----', admin: 'gl---' },
  },
  {
    collection: 'admin',
    target: "the admin's staff profile (create: the caller's own)",
    docId: 'admin',
    list: (db) => collection(db, 'admin'),
    create: (actor) => ({ id: actor.uid, data: { firstName: 'Sam', lastName: 'Staff' } }),
    update: () => ({ firstName: 'Adam' }),
    access: ADMIN_ALL,
  },
  {
    collection: 'devices',
    target: "the patient's device dev-a (list: devices where userId == patient)",
    docId: 'dev-a',
    list: (db) => query(collection(db, 'devices'), where('userId', '==', 'patient')),
    create: (actor) => ({ id: 'dev-new', data: { id: 'dev-new', deviceType: 'Glove', side: 'Left', userId: actor.uid } }),
    update: () => ({ side: 'Right' }),
    access: { patient: 'gl---', doctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'deviceTypes',
    target: 'the Glove device type',
    docId: 'Glove',
    list: (db) => collection(db, 'deviceTypes'),
    create: () => ({ id: 'Band', data: { sensors: ['Time', 'Temperature0'] } }),
    update: () => ({ sensors: ['Time'] }),
    access: everySignedIn('gl---', ADMIN_ALL),
    wideList: catalogue('deviceTypes'),
  },
  {
    collection: 'sensorLabels',
    target: 'the glove sensor labels',
    docId: 'glove',
    list: (db) => collection(db, 'sensorLabels'),
    create: () => ({ id: 'kneeBrace', data: { sensors: ['Angle'], labels: { Angle: 'Angle' } } }),
    update: () => ({ labels: { Thumb: 'Pouce' } }),
    access: everySignedIn('gl---', ADMIN_ALL),
    wideList: catalogue('sensorLabels'),
  },
  {
    collection: 'exercises',
    target: 'an exercise',
    docId: 'ex-1',
    list: (db) => collection(db, 'exercises'),
    create: () => ({ id: 'ex-new', data: { id: 'ex-new', name: 'Squat', device: 'Knee Brace' } }),
    update: () => ({ name: 'Fist' }),
    access: everySignedIn('gl---', ADMIN_ALL),
    wideList: catalogue('exercises'),
  },
  {
    collection: 'sessions',
    target: "the patient's session (list: where userId == patient; update: notes)",
    docId: 'session-1',
    list: (db) => query(collection(db, 'sessions'), where('userId', '==', 'patient'), orderBy('date')),
    create: (actor) => ({ id: 'session-new', data: { id: 'session-new', userId: actor.uid, date: DAY, devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] } }),
    update: () => ({ notes: 'Good range today', notesVersion: 1 }),
    audit: {
      create: recordOf('record.created'),
      update: { action: 'session.notesEdited', patientUid: 'patient', changes: { notes: { before: '', after: 'Good range today' } } },
    },
    access: { patient: 'gl---', doctor: 'gl-u-', admin: 'glcu-' },
  },
  {
    collection: 'data_by_sensor',
    target: "a sensor data bin of the patient's session (list: where sessionId == that session)",
    docId: 'bin-1',
    list: (db) => query(collection(db, 'data_by_sensor'), where('sessionId', '==', 'session-1'), where('sensorId', '==', 'Time'), orderBy('binId')),
    create: () => ({ id: 'bin-new', data: { sessionId: 'session-1', sensorId: 'Thumb', deviceId: 'dev-a', binId: 1, values: [4] } }),
    update: () => ({ values: [9, 9, 9] }),
    audit: { create: recordOf('record.created'), update: recordOf('record.edited'), delete: recordOf('record.deleted') },
    access: { patient: 'gl---', doctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'sensorOverviews',
    target: "the overview of a sensor of the patient's session (list: where sessionId == that session and sensorId == the sensor; written by the onSensorBinWritten function only)",
    docId: 'session-1_Thumb',
    list: (db) => query(collection(db, 'sensorOverviews'), where('sessionId', '==', 'session-1'), where('sensorId', '==', 'Thumb')),
    create: () => ({ id: 'session-1_Index', data: { sessionId: 'session-1', sensorId: 'Index', devices: {}, sources: {} } }),
    update: () => ({ devices: {} }),
    access: { patient: 'gl---', doctor: 'gl---', admin: 'gl---' },
  },
  {
    collection: 'postsessions',
    target: "the patient's post-session summary (list: where userId == patient)",
    docId: 'post-1',
    list: (db) => query(collection(db, 'postsessions'), where('userId', '==', 'patient'), orderBy('startTime', 'desc')),
    create: (actor) => ({ id: 'post-new', data: { userId: actor.uid, startTime: DAY, entries: [] } }),
    update: () => ({ entries: [] }),
    audit: { create: recordOf('record.created', 'patient'), update: recordOf('record.edited', 'patient'), delete: recordOf('record.deleted', 'patient') },
    access: { patient: 'gl---', doctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'offDeviceSessions',
    target: "the patient's off-device session (list: where userId == patient)",
    docId: 'off-1',
    list: (db) => query(collection(db, 'offDeviceSessions'), where('userId', '==', 'patient'), where('deviceType', '==', 'Glove'), orderBy('date', 'desc')),
    create: (actor) => ({ id: 'off-new', data: { userId: actor.uid, date: DAY, deviceType: 'Glove', exerciseReps: {} } }),
    update: () => ({ exerciseReps: { Grip: 30 } }),
    audit: { create: recordOf('record.created', 'patient'), update: recordOf('record.edited', 'patient'), delete: recordOf('record.deleted', 'patient') },
    access: { patient: 'gl---', doctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'sessionTags',
    target: "a tag counting the patient's session (create: tag a session of the patient; update: untag it)",
    docId: 'balance',
    list: (db) => query(collection(db, 'sessionTags'), orderBy('sessionsCount', 'desc'), limit(5)),
    create: () => ({
      id: 'strength',
      data: { sessionsCount: 1, sessions: { 'session-1': { date: DAY, movement: 'Squat', userId: 'patient' } } },
    }),
    update: () => ({ sessionsCount: increment(-1), 'sessions.session-1': deleteField() }),
    perform: { create: tagChange('strength', true), update: tagChange('balance', false) },
    alsoTouches: ['sessions/session-1'],
    access: { doctor: 'glcu-', otherDoctor: 'gl---', ...ADMIN_ALL },
    wideList: {
      what: 'every tag (a tag lists sessions of every patient: verified doctors only)',
      query: (db) => collection(db, 'sessionTags'),
      access: ['doctor', 'otherDoctor', 'admin'],
    },
  },
  {
    collection: 'exerciseplan',
    target: "the patient's personalized plan (list: where userID == patient; create: a plan for the patient; update: rename it; delete: only the deleteExercisePlan function)",
    docId: 'plan-personal',
    list: (db) => query(collection(db, 'exerciseplan'), where('userID', '==', 'patient')),
    create: (actor) => ({ id: 'plan-new', data: newPlan(actor.uid, 'patient') }),
    update: () => ({ name: 'For Pat, phase 2' }),
    audit: { create: planCreated('patient'), update: recordOf('record.edited', 'patient') },
    access: {
      patient: 'glc--',
      doctor: 'glc--',
      admin: 'glcu-',
    },
  },
  {
    collection: 'scheduledWorkouts',
    target: "the patient's schedule (create: the patient's schedule document; update: add a date)",
    docId: 'patient',
    list: (db) => collection(db, 'scheduledWorkouts'),
    create: () => ({ id: 'patient', data: { '2030-01-03': scheduledEvent } }),
    update: () => ({ '2030-01-02': scheduledEvent }),
    audit: {
      create: { action: 'schedule.added', patientUid: 'patient', changes: { '2030-01-03': { before: {}, after: scheduledEvent } } },
      update: { action: 'schedule.added', patientUid: 'patient', changes: { '2030-01-02': { before: {}, after: scheduledEvent } } },
      delete: recordOf('record.deleted', 'patient'),
    },
    access: { patient: 'g-cu-', doctor: 'g-cu-', ...ADMIN_ALL },
  },
  {
    collection: 'scheduledWorkoutsByExercise',
    target: "a plan's schedule index holding the patient's dates (create/update: the patient's entry; kept by the onScheduleWritten function from the calendars)",
    docId: 'plan-public',
    list: (db) => collection(db, 'scheduledWorkoutsByExercise'),
    create: () => ({ id: 'plan-new', data: { patient: { '2030-01-03': ['evt-2'] } } }),
    update: () => ({ 'patient.2030-01-02': ['evt-2'] }),
    access: ADMIN_ALL,
  },
  {
    collection: 'appointments',
    target: "the doctor's appointment with the patient (list: where userID == patient; create: the caller's booking with the patient; update: move it)",
    docId: 'appt-1',
    list: (db) => query(collection(db, 'appointments'), where('userID', '==', 'patient')),
    create: (actor) => ({ id: 'appt-new', data: newAppointment(actor.uid, 'patient') }),
    update: () => ({ location: 'https://meet.example/c' }),
    audit: {
      create: { action: 'appointment.booked', patientUid: 'patient', changes: { datetime: { before: null, after: Timestamp.fromDate(new Date('2030-02-01T09:00:00Z')) } } },
      update: recordOf('record.edited', 'patient'),
      delete: { action: 'appointment.cancelled', patientUid: 'patient', changes: { datetime: { before: DAY, after: null } } },
    },
    access: { patient: 'gl---', doctor: 'glc-d', ...ADMIN_ALL },
    // cancelling is the booking doctor's
    inCareNotOwner: 'glc--',
    // the front desk (issue 51) reads it by id; the patient's query is not narrowed to his clinic: he lists by clinic
    // (the wide list); no client write of his (the booking callables)
    clinicLetters: { book: 'g----' },
    wideList: {
      what: "clinic A's appointments (where clinicId == clinic A: the front desk's calendars)",
      query: (db) => query(collection(db, 'appointments'), where('clinicId', '==', CLINIC_A)),
      access: ['admin'],
      clinicAccess: ['book'],
    },
  },
  {
    collection: 'reminders',
    target: "the reminder of that appointment (list: where doctorID == doctor and userID == patient; update: mark it read)",
    docId: 'appt-1',
    list: (db) => query(collection(db, 'reminders'), where('doctorID', '==', 'doctor'), where('userID', '==', 'patient')),
    create: (actor) => ({
      id: 'appt-2',
      data: { appointmentID: 'appt-2', doctorID: actor.uid, id: 'appt-2', isFavourite: false, isRead: false, userID: 'patient', inCare: true },
    }),
    update: () => ({ isRead: true }),
    access: { patient: 'gl---', doctor: 'glcud', ...ADMIN_ALL },
    // a reminder is its appointment's doctor's: read in his bell only
    inCareNotOwner: '-----',
  },
  {
    collection: 'notifications',
    target: 'a chat message the doctor sent to the patient (list: that conversation; update: mark it read)',
    docId: 'msg-1',
    list: (db) => query(collection(db, 'notifications'), where('doctorID', '==', 'doctor'), where('userID', '==', 'patient'), orderBy('timestamp')),
    create: (actor) => ({ id: 'msg-new', data: newMessage(actor.uid) }),
    update: () => ({ isRead: true }),
    access: { patient: 'glcu-', doctor: 'glc--', ...ADMIN_ALL },
    // a conversation is its doctor's and patient's
    inCareNotOwner: '-----',
  },
  {
    collection: 'emails',
    target:
      "an inbox item addressed to the doctor (list: where to == the doctor's e-mail; create: an e-mail on its own — a doctor's cancellation notice goes only with the appointment's deletion, an invoice request's e-mail only with that request, see the scenarios)",
    docId: 'mail-1',
    list: (db) => query(collection(db, 'emails'), where('to', '==', ACCOUNTS.doctor.email)),
    create: () => ({ id: 'cancelled-appt-1', data: { to: ACCOUNTS.patient.email, message: { subject: 'Appointment cancelled', text: 'Your appointment was cancelled.' } } }),
    update: () => ({ is_unread: true }),
    access: { doctor: 'gl-ud', ...ADMIN_ALL },
  },
  {
    collection: 'orders',
    target: "the patient's order (list: where uid == patient; update: the customer's name, the one field that is not money)",
    docId: 'order-1',
    list: (db) => query(collection(db, 'orders'), where('uid', '==', 'patient'), orderBy('date', 'desc')),
    create: (actor) => ({ id: 'order-new', data: { uid: actor.uid, date: DAY, name: 'x', total: 0, products: [] } }),
    update: () => ({ name: 'Patricia Ient' }),
    access: { patient: 'gl---', admin: 'gl-u-' },
  },
  {
    collection: 'web3Wallets',
    target: "the patient's wallet (create: the caller's own wallet; update: replace it by an imported key, history emptied)",
    docId: 'patient',
    list: (db) => collection(db, 'web3Wallets'),
    create: (actor) => ({ id: actor.uid, data: newWallet(actor) }),
    update: () => ({ address: '0x00000000000000000000000000000000000000bb', data: '{"version":3,"imported":true}', transactions: [] }),
    access: { patient: 'g-cu-', otherPatient: '--c--', admin: 'gl-ud' },
  },
  {
    collection: 'invoiceRequests',
    target: "the patient's invoice request (list: where uid == patient; create: the caller's request)",
    docId: 'inv-1',
    list: (db) => query(collection(db, 'invoiceRequests'), where('uid', '==', 'patient')),
    create: (actor) => ({ id: 'inv-new', data: newInvoiceRequest(actor) }),
    update: () => ({ details: 'Right knee' }),
    access: everySignedIn('--c--', { patient: 'glc--', ...ADMIN_ALL }),
  },
  {
    collection: 'kneeSleevePreorders',
    target: "the customer's pre-order (list: where email == the customer's e-mail; update: status)",
    docId: 'pre-1',
    list: (db) => query(collection(db, 'kneeSleevePreorders'), where('email', '==', ACCOUNTS.customer.email), orderBy('orderDate', 'desc')),
    create: (actor) => ({ id: 'pre-new', data: { email: actor.email, quantity: 1, total: '$ 0.00' } }),
    update: () => ({ status: 'Preparing Order' }),
    access: { customer: 'gl---', admin: 'gl-ud' },
  },
  {
    collection: 'bugReports',
    target: "the patient's bug report (list: where uid == patient; create: the caller's report; update: status)",
    docId: 'bug-1',
    list: (db) => query(collection(db, 'bugReports'), where('uid', '==', 'patient')),
    create: (actor) => ({ id: 'bug-new', data: newBugReport(actor) }),
    update: () => ({ status: 'In Progress', priority: 1 }),
    access: everySignedIn('--c--', { patient: 'glc--', ...ADMIN_ALL }),
  },
  {
    collection: 'bugBoards',
    target: 'a bug board',
    docId: 'board-1',
    list: (db) => query(collection(db, 'bugBoards'), where('isActive', '==', true)),
    create: () => ({ id: 'board-new', data: { id: 'board-new', name: 'Sprint 2', description: 'Next', isActive: true } }),
    update: () => ({ isActive: false }),
    access: ADMIN_ALL,
  },
  {
    collection: 'feedbackReports',
    target: "the patient's feedback (list: where uid == patient; create: the caller's feedback)",
    docId: 'fb-1',
    list: (db) => query(collection(db, 'feedbackReports'), where('uid', '==', 'patient')),
    create: (actor) => ({ id: 'fb-new', data: newFeedback(actor) }),
    update: () => ({ firstName: 'Patty' }),
    access: everySignedIn('--c--', { patient: 'glc--', ...ADMIN_ALL }),
  },
  {
    collection: 'monitoring',
    target: "the patient's monitoring (list: where patientId in [patient]; create: start monitoring; update: the patient's time zone)",
    docId: 'patient',
    list: (db) => query(collection(db, 'monitoring'), where('patientId', 'in', ['patient'])),
    create: (actor) => ({ id: 'patient', data: newMonitoring(actor) }),
    update: () => ({ timeZone: 'Europe/Athens' }),
    audit: {
      create: { action: 'monitoring.started', patientUid: 'patient', changes: { periodStart: { before: null, after: TODAY_KEY } } },
      update: { action: 'monitoring.started', patientUid: 'patient', changes: { timeZone: { before: 'UTC', after: 'Europe/Athens' } } },
      delete: recordOf('record.deleted', 'patient'),
    },
    access: { patient: 'g----', doctor: 'glcu-', ...ADMIN_ALL },
  },
  {
    collection: 'managementTime',
    target: "the doctor's management time on the patient this month (list: the doctor's month, where inCare == true; create: the caller's month with one entry; update: an entry corrected by hand)",
    docId: MANAGEMENT_MONTH_ID,
    list: (db) => query(collection(db, 'managementTime'), where('doctorId', '==', 'doctor'), where('month', '==', THIS_MONTH), where('inCare', '==', true)),
    create: (actor) => ({ id: `${actor.uid}_patient_${THIS_MONTH}`, data: newManagementMonth(actor) }),
    update: () => ({ 'entries.e0.seconds': 90, 'entries.e0.source': 'manual', 'entries.e0.reason': 'Chart left open', 'entries.e0.updatedAt': serverTimestamp(), lastEntryId: 'e0' }),
    access: { doctor: 'glcu-', admin: 'gl--d' },
    // the patient's other doctors read it (by id) and log their own months
    inCareNotOwner: 'g-c--',
  },
  {
    collection: 'managementTotals',
    target: "what the doctor's management time on the patient this month bills (list: the doctor's month, where inCare == true; written by the onManagementTimeWritten function only)",
    docId: MANAGEMENT_MONTH_ID,
    list: (db) => query(collection(db, 'managementTotals'), where('doctorId', '==', 'doctor'), where('month', '==', THIS_MONTH), where('inCare', '==', true)),
    create: (actor) => ({
      id: `${actor.uid}_patient_${THIS_MONTH}`,
      data: { doctorId: actor.uid, patientId: 'patient', month: THIS_MONTH, seconds: 36_000, minutes: 600, interactive: true, codes: { base: '98980', additional: 29 }, manualSeconds: 0, entryCount: 1, updatedAt: serverTimestamp(), inCare: true },
    }),
    update: () => ({ seconds: 36_000, minutes: 600 }),
    access: { doctor: 'gl---', admin: 'gl---' },
    inCareNotOwner: 'g----',
  },
  {
    collection: 'reconcileReports',
    target: "a day's report of the reconcile job (written by the reconcileAggregates function only)",
    docId: '2030-01-01',
    list: (db) => query(collection(db, 'reconcileReports'), orderBy('date', 'desc'), limit(30)),
    create: () => ({ id: '2030-01-02', data: { date: '2030-01-02', ranAt: serverTimestamp(), window: {}, checked: {}, driftCount: 0, fixes: [] } }),
    update: () => ({ driftCount: 0, fixes: [] }),
    access: { admin: 'gl---' },
  },
  {
    collection: 'AllCollections',
    target: "the admin console's settings of a collection",
    docId: 'users',
    list: (db) => collection(db, 'AllCollections'),
    create: () => ({ id: 'orders', data: { fields: { uid: 'string' }, allowAddDoc: false, autoDocId: true } }),
    update: () => ({ allowAddDoc: false }),
    access: ADMIN_ALL,
  },
  {
    collection: 'auditLog',
    target:
      "an entry of the patient's history (list: where patientUid == patient; create: an entry on its own, tied to no change — entries are written only with their change, see the audit scenarios)",
    docId: 'entry-1',
    list: (db) => query(collection(db, 'auditLog'), where('patientUid', '==', 'patient'), orderBy('at', 'desc')),
    create: (actor) => ({ id: 'entry-new', data: newAuditEntry(actor) }),
    update: () => ({ action: 'session.tagRemoved' }),
    access: { patient: 'gl---', doctor: 'gl---', admin: 'gl---' },
  },
  {
    collection: 'deletedSessions',
    target: "the patient's deleted session (list: where userId == patient; written only by the session functions)",
    docId: 'session-9',
    list: (db) => query(collection(db, 'deletedSessions'), where('userId', '==', 'patient')),
    create: () => ({ id: 'session-8', data: { userId: 'patient', session: {}, postsessions: {}, tags: {} } }),
    update: () => ({ purging: true }),
    access: { admin: 'gl---' },
  },
  {
    collection: 'careRelationships',
    target:
      "the patient's care relationship with the doctor (list: where patient == patient; create: a request — only the registerDevice function makes one; update: end it — the patient removes the doctor, the doctor leaves)",
    docId: 'patient_doctor',
    list: (db) => query(collection(db, 'careRelationships'), where('patient', '==', 'patient')),
    create: (actor) => ({ id: `patient_${actor.uid}`, data: careRelationship('patient', actor.uid, 'dev-a', 'Glove', 'pending') }),
    update: (actor) => ({
      state: 'ended',
      endedBy: actor.uid,
      endedAt: serverTimestamp(),
      ending: actor.uid === 'patient' ? 'removedByPatient' : 'endedByDoctor',
    }),
    audit: {
      create: { action: 'care.requested', patientUid: 'patient', changes: { state: { before: null, after: 'pending' } } },
      update: { action: 'care.ended', patientUid: 'patient', changes: { state: { before: 'active', after: 'ended' } } },
      delete: recordOf('record.deleted', 'patient'),
    },
    access: { patient: 'gl-u-', doctor: 'g--u-', ...ADMIN_ALL },
  },
  {
    collection: 'rtmContacts',
    target: "the doctor's attested call with the patient (list: the doctor's, where inCare == true; written by the functions only)",
    docId: 'contact-1',
    list: (db) => query(collection(db, 'rtmContacts'), where('doctorId', '==', 'doctor'), where('inCare', '==', true)),
    create: (actor) => ({
      id: `${actor.uid}_patient_1`,
      data: { doctorId: actor.uid, patientId: 'patient', start: serverTimestamp(), seconds: 600, kind: 'phone', source: 'attested', attestation: 'Call', recordedAt: serverTimestamp(), inCare: true },
    }),
    update: () => ({ seconds: 6000 }),
    wideList: { what: "the patient's contacts (where patientId == patient)", query: (db) => query(collection(db, 'rtmContacts'), where('patientId', '==', 'patient')), access: ['patient', 'admin'] },
    access: { patient: 'g----', doctor: 'gl---', admin: 'gl---' },
    // the contact's doctor's alone among the patient's doctors
    inCareNotOwner: '-----',
  },
  {
    collection: 'rtmMonthClosures',
    target: "the doctor's closed billing month (list: where doctorId == doctor; written by closeRtmMonth only)",
    docId: 'doctor_2024-01',
    list: (db) => query(collection(db, 'rtmMonthClosures'), where('doctorId', '==', 'doctor')),
    create: (actor) => ({ id: `${actor.uid}_2024-02`, data: { doctorId: actor.uid, month: '2024-02', timeZone: 'UTC', closedAt: serverTimestamp(), closedBy: actor.uid, totals: {}, lineCount: 0 } }),
    update: () => ({ to: serverTimestamp() }),
    access: { doctor: 'gl---', admin: 'gl---' },
    inCareNotOwner: '-----',
  },
  {
    collection: 'claimFlagOverrides',
    target: "an override of a flag of the doctor's claim line (list: where doctorId == doctor; written by overrideClaimFlag only)",
    docId: 'doctor_patient_98979_2024-01-01_noConsent',
    list: (db) => query(collection(db, 'claimFlagOverrides'), where('doctorId', '==', 'doctor')),
    create: (actor) => ({
      id: `${actor.uid}_patient_98979_2024-02-01_noConsent`,
      data: { doctorId: actor.uid, patientId: 'patient', month: '2024-02', lineKey: `${actor.uid}_patient_98979_2024-02-01`, kind: 'noConsent', reason: 'On paper', by: actor.uid, byName: 'Me', at: serverTimestamp(), auditId: 'entry-1' },
    }),
    update: () => ({ reason: 'Rewritten' }),
    access: { doctor: 'gl---', admin: 'gl---' },
    inCareNotOwner: '-----',
  },
  {
    collection: 'rtmAmendments',
    target: "an amendment of the doctor's closed month on the patient (list: the doctor's, where inCare == true; written by amendRtmMonth only)",
    docId: 'amend-1',
    list: (db) => query(collection(db, 'rtmAmendments'), where('doctorId', '==', 'doctor'), where('inCare', '==', true)),
    create: (actor) => ({ id: 'amend-new', data: { doctorId: actor.uid, patientId: 'patient', month: '2024-01', reason: 'Late', change: { type: 'addTime', start: '2024-01-02T10:00:00Z', minutes: 60 }, target: '', at: serverTimestamp(), by: actor.uid, inCare: true } }),
    update: () => ({ reason: 'Rewritten' }),
    wideList: { what: "the patient's amendments (where patientId == patient)", query: (db) => query(collection(db, 'rtmAmendments'), where('patientId', '==', 'patient')), access: ['patient', 'admin'] },
    access: { patient: 'g----', doctor: 'gl---', admin: 'gl---' },
    inCareNotOwner: '-----',
  },
  {
    collection: 'doctorOverview',
    target: "the doctor's Monitoring rows, one per patient in his care (written by the overview functions only)",
    docId: 'doctor',
    list: (db) => query(collection(db, 'doctorOverview'), where('doctorId', '==', 'doctor')),
    create: (actor) => ({ id: actor.uid, data: { doctorId: actor.uid, rows: {} } }),
    update: () => ({ 'rows.patient.minutes': 600 }),
    access: { doctor: 'g----', admin: 'gl---' },
  },
  {
    collection: 'reminderSettings',
    target: "the patient's reminder settings (create and update: the patient's own, with the time of the write)",
    docId: 'patient',
    list: (db) => query(collection(db, 'reminderSettings'), where('enabled', '==', true)),
    create: () => ({
      id: 'patient',
      data: { enabled: true, dailyTime: '18:00', quietStart: '21:00', quietEnd: '08:00', channels: { push: true, email: false }, updatedAt: serverTimestamp() },
    }),
    update: () => ({ dailyTime: '07:30', updatedAt: serverTimestamp() }),
    wideList: { what: 'the whole collection', query: (db) => collection(db, 'reminderSettings'), access: [] },
    access: { patient: 'g-cud' },
  },
  {
    collection: 'pushSubscriptions',
    target: "a device's push subscription of the patient (list: where userId == patient; create: another device of the patient; update: a renamed device)",
    docId: 'patient_device-1',
    list: (db) => query(collection(db, 'pushSubscriptions'), where('userId', '==', 'patient')),
    create: () => ({
      id: 'patient_device-2',
      data: { userId: 'patient', endpoint: 'https://push.example/send/device-2', keys: { p256dh: 'BDeviceTwoKey', auth: 'deviceTwoAuth' }, deviceLabel: 'Laptop', createdAt: serverTimestamp() },
    }),
    update: () => ({ deviceLabel: 'Old phone' }),
    wideList: { what: 'the whole collection', query: (db) => collection(db, 'pushSubscriptions'), access: [] },
    access: { patient: 'glcud' },
  },
  {
    collection: 'reminderSends',
    target: "a reminder's idempotency key (written and read by the sendReminders function only)",
    docId: 'patient_2030-01-01_daily',
    list: (db) => query(collection(db, 'reminderSends'), where('patientId', '==', 'patient')),
    create: () => ({ id: 'patient_2030-01-02_daily', data: { patientId: 'patient', kind: 'daily', day: '2030-01-02', claimedAt: serverTimestamp(), channel: null } }),
    update: () => ({ channel: 'none' }),
    wideList: { what: 'the whole collection', query: (db) => collection(db, 'reminderSends'), access: [] },
    access: {},
  },
  {
    collection: 'reminderStatus',
    target: "whether the patient's reminders are on and when the last went out (list: where patientId == patient; written by the functions only)",
    docId: 'patient',
    list: (db) => query(collection(db, 'reminderStatus'), where('patientId', '==', 'patient')),
    create: () => ({ id: 'patient', data: { patientId: 'patient', enabled: true, lastSentAt: null } }),
    update: () => ({ lastSentAt: serverTimestamp() }),
    access: { patient: 'gl---', doctor: 'g----', admin: 'gl---' },
  },
  {
    collection: 'triageAlerts',
    target: "an open alert of the patient (list: where careTeam array-contains the doctor; written by the functions only)",
    docId: 'patient_pain',
    list: (db) => query(collection(db, 'triageAlerts'), where('careTeam', 'array-contains', 'doctor')),
    create: () => ({
      id: 'patient_noSessions',
      data: { patientId: 'patient', patientName: '', kind: 'noSessions', status: 'open', careTeam: ['doctor'], openedAt: serverTimestamp(), evidence: { values: {} }, snoozedUntil: null, acknowledged: null, openedBy: {} },
    }),
    update: () => ({ status: 'acknowledged' }),
    wideList: { what: 'the whole collection', query: (db) => collection(db, 'triageAlerts'), access: [] },
    access: { doctor: 'gl---' },
    // the alert's care team is kept from the care relationships (the triage functions)
    inCareNotOwner: '-----',
  },
  {
    collection: 'triageThresholds',
    target: "the patient's alert thresholds his doctor changed (written by the setTriageThresholds function only)",
    docId: 'patient',
    list: (db) => query(collection(db, 'triageThresholds'), where('patientId', '==', 'patient')),
    create: () => ({ id: 'otherPatient', data: { patientId: 'otherPatient', thresholds: {}, updatedBy: 'doctor', updatedAt: serverTimestamp() } }),
    update: () => ({ thresholds: { painAtLeast: 5 } }),
    wideList: { what: 'the whole collection', query: (db) => collection(db, 'triageThresholds'), access: [] },
    access: { doctor: 'g----', admin: 'g----' },
  },
  {
    collection: 'deviceLookups',
    target: "the doctor's device lookups of the last hour (written by the registerDevice function only)",
    docId: 'doctor',
    list: (db) => collection(db, 'deviceLookups'),
    create: (actor) => ({ id: actor.uid, data: { times: [] } }),
    update: () => ({ times: [] }),
    access: { admin: 'gl--d' },
  },
  {
    collection: 'outcomeCheckIns',
    target: "the patient's check-in after session-1 (list: where patientId == patient; create: the check-in of the caller's session-1, deleted first; update: edit the pain within 24 hours)",
    docId: 'session-1',
    list: (db) => query(collection(db, 'outcomeCheckIns'), where('patientId', '==', 'patient')),
    create: (actor) => ({
      id: 'session-1',
      data: { patientId: actor.uid, sessionId: 'session-1', pain: 2, effort: 6, createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
    }),
    update: () => ({ pain: 4, updatedAt: serverTimestamp() }),
    audit: {
      create: { action: 'outcome.checkInRecorded', patientUid: 'patient', changes: { pain: { before: null, after: 2 }, effort: { before: null, after: 6 } } },
      update: { action: 'outcome.checkInEdited', patientUid: 'patient', changes: { pain: { before: 3, after: 4 } } },
    },
    access: { patient: 'glcu-', doctor: 'gl---', admin: 'gl---' },
  },
  {
    collection: 'questionnaireAssignments',
    target: "a weekly LEFS assigned to the patient (list: where patientId == patient; create: a PSFS for the patient; update: end it)",
    docId: 'assign-1',
    list: (db) => query(collection(db, 'questionnaireAssignments'), where('patientId', '==', 'patient')),
    create: (actor) => ({
      id: 'assign-new',
      data: { patientId: 'patient', doctorId: actor.uid, instrument: 'psfs', questionnaire: canonicalOf('psfs'), schedule: 'once', startDay: '2030-01-02', active: true, createdAt: serverTimestamp() },
    }),
    update: () => ({ active: false, endedAt: serverTimestamp() }),
    audit: {
      create: { action: 'outcome.assigned', patientUid: 'patient', changes: { instrument: { before: null, after: 'psfs' }, schedule: { before: null, after: 'once' } } },
      update: { action: 'outcome.assignmentEnded', patientUid: 'patient', changes: { active: { before: true, after: false } } },
    },
    access: { patient: 'gl---', doctor: 'glcu-', admin: 'gl---' },
  },
  {
    collection: 'questionnaireResponses',
    target: "the patient's answers to the LEFS of 2030-01-01, saved part-way (list: where patientId == patient; create: the next week's; update: save more answers)",
    docId: 'assign-1_2030-01-01',
    list: (db) => query(collection(db, 'questionnaireResponses'), where('patientId', '==', 'patient')),
    create: (actor) => ({ id: 'assign-1_2030-01-08', data: outcomeResponse(actor.uid, 'assign-1', '2030-01-08', serverTimestamp()) }),
    update: () => ({ status: 'completed', authored: serverTimestamp() }),
    audit: {
      create: { action: 'outcome.answered', patientUid: 'patient', changes: { status: { before: null, after: 'in-progress' } } },
      update: { action: 'outcome.answered', patientUid: 'patient', changes: { status: { before: 'in-progress', after: 'completed' } } },
    },
    access: { patient: 'glcu-', doctor: 'gl---', admin: 'gl---' },
  },
  // Issue 33: the video visit of the doctor's online appointment with the patient, held now (world.ts).
  {
    collection: 'visitSignals',
    path: `${VISIT_APPOINTMENT}/visitSignals`,
    target: "a signal of the video visit of the doctor's online appointment with the patient, now (list: the visit's signals; create: a candidate to the other participant; never changed)",
    docId: 'signal-1',
    list: (db) => collection(db, `${VISIT_APPOINTMENT}/visitSignals`),
    create: (actor) => ({
      id: `${actor.uid}-candidate`,
      data: { from: actor.uid, to: actor.uid === 'doctor' ? 'patient' : 'doctor', type: 'candidate', callId: 'call-2', candidate: '{"candidate":"candidate:1 1 udp 1 127.0.0.1 9 typ host"}', createdAt: serverTimestamp() },
    }),
    update: () => ({ type: 'hangup', sdp: deleteField() }),
    wideList: { what: "every appointment's signals (a collection group query)", query: (db) => collectionGroup(db, 'visitSignals'), access: [] },
    access: { patient: 'glc--', doctor: 'glc--' },
    // a visit is its appointment's doctor's and patient's alone
    inCareNotOwner: '-----',
  },
  {
    collection: 'visitPresence',
    path: `${VISIT_APPOINTMENT}/visitPresence`,
    target: "the patient's presence in that video visit (list: the visit's presences; create: the caller's own; update: the heartbeat)",
    docId: 'patient',
    list: (db) => collection(db, `${VISIT_APPOINTMENT}/visitPresence`),
    create: (actor) => ({
      id: actor.uid,
      data: { uid: actor.uid, role: actor.uid === 'doctor' ? 'doctor' : 'patient', callId: 'call-2', mediaFlowing: false, mediaSince: null, audioMuted: false, videoOff: false, lastSeen: serverTimestamp(), left: false },
    }),
    update: () => ({ lastSeen: serverTimestamp(), mediaFlowing: false, mediaSince: null }),
    wideList: { what: "every appointment's presences (a collection group query)", query: (db) => collectionGroup(db, 'visitPresence'), access: [] },
    access: { patient: 'glcu-', doctor: 'glc--' },
    inCareNotOwner: '-----',
  },
  {
    collection: 'videoVisits',
    target: "the record of that video visit (list: the doctor's with the patient; written by the functions only)",
    docId: 'visit-now',
    list: (db) => query(collection(db, 'videoVisits'), where('doctorId', '==', 'doctor'), where('patientId', '==', 'patient')),
    create: (actor) => ({
      id: 'appt-1',
      data: { appointmentId: 'appt-1', doctorId: actor.uid, patientId: 'patient', mediaRuns: {}, connectedSeconds: 3600, status: 'ended', endedAt: serverTimestamp(), interactive: true, contactId: null, entryRef: null },
    }),
    update: () => ({ connectedSeconds: 3600 }),
    wideList: { what: "the patient's visits (where patientId == patient)", query: (db) => query(collection(db, 'videoVisits'), where('patientId', '==', 'patient')), access: ['patient', 'admin'] },
    access: { patient: 'gl---', doctor: 'gl---', admin: 'gl---' },
    inCareNotOwner: '-----',
  },
  // Issue 50: clinic A, the doctor's, which the patient approved.
  {
    collection: 'clinics',
    target: "clinic A, the doctor's (read by its members; update: its owner renames it; created and deleted by the functions only)",
    docId: CLINIC_A,
    list: (db) => query(collection(db, 'clinics'), where('owner', '==', 'doctor')),
    create: (actor) => ({
      id: 'clinic-new',
      data: { name: 'My clinic', address: '', timeZone: 'UTC', npi: '', taxId: '', owner: actor.uid, createdAt: serverTimestamp() },
    }),
    update: () => ({ name: 'Northside Rehab' }),
    clinicLetters: { manage: 'g--u-', read: 'g----' },
    access: { admin: 'gl---' },
  },
  {
    collection: 'clinicMembers',
    target:
      "the clinician's membership of clinic A (list: where clinicId == clinic A, also by the patients who approved or are asked to approve it; create: the caller's own membership, as owner; written by the functions only)",
    docId: 'clinician',
    list: (db) => query(collection(db, 'clinicMembers'), where('clinicId', '==', CLINIC_A)),
    create: (actor) => ({ id: actor.uid, data: { clinicId: CLINIC_A, role: 'owner', supervisor: null, name: 'Me', email: actor.email, since: serverTimestamp() } }),
    update: () => ({ role: 'owner' }),
    clinicLetters: { manage: 'gl---', read: 'gl---' },
    access: { patient: 'gl---', admin: 'gl---' },
  },
  {
    collection: 'staff',
    target: "the assistant's own staff record (update: his names; created by the functions when he joins)",
    docId: 'assistant',
    list: (db) => query(collection(db, 'staff'), where('email', '==', ACCOUNTS.assistant.email)),
    create: (actor) => ({ id: actor.uid, data: { firstName: 'New', lastName: 'Staff', email: actor.email, createdAt: serverTimestamp() } }),
    update: () => ({ firstName: 'Asha' }),
    clinicLetters: { manage: 'g----', read: 'g----' },
    access: { assistant: 'g--u-', admin: 'gl---' },
  },
  {
    collection: 'clinicInvitations',
    target: "clinic A's pending invitation of a clinician (list: where clinicId == clinic A; written by the functions only)",
    docId: 'invite-1',
    list: (db) => query(collection(db, 'clinicInvitations'), where('clinicId', '==', CLINIC_A)),
    create: () => ({ id: 'invite-2', data: { clinicId: CLINIC_A, clinicName: 'Clinic A', email: 'friend@rules.test', role: 'owner', supervisor: null, state: 'pending' } }),
    update: () => ({ state: 'accepted' }),
    clinicLetters: { manage: 'gl---' },
    access: { admin: 'gl---' },
  },
  {
    collection: 'clinicConsents',
    target:
      "the patient's approval of clinic A (list: where clinicId == clinic A and patient == patient; create: the other patient's approval, written by the functions only; update: the patient ends it)",
    docId: CLINIC_A_APPROVAL.split('/')[1],
    list: (db) => query(collection(db, 'clinicConsents'), where('clinicId', '==', CLINIC_A), where('patient', '==', 'patient')),
    create: () => ({ id: `otherPatient_${CLINIC_A}`, data: clinicConsent('otherPatient', CLINIC_A) }),
    update: (actor) => ({ state: 'ended', endedBy: actor.uid, endedAt: serverTimestamp() }),
    audit: { update: { action: 'care.ended', patientUid: 'patient', changes: { state: { before: 'active', after: 'ended' } } } },
    clinicLetters: { manage: 'gl---', read: 'gl---' },
    access: { patient: 'gl-u-', admin: 'gl---' },
  },
  // Issue 51: an away clinician's cover.
  {
    collection: 'clinicCoverages',
    target: "the clinician's coverage by the owner, long ended (list: where clinicId == clinic A; written by the functions only)",
    docId: 'clinician',
    list: (db) => query(collection(db, 'clinicCoverages'), where('clinicId', '==', CLINIC_A)),
    create: (actor) => ({ id: actor.uid, data: clinicCoverage(actor.uid, 'clinician', DAY, DAY) }),
    update: () => ({ until: DAY }),
    clinicLetters: { manage: 'gl---', read: 'gl---' },
    access: { admin: 'gl---' },
  },
  // Issue 54: clinic A's exercise library: its owner and clinicians write it, its other members and the patients who
  // approved it read it.
  {
    collection: 'clinicExercises',
    target: "an exercise of clinic A's library by its clinician (list: where clinicId == clinic A; create: another of clinic A)",
    docId: 'exercise-a',
    list: (db) => query(collection(db, 'clinicExercises'), where('clinicId', '==', CLINIC_A)),
    create: (actor) => ({
      id: 'exercise-new',
      data: { ...clinicExercise(CLINIC_A, actor.uid, 'exercise-new'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
    }),
    update: () => ({ difficulty: 'hard', updatedAt: serverTimestamp() }),
    clinicLetters: { author: 'glcud', read: 'gl---' },
    access: { patient: 'gl---' },
    wideList: { what: "every clinic's library", query: (db) => collection(db, 'clinicExercises'), access: [] },
  },
  // Issue 54: clinic A's programme templates: its owner and clinicians write the clinic's, its other members read them.
  {
    collection: 'programmeTemplates',
    target: "clinic A's own programme template (list: where clinicId == clinic A; create: another of the clinic's)",
    docId: 'template-a',
    list: (db) => query(collection(db, 'programmeTemplates'), where('clinicId', '==', CLINIC_A)),
    create: (actor) => ({ id: 'template-new', data: { ...programmeTemplate(CLINIC_A, actor.uid, null), createdAt: serverTimestamp(), updatedAt: serverTimestamp() } }),
    update: () => ({ weeks: 3, updatedAt: serverTimestamp() }),
    clinicLetters: { author: 'glcud', read: 'gl---' },
    access: {},
    wideList: { what: "every clinic's templates", query: (db) => collection(db, 'programmeTemplates'), access: [] },
  },
  // Issue 54: a programme assigned to the patient: his doctors assign one to him, nobody changes it.
  {
    collection: 'programmeAssignments',
    target: "clinic A's template assigned to the patient (list: where patientId == patient; never changed by a client)",
    docId: 'assignment-a',
    list: (db) => query(collection(db, 'programmeAssignments'), where('patientId', '==', 'patient')),
    create: (actor) => ({ id: 'assignment-new', data: { ...programmeAssignment(actor.uid), createdAt: serverTimestamp() } }),
    update: () => ({ startDate: '2030-01-08' }),
    audit: { create: { action: 'programme.assigned', patientUid: 'patient', changes: { name: { before: null, after: 'Knee, phase 1' } } } },
    access: { patient: 'gl---', doctor: 'glc--', admin: 'gl---' },
  },
  // Issue 51: what clinic A's members who see nothing clinical see of its patient.
  {
    collection: 'patientContacts',
    target: "the patient's name and contact for clinic A, which he approved (list: where clinicId == clinic A; written by the functions only)",
    docId: patientContactId('patient', CLINIC_A),
    list: (db) => query(collection(db, 'patientContacts'), where('clinicId', '==', CLINIC_A)),
    create: () => ({
      id: patientContactId('otherPatient', CLINIC_A),
      data: { patientId: 'otherPatient', clinicId: CLINIC_A, firstName: 'Pat', lastName: 'otherPatient', email: ACCOUNTS.otherPatient.email, phoneNumber: '', timeZone: '' },
    }),
    update: () => ({ phoneNumber: '+16045550199' }),
    clinicLetters: { read: 'gl---' },
    access: { admin: 'gl---' },
  },
  // Issue 51: clinic A's caseload, which the functions build; its owner and clinicians read it.
  {
    collection: 'clinicCaseloads',
    target: "clinic A's caseload summary (list: where clinicId == clinic A; built by the functions only)",
    docId: CLINIC_A,
    list: (db) => query(collection(db, 'clinicCaseloads'), where('clinicId', '==', CLINIC_A)),
    create: () => ({ id: CLINIC_B, data: { clinicId: CLINIC_B, patients: 0, needsAttention: 0, openAlerts: 0, clinicians: [], pages: [], sourcesAt: DAY, builtAt: DAY } }),
    update: () => ({ patients: 0 }),
    clinicLetters: { read: 'gl---' },
    access: { admin: 'gl---' },
  },
  {
    collection: 'clinicCaseloadPages',
    target: "the first page of clinic A's caseload (list: where clinicId == clinic A; built by the functions only)",
    docId: 'clinic-a_doctor_0',
    list: (db) => query(collection(db, 'clinicCaseloadPages'), where('clinicId', '==', CLINIC_A)),
    create: () => ({ id: 'clinic-a_doctor_1', data: { clinicId: CLINIC_A, clinician: 'doctor', index: 1, rows: [] } }),
    update: () => ({ rows: [] }),
    clinicLetters: { read: 'gl---' },
    access: { admin: 'gl---' },
  },
  {
    collection: 'clinicCaseloadChanges',
    target: "when a source of clinic A's caseload last changed (the functions' work list)",
    docId: CLINIC_A,
    list: (db) => query(collection(db, 'clinicCaseloadChanges'), where('clinicId', '==', CLINIC_A)),
    create: () => ({ id: CLINIC_B, data: { clinicId: CLINIC_B, changedAt: DAY } }),
    update: () => ({ changedAt: DAY }),
    access: { admin: 'gl---' },
  },
  // Issue 51: clinic A's dashboard, which the functions build with its caseload; its owners read it.
  {
    collection: 'clinicDashboards',
    target: "clinic A's dashboard (list: where clinicId == clinic A; built by the functions only)",
    docId: CLINIC_A,
    list: (db) => query(collection(db, 'clinicDashboards'), where('clinicId', '==', CLINIC_A)),
    create: () => ({ id: CLINIC_B, data: { clinicId: CLINIC_B, clinic: {}, clinicians: [], builtAt: DAY } }),
    update: () => ({ clinicians: [] }),
    clinicLetters: { read: 'gl---' },
    access: { admin: 'gl---' },
  },
  {
    collection: 'outcomeSummaries',
    target: "the patient's first and latest outcome scores (list: where patientId == patient; the functions' only)",
    docId: 'patient',
    list: (db) => query(collection(db, 'outcomeSummaries'), where('patientId', '==', 'patient')),
    create: () => ({ id: 'otherPatient', data: { patientId: 'otherPatient', instruments: {} } }),
    update: () => ({ instruments: {} }),
    access: { admin: 'gl---' },
  },
  // Issue 53: the patient's plan of care in clinic A, and his consent to RTM.
  {
    collection: 'plansOfCare',
    target:
      "version 1 of the patient's plan of care, drafted by the clinician (his primary in clinic A) and sent to the doctor for his signature (list: where patientId == patient; create: a draft for another episode, its author treating; update: the treating clinician takes it back to a draft; never deleted)",
    docId: planOfCareVersionId(PLAN_ID, 1),
    list: (db) => query(collection(db, 'plansOfCare'), where('patientId', '==', 'patient')),
    create: (actor) => {
      const planId = planOfCareId('patient', '2030-02-05');
      return {
        id: planOfCareVersionId(planId, 1),
        data: {
          ...planOfCareDraft(),
          planId,
          episodeStart: '2030-02-05',
          treatingClinician: actor.uid,
          certifyingPhysician: actor.uid === 'doctor' ? 'otherDoctor' : 'doctor',
          createdAt: serverTimestamp(),
        },
      };
    },
    update: () => ({ status: 'draft', sentAt: null }),
    access: { patient: 'gl---', doctor: 'glc--', admin: 'gl---', clinician: 'glcu-' },
  },
  {
    collection: 'rtmConsents',
    target: "the patient's consent to RTM, to the current text (list: where patientId == patient; create: the actor's own; never changed)",
    docId: rtmConsentId('patient', RTM_CONSENT_TEXT_VERSION),
    list: (db) => query(collection(db, 'rtmConsents'), where('patientId', '==', 'patient')),
    create: (actor) => ({
      id: rtmConsentId(actor.uid, RTM_CONSENT_TEXT_VERSION),
      data: { patientId: actor.uid, textVersion: RTM_CONSENT_TEXT_VERSION, language: 'en', at: serverTimestamp() },
    }),
    update: () => ({ language: 'fr' }),
    access: { patient: 'glc--', otherPatient: '--c--', doctor: 'gl---', admin: 'gl---' },
  },
];

/** Whether a role may perform an operation on a collection, per the table. */
export function isAllowed(entry: CollectionCase, role: Role, operation: Operation): boolean {
  return expectedLetters(entry, role)[OPERATIONS.indexOf(operation)] !== '-';
}

/** Whether a role may list the case's wide list. */
export function isWideListAllowed(entry: CollectionCase, role: Role): boolean {
  return wideListAllows(entry, wideListOf(entry), role);
}
