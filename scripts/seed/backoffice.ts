/** The back office: bug boards and reports, beta feedback, and the admin console's collection settings. */
import {
  DEVICE_TYPES,
  DISCIPLINES,
  type BugBoard,
  type BugCategory,
  type BugReport,
  type BugStatus,
  type CollectionName,
  type CollectionSettings,
  type FeedbackReport,
  type Note,
  type YesNo,
} from '@rehab/model/collections';
import { DEMO_ACCOUNTS, OTHER_PATIENTS, STAFF, type DemoAccount } from './accounts';
import type { SeedClock } from './clock';
import type { Random } from './random';
import type { SeedDoc } from './seedDoc';

export const ACTIVE_BOARD_ID = 'board-sprint-14';
const COMPLETED_BOARD_ID = 'board-sprint-13';

export function buildBugBoards(): SeedDoc<BugBoard>[] {
  return [
    {
      id: COMPLETED_BOARD_ID,
      data: { id: COMPLETED_BOARD_ID, name: 'Sprint 13', description: 'Session export and plan editor fixes.', isActive: false },
    },
    {
      id: ACTIVE_BOARD_ID,
      data: { id: ACTIVE_BOARD_ID, name: 'Sprint 14', description: 'Stabilise charts, devices and checkout before the spring release.', isActive: true },
    },
  ];
}

interface BugSpec {
  summary: string;
  description: string;
  appType: BugReport['appType'];
  category: BugCategory;
  status: BugStatus;
  board: 'active' | 'completed' | 'backlog';
  reporter: DemoAccount;
  daysAgo: number;
  comments?: string[];
}

const [amara, , , , , , , sofia] = OTHER_PATIENTS;
const { patient, doctor, secondDoctor, customer } = DEMO_ACCOUNTS;

const BUGS: readonly BugSpec[] = [
  {
    summary: 'Chart tabs flicker when switching sensors quickly',
    description: 'On the Intrassession tab, clicking through the glove sensor tabs fast makes the chart blank for a second.',
    appType: 'web', category: 'ui', status: 'To Do', board: 'active', reporter: doctor, daysAgo: 6,
  },
  {
    summary: 'Glove does not reconnect after the phone sleeps',
    description: 'If the phone screen locks during a session the left glove stays disconnected until the app restarts.',
    appType: 'phone', category: 'hardware', status: 'To Do', board: 'active', reporter: patient, daysAgo: 9,
    comments: ['Reproduced on Android 14 with firmware 2.3.1.'],
  },
  {
    summary: 'Post-session chart empty for a single glove',
    description: 'A patient with only a right glove sees an empty range chart in the Postsession tab.',
    appType: 'web', category: 'functional', status: 'In Progress', board: 'active', reporter: doctor, daysAgo: 12,
    comments: ['The chart assumes a Left entry exists.', 'Fix in progress, falling back to whichever sides exist.'],
  },
  {
    summary: 'Workout calendar slow with many events',
    description: 'Scheduling more than 40 workouts makes dragging plans onto the calendar lag.',
    appType: 'web', category: 'performance', status: 'In Progress', board: 'active', reporter: secondDoctor, daysAgo: 15,
  },
  {
    summary: 'Coin balance not refreshed after purchase',
    description: 'After buying 10 coins the wallet still shows the old balance until I reload the page.',
    appType: 'phone', category: 'functional', status: 'In Review', board: 'active', reporter: patient, daysAgo: 18,
    comments: ['Balance is now re-read when the checkout success page opens.'],
  },
  {
    summary: 'Typo on the pre-order confirmation page',
    description: 'The confirmation says "Pre-Oder" in the heading.',
    appType: 'web', category: 'ui', status: 'Done', board: 'active', reporter: customer, daysAgo: 21,
  },
  {
    summary: 'Knee angle above 110 degrees on some sessions',
    description: 'Two of my sessions show the knee angle spiking to 140 degrees for a single sample.',
    appType: 'phone', category: 'hardware', status: 'Done', board: 'active', reporter: amara, daysAgo: 24,
    comments: ['Firmware 2.4.0 clamps the angle sensor output.', 'Verified on three braces.'],
  },
  {
    summary: 'Session export zip misses the last session',
    description: 'Downloading sessions 1 to 10 gives a zip with only 9 workbooks.',
    appType: 'web', category: 'functional', status: 'Done', board: 'completed', reporter: doctor, daysAgo: 40,
    comments: ['Off-by-one in the range end, fixed.'],
  },
  {
    summary: 'App crashes when opening an empty plan',
    description: 'Opening a personalized plan with no exercises closes the app.',
    appType: 'phone', category: 'functional', status: 'Done', board: 'completed', reporter: sofia, daysAgo: 45,
  },
  {
    summary: 'Dark theme: calendar text hard to read',
    description: 'Event titles on the workout calendar are dark grey on a dark background.',
    appType: 'web', category: 'ui', status: 'To Do', board: 'backlog', reporter: secondDoctor, daysAgo: 3,
  },
  {
    summary: 'Band humidity reading stuck at 100%',
    description: 'After a long walk in the rain all four humidity channels stay at 100% for the rest of the day.',
    appType: 'phone', category: 'hardware', status: 'To Do', board: 'backlog', reporter: sofia, daysAgo: 5,
  },
  {
    summary: 'Sort patients by last session date',
    description: 'It would help to see who has not recorded a session recently at the top of the list.',
    appType: 'web', category: 'other', status: 'To Do', board: 'backlog', reporter: doctor, daysAgo: 11,
  },
  {
    summary: 'Exercise videos buffer on mobile data',
    description: 'Videos in the workout plan pause every few seconds on LTE.',
    appType: 'phone', category: 'performance', status: 'To Do', board: 'backlog', reporter: amara, daysAgo: 16,
    comments: ['Could serve a lower bitrate on cellular connections.'],
  },
  {
    summary: 'Feedback form loses screenshots on back navigation',
    description: 'Going back from the preview drops the screenshots I attached.',
    appType: 'web', category: 'functional', status: 'To Do', board: 'backlog', reporter: customer, daysAgo: 27,
  },
];

const BOARD_IDS = { active: ACTIVE_BOARD_ID, completed: COMPLETED_BOARD_ID, backlog: null } as const;

/** bugReports: on the active board priorities run 0..n within each column, as drag-and-drop leaves them. */
export function buildBugReports(clock: SeedClock, random: Random): SeedDoc<BugReport>[] {
  const nextPriority = new Map<string, number>();
  return BUGS.map((spec, index) => {
    const id = `bug-${String(index + 1).padStart(3, '0')}`;
    const boardId = BOARD_IDS[spec.board];
    const column = `${boardId}/${spec.status}`;
    const priority = boardId === null ? 0 : (nextPriority.get(column) ?? 0);
    nextPriority.set(column, priority + 1);
    const createdAt = clock.timestamp(-spec.daysAgo, random.int(8, 18), random.int(0, 59));
    const comments = (spec.comments ?? []).map(
      (content, n): Note => ({ user: STAFF[n % STAFF.length], content, timestamp: clock.timestamp(-spec.daysAgo + n + 1, 10 + n, 0) }),
    );
    return {
      id,
      data: {
        id,
        firstName: spec.reporter.firstName,
        lastName: spec.reporter.lastName,
        email: spec.reporter.email,
        appType: spec.appType,
        category: spec.category,
        buildVersion: random.pick(['1.8.2 (214)', '1.8.3 (221)', '1.9.0 (230)']),
        summary: spec.summary,
        description: spec.description,
        screenshots: [],
        boardId,
        createdAt,
        priority,
        status: spec.status,
        assignedTo: spec.board === 'backlog' && random.chance(0.5) ? '' : random.pick(STAFF),
        comments,
        uid: spec.reporter.uid,
      },
    };
  });
}

interface FeedbackSpec {
  author: DemoAccount;
  device: FeedbackReport['device'];
  iOSVersion?: string;
  daysAgo: number;
  bugsEncountered?: string;
  likedFeatures?: string;
  suggestedImprovements?: string;
}

const FEEDBACK: readonly FeedbackSpec[] = [
  {
    author: patient, device: 'iPhone', iOSVersion: '17.5', daysAgo: 4,
    likedFeatures: 'Seeing my wrist range improve week by week.',
    suggestedImprovements: 'Reminders before scheduled workouts.',
  },
  {
    author: amara, device: 'Android Phone', daysAgo: 11,
    bugsEncountered: 'The brace disconnected twice during squats.',
    likedFeatures: 'The exercise videos are clear.',
  },
  {
    author: sofia, device: 'iPad', iOSVersion: '16.7', daysAgo: 23,
    suggestedImprovements: 'A landscape layout for the charts on iPad.',
  },
  { author: customer, device: 'Tablet', daysAgo: 37, likedFeatures: 'Pre-ordering was quick.' },
  {
    author: OTHER_PATIENTS[1], device: 'iPhone', iOSVersion: '17.4', daysAgo: 52,
    bugsEncountered: 'Coins did not appear until the next day.',
    suggestedImprovements: 'Explain what coins can be spent on.',
  },
];

export function buildFeedbackReports(clock: SeedClock, random: Random): SeedDoc<FeedbackReport>[] {
  const rating = () => random.int(4, 10);
  const yesNo = (likelyYes = 0.7): YesNo => (random.chance(likelyYes) ? 'Yes' : 'No');
  return FEEDBACK.map((spec, index) => ({
    id: `feedback-${String(index + 1).padStart(3, '0')}`,
    data: {
      uid: spec.author.uid,
      firstName: spec.author.firstName,
      lastName: spec.author.lastName,
      email: spec.author.email,
      device: spec.device,
      ...(spec.iOSVersion ? { iOSVersion: spec.iOSVersion } : {}),
      appVersion: random.pick(['1.8.3', '1.9.0']),
      buildVersion: random.pick(['221', '230']),
      userExperienceRating: rating(),
      easeOfNavigationRating: rating(),
      uiFriendlinessRating: rating(),
      exerciseVideoClarityRating: rating(),
      personalizedWorkoutPlansRating: rating(),
      texavieCoinsIncentivesRating: random.int(1, 8),
      exerciseVideoGlitches: yesNo(0.3),
      foundWorkoutPlansEasily: yesNo(),
      appointmentBookingStraightforward: yesNo(),
      appointmentTimelyNotifications: yesNo(),
      understoodTexavieCoins: yesNo(0.5),
      appRespondedQuickly: yesNo(),
      connectedToBluetooth: yesNo(0.8),
      fileUploadIssues: yesNo(0.2),
      ...(spec.bugsEncountered ? { bugsEncountered: spec.bugsEncountered } : {}),
      ...(spec.likedFeatures ? { likedFeatures: spec.likedFeatures } : {}),
      ...(spec.suggestedImprovements ? { suggestedImprovements: spec.suggestedImprovements } : {}),
      screenshots: [],
      createdAt: clock.timestamp(-spec.daysAgo, random.int(8, 21), random.int(0, 59)),
    },
  }));
}

const SIDES = ['Left', 'Right'];
const YES_NO = ['Yes', 'No'];

/** Collections keyed by a user's uid: the admin types the uid as the document id. */
const UID_DOC = { autoDocId: false, docIdPrompt: 'User UID' } as const;

/**
 * AllCollections/{name}: how the admin console lists, edits and adds documents
 * of each collection it offers.
 */
const COLLECTION_SETTINGS: Partial<Record<CollectionName, CollectionSettings>> = {
  users: {
    fields: {
      firstName: 'string', lastName: 'string', email: 'string', profilePic: 'string', phoneNumber: 'string',
      isAuthorized: 'boolean', devices: 'object', exerciseCount: 'number', purchasedSessions: 'number', sessions: 'array',
      auditId: 'string',
    },
    schema: {
      devices: { valueType: 'selections', selections: SIDES },
      sessions: { itemType: 'object', object: { sessionId: 'string' } },
    },
    requiredFields: ['firstName', 'lastName', 'email', 'isAuthorized'],
    // The session balance changes only through purchases and refunds (functions).
    disAllowAddDocFields: ['sessions', 'purchasedSessions'],
    allowAddDoc: true,
    ...UID_DOC,
    nonEditableFields: ['sessions', 'purchasedSessions', 'auditId'],
    removeableFields: ['profilePic', 'phoneNumber', 'exerciseCount'],
  },
  doctors: {
    fields: {
      firstName: 'string', lastName: 'string', email: 'string', phoneNumber: 'string', position: 'string', gender: 'selections',
      address: 'string', profilePic: 'string', isVerified: 'boolean', specialities: 'array', devices: 'array', patients: 'array',
      notifications: 'array', auditId: 'string', discipline: 'selections',
    },
    schema: {
      specialities: { itemType: 'object', object: { title: 'string', description: 'string' } },
      devices: { itemType: 'string' },
      patients: { itemType: 'string' },
      notifications: { itemType: 'string' },
    },
    selections: { gender: ['Male', 'Female'], discipline: [...DISCIPLINES] },
    requiredFields: ['firstName', 'lastName', 'email', 'isVerified'],
    allowAddDoc: true,
    ...UID_DOC,
    removeableFields: ['profilePic', 'discipline'],
    nonEditableFields: ['auditId'],
    allowArrayEditFields: ['specialities', 'devices', 'patients'],
  },
  admin: {
    fields: { firstName: 'string', lastName: 'string' },
    requiredFields: ['firstName', 'lastName'],
    allowAddDoc: true,
    ...UID_DOC,
  },
  devices: {
    fields: { id: 'string', deviceType: 'selections', side: 'selections', userId: 'string', sensors: 'array' },
    schema: { sensors: { itemType: 'string' } },
    selections: { deviceType: [...DEVICE_TYPES], side: SIDES },
    requiredFields: ['deviceType', 'side'],
    // Sensors are copied from the device type when the device is written.
    disAllowAddDocFields: ['id', 'sensors'],
    allowAddDoc: true,
    autoDocId: false,
    docIdPrompt: 'Device ID',
    nonEditableFields: ['id', 'sensors'],
  },
  deviceTypes: {
    fields: { sensors: 'array' },
    schema: { sensors: { itemType: 'string' } },
    requiredFields: ['sensors'],
    allowAddDoc: true,
    autoDocId: false,
    docIdPrompt: 'Device type name',
    allowArrayEditFields: ['sensors'],
  },
  sessions: {
    fields: {
      id: 'string', date: 'timestamp', userId: 'string', devices: 'array', movements: 'array', notes: 'string', notesVersion: 'number',
      tags: 'array', removedTimePoints: 'array', auditId: 'string',
    },
    schema: {
      devices: { itemType: 'string' },
      movements: { itemType: 'object', object: { name: 'string', startTime: 'number' } },
      tags: { itemType: 'string' },
      removedTimePoints: { itemType: 'number' },
    },
    allowAddDoc: false,
    autoDocId: true,
    nonEditableFields: ['id', 'userId', 'date', 'devices', 'movements', 'notesVersion', 'auditId'],
    allowArrayEditFields: ['tags', 'removedTimePoints'],
  },
  data_by_sensor: {
    fields: { sessionId: 'string', sensorId: 'string', deviceId: 'string', binId: 'number', values: 'array' },
    schema: { values: { itemType: 'number' } },
    allowAddDoc: false,
    autoDocId: true,
    allFieldsNonEditable: true,
  },
  orders: {
    fields: { uid: 'string', date: 'timestamp', name: 'string', total: 'number', products: 'array', paymentId: 'string' },
    schema: {
      products: { itemType: 'object', object: { priceId: 'string', name: 'string', quantity: 'number', unit_price: 'number', refundId: 'string' } },
    },
    allowAddDoc: false,
    autoDocId: true,
    nonEditableFields: ['uid', 'date', 'total', 'products', 'paymentId'],
  },
  invoiceRequests: {
    fields: {
      firstName: 'string', lastName: 'string', email: 'string', phone: 'string', occupation: 'string', address: 'string',
      size: 'selections', purpose: 'string', details: 'string', how: 'array', uid: 'string', date: 'timestamp',
    },
    schema: { how: { itemType: 'string' } },
    selections: { size: ['S', 'M', 'L', 'XL'] },
    allowAddDoc: false,
    autoDocId: true,
    nonEditableFields: ['uid', 'date'],
  },
  web3Wallets: {
    fields: { address: 'string', data: 'string', email: 'string', transactions: 'array' },
    schema: {
      transactions: { itemType: 'object', object: { name: 'string', timestamp: 'timestamp', type: 'string', value: 'string' } },
    },
    allowAddDoc: false,
    ...UID_DOC,
    nonEditableFields: ['address', 'data', 'transactions'],
  },
  feedbackReports: {
    fields: {
      uid: 'string', firstName: 'string', lastName: 'string', email: 'string', device: 'selections', iOSVersion: 'string',
      appVersion: 'string', buildVersion: 'string', userExperienceRating: 'number', easeOfNavigationRating: 'number',
      uiFriendlinessRating: 'number', exerciseVideoClarityRating: 'number', personalizedWorkoutPlansRating: 'number',
      texavieCoinsIncentivesRating: 'number', exerciseVideoGlitches: 'selections', foundWorkoutPlansEasily: 'selections',
      appointmentBookingStraightforward: 'selections', appointmentTimelyNotifications: 'selections',
      understoodTexavieCoins: 'selections', appRespondedQuickly: 'selections', connectedToBluetooth: 'selections',
      fileUploadIssues: 'selections', bugsEncountered: 'string', likedFeatures: 'string', suggestedImprovements: 'string',
      screenshots: 'array', createdAt: 'timestamp',
    },
    schema: { screenshots: { itemType: 'string' } },
    selections: {
      device: ['iPhone', 'Android Phone', 'iPad', 'Tablet'],
      exerciseVideoGlitches: YES_NO, foundWorkoutPlansEasily: YES_NO, appointmentBookingStraightforward: YES_NO,
      appointmentTimelyNotifications: YES_NO, understoodTexavieCoins: YES_NO, appRespondedQuickly: YES_NO,
      connectedToBluetooth: YES_NO, fileUploadIssues: YES_NO,
    },
    allowAddDoc: false,
    autoDocId: true,
    nonEditableFields: ['uid', 'createdAt'],
    removeableFields: ['iOSVersion', 'bugsEncountered', 'likedFeatures', 'suggestedImprovements'],
  },
  exercises: {
    fields: { id: 'string', name: 'string', device: 'selections' },
    selections: { device: ['Knee Brace', 'Glove', 'Neat', 'Band'] },
    requiredFields: ['id', 'name', 'device'],
    allowAddDoc: true,
    autoDocId: true,
  },
  exerciseplan: {
    fields: {
      id: 'string', name: 'string', device: 'selections', exerciseArray: 'array', reps: 'array', isPublic: 'boolean', userID: 'string',
      createdBy: 'string', exercises: 'object', auditId: 'string',
    },
    schema: { exerciseArray: { itemType: 'string' }, reps: { itemType: 'number' }, exercises: { valueType: 'number' } },
    selections: { device: ['Knee Brace', 'Glove', 'Neat', 'Band'] },
    requiredFields: ['name', 'device', 'isPublic'],
    allowAddDoc: true,
    autoDocId: true,
    disAllowAddDocFields: ['auditId'],
    nonEditableFields: ['auditId'],
    removeableFields: ['userID', 'exercises'],
    allowArrayEditFields: ['exerciseArray', 'reps'],
  },
  // `inCare` follows the doctor's care relationship with the patient (set on creation, then by the functions), and
  // `clinicId` the patient's approval of the doctor's clinic (the functions only).
  appointments: {
    fields: {
      isOnline: 'boolean', doctorID: 'string', datetime: 'timestamp', location: 'string', userID: 'string', auditId: 'string', inCare: 'boolean',
      clinicId: 'string',
    },
    requiredFields: ['isOnline', 'doctorID', 'datetime', 'location', 'userID'],
    allowAddDoc: true,
    autoDocId: true,
    disAllowAddDocFields: ['auditId', 'inCare', 'clinicId'],
    nonEditableFields: ['auditId', 'inCare', 'clinicId'],
  },
  // Deleted sessions: read and restored (the document page's Restore session), never edited.
  deletedSessions: {
    fields: {
      session: 'object', userId: 'string', postsessions: 'object', tags: 'object', deletedAt: 'timestamp', deletedBy: 'string',
      purgeAfter: 'timestamp', purging: 'boolean', auditId: 'string',
    },
    schema: { postsessions: { valueType: 'object' }, tags: { valueType: 'object' } },
    allowAddDoc: false,
    autoDocId: true,
    allFieldsNonEditable: true,
  },
  // The audit trail: append-only, written with the changes it records.
  auditLog: {
    fields: {
      actorUid: 'string', actorRole: 'string', actorName: 'string', action: 'string', target: 'object', patientUid: 'string',
      changes: 'object', at: 'timestamp',
    },
    schema: { target: { valueType: 'string' }, changes: { valueType: 'object' } },
    allowAddDoc: false,
    autoDocId: true,
    allFieldsNonEditable: true,
  },
};

export function buildCollectionSettings(): SeedDoc<CollectionSettings>[] {
  return Object.entries(COLLECTION_SETTINGS).map(([name, settings]) => ({ id: name, data: settings }));
}
