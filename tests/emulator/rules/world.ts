/**
 * The rules-test world: the few documents every matrix cell starts from.
 * The patient owns device dev-a and session-1; the doctor registered dev-a,
 * lists the patient and was granted access by him (an active care relationship);
 * the other patient and other doctor share dev-b, granted too; dev-c is known
 * but registered by nobody.
 * Clinics (issue 50): the doctor owns clinic A, with a clinician, an assistant he supervises, a front desk and a
 * biller; the patient approved clinic A, where the clinician is his primary clinician (issue 51). Clinic B has a
 * clinician and no approval of the patient; the removed member was clinic A's clinician (no membership any more).
 */
import { Timestamp } from 'firebase/firestore';
import type { CareRelationship, CareState } from '@rehab/model/care';
import { clinicConsentId, patientContactOf, type ClinicConsent, type ClinicCoverage } from '@rehab/model/clinics';
import type { CollectionName, CollectionTypes, DeviceType, Doctor, ManagementEntry, ManagementMonth, ManagementMonthTotals, Side, User } from '@rehab/model/collections';
import { exercisePosterPath, exerciseVideoPath } from '@rehab/model/exercises';
import { canonicalOf } from '@rehab/model/outcomes/questionnaires';
import { RTM_CONSENT_TEXT_VERSION, planOfCareId, planOfCareVersionId, rtmConsentId } from '@rehab/model/planOfCare';
import type { Programme } from '@rehab/model/programmes';
import { packNumbers } from '@rehab/model/sensorOverview';
import { ACCOUNTS, CLINIC_A, CLINIC_B, MEMBERSHIPS, type Role } from './actors';

export const DAY = Timestamp.fromDate(new Date('2030-01-01T10:00:00Z'));
/** When the world's patients granted their doctors access: long before any management time. */
export const GRANTED = Timestamp.fromDate(new Date('2020-01-01T10:00:00Z'));

/** Management time is logged in the current or previous month only: its world is dated from today (UTC). */
const now = new Date();
export const THIS_MONTH = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
/** An hour ago, or the month's first minute when the month is younger than that. */
export const EARLIER_THIS_MONTH = Timestamp.fromMillis(Math.max(now.getTime() - 3_600_000, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
export const MANAGEMENT_MONTH_ID = `doctor_patient_${THIS_MONTH}`;

/** A management entry logged automatically while the doctor looked at the patient's charts (its timer long stopped). */
export const autoEntry = <Updated = Timestamp>(seconds: number, updatedAt: Updated = EARLIER_THIS_MONTH as Updated) => ({
  start: EARLIER_THIS_MONTH,
  seconds,
  source: 'auto',
  activity: 'charts',
  interactive: false,
  reason: '',
  updatedAt,
} satisfies Omit<ManagementEntry, 'updatedAt'> & { updatedAt: Updated });

const doctor = (uid: string, isVerified: boolean, devices: string[], patients: string[], email: string) => ({
  firstName: 'Doc',
  lastName: uid,
  position: 'Physiotherapist',
  gender: 'Female',
  address: '1 Clinic Road',
  specialities: [],
  profilePic: '',
  devices,
  patients,
  isVerified,
  notifications: [],
  phoneNumber: '+16045550100',
  email,
} satisfies Doctor);

const patient = (uid: string, email: string, devices: Record<string, Side>, sessionIds: string[], isAuthorized = true) => ({
  firstName: 'Pat',
  lastName: uid,
  email,
  isAuthorized,
  devices,
  sessions: sessionIds.map((sessionId) => ({ sessionId })),
  exerciseCount: 0,
  purchasedSessions: 3,
} satisfies User);

/** An active care relationship: the patient granted the doctor access after the doctor registered the device. */
export const careRelationship = (patient: string, doctor: string, device: string, deviceType: DeviceType, state: CareState = 'active') => ({
  patient,
  doctor,
  doctorName: `Doc ${doctor}`,
  state,
  requestedAt: DAY,
  since: state === 'active' ? GRANTED : null,
  grantedBy: state === 'active' ? patient : null,
  devices: { [device]: deviceType },
} satisfies CareRelationship);

/**
 * A patient's approval of a clinic, as the functions request it and he approves it: the owner (the doctor) asked, the
 * clinician is the patient's primary clinician there (issue 51) — the owner looks after him through their care
 * relationship.
 */
export const clinicConsent = (patient: string, clinicId: string, state: CareState = 'active') => ({
  patient,
  clinicId,
  clinicName: `Clinic ${clinicId}`,
  state,
  requestedAt: DAY,
  requestedBy: 'doctor',
  primary: 'clinician',
  since: state === 'active' ? GRANTED : null,
  grantedBy: state === 'active' ? patient : null,
} satisfies ClinicConsent);

/**
 * A coverage of clinic A (issue 51): `away` is away from `from` until `until`, with `cover` covering him. The world's
 * own one, the clinician's by the owner, ended long ago: it gives nobody anything.
 */
export const clinicCoverage = (away: string, cover: string, from: Timestamp, until: Timestamp) => ({
  clinicId: CLINIC_A,
  away,
  awayName: `Member ${away}`,
  cover,
  coverName: `Member ${cover}`,
  from,
  until,
  setAt: from,
  setBy: away,
} satisfies ClinicCoverage);

/** The patient's approval of clinic A, the doctor's. */
/** Issue 54: an exercise of a clinic's library, with its video and poster at its own Storage paths. */
export const clinicExercise = (clinicId: string, author: string, exerciseId: string) =>
  ({
    clinicId,
    author,
    name: { en: 'Heel slide', ar: 'انزلاق الكعب', zh: '足跟滑动', hi: 'एड़ी खिसकाना', el: 'Ολίσθηση φτέρνας', fr: 'Glissement du talon' },
    instructions: { en: { steps: ['Lie on your back.', 'Slide the heel towards you.'], cues: ['Slowly.'], mistakes: ['Lifting the hip.'] } },
    bodyRegion: 'knee',
    equipment: ['towel'],
    difficulty: 'easy',
    device: 'Knee Brace',
    video: { path: exerciseVideoPath(clinicId, exerciseId), contentType: 'video/webm', size: 40_000 },
    poster: { path: exercisePosterPath(clinicId, exerciseId), contentType: 'image/webp', size: 4_000 },
    videoCheck: { state: 'pending' },
    createdAt: DAY,
    updatedAt: DAY,
  }) satisfies CollectionTypes['clinicExercises'];

/** Issue 54: a programme of exercise-a, as a template holds it and an assignment keeps it. */
export const programme = (name = 'Knee, phase 1') =>
  ({
    name,
    exercises: [{ exerciseId: 'exercise-a', sets: 3, reps: 10, holdSeconds: null, restSeconds: 60 }],
    frequencyPerWeek: 3,
    weeks: 2,
    progression: { repsPerWeek: 2, holdSecondsPerWeek: 0, notes: 'Add two reps a week.' },
  }) satisfies Programme;

/** Issue 54: a programme template of a clinic by `author`: his own (`ownerUid`) or the clinic's (null). */
export const programmeTemplate = (clinicId: string, author: string, ownerUid: string | null) =>
  ({ ...programme(), clinicId, author, ownerUid, createdAt: DAY, updatedAt: DAY }) satisfies CollectionTypes['programmeTemplates'];

/** Issue 54: clinic A's template assigned to the patient by `assignedBy` (no auditId: the matrix's writes add theirs). */
export const programmeAssignment = (assignedBy: string) => ({
  patientId: 'patient',
  clinicId: CLINIC_A,
  assignedBy,
  templateId: 'template-a',
  template: programme(),
  startDate: '2030-01-07',
  planId: 'plan-personal',
  workoutDates: ['2030-01-07', '2030-01-09', '2030-01-11'],
});

export const CLINIC_A_APPROVAL = `clinicConsents/${clinicConsentId('patient', CLINIC_A)}`;

/**
 * Every way the doctor looks after the patient ended: the patient removed him from his care team and ended his
 * approval of clinic A (the doctor's clinic would otherwise still show him the patient).
 */
export const CARE_ENDED = {
  'careRelationships/patient_doctor': { ...careRelationship('patient', 'doctor', 'dev-a', 'Glove'), state: 'ended', ending: 'removedByPatient' },
  [CLINIC_A_APPROVAL]: { ...clinicConsent('patient', CLINIC_A), state: 'ended', endedBy: 'patient', endedAt: DAY },
};

type Account = Exclude<Role, 'signedOut'>;

const staff = (uid: Account) => ({ firstName: 'Staff', lastName: uid, email: ACCOUNTS[uid].email, createdAt: DAY });

const membershipOf = (uid: Account) => ({ ...MEMBERSHIPS[uid]!, name: `Member ${uid}`, email: ACCOUNTS[uid].email, since: GRANTED });

const clinic = (name: string, owner: string) => ({ name, address: '1 Clinic Road', timeZone: 'America/Vancouver', npi: '', taxId: '', owner, createdAt: DAY });

const session = (userId: string, device: string) => ({
  id: '',
  date: DAY,
  userId,
  devices: [device],
  movements: [{ name: 'Squat', startTime: DAY.toMillis() }],
  notes: '',
  tags: ['balance'],
  removedTimePoints: [],
});

/** The patient's answers to an occurrence of a LEFS assignment, saved part-way (`authored` the time of the save). */
export const outcomeResponse = <Time>(patientId: string, assignmentId: string, occurrenceDay: string, authored: Time) => ({
  resourceType: 'QuestionnaireResponse' as const,
  questionnaire: canonicalOf('lefs'),
  status: 'in-progress' as const,
  subject: { reference: `Patient/${patientId}` },
  authored,
  item: [{ linkId: 'lefs-1', answer: [{ valueCoding: { system: 'https://texavie.com/fhir/CodeSystem/lefs-difficulty', code: '3', display: 'A little bit of difficulty' } }] }],
  patientId,
  assignmentId,
  instrument: 'lefs' as const,
  occurrenceDay,
});

/** What clinic A's dashboard counts: its patient, in monitoring and on track, improved, December closed. */
const dashboardCounts = {
  patients: 1,
  inMonitoring: 1,
  onTrack: 1,
  alertsByAge: [0, 0, 0, 0],
  outcomesMeasured: 1,
  outcomesImproved: 1,
  claims: [{ month: '2029-12', closed: true, codes: { '98977': { lines: 1, units: 1 } } }],
};

/**
 * Issue 53: a version of the patient's plan of care for his episode beginning PLAN_EPISODE in clinic A, which the
 * clinician (his primary there) treats and the doctor (a physician) certifies; as drafted, before it is sent.
 */
export const PLAN_EPISODE = '2030-01-06';
export const PLAN_ID = planOfCareId('patient', PLAN_EPISODE);
export const planOfCareDraft = (version = 1) =>
  ({
    planId: PLAN_ID,
    version,
    patientId: 'patient',
    clinicId: CLINIC_A,
    episodeStart: PLAN_EPISODE,
    diagnosis: { code: 'M17.11', text: 'Unilateral primary osteoarthritis, right knee' },
    goals: [{ text: 'Climbs 12 stairs without a rail', targetDay: '2030-03-01' }],
    interventions: ['Therapeutic exercise', 'Gait training'],
    frequency: '3 times a week',
    durationWeeks: 8,
    treatingClinician: 'clinician',
    discipline: 'GP',
    certifyingPhysician: 'doctor',
    firstTreatmentDay: PLAN_EPISODE,
    firstTreatmentSource: 'appointment',
    certificationFrom: PLAN_EPISODE,
    certificationUntil: '2030-04-05',
    status: 'draft',
    createdAt: DAY,
    sentAt: null,
    signature: null,
  }) satisfies CollectionTypes['plansOfCare'];

/** A document of each collection, as the model types it (fields left out allowed): a renamed field fails to compile. */
type WorldDocs = { [C in CollectionName as `${C}/${string}`]?: Partial<CollectionTypes[C]> };

const thePatient = patient('patient', ACCOUNTS.patient.email, { 'dev-a': 'Left' }, ['session-1']);

const baseline = {
  'users/patient': thePatient,
  'users/otherPatient': patient('otherPatient', ACCOUNTS.otherPatient.email, { 'dev-b': 'Right' }, ['session-2']),
  'users/customer': patient('customer', ACCOUNTS.customer.email, {}, [], false),
  'doctors/doctor': doctor('doctor', true, ['dev-a'], ['patient'], ACCOUNTS.doctor.email),
  'doctors/otherDoctor': doctor('otherDoctor', true, ['dev-b'], ['otherPatient'], ACCOUNTS.otherDoctor.email),
  'doctors/unverifiedDoctor': doctor('unverifiedDoctor', false, ['dev-a'], ['patient'], ACCOUNTS.unverifiedDoctor.email),
  'doctors/clinician': doctor('clinician', true, [], ['patient'], ACCOUNTS.clinician.email),
  'doctors/otherClinician': doctor('otherClinician', true, [], ['patient'], ACCOUNTS.otherClinician.email),
  'doctors/removedMember': doctor('removedMember', true, [], ['patient'], ACCOUNTS.removedMember.email),
  'doctorProfiles/doctor': { firstName: 'Doc', lastName: 'doctor', position: 'Physiotherapist', profilePic: '' },
  'doctorProfiles/otherDoctor': { firstName: 'Doc', lastName: 'otherDoctor', position: 'Physiotherapist', profilePic: '' },
  'admin/admin': { firstName: 'Ada', lastName: 'Admin' },
  'devices/dev-a': { id: 'dev-a', deviceType: 'Glove', side: 'Left', userId: 'patient', sensors: ['Time', 'Thumb'] },
  'devices/dev-b': { id: 'dev-b', deviceType: 'Knee Brace', side: 'Right', userId: 'otherPatient', sensors: ['Time', 'Angle'] },
  'devices/dev-c': { id: 'dev-c', deviceType: 'Neat', side: 'Left', userId: 'customer', sensors: ['Time', 'P0'] },
  'deviceTypes/Glove': { sensors: ['Time', 'Thumb'] },
  'sensorLabels/glove': { sensors: ['Thumb'], labels: { Thumb: 'Thumb' } },
  'exercises/ex-1': { id: 'ex-1', name: 'Grip', device: 'Glove' },
  'sessions/session-1': { ...session('patient', 'dev-a'), id: 'session-1', auditId: 'entry-1' },
  'sessions/session-2': { ...session('otherPatient', 'dev-b'), id: 'session-2' },
  'data_by_sensor/bin-1': { sessionId: 'session-1', sensorId: 'Time', deviceId: 'dev-a', binId: 0, values: [1, 2, 3] },
  'sensorOverviews/session-1_Thumb': { sessionId: 'session-1', sensorId: 'Thumb', devices: { 'dev-a': { x: packNumbers([1, 3]), y: packNumbers([4, 6]), timed: true, samples: 3 } }, sources: {} },
  'sensorOverviews/session-2_Angle': { sessionId: 'session-2', sensorId: 'Angle', devices: { 'dev-b': { x: packNumbers([1]), y: packNumbers([9]), timed: true, samples: 1 } }, sources: {} },
  'postsessions/post-1': { userId: 'patient', startTime: DAY, entries: [] },
  'offDeviceSessions/off-1': { userId: 'patient', date: DAY, deviceType: 'Glove', exerciseReps: { Grip: 3 } },
  'sessionTags/balance': { sessionsCount: 1, sessions: { 'session-1': { date: DAY, movement: 'Squat', userId: 'patient' } } },
  'exerciseplan/plan-public': {
    id: 'plan-public',
    name: 'Hand basics',
    device: 'Glove',
    exerciseArray: ['ex-1'],
    reps: [3],
    isPublic: true,
    createdBy: 'doctor',
  },
  'exerciseplan/plan-personal': {
    name: 'For Pat',
    device: 'Glove',
    exerciseArray: ['ex-1'],
    reps: [5],
    isPublic: false,
    userID: 'patient',
    createdBy: 'doctor',
  },
  'scheduledWorkouts/patient': {
    '2030-01-01': { 'evt-1': { name: 'Hand basics', isPublic: true, exerciseId: 'plan-public', doctorId: 'doctor' } },
  },
  'scheduledWorkoutsByExercise/plan-public': { patient: { '2030-01-01': ['evt-1'] } },
  // in clinic A, as the functions flag them (careFlagsOf): the doctor owns it and the patient approved it
  'appointments/appt-1': { isOnline: true, doctorID: 'doctor', datetime: DAY, location: 'https://meet.example/a', userID: 'patient', inCare: true, clinicId: CLINIC_A },
  'appointments/appt-2': { isOnline: false, doctorID: 'doctor', datetime: DAY, location: '1 Clinic Road', userID: 'patient', inCare: true, clinicId: CLINIC_A },
  'reminders/appt-1': { appointmentID: 'appt-1', doctorID: 'doctor', id: 'appt-1', isFavourite: false, isRead: false, userID: 'patient', inCare: true },
  'notifications/msg-1': {
    doctorID: 'doctor',
    userID: 'patient',
    senderID: 'doctor',
    id: 'msg-1',
    isFavourite: false,
    isRead: false,
    messageBody: 'Hello',
    timestamp: DAY,
    inCare: true,
  },
  'emails/mail-1': {
    to: ACCOUNTS.doctor.email,
    message: { subject: 'Appointment request', text: 'Could we meet?' },
    delivery: { startTime: DAY, state: 'SUCCESS', attempts: 1 },
  },
  'orders/order-1': {
    uid: 'patient',
    date: DAY,
    name: 'Pat patient',
    total: 399,
    products: [{ priceId: 'price_1', name: '1 session', quantity: 1, unit_price: 399 }],
  },
  'web3Wallets/patient': {
    address: '0x00000000000000000000000000000000000000aa',
    data: '{"version":3}',
    email: ACCOUNTS.patient.email,
    transactions: [],
  },
  'invoiceRequests/inv-1': {
    firstName: 'Pat',
    lastName: 'patient',
    email: ACCOUNTS.patient.email,
    phone: '+16045550101',
    occupation: 'Teacher',
    address: '1 Main St, Vancouver, BC, V5K 0A1, Canada',
    size: 'M',
    purpose: 'Rehab',
    details: 'Knee',
    how: ['Google'],
    uid: 'patient',
    date: DAY,
  },
  'kneeSleevePreorders/pre-1': {
    id: 'pre-1',
    email: ACCOUNTS.customer.email,
    orderDate: DAY,
    quantity: 1,
    subtotal: '$ 299.00',
    gst: '$ 14.95',
    pst: '$ 20.93',
    total: '$ 334.88',
    paymentId: 'pi_1',
    productType: 'Preorder',
    status: 'Payment received',
    timeline: [{ timestamp: DAY, event: 'Payment received' }],
    orderDevicesData: [],
  },
  'bugReports/bug-1': {
    id: 'bug-1',
    firstName: 'Pat',
    lastName: 'patient',
    email: ACCOUNTS.patient.email,
    appType: 'web',
    category: 'ui',
    buildVersion: '1.0',
    summary: 'Button',
    description: 'It does not work',
    screenshots: [],
    boardId: null,
    createdAt: DAY,
    priority: 0,
    status: 'To Do',
    assignedTo: '',
    comments: [],
    uid: 'patient',
  },
  'bugBoards/board-1': { id: 'board-1', name: 'Sprint 1', description: '', isActive: true },
  'feedbackReports/fb-1': { uid: 'patient', firstName: 'Pat', lastName: 'patient', email: ACCOUNTS.patient.email, screenshots: [], createdAt: DAY },
  'monitoring/patient': {
    patientId: 'patient',
    timeZone: 'America/Vancouver',
    daysTimeZone: 'America/Vancouver',
    periodStart: '2030-01-01',
    startedBy: 'doctor',
    days: { '2030-01-01': { 'session-1': true } },
    romGoals: { doctor: { Glove: 60 } },
  },
  'AllCollections/users': { fields: { firstName: 'string' }, allowAddDoc: true, autoDocId: false },
  'auditLog/entry-1': {
    actorUid: 'doctor',
    actorRole: 'doctor',
    actorName: 'Doc doctor',
    action: 'session.tagAdded',
    target: { collection: 'sessions', id: 'session-1' },
    patientUid: 'patient',
    changes: { tags: { before: [], after: ['balance'] } },
    at: DAY,
  },
  'careRelationships/patient_doctor': careRelationship('patient', 'doctor', 'dev-a', 'Glove'),
  'careRelationships/otherPatient_otherDoctor': careRelationship('otherPatient', 'otherDoctor', 'dev-b', 'Knee Brace'),
  'deviceLookups/doctor': { times: [DAY] },
  // RTM billing (issue 32): a call the doctor attested, his closed January 2024 (long before any time entry of the
  // world) and an amendment of it
  'rtmContacts/contact-1': {
    doctorId: 'doctor',
    patientId: 'patient',
    start: DAY,
    seconds: 600,
    kind: 'phone',
    source: 'attested',
    attestation: 'Phone call with the patient',
    recordedAt: DAY,
    inCare: true,
    auditId: 'entry-1',
  },
  'doctorOverview/doctor': {
    doctorId: 'doctor',
    rows: {
      patient: { name: 'Pat Ient', timeZone: 'UTC', periodStart: '2029-12-20', days: ['2030-01-01'], lastDayBefore: null, month: '2030-01', seconds: 60, minutes: 1, contacts: 1 },
    },
  },
  'claimFlagOverrides/doctor_patient_98979_2024-01-01_noConsent': {
    doctorId: 'doctor',
    patientId: 'patient',
    month: '2024-01',
    lineKey: 'doctor_patient_98979_2024-01-01',
    kind: 'noConsent',
    reason: 'Consent on paper in the chart',
    by: 'doctor',
    byName: 'Doc Tor',
    at: DAY,
    auditId: 'entry-1',
  } satisfies CollectionTypes['claimFlagOverrides'],
  'rtmMonthClosures/doctor_2024-01': {
    doctorId: 'doctor',
    month: '2024-01',
    timeZone: 'UTC',
    from: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')),
    to: Timestamp.fromDate(new Date('2024-02-01T00:00:00Z')),
    closedAt: DAY,
    closedBy: 'doctor',
    totals: { '98979': 1 },
    lineCount: 1,
    auditId: 'entry-1',
  },
  'rtmAmendments/amend-1': {
    doctorId: 'doctor',
    patientId: 'patient',
    month: '2024-01',
    reason: 'Call left out',
    change: { type: 'addTime', start: '2024-01-10T10:00:00.000Z', minutes: 5 },
    target: 'doctor_patient_2024-01/amend-amend-1',
    at: DAY,
    by: 'doctor',
    inCare: true,
    auditId: 'entry-1',
  },
  // Reminders (issue 35): the patient's settings, one subscribed device, a sent reminder's key and the doctors' summary
  'reminderSettings/patient': { enabled: true, dailyTime: '18:00', quietStart: '21:00', quietEnd: '08:00', channels: { push: true, email: true }, updatedAt: DAY },
  'pushSubscriptions/patient_device-1': {
    userId: 'patient',
    endpoint: 'https://push.example/send/device-1',
    keys: { p256dh: 'BPatientDeviceOnePublicKey', auth: 'patientAuthSecret' },
    deviceLabel: 'Phone',
    createdAt: DAY,
  },
  'reminderSends/patient_2030-01-01_daily': { patientId: 'patient', kind: 'daily', day: '2030-01-01', claimedAt: DAY, channel: 'push' },
  'reminderStatus/patient': { patientId: 'patient', enabled: true, lastSentAt: DAY },
  // Patient-reported outcomes (issue 34): the patient's check-in after session-1, a weekly LEFS the doctor assigned
  // him, and his answers to its first occurrence, saved part-way
  'outcomeCheckIns/session-1': { patientId: 'patient', sessionId: 'session-1', pain: 3, effort: 5, createdAt: DAY, updatedAt: DAY, auditId: 'entry-1' },
  'questionnaireAssignments/assign-1': {
    patientId: 'patient',
    doctorId: 'doctor',
    instrument: 'lefs',
    questionnaire: canonicalOf('lefs'),
    schedule: 'weekly',
    startDay: '2030-01-01',
    active: true,
    createdAt: DAY,
    auditId: 'entry-1',
  },
  'questionnaireResponses/assign-1_2030-01-01': outcomeResponse('patient', 'assign-1', '2030-01-01', DAY),
  // Triage (issue 34): an open alert of the patient, shared by his care team, and the thresholds his doctor set
  'triageAlerts/patient_pain': {
    patientId: 'patient',
    patientName: 'Pat Ient',
    kind: 'pain',
    status: 'open',
    careTeam: ['doctor'],
    openedAt: DAY,
    evidence: { records: [{ type: 'checkIn', id: 'session-1', role: 'latest', day: '2024-01-10', sessionId: 'session-1', value: 8 }], values: { pain: 8, day: '2024-01-10' } },
    snoozedUntil: null,
    snoozedEvidence: null,
    acknowledged: null,
    reopened: null,
    openedBy: {},
  },
  'triageThresholds/patient': { patientId: 'patient', thresholds: { painAtLeast: 8 }, updatedBy: 'doctor', updatedAt: DAY, auditId: 'entry-1' },
  'reconcileReports/2030-01-01': {
    date: '2030-01-01',
    ranAt: DAY,
    window: { from: DAY, to: DAY, sensorsFrom: DAY },
    checked: { managementTotals: 1 },
    driftCount: 1,
    fixes: [{ collection: 'managementTotals', document: 'doctor_patient_2030-01', field: 'minutes', before: '9', after: '10' }],
  } satisfies CollectionTypes['reconcileReports'],
  // Clinics (issue 50)
  'clinics/clinic-a': clinic('Clinic A', 'doctor'),
  'clinics/clinic-b': clinic('Clinic B', 'clinicBOwner'),
  'clinicMembers/doctor': membershipOf('doctor'),
  'clinicMembers/clinician': membershipOf('clinician'),
  'clinicMembers/assistant': membershipOf('assistant'),
  'clinicMembers/frontDesk': membershipOf('frontDesk'),
  'clinicMembers/biller': membershipOf('biller'),
  'clinicMembers/otherClinician': membershipOf('otherClinician'),
  'staff/assistant': staff('assistant'),
  'staff/frontDesk': staff('frontDesk'),
  'staff/biller': staff('biller'),
  'clinicConsents/patient_clinic-a': clinicConsent('patient', CLINIC_A),
  'clinicCoverages/clinician': clinicCoverage('clinician', 'doctor', GRANTED, Timestamp.fromMillis(GRANTED.toMillis() + 86_400_000)),
  // Issue 51: the patient's contact for clinic A, as the functions keep it while he approves the clinic
  'patientContacts/patient_clinic-a': { ...patientContactOf('patient', CLINIC_A, thePatient, clinicConsent('patient', CLINIC_A))! },
  // Issue 51: clinic A's caseload as the functions build it: its summary, the page of its patient's primary, its mark
  'clinicCaseloads/clinic-a': {
    clinicId: CLINIC_A,
    patients: 1,
    needsAttention: 0,
    openAlerts: 0,
    clinicians: [{ uid: 'doctor', name: 'Doc doctor', patients: 1, needsAttention: 0, openAlerts: 0 }],
    pages: [{ id: 'clinic-a_doctor_0', clinician: 'doctor', rows: 1, needsAttention: 0 }],
    sourcesAt: DAY,
    builtAt: DAY,
  } satisfies CollectionTypes['clinicCaseloads'],
  'clinicCaseloadPages/clinic-a_doctor_0': {
    clinicId: CLINIC_A,
    clinician: 'doctor',
    index: 0,
    rows: [{ patientId: 'patient', primary: 'doctor', row: null, openAlerts: 0, oldestAlertAt: null }],
  } satisfies CollectionTypes['clinicCaseloadPages'],
  'clinicCaseloadChanges/clinic-a': { clinicId: CLINIC_A, changedAt: DAY } satisfies CollectionTypes['clinicCaseloadChanges'],
  // Issue 51: clinic A's dashboard as the functions build it with the caseload, and the patient's outcome summary
  'clinicDashboards/clinic-a': {
    clinicId: CLINIC_A,
    clinic: dashboardCounts,
    clinicians: [{ uid: 'doctor', name: 'Doc doctor', ...dashboardCounts }],
    builtAt: DAY,
  } satisfies CollectionTypes['clinicDashboards'],
  'outcomeSummaries/patient': {
    patientId: 'patient',
    instruments: { lefs: { first: 34, firstDay: '2029-12-01', latest: 45, latestDay: '2029-12-29', count: 5 } },
  } satisfies CollectionTypes['outcomeSummaries'],
  // Issue 54: an exercise of clinic A's library by its clinician, and one of clinic B's
  'clinicExercises/exercise-a': clinicExercise(CLINIC_A, 'clinician', 'exercise-a'),
  'clinicExercises/exercise-b': clinicExercise(CLINIC_B, 'otherClinician', 'exercise-b'),
  // Issue 54: clinic A's own template, its clinician's own, one of clinic B's, and clinic A's assigned to the patient
  'programmeTemplates/template-a': programmeTemplate(CLINIC_A, 'clinician', null),
  'programmeTemplates/template-own': programmeTemplate(CLINIC_A, 'clinician', 'clinician'),
  'programmeTemplates/template-b': programmeTemplate(CLINIC_B, 'otherClinician', null),
  'programmeAssignments/assignment-a': { ...programmeAssignment('doctor'), createdAt: DAY } satisfies CollectionTypes['programmeAssignments'],
  'clinicInvitations/invite-1': {
    clinicId: CLINIC_A,
    clinicName: 'Clinic A',
    email: 'new-clinician@rules.test',
    role: 'clinician',
    supervisor: null,
    invitedBy: 'doctor',
    invitedByName: 'Doc doctor',
    createdAt: DAY,
    expiresAt: DAY,
    state: 'pending',
    acceptedBy: null,
    acceptedAt: null,
  },
  'deletedSessions/session-9': {
    session: { ...session('patient', 'dev-a'), id: 'session-9' },
    userId: 'patient',
    postsessions: {},
    tags: {},
    deletedAt: DAY,
    deletedBy: 'doctor',
    purgeAfter: DAY,
    auditId: 'sessions~session-9~none',
  },
} satisfies WorldDocs;

// This month's documents: their ids depend on the date, which a key of the checked literal above cannot.
const managementMonth = {
  doctorId: 'doctor',
  patientId: 'patient',
  month: THIS_MONTH,
  entries: { e0: autoEntry(60) },
  lastEntryId: 'e0',
  inCare: true,
} satisfies Partial<ManagementMonth>;

const managementTotals = {
  doctorId: 'doctor',
  patientId: 'patient',
  month: THIS_MONTH,
  seconds: 60,
  minutes: 1,
  interactive: false,
  codes: { base: null, additional: 0 },
  manualSeconds: 0,
  entryCount: 1,
  updatedAt: EARLIER_THIS_MONTH,
  inCare: true,
} satisfies Partial<ManagementMonthTotals>;

/** An online appointment at the time the suite starts: its video visit is open for the hour the suite takes (issue 33). */
export const VISIT_APPOINTMENT = 'appointments/visit-now';
const visitStarted = Timestamp.fromDate(now);
const visitDocs = {
  [VISIT_APPOINTMENT]: { isOnline: true, doctorID: 'doctor', datetime: visitStarted, location: 'https://meet.example/v', userID: 'patient', inCare: true },
  [`${VISIT_APPOINTMENT}/visitSignals/signal-1`]: { from: 'doctor', to: 'patient', type: 'offer', callId: 'call-1', sdp: 'v=0', createdAt: visitStarted },
  [`${VISIT_APPOINTMENT}/visitPresence/patient`]: { uid: 'patient', role: 'patient', callId: 'call-1', mediaFlowing: true, mediaSince: visitStarted, audioMuted: false, videoOff: false, lastSeen: visitStarted, left: false },
  'videoVisits/visit-now': {
    appointmentId: 'visit-now',
    doctorId: 'doctor',
    patientId: 'patient',
    mediaRuns: {},
    connectedSeconds: 0,
    status: 'open',
    endedAt: null,
    interactive: false,
    contactId: null,
    entryRef: null,
  } satisfies CollectionTypes['videoVisits'],
};

/** Issue 53: the patient's plan of care, sent to the doctor for his signature, and his consent to RTM (ids made by the model). */
const planOfCareDocs = {
  [`plansOfCare/${planOfCareVersionId(PLAN_ID, 1)}`]: { ...planOfCareDraft(), status: 'sentForSignature', sentAt: DAY } satisfies CollectionTypes['plansOfCare'],
  [`rtmConsents/${rtmConsentId('patient', RTM_CONSENT_TEXT_VERSION)}`]: {
    patientId: 'patient',
    textVersion: RTM_CONSENT_TEXT_VERSION,
    language: 'en',
    at: GRANTED,
  } satisfies CollectionTypes['rtmConsents'],
};

export const BASELINE: Record<string, Record<string, unknown>> = {
  ...baseline,
  ...visitDocs,
  ...planOfCareDocs,
  [`managementTime/${MANAGEMENT_MONTH_ID}`]: managementMonth,
  [`managementTotals/${MANAGEMENT_MONTH_ID}`]: managementTotals,
};
