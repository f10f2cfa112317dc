/**
 * firestore.rules against the model's limits table (@rehab/model/limits): every number the rules use as a size or
 * range limit names its entry in a comment on its line (`// limits: invoice.phone, text.email`), and equals it. A
 * limit changed on one side only, or a new rules limit without its entry, fails here.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@rehab/model/audit';
import type {
  Appointment,
  BugBoard,
  BugReport,
  ChatMessage,
  Doctor,
  Email,
  ExercisePlan,
  FeedbackReport,
  InvoiceRequest,
  KneeSleevePreorder,
  ManagementEntry,
  ManagementMonth,
  Monitoring,
  OutcomeCheckIn,
  QuestionnaireAssignment,
  QuestionnaireResponseDoc,
  Note,
  PushSubscriptionRecord,
  Reminder,
  ReminderSettings,
  SessionTag,
  TaggedSession,
  User,
  Web3Wallet,
} from '@rehab/model/collections';
import type { ClinicExercise, ExerciseInstructions, ExerciseMediaFile } from '@rehab/model/exercises';
import type { Programme, ProgrammeAssignment, ProgrammeTemplate, Progression } from '@rehab/model/programmes';
import { limitsByName } from '@rehab/model/limits';
import { RTM_CONSENT_TEXT_VERSION, type PlanOfCareVersion, type RtmConsent } from '@rehab/model/planOfCare';
import type { VisitPresence, VisitSignal } from '@rehab/model/videoVisits';

const RULES = readFileSync(join(resolve(import.meta.dirname, '..'), 'firestore.rules'), 'utf8');

/**
 * Every field of a model type, listed once (`satisfies` makes a missing or unknown field a compile error): `true`
 * when the rules' shape allows it, or why it is not there (another path writes it).
 */
type FieldsOf<T> = Record<keyof T, true | string>;

/**
 * The shapes firestore.rules checks (`hasShape(value, required, optional)`), by the match block and the value they
 * check, against the model type they store: the rules must allow exactly the model's fields.
 */
const SHAPES: Record<string, Record<string, true | string>> = {
  'users data': { auditId: 'the audited writes after creation', firstName: true, lastName: true, email: true, isAuthorized: true, profilePic: true, phoneNumber: true, devices: true, sessions: true, exerciseCount: true, purchasedSessions: true, timeZone: true } satisfies FieldsOf<User>,
  'doctors data': { auditId: 'the audited writes after creation', firstName: true, lastName: true, isVerified: true, patients: true, position: true, gender: true, address: true, specialities: true, profilePic: true, devices: true, notifications: true, phoneNumber: true, email: true, timeZone: true, discipline: true } satisfies FieldsOf<Doctor>,
  'sessionTags entry': { date: true, movement: true, userId: true } satisfies FieldsOf<TaggedSession>,
  'sessionTags data': { sessionsCount: true, sessions: true } satisfies FieldsOf<SessionTag>,
  'exerciseplan data': { exercises: 'older plans only: new plans write exerciseArray', name: true, device: true, exerciseArray: true, reps: true, isPublic: true, createdBy: true, auditId: true, id: true, userID: true } satisfies FieldsOf<ExercisePlan>,
  'appointments data': { isOnline: true, doctorID: true, datetime: true, location: true, userID: true, auditId: true, inCare: true, clinicId: true } satisfies FieldsOf<Appointment>,
  'reminders data': { appointmentID: true, doctorID: true, id: true, isFavourite: true, isRead: true, userID: true, inCare: true, clinicId: 'the functions (careFlagsOf, @rehab/model/care)' } satisfies FieldsOf<Reminder>,
  'notifications data': { doctorID: true, userID: true, senderID: true, id: true, isFavourite: true, isRead: true, messageBody: true, timestamp: true, inCare: true, clinicId: 'the functions (careFlagsOf, @rehab/model/care)' } satisfies FieldsOf<ChatMessage>,
  'emails data': { to: true, message: true, delivery: 'deliverEmail (a function)', is_unread: 'the inbox, after delivery' } satisfies FieldsOf<Email>,
  'emails data.message': { subject: true, text: true } satisfies FieldsOf<Email['message']>,
  'web3Wallets data': { address: true, data: true, email: true, transactions: true } satisfies FieldsOf<Web3Wallet>,
  'invoiceRequests data': { firstName: true, lastName: true, email: true, phone: true, occupation: true, address: true, size: true, purpose: true, details: true, how: true, uid: true, date: true } satisfies FieldsOf<InvoiceRequest>,
  'kneeSleevePreorders after[before.size()]': { timestamp: true, event: true } satisfies FieldsOf<KneeSleevePreorder['timeline'][number]>,
  'kneeSleevePreorders shipping': { carrier: true, trackingNumber: true } satisfies FieldsOf<NonNullable<KneeSleevePreorder['shipping']>>,
  'bugReports data': { firstName: true, lastName: true, email: true, appType: true, summary: true, description: true, uid: true, createdAt: true, id: true, category: true, buildVersion: true, screenshots: true, boardId: true, priority: true, status: true, assignedTo: true, comments: true } satisfies FieldsOf<BugReport>,
  'bugReports comment': { user: true, content: true, timestamp: true } satisfies FieldsOf<Note>,
  'bugBoards data': { name: true, description: true, isActive: true, id: true } satisfies FieldsOf<BugBoard>,
  'feedbackReports data': { uid: true, firstName: true, lastName: true, email: true, device: true, appVersion: true, buildVersion: true, userExperienceRating: true, easeOfNavigationRating: true, uiFriendlinessRating: true, exerciseVideoClarityRating: true, personalizedWorkoutPlansRating: true, texavieCoinsIncentivesRating: true, exerciseVideoGlitches: true, foundWorkoutPlansEasily: true, appointmentBookingStraightforward: true, appointmentTimelyNotifications: true, understoodTexavieCoins: true, appRespondedQuickly: true, connectedToBluetooth: true, fileUploadIssues: true, screenshots: true, createdAt: true, iOSVersion: true, bugsEncountered: true, likedFeatures: true, suggestedImprovements: true } satisfies FieldsOf<FeedbackReport>,
  'monitoring data': { daysTimeZone: 'the dataDays function', patientId: true, timeZone: true, periodStart: true, startedBy: true, days: true, romGoals: true, auditId: true, episodes: 'the stopMonitoring function', transfers: 'the transferClinicPatient function' } satisfies FieldsOf<Monitoring>,
  'managementTime entry': { start: true, seconds: true, source: true, activity: true, interactive: true, reason: true, updatedAt: true, by: "the logAssistantTime function (an assistant's 'server' entry)" } satisfies FieldsOf<ManagementEntry>,
  'managementTime request.resource.data': { doctorId: true, patientId: true, month: true, entries: true, lastEntryId: true, inCare: true, clinicId: 'the functions (careFlagsOf, @rehab/model/care)' } satisfies FieldsOf<ManagementMonth>,
  'reminderSettings data': { enabled: true, dailyTime: true, quietStart: true, quietEnd: true, channels: true, updatedAt: true } satisfies FieldsOf<ReminderSettings>,
  'reminderSettings data.channels': { push: true, email: true } satisfies FieldsOf<ReminderSettings['channels']>,
  'pushSubscriptions data': { userId: true, endpoint: true, keys: true, deviceLabel: true, createdAt: true } satisfies FieldsOf<PushSubscriptionRecord>,
  'pushSubscriptions data.keys': { p256dh: true, auth: true } satisfies FieldsOf<PushSubscriptionRecord['keys']>,
  'outcomeCheckIns data': { patientId: true, sessionId: true, pain: true, effort: true, createdAt: true, updatedAt: true, auditId: true } satisfies FieldsOf<OutcomeCheckIn>,
  'questionnaireAssignments data': { patientId: true, doctorId: true, instrument: true, questionnaire: true, schedule: true, startDay: true, active: true, createdAt: true, auditId: true, endedAt: 'the update that ends it' } satisfies FieldsOf<QuestionnaireAssignment>,
  'questionnaireResponses data': { resourceType: true, questionnaire: true, status: true, subject: true, authored: true, item: true, patientId: true, assignmentId: true, instrument: true, occurrenceDay: true, auditId: true, score: 'the scoreQuestionnaireResponse function' } satisfies FieldsOf<QuestionnaireResponseDoc>,
  'auditLog data': { actorUid: true, actorRole: true, actorName: true, action: true, target: true, patientUid: true, changes: true, at: true } satisfies FieldsOf<AuditEntry>,
  'auditLog data.target': { collection: true, id: true } satisfies FieldsOf<AuditEntry['target']>,
  'visitSignals data': { from: true, to: true, type: true, callId: true, sdp: true, candidate: true, createdAt: true } satisfies FieldsOf<VisitSignal>,
  'plansOfCare data': { planId: true, version: true, patientId: true, clinicId: true, episodeStart: true, diagnosis: true, goals: true, interventions: true, frequency: true, durationWeeks: true, treatingClinician: true, discipline: true, certifyingPhysician: true, firstTreatmentDay: true, firstTreatmentSource: true, certificationFrom: true, certificationUntil: true, status: true, createdAt: true, sentAt: true, signature: true } satisfies FieldsOf<PlanOfCareVersion>,
  'rtmConsents data': { patientId: true, textVersion: true, language: true, at: true } satisfies FieldsOf<RtmConsent>,
  'clinicExercises name': { en: true, ar: true, zh: true, hi: true, el: true, fr: true } satisfies FieldsOf<ClinicExercise['name']>,
  'clinicExercises lines': { steps: true, cues: true, mistakes: true } satisfies FieldsOf<ExerciseInstructions>,
  'clinicExercises instructions': { en: true, ar: true, zh: true, hi: true, el: true, fr: true } satisfies FieldsOf<Required<ClinicExercise['instructions']>>,
  'clinicExercises file': { path: true, contentType: true, size: true } satisfies FieldsOf<ExerciseMediaFile>,
  'clinicExercises data': { clinicId: true, author: true, name: true, instructions: true, bodyRegion: true, equipment: true, difficulty: true, device: true, video: true, poster: true, videoCheck: true, createdAt: true, updatedAt: true } satisfies FieldsOf<ClinicExercise>,
  'programmeTemplates data': { clinicId: true, author: true, ownerUid: true, name: true, exercises: true, frequencyPerWeek: true, weeks: true, progression: true, createdAt: true, updatedAt: true } satisfies FieldsOf<ProgrammeTemplate>,
  // the programme's shared checks follow the templates' block (the assignments' snapshot uses them too)
  'programmeTemplates progression': { repsPerWeek: true, holdSecondsPerWeek: true, notes: true } satisfies FieldsOf<Progression>,
  'programmeAssignments data': { patientId: true, clinicId: true, assignedBy: true, templateId: true, template: true, startDate: true, planId: true, workoutDates: true, createdAt: true, auditId: true } satisfies FieldsOf<ProgrammeAssignment>,
  'programmeAssignments data.template': { name: true, exercises: true, frequencyPerWeek: true, weeks: true, progression: true } satisfies FieldsOf<Programme>,
  'visitPresence data': { uid: true, role: true, callId: true, mediaFlowing: true, mediaSince: true, audioMuted: true, videoOff: true, lastSeen: true, left: true } satisfies FieldsOf<VisitPresence>,
};

/** The limit-like numbers of a line of rules code (its comment removed). */
export function limitLiterals(code: string): number[] {
  const found: number[] = [];
  const add = (text: string) => found.push(Number(text));
  // a text's or a list's longest length: isText(x, 100), isFilledText(x, 100), isListOf(x, 10)
  for (const match of code.matchAll(/\b(?:isText|isFilledText|isListOf)\((?:[^()]|\([^()]*\))*?,\s*(\d+)\)/g)) add(match[1]);
  // a bound in a comparison: size() <= 100, value <= 10 (0 and 1 are structure: emptiness, one more, one less)
  for (const match of code.matchAll(/(<=|<|>=|>)\s*(\d+)(?!\s*\|\|\s*is\w+\(list\[)/g)) {
    if (Number(match[2]) > 1 && !new RegExp(`size\\(\\)\\s*${match[1]}\\s*${match[2]}\\s*\\|\\|`).test(code)) add(match[2]);
  }
  // the longest run a pattern allows: .{1,100}
  for (const match of code.matchAll(/\{\d+,(\d+)\}/g)) add(match[1]);
  // a time window: duration.value(10, 'm')
  for (const match of code.matchAll(/duration\.value\((\d+),/g)) add(match[1]);
  return found;
}

/** Each rules line with limit-like numbers: its numbers and the limits its comment names. */
export function limitLines(rules: string) {
  return rules.split('\n').flatMap((line, index) => {
    const [code, comment = ''] = line.split(/\/\/(.*)/s);
    if (code.trim() === '') return [];
    const literals = limitLiterals(code);
    if (literals.length === 0) return [];
    const named = /limits:\s*(.+)$/.exec(comment.trim())?.[1].split(',').map((name) => name.trim()) ?? [];
    return [{ line: index + 1, literals, named }];
  });
}

/** What is wrong with the rules' limits against a table: one message per line. */
export function driftOf(rules: string, limits: Map<string, number>): string[] {
  return limitLines(rules).flatMap(({ line, literals, named }) => {
    if (named.length === 0) return [`line ${line}: ${literals.join(', ')} without a "// limits: …" comment`];
    const unknown = named.filter((name) => !limits.has(name));
    if (unknown.length > 0) return [`line ${line}: no limit named ${unknown.join(', ')}`];
    const values = named.map((name) => limits.get(name)!);
    const unnamed = literals.filter((literal) => !values.includes(literal));
    const unused = named.filter((name) => !literals.includes(limits.get(name)!));
    return [
      ...unnamed.map((literal) => `line ${line}: ${literal} is none of ${named.map((name) => `${name} (${limits.get(name)})`).join(', ')}`),
      ...unused.map((name) => `line ${line}: ${name} is ${limits.get(name)}, not on the line`),
    ];
  });
}

/** The fields each shape of the rules allows, by match block and checked value ('users data'). */
export function rulesShapes(rules: string): Map<string, string[]> {
  const blocks = [...rules.matchAll(/match \/(\w+)\/\{/g)].map((match) => ({ at: match.index, name: match[1] }));
  const shapes = new Map<string, string[]>();
  for (const match of rules.matchAll(/hasShape\(([^,]+),\s*\[([^\]]*)\],\s*\[([^\]]*)\]\)/g)) {
    const block = blocks.filter((candidate) => candidate.at < match.index).at(-1)!.name;
    const fields = [...`${match[2]},${match[3]}`.matchAll(/'(\w+)'/g)].map((field) => field[1]);
    shapes.set(`${block} ${match[1].trim()}`, fields);
  }
  return shapes;
}

describe('firestore.rules against the model', () => {
  it('allows in each shape exactly the fields of its model type that clients write', () => {
    const shapes = rulesShapes(RULES);
    expect([...shapes.keys()].sort()).toEqual(Object.keys(SHAPES).sort());
    for (const [shape, fields] of shapes) {
      const written = Object.entries(SHAPES[shape]).filter(([, allowed]) => allowed === true).map(([field]) => field);
      expect({ shape, fields: [...fields].sort() }).toEqual({ shape, fields: written.sort() });
    }
  });

  it("asks a patient's RTM consent for the model's current text version, where he consents and where monitoring starts (issue 53)", () => {
    expect(RULES).toContain(`data.textVersion == '${RTM_CONSENT_TEXT_VERSION}'`);
    expect(RULES).toContain(`rtmConsents/$(patientId + '_${RTM_CONSENT_TEXT_VERSION}')`);
  });

  it('reads each shape of the rules with its block and its fields', () => {
    const rules = "match /a/{id} {\n hasShape(data, ['x', 'y'], ['z'])\n}\nmatch /b/{id} {\n hasShape(entry, ['w'], [])";
    expect(rulesShapes(rules)).toEqual(new Map([['a data', ['x', 'y', 'z']], ['b entry', ['w']]]));
  });
});

describe('firestore.rules against the limits table', () => {
  it('uses every limit as the table gives it, each named on its line', () => {
    expect(driftOf(RULES, limitsByName())).toEqual([]);
  });

  it('fails on a limit changed in the table only, on a new limit without a name, and on an unknown name', () => {
    const rules = ["      && isFilledText(data.phone, 32) // limits: invoice.phone", '      && isText(data.note, 300)', '      && isText(data.x, 7) // limits: nothing.here'].join('\n');
    const table = new Map([['invoice.phone', 40]]);
    expect(driftOf(rules, table)).toEqual([
      'line 1: 32 is none of invoice.phone (40)',
      'line 1: invoice.phone is 40, not on the line',
      'line 2: 300 without a "// limits: …" comment',
      'line 3: no limit named nothing.here',
    ]);
    expect(driftOf(rules.split('\n')[0], new Map([['invoice.phone', 32]]))).toEqual([]);
  });

  it('fails on the real rules when one limit of the real table is changed, naming each line that uses it', () => {
    const changed = new Map(limitsByName()).set('bugReport.summary', 201);
    const line = RULES.split('\n').findIndex((text) => text.includes('// limits: bugReport.summary')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(driftOf(RULES, changed)).toEqual([`line ${line}: 200 is none of bugReport.summary (201)`, `line ${line}: bugReport.summary is 201, not on the line`]);
    // and on the rules changed instead of the table
    expect(driftOf(RULES.replace('isFilledText(data.summary, 200)', 'isFilledText(data.summary, 250)'), limitsByName())).toEqual([
      `line ${line}: 250 is none of bugReport.summary (200)`,
      `line ${line}: bugReport.summary is 200, not on the line`,
    ]);
  });

  it('reads sizes, bounds, patterns and time windows, and leaves structure alone', () => {
    expect(limitLiterals("isText(data.get('x', ''), 100) && list.size() <= 20 && value >= 1 && v <= 10")).toEqual([100, 20, 10]);
    expect(limitLiterals("(list.size() <= 3 || isText(list[3], 2048))")).toEqual([2048]);
    expect(limitLiterals("id.matches('cancelled-[A-Za-z0-9_-]{1,100}') && t > request.time - duration.value(10, 'm')")).toEqual([100, 10]);
    expect(limitLiterals('after.size() == before.size() + 1 && count > 0')).toEqual([]);
  });
});
