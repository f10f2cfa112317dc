/**
 * Bad input for every client-writable collection: for a valid write (which
 * must succeed), each field with the wrong type, each required field missing,
 * each text field oversize, and an extra field — inside nested maps and lists
 * of maps too — every variant refused, and the document left exactly as it was.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, doc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { auditedSet, auditedUpdate, type ChangeRecord } from '@rehab/web/lib/firebase/audit';
import { ACCOUNTS, type Role } from './actors';
import { commitAudited, sessionChanges } from './audited';
import {
  newAppointment,
  newBugReport,
  newFeedback,
  newInvoiceRequest,
  newManagementMonth,
  newMessage,
  newMonitoring,
  newPlan,
  newWallet,
  planCreated,
  signUpDoctor,
  signUpUser,
} from './firestoreMatrix';
import { arrangeDoc, firestoreOf, readDoc, restoreWorld } from './rulesEnv';
import type { RulesSuiteContext } from './shared';
import { RTM_CONSENT_TEXT_VERSION, planOfCareId, planOfCareVersionId, rtmConsentId } from '@rehab/model/planOfCare';
import { BASELINE, DAY, EARLIER_THIS_MONTH, MANAGEMENT_MONTH_ID, VISIT_APPOINTMENT, autoEntry, planOfCareDraft } from './world';

interface BadInputCase {
  what: string;
  role: Role;
  path: string;
  kind: 'create' | 'update';
  valid: DocumentData;
  /** create: the fields without which the document is refused */
  required?: string[];
  /** nested keys (dotted, as the variants name them) that may be left out: no 'missing' variant for them */
  optional?: string[];
  /** clinical data: the record its audit entry holds (written with it, as the app does) */
  audit?: (data: DocumentData) => ChangeRecord;
  /** a recorded change of session-1 that goes with the write (tag counts go with the session's tags) */
  withSessionTag?: string;
}

/** A recorded session edit naming the written fields (the version of the notes is bookkeeping, not a change). */
/** A session edit recorded true to the world's session-1 (where every case starts) and the values written. */
const sessionEdit = (action: ChangeRecord['action']) => (data: DocumentData): ChangeRecord => ({
  action,
  patientUid: 'patient',
  changes: sessionChanges(BASELINE['sessions/session-1'], data),
});

const actorOf = (role: Exclude<Role, 'signedOut'>) => ({ uid: ACCOUNTS[role].uid, email: ACCOUNTS[role].email });

const CASES: BadInputCase[] = [
  {
    what: 'users sign-up',
    role: 'noRecords',
    path: 'users/noRecords',
    kind: 'create',
    valid: { ...signUpUser(actorOf('noRecords')), phoneNumber: '+16045550102', profilePic: 'https://example.test/p.jpg' },
    required: ['firstName', 'lastName', 'email', 'isAuthorized'],
  },
  {
    what: 'doctors sign-up',
    role: 'noRecords',
    path: 'doctors/noRecords',
    kind: 'create',
    valid: { ...signUpDoctor(actorOf('noRecords')), position: 'GP', gender: 'Male', address: '2 Road', phoneNumber: '+16045550103' },
    required: ['firstName', 'lastName', 'isVerified', 'patients'],
  },
  {
    what: "a patient's profile edit",
    role: 'patient',
    path: 'users/patient',
    kind: 'update',
    valid: { firstName: 'Patricia', lastName: 'Ient', phoneNumber: '+16045550104', profilePic: 'https://example.test/p2.jpg', email: ACCOUNTS.patient.email.toUpperCase() },
  },
  {
    what: "a doctor's profile edit",
    role: 'doctor',
    path: 'doctors/doctor',
    kind: 'update',
    valid: {
      firstName: 'Dana',
      position: 'Surgeon',
      gender: 'Male',
      address: '3 Road',
      specialities: [{ title: 'Knees', description: 'Rehab' }],
      profilePic: 'https://example.test/d.jpg',
    },
  },
  {
    what: 'session notes',
    role: 'doctor',
    path: 'sessions/session-1',
    kind: 'update',
    valid: { notes: 'Better', notesVersion: 1 },
    audit: sessionEdit('session.notesEdited'),
  },
  {
    what: 'session tag',
    role: 'doctor',
    path: 'sessions/session-1',
    kind: 'update',
    valid: { tags: ['balance', 'strength'] },
    audit: sessionEdit('session.tagAdded'),
  },
  {
    what: 'removed chart point',
    role: 'doctor',
    path: 'sessions/session-1',
    kind: 'update',
    valid: { removedTimePoints: [DAY.toMillis()] },
    audit: sessionEdit('session.pointRemoved'),
  },
  {
    what: 'tag creation',
    role: 'doctor',
    path: 'sessionTags/strength',
    kind: 'create',
    valid: { sessionsCount: 1, sessions: { 'session-1': { date: DAY, movement: 'Squat', userId: 'patient' } } },
    required: ['sessionsCount', 'sessions'],
    withSessionTag: 'strength',
  },
  {
    what: 'public plan',
    role: 'doctor',
    path: 'exerciseplan/plan-new',
    kind: 'create',
    valid: { ...newPlan('doctor'), id: 'plan-new' },
    required: ['name', 'device', 'exerciseArray', 'reps', 'isPublic', 'createdBy'],
    audit: () => planCreated(),
  },
  {
    what: "a patient's own plan",
    role: 'patient',
    path: 'exerciseplan/plan-mine',
    kind: 'create',
    valid: newPlan('patient', 'patient'),
    required: ['name', 'device', 'exerciseArray', 'reps', 'isPublic', 'userID', 'createdBy'],
    audit: () => planCreated('patient'),
  },
  {
    what: 'appointment booking',
    role: 'doctor',
    path: 'appointments/appt-new',
    kind: 'create',
    valid: newAppointment('doctor', 'patient'),
    required: ['isOnline', 'doctorID', 'datetime', 'location', 'userID', 'inCare'],
    audit: () => ({ action: 'appointment.booked', patientUid: 'patient' }),
  },
  {
    what: 'reminder',
    role: 'doctor',
    path: 'reminders/appt-2',
    kind: 'create',
    valid: { appointmentID: 'appt-2', doctorID: 'doctor', id: 'appt-2', isFavourite: false, isRead: false, userID: 'patient', inCare: true },
    required: ['appointmentID', 'doctorID', 'id', 'isFavourite', 'isRead', 'userID', 'inCare'],
  },
  {
    what: 'reminder read flag',
    role: 'doctor',
    path: 'reminders/appt-1',
    kind: 'update',
    valid: { isRead: true },
  },
  {
    what: 'chat message',
    role: 'doctor',
    path: 'notifications/msg-new',
    kind: 'create',
    valid: newMessage('doctor'),
    required: ['doctorID', 'userID', 'senderID', 'id', 'isFavourite', 'isRead', 'messageBody', 'timestamp', 'inCare'],
  },
  {
    what: 'chat read flag',
    role: 'patient',
    path: 'notifications/msg-1',
    kind: 'update',
    valid: { isRead: true },
  },
  {
    what: 'queued e-mail',
    role: 'admin',
    path: 'emails/mail-new',
    kind: 'create',
    valid: { to: ACCOUNTS.patient.email, message: { subject: 'Appointment cancelled', text: 'Sorry.' } },
    required: ['to', 'message'],
  },
  {
    what: 'inbox unread flag',
    role: 'doctor',
    path: 'emails/mail-1',
    kind: 'update',
    valid: { is_unread: true },
  },
  {
    what: 'wallet',
    role: 'otherPatient',
    path: 'web3Wallets/otherPatient',
    kind: 'create',
    valid: newWallet(actorOf('otherPatient')),
    required: ['address', 'data', 'email'],
  },
  {
    what: 'wallet replaced by an imported key',
    role: 'patient',
    path: 'web3Wallets/patient',
    kind: 'update',
    valid: { address: '0x00000000000000000000000000000000000000cc', data: '{"version":3}', email: ACCOUNTS.patient.email, transactions: [] },
  },
  {
    what: 'invoice request',
    role: 'patient',
    path: 'invoiceRequests/inv-new',
    kind: 'create',
    valid: newInvoiceRequest(actorOf('patient')),
    required: ['firstName', 'lastName', 'email', 'phone', 'occupation', 'address', 'size', 'purpose', 'details', 'how', 'uid', 'date'],
  },
  {
    what: 'bug report',
    role: 'patient',
    path: 'bugReports/bug-new',
    kind: 'create',
    valid: newBugReport(actorOf('patient')),
    required: ['firstName', 'lastName', 'email', 'appType', 'summary', 'description', 'uid', 'createdAt'],
  },
  {
    what: "an admin's correction of an order's name",
    role: 'admin',
    path: 'orders/order-1',
    kind: 'update',
    valid: { name: 'Patricia Ient' },
  },
  {
    what: "an admin's pre-order status event",
    role: 'admin',
    path: 'kneeSleevePreorders/pre-1',
    kind: 'update',
    valid: {
      timeline: [...(BASELINE['kneeSleevePreorders/pre-1'].timeline as object[]), { timestamp: DAY, event: 'Order Shipped' }],
      status: 'Order Shipped',
      shipping: { carrier: 'Canada Post', trackingNumber: 'CP123' },
    },
  },
  {
    what: "an admin's bug triage",
    role: 'admin',
    path: 'bugReports/bug-1',
    kind: 'update',
    valid: {
      status: 'In Review',
      priority: 2,
      assignedTo: 'Alex Morgan',
      boardId: 'board-1',
      comments: [{ user: 'Alex Morgan', content: 'Reproduced', timestamp: DAY }],
    },
  },
  {
    what: "an admin's new bug board",
    role: 'admin',
    path: 'bugBoards/board-new',
    kind: 'create',
    valid: { id: 'board-new', name: 'Sprint 2', description: 'Next', isActive: true },
    required: ['name', 'description', 'isActive'],
  },
  {
    what: 'feedback',
    role: 'patient',
    path: 'feedbackReports/fb-new',
    kind: 'create',
    valid: newFeedback(actorOf('patient')),
    required: [
      'uid', 'firstName', 'email', 'device', 'iOSVersion', 'appVersion', 'buildVersion', 'userExperienceRating',
      'easeOfNavigationRating', 'uiFriendlinessRating', 'exerciseVideoClarityRating', 'personalizedWorkoutPlansRating',
      'texavieCoinsIncentivesRating', 'exerciseVideoGlitches', 'foundWorkoutPlansEasily', 'appointmentBookingStraightforward',
      'appointmentTimelyNotifications', 'understoodTexavieCoins', 'appRespondedQuickly', 'connectedToBluetooth',
      'fileUploadIssues', 'screenshots', 'createdAt',
    ],
  },
  {
    what: 'start of monitoring',
    role: 'doctor',
    path: 'monitoring/patient',
    kind: 'create',
    valid: { ...newMonitoring(actorOf('doctor')), romGoals: { doctor: { Glove: 70, 'Knee Brace': 110 } } },
    required: ['patientId', 'timeZone', 'periodStart', 'startedBy', 'days', 'romGoals'],
    // A doctor may start monitoring without goals, or with a goal for some device types only.
    optional: ['romGoals.doctor', 'romGoals.doctor.Glove', 'romGoals.doctor.Knee Brace'],
    audit: () => ({ action: 'monitoring.started', patientUid: 'patient' }),
  },
  {
    what: "a doctor's first management entry of the month",
    role: 'doctor',
    path: `managementTime/${MANAGEMENT_MONTH_ID}`,
    kind: 'create',
    // Time added by hand: valid whenever the case runs (a timer's entry must start within 5 minutes of its write, and
    // the cases are built when the suite loads, minutes before they run on a busy machine).
    valid: {
      ...newManagementMonth(actorOf('doctor')),
      entries: { e1: { ...autoEntry(30, serverTimestamp()), start: EARLIER_THIS_MONTH, source: 'manual', reason: 'Phone call with the patient' } },
    },
    required: ['doctorId', 'patientId', 'month', 'entries', 'lastEntryId', 'inCare'],
  },
  {
    what: 'a management entry corrected by hand',
    role: 'doctor',
    path: `managementTime/${MANAGEMENT_MONTH_ID}`,
    kind: 'update',
    valid: { 'entries.e0': { ...autoEntry(45, serverTimestamp()), source: 'manual', reason: 'Left the chart open during a call' }, lastEntryId: 'e0' },
  },
  {
    what: 'a video visit signal',
    role: 'doctor',
    path: `${VISIT_APPOINTMENT}/visitSignals/doctor-offer`,
    kind: 'create',
    valid: { from: 'doctor', to: 'patient', type: 'offer', callId: 'call-3', sdp: 'v=0', createdAt: serverTimestamp() },
    required: ['from', 'to', 'type', 'callId', 'sdp', 'createdAt'],
  },
  {
    what: 'a video visit presence',
    role: 'patient',
    path: `${VISIT_APPOINTMENT}/visitPresence/patient`,
    kind: 'create',
    valid: { uid: 'patient', role: 'patient', callId: 'call-3', mediaFlowing: true, mediaSince: serverTimestamp(), audioMuted: false, videoOff: false, lastSeen: serverTimestamp(), left: false },
    required: ['uid', 'role', 'callId', 'mediaFlowing', 'mediaSince', 'audioMuted', 'videoOff', 'lastSeen', 'left'],
  },
  {
    what: 'a plan of care drafted by its treating clinician',
    role: 'clinician',
    path: `plansOfCare/${planOfCareVersionId(planOfCareId('patient', '2030-02-05'), 1)}`,
    kind: 'create',
    valid: { ...planOfCareDraft(), planId: planOfCareId('patient', '2030-02-05'), episodeStart: '2030-02-05', createdAt: serverTimestamp() },
    required: Object.keys(planOfCareDraft()),
  },
  {
    what: "a patient's RTM consent",
    role: 'patient',
    path: `rtmConsents/${rtmConsentId('patient', RTM_CONSENT_TEXT_VERSION)}`,
    kind: 'create',
    valid: { patientId: 'patient', textVersion: RTM_CONSENT_TEXT_VERSION, language: 'en', at: serverTimestamp() },
    required: ['patientId', 'textVersion', 'language', 'at'],
  },
];

const OVERSIZE = 'x'.repeat(20_001);

/** A value of another type than the given one. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  return 'not a structure';
}

interface Variant {
  name: string;
  data: DocumentData;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Variants of a nested map: each key of the wrong type, oversize, missing (unless optional); an extra key. */
function mapVariants(map: Plain, label: string, optional: readonly string[]): { name: string; value: Plain }[] {
  const variants: { name: string; value: Plain }[] = [];
  for (const [key, value] of Object.entries(map)) {
    const name = `${label}.${key}`;
    variants.push({ name: `${name} of the wrong type`, value: { ...map, [key]: wrongTypeFor(value) } });
    if (typeof value === 'string') variants.push({ name: `${name} oversize`, value: { ...map, [key]: OVERSIZE } });
    if (!optional.includes(name)) {
      const rest = { ...map };
      delete rest[key];
      variants.push({ name: `${name} missing`, value: rest });
    }
    for (const inner of innerVariants(value, name, optional)) variants.push({ name: inner.name, value: { ...map, [key]: inner.value } });
  }
  variants.push({ name: `${label} with an extra field`, value: { ...map, isAdmin: true } });
  return variants;
}

/** Variants inside a value: the contents of a map, or of each map in a list. */
function innerVariants(value: unknown, label: string, optional: readonly string[]): { name: string; value: unknown }[] {
  if (isPlain(value)) return mapVariants(value, label, optional);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) =>
    isPlain(item)
      ? mapVariants(item, `${label}[${index}]`, optional).map((variant) => ({
          name: variant.name,
          value: value.map((other, i) => (i === index ? variant.value : other)),
        }))
      : [],
  );
}

function variantsOf(entry: BadInputCase): Variant[] {
  const variants: Variant[] = [];
  for (const [field, value] of Object.entries(entry.valid)) {
    variants.push({ name: `${field} of the wrong type`, data: { ...entry.valid, [field]: wrongTypeFor(value) } });
    if (typeof value === 'string') {
      const oversize = field.toLowerCase().includes('email') || field === 'to' ? `${OVERSIZE}@example.test` : OVERSIZE;
      variants.push({ name: `${field} oversize`, data: { ...entry.valid, [field]: oversize } });
    }
    for (const inner of innerVariants(value, field, entry.optional ?? [])) variants.push({ name: inner.name, data: { ...entry.valid, [field]: inner.value } });
  }
  for (const field of entry.required ?? []) {
    const rest = { ...entry.valid };
    delete rest[field];
    variants.push({ name: `${field} missing`, data: rest });
  }
  variants.push({ name: 'an extra field', data: { ...entry.valid, isAdmin: true } });
  return variants;
}

export function defineBadInput(suite: RulesSuiteContext): void {
  const cells = CASES.flatMap((entry) => variantsOf(entry).map((variant) => ({ entry, variant })));
  console.info(`Rules bad-input run: ${CASES.length} client writes, ${cells.length} malformed variants`);

  describe('bad input', () => {
    afterAll(async () => {
      await restoreWorld(suite.arranger(), CASES.filter((c) => !(c.path in BASELINE)).map((c) => c.path));
    });

    const write = (entry: BadInputCase, data: DocumentData) => {
      const db = firestoreOf(suite.contexts()[entry.role]);
      const ref = doc(db, entry.path);
      const { audit, withSessionTag } = entry;
      if (withSessionTag) {
        return commitAudited(db, entry.role, (context, batch) => {
          const record: ChangeRecord = { action: 'session.tagAdded', patientUid: 'patient', changes: { tags: { before: [], after: [withSessionTag] } } };
          auditedUpdate(context, doc(db, 'sessions/session-1'), { tags: arrayUnion(withSessionTag) }, record);
          batch.set(ref, data);
        });
      }
      if (audit) {
        return commitAudited(db, entry.role, (context) =>
          entry.kind === 'create' ? auditedSet(context, ref, data, audit(data)) : auditedUpdate(context, ref, data, audit(data)),
        );
      }
      return entry.kind === 'create' ? setDoc(ref, data) : updateDoc(ref, data);
    };
    /** Create cases start from no document; update cases from the world's (and session-1, which tag writes change). */
    const reset = async (entry: BadInputCase) => {
      await arrangeDoc(suite.arranger(), entry.path, entry.kind === 'create' ? null : (BASELINE[entry.path] as DocumentData));
      if (entry.withSessionTag) await arrangeDoc(suite.arranger(), 'sessions/session-1', BASELINE['sessions/session-1'] as DocumentData);
    };

    it.each(CASES.map((entry) => [entry.what, entry] as const))('a valid %s is accepted', async (_what, entry) => {
      await reset(entry);
      await assertSucceeds(write(entry, entry.valid));
      await reset(entry);
    });

    // Every variant must leave the document as the first one found it (one read per case, not two per variant).
    // A create starts from no document each time: over an existing one it would be judged as an update.
    const untouched = new Map<BadInputCase, Promise<DocumentData | undefined>>();
    const stateBefore = async (entry: BadInputCase) => {
      if (entry.kind === 'create') await reset(entry);
      if (!untouched.has(entry)) untouched.set(entry, readDoc(suite.arranger(), entry.path));
      return untouched.get(entry)!;
    };

    it.each(cells.map(({ entry, variant }) => [`${entry.what}: ${variant.name}`, entry, variant] as const))(
      '%s is refused and nothing is written',
      async (_name, entry, variant) => {
        const before = await stateBefore(entry);
        await assertFails(write(entry, variant.data));
        expect(await readDoc(suite.arranger(), entry.path)).toEqual(before);
      },
    );
  });
}

