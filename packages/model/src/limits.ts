/**
 * The one table of field limits: form fields' `maxLength`, the yup schemas, the functions' checks, the seed and
 * firestore.rules all take their numbers from here. Each limit the rules check names its entry in a comment
 * (`// limits: invoice.phone`), and scripts/rulesDrift.test.ts fails when a rules number and its entry differ.
 * Lengths are in characters (UTF-16 code units, as `maxLength`, yup and the rules count them).
 */

import { TEXT } from './textLimits';
import { VIDEO_VISIT_CLOSES_AFTER_MINUTES, VIDEO_VISIT_OPENS_BEFORE_MINUTES } from './videoVisits';

/** The invoice request's address lines; the stored address joins them (composeAddress). */
const INVOICE_ADDRESS_LINES = { address1: 150, address2: 100, city: 100, province: 50, postalCode: 20, country: 60 } as const;
/** What composeAddress puts between two lines. */
export const ADDRESS_SEPARATOR = ', ';

/** The longest address composed of lines within their limits, all filled in. */
export function composedLength(lines: Record<string, number>): number {
  const values = Object.values(lines);
  return values.reduce((total, length) => total + length, 0) + (values.length - 1) * ADDRESS_SEPARATOR.length;
}

export const LIMITS = {
  text: TEXT,
  /** clocks of writers and server may differ this much (minutes) */
  clockSkewMinutes: 10,
  doctor: { position: 100, address: 500, notifications: 100, specialities: 10, specialityTitle: 100, specialityDescription: 300 },
  /** attachment URL lists (bug reports' pictures and files) */
  urlList: 10,
  session: { notes: 10_000, tags: 100, tagName: 100, removedPoints: 20_000, movement: 200 },
  plan: { name: 100, exercises: 50, reps: 10 },
  schedule: { datesPerMove: 2, indexEntries: 2001 },
  appointment: { location: 500 },
  /** a clinic's own fields (issue 50), which its owner edits; the NPI is 10 digits when given */
  clinic: { name: 200, address: 500, npi: 10, taxId: 20 },
  /**
   * a clinic's shared work (issue 51): the longest coverage one may set (days), how long an ended coverage stays
   * (days) before the scheduled job deletes it, and the rows of a caseload page (a view reads one page and the summary)
   */
  clinics: { coverageMaxDays: 90, coverageKeepDays: 1, caseloadRowsPerPage: 50, dashboardMonths: 6 },
  chat: { messageBody: 2000 },
  email: { subject: 300, text: 10_000, idSuffix: 100 },
  order: { name: 200 },
  wallet: { keystore: 20_000 },
  invoice: {
    firstName: TEXT.personName,
    lastName: TEXT.personName,
    email: TEXT.email,
    phone: TEXT.phone,
    occupation: 200,
    ...INVOICE_ADDRESS_LINES,
    /** the stored address: the lines joined */
    address: composedLength(INVOICE_ADDRESS_LINES),
    purpose: 2000,
    details: 5000,
  },
  preorder: {
    email: TEXT.email,
    firstName: TEXT.personName,
    lastName: TEXT.personName,
    phone: TEXT.phone,
    streetAddress: 200,
    address2: 200,
    city: 100,
    state: 100,
    postalCode: 20,
    country: 100,
    organizationName: 200,
    planToUseProduct: 2000,
    useApplication: 100,
    requestDetails: 2000,
    /** a generous bound for one order (the admin's unit table holds at most this many units) */
    quantity: 1000,
    trackingNumber: 100,
    /** a unit's board id, firmware version and QA signature (the admin's unit table; the rules do not bound them) */
    unitDetail: 100,
    /** a note on a unit (the rules do not bound it) */
    unitNote: 2000,
  },
  bugReport: { buildVersion: 50, summary: 200, description: 5000, comment: 2000, assignee: 100 },
  bugBoard: { name: 100, description: 1000 },
  feedback: { rating: 10, version: 50, text: 5000 },
  monitoring: { dayWindowDays: 31, goalKey: 64, goalDegrees: 360 },
  managementTime: {
    /** hours between the earliest and the latest time zone, around a month's bounds */
    zoneSpreadHours: 14,
    /** one entry: eight hours */
    entrySeconds: 8 * 60 * 60,
    reason: 500,
    /** a running timer's entry starts at most this long before its first write (minutes) */
    timerStartMinutes: 5,
    /** and at most this long after the server's clock (minutes) */
    timerAheadMinutes: 2,
    entryId: 64,
    entriesPerMonth: 500,
  },
  audit: { action: 50, targetId: 1500, changes: 20 },
  /** an IANA time zone's name (doctors' and users' `timeZone`) */
  timeZoneName: 64,
  rtm: {
    /** the doctor's sentence attesting a call held outside the app */
    attestation: 500,
    /** why a closed month is amended */
    amendmentReason: 500,
    /** why a clinician bills a line despite one of its claim flags (issue 53) */
    overrideReason: 500,
    /** a call's or an amendment's minutes: at most one time entry's eight hours */
    contactMinutes: 8 * 60,
  },
  reminders: {
    /** how often the sendReminders function runs (minutes) */
    tickMinutes: 15,
    /** how long after its time a reminder is still sent: a late or failed run is caught up (minutes) */
    graceMinutes: 60,
    /** the follow-up's delay after the daily reminder (hours) */
    followUpHours: 2,
    /** a push subscription's endpoint URL */
    pushEndpoint: 2048,
    /** a subscription's keys (base64url: p256dh is 87 characters, auth 22) */
    pushKey: 128,
    /** the device id in pushSubscriptions/{patientUid}_{deviceId} */
    deviceId: 64,
    /** the name a patient sees for a device in the list of devices receiving push */
    deviceLabel: 100,
  },
  outcomes: {
    /** the top of the 0–10 scales: pain, effort, PSFS ratings */
    scaleMax: 10,
    /** a check-in may be edited this long after its first save (hours) */
    checkInEditHours: 24,
    /** the items of one response (LEFS has 20, PSFS 10) */
    responseItems: 25,
    /** the name a patient gives a PSFS activity */
    psfsActivityName: 100,
    /** a Questionnaire's version in a canonical reference ('1.0.0') */
    versionLength: 20,
  },
  triage: {
    /** a doctor's note when acknowledging an alert */
    note: 500,
    /** the management time acknowledging an alert counts at most: the time its row was open (seconds) */
    reviewSeconds: 5 * 60,
  },
  videoVisit: {
    /** the visit's window around the appointment's time (minutes; @rehab/model/videoVisits) */
    opensBeforeMinutes: VIDEO_VISIT_OPENS_BEFORE_MINUTES,
    closesAfterMinutes: VIDEO_VISIT_CLOSES_AFTER_MINUTES,
    /** one call attempt's id in the signals and the presence */
    callId: 64,
    /** an offer's or answer's session description (audio and video with a few codecs stay well under this) */
    sdp: 20_000,
    /** one ICE candidate as JSON */
    candidate: 2000,
  },
  /** the plan of care and the RTM consent (issue 53, @rehab/model/planOfCare) and the claim guards resting on them */
  planOfCare: {
    /** the longest certification period, both days counted (days) */
    certificationMaxDays: 90,
    /** a certification signed later than this many days after the first treatment is flagged (days) */
    certifyWithinDays: 30,
    /** a certified plan is due for recertification from this many days before its last day (days) */
    recertificationDueDays: 14,
    /** an outside physician's e-mailed signing link works this long, once (days) */
    signingLinkDays: 7,
    /** the physician signs within this long of signing in (the ID token's auth_time; minutes) */
    recentSignInMinutes: 5,
    /** the characters after an ICD-10-CM code's dot ('S83.511A') */
    diagnosisCodeExtension: 4,
    diagnosisText: 300,
    goals: 4,
    goalText: 300,
    interventions: 4,
    intervention: 300,
    frequency: 100,
    /** the plan's duration (weeks) */
    durationWeeks: 52,
    /** the statement the physician signs */
    signatureStatement: 1000,
    /** the language the patient read his consent in (a language code, 'en', 'zh-Hans') */
    consentLanguage: 16,
  },
  /**
   * a clinic's exercise library (issue 54, @rehab/model/exercises): its texts, and the demonstration video and poster
   * a clinician uploads (storage.rules bounds the declared type and size; the checkExerciseVideo function the content)
   */
  exercise: {
    name: 100,
    /** one step, cue or common mistake of the instructions */
    instructionLine: 300,
    /** the lines of each of steps, cues and common mistakes */
    instructionLines: 12,
    equipment: 6,
    /** 20 MB: a minute of VP9 at 640x360 with room to spare */
    videoBytes: 20 * 1024 * 1024,
    /** 1 MB */
    posterBytes: 1024 * 1024,
    /** the one playable video type (docs/deviations.md, "Exercise library: the video codec") */
    videoContentTypes: ['video/webm'],
    posterContentTypes: ['image/webp', 'image/png', 'image/jpeg'],
  },
  /**
   * a programme template (issue 54, @rehab/model/programmes): its exercises' prescriptions, how often and how long it
   * runs, and its progression (added each week after the first)
   */
  programme: {
    name: 100,
    exercises: 20,
    /** sets of one exercise in one workout (the spec plan's reps take them: at most LIMITS.plan.reps) */
    sets: 10,
    reps: 50,
    holdSeconds: 300,
    restSeconds: 600,
    frequencyPerWeek: 7,
    weeks: 12,
    progressionNotes: 500,
    /** the workouts of one assignment: frequencyPerWeek × weeks at most */
    workouts: 84,
    repsStepPerWeek: 10,
    holdStepPerWeek: 60,
  },
  reconcile: {
    /** how far back the daily reconcile job recomputes the aggregates (days) */
    windowDays: 45,
    /** sensor overviews: only of sessions this recent (days) */
    sensorWindowDays: 7,
    /** the fixes a day's report keeps (the rest are counted): a few hundred kilobytes at most, far below 1 MiB */
    fixesPerReport: 200,
    /** a fix's value as the report shows it (characters of JSON) */
    valueChars: 300,
  },
} as const;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends number ? `${Prefix}${K}` : T[K] extends readonly string[] ? never : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A limit's name as the rules' comments give it: its path in LIMITS ('invoice.phone'). */
export type LimitName = Leaves<typeof LIMITS>;

/** Every numeric limit by name (lists of allowed values, such as content types, are not numbers the rules compare). */
export function limitsByName(): Map<string, number> {
  const byName = new Map<string, number>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'number') byName.set(prefix + key, value);
      else if (!Array.isArray(value)) walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(LIMITS, '');
  return byName;
}
