/**
 * The code and identifier systems of the FHIR export. Standard systems where one has the concept (LOINC, SNOMED CT,
 * UCUM, HL7's own terminology, DICOM for audit events); otherwise the app's own, under APP_FHIR_BASE, listed in the
 * README ("FHIR export") with every code they hold.
 */
import type { Coding } from './types';

export const LOINC = 'http://loinc.org';
export const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const CONSENT_SCOPE = 'http://terminology.hl7.org/CodeSystem/consentscope';
export const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const PARTICIPATION_TYPE = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';
export const CARE_PLAN_CATEGORY = SNOMED;
export const DICOM = 'http://dicom.nema.org/resources/ontology/DCM';
export const AUDIT_SOURCE_TYPE = 'http://terminology.hl7.org/CodeSystem/security-source-type';
export const ICD_10_CM = 'http://hl7.org/fhir/sid/icd-10-cm';

/** The app's own systems: identifiers of its records and codes no standard system has. */
export const APP_FHIR_BASE = 'https://texavie.com/fhir';

/** Identifier systems: the value is the document id of the collection named. */
export const IDENTIFIER_SYSTEMS = {
  patient: `${APP_FHIR_BASE}/sid/patient`,
  practitioner: `${APP_FHIR_BASE}/sid/doctor`,
  careRelationship: `${APP_FHIR_BASE}/sid/care-relationship`,
  device: `${APP_FHIR_BASE}/sid/device`,
  /** the session id, as the per-session spreadsheet export names its file (`<index>-<session id>.xlsx`) */
  session: `${APP_FHIR_BASE}/sid/session`,
  plan: `${APP_FHIR_BASE}/sid/plan`,
  appointment: `${APP_FHIR_BASE}/sid/appointment`,
  export: `${APP_FHIR_BASE}/sid/record-export`,
  /** a plan of care's version (`{patient}_{episodeStart}_v{n}`, issue 53) */
  planOfCare: `${APP_FHIR_BASE}/sid/plan-of-care`,
  /** the patient's RTM consent (`{patient}_{textVersion}`, issue 53) */
  rtmConsent: `${APP_FHIR_BASE}/sid/rtm-consent`,
} as const;

/** The RTM consent's text, one version per RTM_CONSENT_TEXT_VERSION (Consent.policy: `…|{version}`). */
export const RTM_CONSENT_POLICY = `${APP_FHIR_BASE}/Policy/rtm-consent`;

/** The system of a document id of any collection (audit events name the changed document by it). */
export function documentSystem(collection: string): string {
  return `${APP_FHIR_BASE}/sid/${collection}`;
}

/** Code systems of the app's own. */
export const CODE_SYSTEMS = {
  /** what an Observation of the export records */
  observation: `${APP_FHIR_BASE}/CodeSystem/observation`,
  /** a session statistic: `repetitions`, `max-angle-<metric>` (the post-session summary's `<metric>Max`) */
  sessionStatistic: `${APP_FHIR_BASE}/CodeSystem/session-statistic`,
  /** the device types as stored (`Glove`, `Knee Brace`, …) */
  deviceType: `${APP_FHIR_BASE}/CodeSystem/device-type`,
  /** a device property: `side` */
  deviceProperty: `${APP_FHIR_BASE}/CodeSystem/device-property`,
  /** the audit trail's actions (`session.tagAdded`, `record.exported`, …: packages/model/src/audit.ts) */
  auditAction: `${APP_FHIR_BASE}/CodeSystem/audit-action`,
  /** an exercise of a plan (the exercises collection's id) */
  exercise: `${APP_FHIR_BASE}/CodeSystem/exercise`,
  /** what kind of CarePlan: `plan-of-care` (issue 53), beside the workout plans' SNOMED CT category */
  carePlanCategory: `${APP_FHIR_BASE}/CodeSystem/care-plan-category`,
  /** what kind of Consent: `rtm` (issue 53), beside the care relationships' LOINC 59284-0 */
  consentCategory: `${APP_FHIR_BASE}/CodeSystem/consent-category`,
} as const;

/** The extension that names every device a session was recorded with (R4's Observation.device holds one). */
export const SESSION_DEVICE_EXTENSION = `${APP_FHIR_BASE}/StructureDefinition/session-device`;

export const CODES = {
  /** LOINC 73985-4 Exercise activity: the session as a whole */
  exerciseActivity: { system: LOINC, code: '73985-4', display: 'Exercise activity' },
  /** LOINC 55411-3 Exercise duration */
  exerciseDuration: { system: LOINC, code: '55411-3', display: 'Exercise duration' },
  /** LOINC 59284-0 Patient Consent */
  patientConsent: { system: LOINC, code: '59284-0', display: 'Patient Consent' },
  session: { system: CODE_SYSTEMS.observation, code: 'therapy-session', display: 'Sensor-recorded therapy session' },
  /** LOINC 72514-3: the pain now of a check-in after a session (issue 34) */
  painSeverity: { system: LOINC, code: '72514-3', display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported' },
  sessionEffort: { system: CODE_SYSTEMS.observation, code: 'session-effort', display: 'How hard the session was, 0-10, reported after it' },
  survey: { system: OBSERVATION_CATEGORY, code: 'survey', display: 'Survey' },
  dataDays: { system: CODE_SYSTEMS.observation, code: 'rtm-data-days', display: 'Days with sensor data in a 30-day monitoring period' },
  managementTime: { system: CODE_SYSTEMS.observation, code: 'rtm-management-time', display: 'Treatment management time in a calendar month' },
  repetitions: { system: CODE_SYSTEMS.sessionStatistic, code: 'repetitions', display: 'Repetitions' },
  /** SNOMED CT 229065009 Exercise therapy: the plans' category */
  exerciseTherapy: { system: SNOMED, code: '229065009', display: 'Exercise therapy' },
  left: { system: SNOMED, code: '7771000', display: 'Left' },
  right: { system: SNOMED, code: '24028007', display: 'Right' },
  side: { system: CODE_SYSTEMS.deviceProperty, code: 'side', display: 'Side of the body worn on' },
  activity: { system: OBSERVATION_CATEGORY, code: 'activity', display: 'Activity' },
  therapy: { system: OBSERVATION_CATEGORY, code: 'therapy', display: 'Therapy' },
  patientPrivacy: { system: CONSENT_SCOPE, code: 'patient-privacy', display: 'Privacy Consent' },
  optIn: { system: ACT_CODE, code: 'OPTIN', display: 'opt-in' },
  primaryRecipient: { system: PARTICIPATION_TYPE, code: 'PRCP', display: 'primary information recipient' },
  treatment: { system: CONSENT_SCOPE, code: 'treatment', display: 'Treatment' },
  /** a plan of care a physician certifies, what therapy RTM is billed under (issue 53) */
  planOfCare: { system: CODE_SYSTEMS.carePlanCategory, code: 'plan-of-care', display: 'Plan of care certified by a physician' },
  /** the patient's consent to remote therapeutic monitoring (issue 53) */
  rtmConsent: { system: CODE_SYSTEMS.consentCategory, code: 'rtm', display: 'Consent to remote therapeutic monitoring' },
  /** DICOM 110110 Patient Record: an audit event of a change of the record */
  patientRecord: { system: DICOM, code: '110110', display: 'Patient Record' },
  /** DICOM 110106 Export: an audit event of a copy of the record given out */
  exported: { system: DICOM, code: '110106', display: 'Export' },
} satisfies Record<string, Coding>;

/** UCUM units. */
export const UNITS = {
  degrees: { unit: 'deg', system: UCUM, code: 'deg' },
  seconds: { unit: 's', system: UCUM, code: 's' },
  minutes: { unit: 'min', system: UCUM, code: 'min' },
  days: { unit: 'd', system: UCUM, code: 'd' },
  repetitions: { unit: 'repetitions', system: UCUM, code: '{repetitions}' },
  movements: { unit: 'movements', system: UCUM, code: '{movements}' },
  score: { unit: 'score', system: UCUM, code: '{score}' },
} as const;
