/**
 * The Firestore access table: for every collection, what each role may do to
 * the rules-test world's documents (world.ts). rules.test.ts runs every cell
 * against firestore.rules; docs/security.md shows the same table.
 *
 * Access is written as five letters, one per operation, '-' where refused:
 *   g get one document · l list (the natural query for the target's owner) · c create · u update · d delete
 */
import {
  collection,
  deleteField,
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
import type { CollectionName } from '../../../src/lib/model/collections';
import { ACCOUNTS, type Role } from './actors';
import { DAY, MANAGEMENT_MONTH_ID, THIS_MONTH, autoEntry } from './world';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Who is acting in a cell. */
export interface Actor {
  uid: string;
  email: string;
}

export interface CollectionCase {
  collection: CollectionName;
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
  /** Allowed operations per role ('glcud' letters, '-' where refused); roles left out may do nothing. */
  access: Partial<Record<Role, string>>;
}

const SIGNED_IN_ROLES: Role[] = ['patient', 'otherPatient', 'doctor', 'otherDoctor', 'unverifiedDoctor', 'customer', 'admin', 'noRecords'];

/** The same access for every signed-in role, with exceptions. */
function everySignedIn(letters: string, exceptions: Partial<Record<Role, string>> = {}): Partial<Record<Role, string>> {
  return { ...Object.fromEntries(SIGNED_IN_ROLES.map((role) => [role, letters])), ...exceptions };
}

const ADMIN_ALL = { admin: 'glcud' };

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

export const newPlan = (userID?: string) => ({
  name: 'Knee routine',
  device: 'Knee Brace',
  exerciseArray: ['ex-1', 'ex-2'],
  reps: [3, 4],
  ...(userID ? { userID } : {}),
});

export const newAppointment = (doctorID: string, userID: string) => ({
  isOnline: true,
  doctorID,
  datetime: Timestamp.fromDate(new Date('2030-02-01T09:00:00Z')),
  location: 'https://meet.example/b',
  userID,
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

/** A doctor's first entry of the month on the patient: one automatic entry. */
export const newManagementMonth = (actor: Actor) => ({
  doctorId: actor.uid,
  patientId: 'patient',
  month: THIS_MONTH,
  entries: { e1: autoEntry(30, serverTimestamp()) },
  lastEntryId: 'e1',
});

const scheduledEvent = { 'evt-2': { name: 'Hand basics', isPublic: true, exerciseId: 'plan-public', doctorId: 'doctor' } };

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
      patient: 'g----',
      doctor: 'g-cu-',
      otherDoctor: '--c--',
      unverifiedDoctor: '--c--',
      noRecords: '--c--',
      ...ADMIN_ALL,
    },
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
    access: { patient: 'gl---', doctor: 'gl---', otherDoctor: 'g----', ...ADMIN_ALL },
  },
  {
    collection: 'deviceTypes',
    target: 'the Glove device type',
    docId: 'Glove',
    list: (db) => collection(db, 'deviceTypes'),
    create: () => ({ id: 'Band', data: { sensors: ['Time', 'Temperature0'] } }),
    update: () => ({ sensors: ['Time'] }),
    access: everySignedIn('gl---', ADMIN_ALL),
  },
  {
    collection: 'sensorLabels',
    target: 'the glove sensor labels',
    docId: 'glove',
    list: (db) => collection(db, 'sensorLabels'),
    create: () => ({ id: 'kneeBrace', data: { sensors: ['Angle'], labels: { Angle: 'Angle' } } }),
    update: () => ({ labels: { Thumb: 'Pouce' } }),
    access: everySignedIn('gl---', ADMIN_ALL),
  },
  {
    collection: 'exercises',
    target: 'an exercise',
    docId: 'ex-1',
    list: (db) => collection(db, 'exercises'),
    create: () => ({ id: 'ex-new', data: { id: 'ex-new', name: 'Squat', device: 'Knee Brace' } }),
    update: () => ({ name: 'Fist' }),
    access: everySignedIn('gl---', ADMIN_ALL),
  },
  {
    collection: 'sessions',
    target: "the patient's session (list: where userId == patient; update: notes)",
    docId: 'session-1',
    list: (db) => query(collection(db, 'sessions'), where('userId', '==', 'patient'), orderBy('date')),
    create: (actor) => ({ id: 'session-new', data: { id: 'session-new', userId: actor.uid, date: DAY, devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] } }),
    update: () => ({ notes: 'Good range today' }),
    access: { patient: 'gl---', doctor: 'gl-ud', ...ADMIN_ALL },
  },
  {
    collection: 'data_by_sensor',
    target: "a sensor data bin of the patient's session (list: where sessionId == that session)",
    docId: 'bin-1',
    list: (db) => query(collection(db, 'data_by_sensor'), where('sessionId', '==', 'session-1'), where('sensorId', '==', 'Time'), orderBy('binId')),
    create: () => ({ id: 'bin-new', data: { sessionId: 'session-1', sensorId: 'Thumb', deviceId: 'dev-a', binId: 1, values: [4] } }),
    update: () => ({ values: [9, 9, 9] }),
    access: { patient: 'gl---', doctor: 'gl--d', ...ADMIN_ALL },
  },
  {
    collection: 'postsessions',
    target: "the patient's post-session summary (list: where userId == patient)",
    docId: 'post-1',
    list: (db) => query(collection(db, 'postsessions'), where('userId', '==', 'patient'), orderBy('startTime', 'desc')),
    create: (actor) => ({ id: 'post-new', data: { userId: actor.uid, startTime: DAY, entries: [] } }),
    update: () => ({ entries: [] }),
    access: { patient: 'gl---', doctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'offDeviceSessions',
    target: "the patient's off-device session (list: where userId == patient)",
    docId: 'off-1',
    list: (db) => query(collection(db, 'offDeviceSessions'), where('userId', '==', 'patient'), where('deviceType', '==', 'Glove'), orderBy('date', 'desc')),
    create: (actor) => ({ id: 'off-new', data: { userId: actor.uid, date: DAY, deviceType: 'Glove', exerciseReps: {} } }),
    update: () => ({ exerciseReps: { Grip: 30 } }),
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
    access: { doctor: 'glcu-', otherDoctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'exerciseplan',
    target: "the patient's personalized plan (create: a plan for the patient; update: store its id)",
    docId: 'plan-personal',
    list: (db) => collection(db, 'exerciseplan'),
    create: () => ({ id: 'plan-new', data: newPlan('patient') }),
    update: () => ({ id: 'plan-personal' }),
    access: {
      patient: 'glc-d',
      otherPatient: 'gl---',
      doctor: 'glcud',
      otherDoctor: 'gl-u-',
      ...ADMIN_ALL,
    },
  },
  {
    collection: 'scheduledWorkouts',
    target: "the patient's schedule (create: the patient's schedule document; update: add a date)",
    docId: 'patient',
    list: (db) => collection(db, 'scheduledWorkouts'),
    create: () => ({ id: 'patient', data: { '2030-01-03': scheduledEvent } }),
    update: () => ({ '2030-01-02': scheduledEvent }),
    access: { patient: 'g-cud', doctor: 'g-cud', ...ADMIN_ALL },
  },
  {
    collection: 'scheduledWorkoutsByExercise',
    target: "a plan's schedule index holding the patient's dates (create/update: the patient's entry)",
    docId: 'plan-public',
    list: (db) => collection(db, 'scheduledWorkoutsByExercise'),
    create: () => ({ id: 'plan-new', data: { patient: { '2030-01-03': ['evt-2'] } } }),
    update: () => ({ 'patient.2030-01-02': ['evt-2'] }),
    access: { patient: '--cu-', doctor: 'glcud', otherDoctor: 'gl---', ...ADMIN_ALL },
  },
  {
    collection: 'appointments',
    target: "the doctor's appointment with the patient (list: where userID == patient; create: the caller's booking with the patient; update: move it)",
    docId: 'appt-1',
    list: (db) => query(collection(db, 'appointments'), where('userID', '==', 'patient')),
    create: (actor) => ({ id: 'appt-new', data: newAppointment(actor.uid, 'patient') }),
    update: () => ({ location: 'https://meet.example/c' }),
    access: { patient: 'gl---', doctor: 'glc-d', ...ADMIN_ALL },
  },
  {
    collection: 'reminders',
    target: "the reminder of that appointment (list: where doctorID == doctor and userID == patient; update: mark it read)",
    docId: 'appt-1',
    list: (db) => query(collection(db, 'reminders'), where('doctorID', '==', 'doctor'), where('userID', '==', 'patient')),
    create: (actor) => ({
      id: 'appt-2',
      data: { appointmentID: 'appt-2', doctorID: actor.uid, id: 'appt-2', isFavourite: false, isRead: false, userID: 'patient' },
    }),
    update: () => ({ isRead: true }),
    access: { patient: 'gl---', doctor: 'glcud', ...ADMIN_ALL },
  },
  {
    collection: 'notifications',
    target: 'a chat message the doctor sent to the patient (list: that conversation; update: mark it read)',
    docId: 'msg-1',
    list: (db) => query(collection(db, 'notifications'), where('doctorID', '==', 'doctor'), where('userID', '==', 'patient'), orderBy('timestamp')),
    create: (actor) => ({ id: 'msg-new', data: newMessage(actor.uid) }),
    update: () => ({ isRead: true }),
    access: { patient: 'glcu-', doctor: 'glc--', ...ADMIN_ALL },
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
    access: { patient: 'g----', doctor: 'glcu-', ...ADMIN_ALL },
  },
  {
    collection: 'managementTime',
    target: "the doctor's management time on the patient this month (list: the doctor's month; create: the caller's month with one entry; update: an automatic entry grows)",
    docId: MANAGEMENT_MONTH_ID,
    list: (db) => query(collection(db, 'managementTime'), where('doctorId', '==', 'doctor'), where('month', '==', THIS_MONTH)),
    create: (actor) => ({ id: `${actor.uid}_patient_${THIS_MONTH}`, data: newManagementMonth(actor) }),
    update: () => ({ 'entries.e0.seconds': 90, 'entries.e0.updatedAt': serverTimestamp(), lastEntryId: 'e0' }),
    access: { doctor: 'glcu-', admin: 'gl--d' },
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
];

/** Whether a role may perform an operation on a collection, per the table. */
export function isAllowed(entry: CollectionCase, role: Role, operation: Operation): boolean {
  const letters = entry.access[role] ?? '-----';
  return letters[OPERATIONS.indexOf(operation)] !== '-';
}
