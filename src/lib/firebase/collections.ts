import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { CollectionName, CollectionTypes } from '@rehab/model/collections';
import { db } from './firestore';

/**
 * The one converter of each collection: fills in the defaults the spec gives
 * for fields that older documents may lack, and leaves out what is not the
 * collection's data (`omit`).
 */
function converterFor<K extends CollectionName>(defaults: Partial<CollectionTypes[K]>, omit: readonly string[] = []) {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => {
      const data = { ...defaults, ...snapshot.data() } as Record<string, unknown>;
      for (const key of omit) delete data[key];
      return data as CollectionTypes[K];
    },
  } as FirestoreDataConverter<CollectionTypes[K], DocumentData>;
}

const DEFAULTS: { [K in CollectionName]: Partial<CollectionTypes[K]> } = {
  users: { devices: {}, sessions: [], isAuthorized: false, exerciseCount: 0, purchasedSessions: 0 },
  doctors: { patients: [], devices: [], specialities: [], notifications: [], isVerified: false, position: '', address: '', gender: '', profilePic: '', phoneNumber: '' },
  doctorProfiles: { position: '', profilePic: '' },
  admin: {},
  devices: { side: 'Left' },
  deviceTypes: { sensors: [] },
  sensorLabels: { sensors: [], labels: {} },
  sessions: { devices: [], movements: [], notes: '', notesVersion: 0, tags: [], removedTimePoints: [] },
  data_by_sensor: { values: [] },
  sensorOverviews: { devices: {}, sources: {} },
  postsessions: { entries: [] },
  offDeviceSessions: { exerciseReps: {} },
  sessionTags: { sessionsCount: 0, sessions: {} },
  exercises: {},
  exerciseplan: { exerciseArray: [], reps: [] },
  scheduledWorkouts: {},
  scheduledWorkoutsByExercise: {},
  // A document from before `inCare` counts as out of care, as the rules treat it, until the migration flags it.
  appointments: { inCare: false },
  reminders: { isFavourite: false, isRead: false, inCare: false },
  notifications: { isFavourite: false, isRead: false, inCare: false },
  emails: { is_unread: true },
  orders: { products: [] },
  web3Wallets: { transactions: [] },
  invoiceRequests: { how: [] },
  kneeSleevePreorders: { timeline: [], orderDevicesData: [], howDidYouHearAboutUs: [] },
  bugReports: { screenshots: [], comments: [], priority: 0, status: 'To Do', boardId: null, assignedTo: '' },
  bugBoards: { isActive: false },
  feedbackReports: { screenshots: [] },
  AllCollections: { fields: {}, allowAddDoc: false, autoDocId: true },
  monitoring: { days: {}, romGoals: {} },
  managementTime: { entries: {}, inCare: false },
  managementTotals: { inCare: false },
  auditLog: { changes: {} },
  deletedSessions: { postsessions: {}, tags: {} },
  careRelationships: { devices: {}, since: null, grantedBy: null },
  deviceLookups: { times: [] },
  rtmContacts: { inCare: false },
  rtmMonthClosures: { totals: {} },
  rtmAmendments: { inCare: false },
  doctorOverview: { rows: {} },
  reminderSettings: { channels: { push: true, email: true } },
  pushSubscriptions: { deviceLabel: '' },
  reminderSends: {},
  reminderStatus: { lastSentAt: null },
  outcomeCheckIns: { pain: null, effort: null },
  questionnaireAssignments: { active: true },
  questionnaireResponses: { item: [] },
  triageAlerts: { careTeam: [], openedBy: {}, snoozedUntil: null, snoozedEvidence: null, acknowledged: null, reopened: null, patientName: '' },
  triageThresholds: { thresholds: {} },
  visitSignals: {},
  visitPresence: { mediaFlowing: false, mediaSince: null, audioMuted: false, videoOff: false, left: false },
  videoVisits: { mediaRuns: {}, connectedSeconds: 0, interactive: false, contactId: null, entryRef: null, endedAt: null },
  reconcileReports: { checked: {}, driftCount: 0, fixes: [] },
  clinics: { address: '', npi: '', taxId: '' },
  clinicMembers: { supervisor: null },
  staff: {},
  clinicInvitations: { supervisor: null, acceptedBy: null, acceptedAt: null },
  clinicConsents: { since: null, grantedBy: null },
  clinicCoverages: {},
  patientContacts: { phoneNumber: '', timeZone: '' },
  clinicCaseloads: {},
  clinicCaseloadPages: {},
  clinicCaseloadChanges: {},
  clinicDashboards: {},
  outcomeSummaries: {},
  plansOfCare: {},
  rtmConsents: {},
  claimFlagOverrides: {},
  clinicExercises: { device: null, video: null, poster: null },
  programmeTemplates: { ownerUid: null },
  programmeAssignments: {},
};

/** A schedule's keys are its dates: its audit id (beside them in the document) is not one. */
const OMITTED: Partial<Record<CollectionName, readonly string[]>> = { scheduledWorkouts: ['auditId'] };

const converters = Object.fromEntries(
  Object.entries(DEFAULTS).map(([name, defaults]) => [name, converterFor(defaults as never, OMITTED[name as CollectionName])]),
) as { [K in CollectionName]: FirestoreDataConverter<CollectionTypes[K], DocumentData> };

/** The converter of a collection, for the Firestore Lite references in ./lite.ts. */
export function converterOf<K extends CollectionName>(name: K): FirestoreDataConverter<CollectionTypes[K], DocumentData> {
  return converters[name];
}

/** A typed reference to a collection. */
export function col<K extends CollectionName>(name: K): CollectionReference<CollectionTypes[K], DocumentData> {
  return collection(db, name).withConverter(converters[name]);
}

/** A typed reference to one document. */
export function docRef<K extends CollectionName>(name: K, id: string): DocumentReference<CollectionTypes[K], DocumentData> {
  return doc(db, name, id).withConverter(converters[name]);
}
