/**
 * The part of FHIR R4 (https://hl7.org/fhir/R4/) the patient record export writes: its data types and the resources
 * it builds, with only the elements it fills. The tests check what it writes against the R4 JSON schema.
 */

export interface Coding {
  system: string;
  code: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Identifier {
  system: string;
  value: string;
}

/** A reference to a resource of the bundle (`urn:uuid:…`), or to something outside it by identifier or name only. */
export interface Reference {
  reference?: string;
  identifier?: Identifier;
  display?: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Quantity {
  value: number;
  unit: string;
  system: string;
  code: string;
}

export interface HumanName {
  use?: 'official';
  family?: string;
  given?: string[];
  text: string;
}

export interface ContactPoint {
  system: 'email' | 'phone';
  value: string;
}

export interface Annotation {
  text: string;
  time?: string;
  authorReference?: Reference;
}

export interface Extension {
  url: string;
  valueReference?: Reference;
}

interface ResourceBase {
  id?: string;
}

export interface Patient extends ResourceBase {
  resourceType: 'Patient';
  identifier: Identifier[];
  name: HumanName[];
  telecom?: ContactPoint[];
}

export interface Practitioner extends ResourceBase {
  resourceType: 'Practitioner';
  identifier: Identifier[];
  name: HumanName[];
  qualification?: { code: CodeableConcept }[];
}

export interface CareTeam extends ResourceBase {
  resourceType: 'CareTeam';
  status: 'active' | 'inactive';
  name: string;
  subject: Reference;
  participant: { role?: CodeableConcept[]; member: Reference; period?: Period }[];
}

export interface Consent extends ResourceBase {
  resourceType: 'Consent';
  identifier: Identifier[];
  status: 'proposed' | 'active' | 'rejected' | 'inactive';
  scope: CodeableConcept;
  category: CodeableConcept[];
  patient: Reference;
  dateTime?: string;
  performer: Reference[];
  /** the text agreed to, by its canonical address and version */
  policy?: { uri: string }[];
  policyRule?: CodeableConcept;
  provision: {
    type: 'permit';
    period?: Period;
    actor?: { role: CodeableConcept; reference: Reference }[];
  };
}

/** A diagnosis a plan of care addresses. */
export interface Condition extends ResourceBase {
  resourceType: 'Condition';
  identifier: Identifier[];
  code: CodeableConcept;
  subject: Reference;
}

/** A measurable goal of a plan of care, with the day it is due. */
export interface Goal extends ResourceBase {
  resourceType: 'Goal';
  lifecycleStatus: 'proposed' | 'active' | 'completed' | 'cancelled';
  description: CodeableConcept;
  subject: Reference;
  target: { dueDate: string }[];
}

export interface Device extends ResourceBase {
  resourceType: 'Device';
  identifier: Identifier[];
  deviceName: { name: string; type: 'user-friendly-name' | 'model-name' }[];
  type: CodeableConcept;
  property?: { type: CodeableConcept; valueCode: CodeableConcept[] }[];
  patient?: Reference;
}

export interface ObservationComponent {
  code: CodeableConcept;
  valueQuantity: Quantity;
}

export interface Observation extends ResourceBase {
  resourceType: 'Observation';
  identifier?: Identifier[];
  extension?: Extension[];
  status: 'final' | 'preliminary';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime?: string;
  effectivePeriod?: Period;
  performer?: Reference[];
  valueQuantity?: Quantity;
  note?: Annotation[];
  device?: Reference;
  component?: ObservationComponent[];
}

export interface CarePlanActivity {
  detail: {
    kind?: 'ServiceRequest';
    code?: CodeableConcept;
    status: 'scheduled' | 'unknown';
    scheduledPeriod?: Period;
    quantity?: Quantity;
    description?: string;
  };
}

export interface CarePlan extends ResourceBase {
  resourceType: 'CarePlan';
  identifier: Identifier[];
  /** the version this one follows (a plan of care's versions: each new one replaces the previous) */
  replaces?: Reference[];
  status: 'draft' | 'active' | 'revoked' | 'completed';
  intent: 'plan';
  category: CodeableConcept[];
  title: string;
  description?: string;
  subject: Reference;
  period?: Period;
  created?: string;
  author?: Reference;
  contributor?: Reference[];
  addresses?: Reference[];
  goal?: Reference[];
  activity: CarePlanActivity[];
  note?: Annotation[];
}

export interface Appointment extends ResourceBase {
  resourceType: 'Appointment';
  identifier: Identifier[];
  status: 'booked';
  serviceType: CodeableConcept[];
  description?: string;
  start: string;
  participant: { actor: Reference; status: 'accepted' }[];
}

export interface AuditEvent extends ResourceBase {
  resourceType: 'AuditEvent';
  type: Coding;
  subtype: Coding[];
  action: 'C' | 'R' | 'U' | 'D' | 'E';
  recorded: string;
  outcome: '0';
  agent: { type?: CodeableConcept; who: Reference; name: string; requestor: boolean }[];
  source: { observer: Reference };
  entity: { what: Reference; description?: string }[];
}

/** A patient's answers to a questionnaire (issue 34), as stored: its items' answers by linkId. */
export interface QuestionnaireResponse extends ResourceBase {
  resourceType: 'QuestionnaireResponse';
  identifier: Identifier;
  /** the canonical `url|version` answered */
  questionnaire: string;
  status: 'in-progress' | 'completed';
  subject: Reference;
  authored: string;
  item: { linkId: string; answer: ({ valueCoding: Coding } | { valueInteger: number } | { valueString: string })[] }[];
}

export type Resource = Patient | Practitioner | CareTeam | Consent | Device | Observation | CarePlan | Condition | Goal | Appointment | AuditEvent | QuestionnaireResponse;

export interface BundleEntry {
  fullUrl: string;
  resource: Resource;
}

export interface Bundle {
  resourceType: 'Bundle';
  identifier: Identifier;
  type: 'collection';
  timestamp: string;
  entry: BundleEntry[];
}
