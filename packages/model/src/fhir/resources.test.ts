import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../audit';
import type { CareRelationship } from '../care';
import type { Postsession, Session, TimestampLike } from '../collections';
import {
  planOfCareStatus,
  appointmentResource,
  checkInObservations,
  questionnaireResponseResource,
  auditEventAction,
  auditEventResource,
  carePlanResource,
  careTeamResource,
  consentResource,
  dataDaysObservations,
  deviceResource,
  managementObservation,
  patientResource,
  practitionerResource,
  sessionObservation,
  type Refs,
} from './resources';
import { CODES, CODE_SYSTEMS, IDENTIFIER_SYSTEMS, SESSION_DEVICE_EXTENSION } from './systems';

function ts(iso: string): TimestampLike {
  const millis = Date.parse(iso);
  return { seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis };
}

const refs: Refs = {
  patientUid: 'pat-1',
  patient: { reference: 'urn:uuid:patient' },
  practitioner: (uid) => (uid === 'doc-1' ? { reference: 'urn:uuid:doc-1' } : undefined),
  device: (id) => (id === 'GLV-L' ? { reference: 'urn:uuid:glv-l' } : undefined),
};

const relationship = (overrides: Partial<CareRelationship> = {}): CareRelationship => ({
  patient: 'pat-1',
  doctor: 'doc-1',
  doctorName: 'Dana Doctor',
  state: 'active',
  requestedAt: ts('2026-01-01T10:00:00Z'),
  since: ts('2026-01-02T10:00:00Z'),
  grantedBy: 'pat-1',
  devices: {},
  ...overrides,
});

describe('FHIR mappings (one per resource)', () => {
  it('Patient: names, e-mail, phone and the account id', () => {
    expect(patientResource('pat-1', { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.test', phoneNumber: '+15550001' })).toEqual({
      resourceType: 'Patient',
      identifier: [{ system: IDENTIFIER_SYSTEMS.patient, value: 'pat-1' }],
      name: [{ use: 'official', family: 'Lee', given: ['Sam'], text: 'Sam Lee' }],
      telecom: [
        { system: 'email', value: 'sam@example.test' },
        { system: 'phone', value: '+15550001' },
      ],
    });
    expect(patientResource('pat-1', { firstName: 'Sam', lastName: 'Lee', email: '' }).telecom).toBeUndefined();
  });

  it('Practitioner: a doctor by his public profile (name, position) and id, without contact details', () => {
    expect(practitionerResource('doc-1', { firstName: 'Dana', lastName: 'Doctor', position: 'Physiotherapist' })).toEqual({
      resourceType: 'Practitioner',
      identifier: [{ system: IDENTIFIER_SYSTEMS.practitioner, value: 'doc-1' }],
      name: [{ use: 'official', family: 'Doctor', given: ['Dana'], text: 'Dana Doctor' }],
      qualification: [{ code: { text: 'Physiotherapist' } }],
    });
    expect(practitionerResource('doc-1', { firstName: 'Dana', lastName: 'Doctor', position: '' }).qualification).toBeUndefined();
  });

  it('CareTeam: every doctor ever granted access, with the period; a doctor outside the bundle by identifier', () => {
    const team = careTeamResource(
      [
        relationship(),
        relationship({ doctor: 'doc-2', doctorName: 'Olivia Grant', state: 'ended', endedAt: ts('2026-02-01T00:00:00Z'), ending: 'removedByPatient' }),
        relationship({ doctor: 'doc-3', state: 'pending', since: null }),
      ],
      refs,
    );
    expect(team.status).toBe('active');
    expect(team.participant).toEqual([
      { member: { reference: 'urn:uuid:doc-1' }, period: { start: '2026-01-02T10:00:00.000Z' } },
      { member: { identifier: { system: 'https://texavie.com/fhir/sid/doctors', value: 'doc-2' }, display: 'Olivia Grant' }, period: { start: '2026-01-02T10:00:00.000Z', end: '2026-02-01T00:00:00.000Z' } },
    ]);
  });

  it('Consent: active, ended, pending and declined relationships', () => {
    const active = consentResource('pat-1_doc-1', relationship(), refs);
    expect(active).toMatchObject({
      status: 'active',
      patient: refs.patient,
      identifier: [{ system: IDENTIFIER_SYSTEMS.careRelationship, value: 'pat-1_doc-1' }],
      dateTime: '2026-01-01T10:00:00.000Z',
      provision: { type: 'permit', period: { start: '2026-01-02T10:00:00.000Z' }, actor: [{ reference: { reference: 'urn:uuid:doc-1' } }] },
    });
    const ended = consentResource('x', relationship({ state: 'ended', endedAt: ts('2026-03-01T00:00:00Z'), ending: 'endedByDoctor' }), refs);
    expect(ended.status).toBe('inactive');
    expect(ended.provision.period).toEqual({ start: '2026-01-02T10:00:00.000Z', end: '2026-03-01T00:00:00.000Z' });
    expect(consentResource('x', relationship({ state: 'pending', since: null }), refs)).toMatchObject({ status: 'proposed', provision: { type: 'permit' } });
    expect(consentResource('x', relationship({ state: 'ended', since: null, ending: 'declined' }), refs).status).toBe('rejected');
  });

  it('Device: type, side and identifier', () => {
    expect(deviceResource({ id: 'KNB-1', deviceType: 'Knee Brace', side: 'Right' }, refs)).toEqual({
      resourceType: 'Device',
      identifier: [{ system: IDENTIFIER_SYSTEMS.device, value: 'KNB-1' }],
      deviceName: [{ name: 'KNB-1', type: 'user-friendly-name' }],
      type: { coding: [{ system: CODE_SYSTEMS.deviceType, code: 'Knee Brace', display: 'Knee Sleeve' }], text: 'Knee Sleeve' },
      property: [{ type: { coding: [CODES.side] }, valueCode: [{ coding: [CODES.right] }] }],
      patient: refs.patient,
    });
    expect(deviceResource({ id: 'BND-1', deviceType: 'Band' }, refs).property).toBeUndefined();
  });

  describe('Observation of a session', () => {
    const session: Session = {
      id: 'session-1',
      date: ts('2026-05-01T09:00:00Z'),
      userId: 'pat-1',
      devices: ['GLV-L', 'GLV-R'],
      movements: [{ name: 'Wrist flexion', startTime: 0 }],
      notes: 'Felt good.',
      tags: ['baseline', 'clinic'],
      removedTimePoints: [],
    };
    const summary: Pick<Postsession, 'entries'> = {
      entries: [
        { deviceType: 'Glove', side: 'Left', repetitions: 12, wristXMax: 41.5, wristYMax: 20, wristZMax: 10, pinkyMax: 300 },
        { deviceType: 'Glove', side: 'Right', repetitions: 14, wristXMax: 50, wristYMax: 22, wristZMax: 11 },
      ],
    };

    it('carries the session id, date and length, devices, statistics in degrees, tags and notes', () => {
      const observation = sessionObservation(session, summary, 90, refs);
      expect(observation.identifier).toEqual([{ system: IDENTIFIER_SYSTEMS.session, value: 'session-1' }]);
      expect(observation.effectivePeriod).toEqual({ start: '2026-05-01T09:00:00.000Z', end: '2026-05-01T09:01:30.000Z' });
      expect(observation.device).toEqual({ reference: 'urn:uuid:glv-l' });
      expect(observation.extension).toEqual([
        { url: SESSION_DEVICE_EXTENSION, valueReference: { reference: 'urn:uuid:glv-l' } },
        { url: SESSION_DEVICE_EXTENSION, valueReference: { identifier: { system: 'https://texavie.com/fhir/sid/devices', value: 'GLV-R' } } },
      ]);
      const values = Object.fromEntries((observation.component ?? []).map((c) => [c.code.text ?? c.code.coding?.[0].code, c.valueQuantity]));
      expect(values['55411-3']).toEqual({ value: 90, unit: 's', system: 'http://unitsofmeasure.org', code: 's' });
      expect(values.Repetitions).toMatchObject({ value: 14, code: '{repetitions}' });
      expect(values['Largest wristX angle, Left Glove']).toEqual({ value: 41.5, unit: 'deg', system: 'http://unitsofmeasure.org', code: 'deg' });
      expect(values['Largest wristX angle, Right Glove']).toMatchObject({ value: 50, code: 'deg' });
      // Finger flex is not an angle.
      expect(Object.keys(values).some((key) => key.includes('pinky'))).toBe(false);
      expect(observation.note).toEqual([{ text: 'Tags: baseline, clinic' }, { text: 'Felt good.' }]);
    });

    it('without a summary or a length still has a component (its movements), and a date', () => {
      const observation = sessionObservation({ ...session, devices: [], tags: [], notes: '' }, undefined, undefined, refs);
      expect(observation.effectiveDateTime).toBe('2026-05-01T09:00:00.000Z');
      expect(observation.component).toHaveLength(1);
      expect(observation.component?.[0].valueQuantity.value).toBe(1);
      expect(observation.note).toBeUndefined();
      expect(observation.device).toBeUndefined();
    });
  });

  it('CarePlan: an activity per exercise with its reps and per scheduled day', () => {
    const plan = carePlanResource(
      'plan-1',
      { name: 'Hand plan', exerciseArray: ['ex-1', 'ex-2'], reps: [5, 8], createdBy: 'doc-1' },
      new Map([['ex-1', 'Grip squeeze']]),
      [
        { date: '2026-05-01', eventId: 'e1', event: { name: 'Hand plan', isPublic: false, exerciseId: 'plan-1', doctorId: 'doc-1' } },
        { date: '2026-06-01', eventId: 'e2', event: { name: 'Hand plan', isPublic: false, exerciseId: 'plan-1', doctorId: 'doc-1' } },
      ],
      '2026-05-15',
      refs,
    );
    expect(plan).toMatchObject({ title: 'Hand plan', status: 'active', intent: 'plan', author: { reference: 'urn:uuid:doc-1' }, subject: refs.patient });
    expect(plan.activity.map((a) => [a.detail.code?.text ?? a.detail.description, a.detail.status, a.detail.quantity?.value])).toEqual([
      ['Grip squeeze', 'unknown', 5],
      ['ex-2', 'unknown', 8],
      ['Workout: Hand plan', 'unknown', undefined],
      ['Workout: Hand plan', 'scheduled', undefined],
    ]);
    const deleted = carePlanResource('gone', undefined, new Map(), [{ date: '2026-06-01', eventId: 'e', event: { name: 'Old plan', isPublic: true, exerciseId: 'gone', doctorId: 'doc-1' } }], '2026-05-15', refs);
    expect(deleted.title).toBe('Old plan');
    expect(deleted.activity).toHaveLength(1);
  });

  it('Appointment: booked, with its start, place and both participants', () => {
    expect(appointmentResource('appt-1', { isOnline: false, doctorID: 'doc-1', datetime: ts('2026-05-02T14:30:00Z'), location: '1 Main St' }, refs)).toEqual({
      resourceType: 'Appointment',
      identifier: [{ system: IDENTIFIER_SYSTEMS.appointment, value: 'appt-1' }],
      status: 'booked',
      serviceType: [{ text: 'In-person appointment' }],
      description: '1 Main St',
      start: '2026-05-02T14:30:00.000Z',
      participant: [
        { actor: refs.patient, status: 'accepted' },
        { actor: { reference: 'urn:uuid:doc-1' }, status: 'accepted' },
      ],
    });
  });

  it('Observations of monitoring: data days per 30-day period of each episode', () => {
    const observations = dataDaysObservations(
      {
        days: { '2026-01-01': { s1: true }, '2026-01-30': { s2: true }, '2026-01-31': { s3: true }, '2026-03-05': { s4: true }, '2026-03-06': {} },
        episodes: [{ periodStart: '2026-01-01', startedBy: 'doc-1', endDay: '2026-02-10', endedAt: ts('2026-02-10T12:00:00Z'), endedBy: 'doc-1' }],
        periodStart: '2026-03-01',
      },
      '2026-03-10',
      refs,
    );
    expect(observations.map((o) => [o.effectivePeriod, o.valueQuantity?.value, o.status])).toEqual([
      [{ start: '2026-01-01', end: '2026-01-30' }, 2, 'final'],
      [{ start: '2026-01-31', end: '2026-02-10' }, 1, 'final'],
      [{ start: '2026-03-01', end: '2026-03-10' }, 1, 'preliminary'],
    ]);
    expect(observations[0].valueQuantity).toMatchObject({ unit: 'd', code: 'd' });
    expect(dataDaysObservations({ days: {}, periodStart: '2026-04-01' }, '2026-03-10', refs)).toEqual([]);
  });

  it('Observation of management time: a doctor\'s minutes in a month', () => {
    expect(managementObservation({ doctorId: 'doc-1', month: '2026-04', minutes: 21 }, refs)).toMatchObject({
      code: { coding: [CODES.managementTime] },
      effectiveDateTime: '2026-04',
      performer: [{ reference: 'urn:uuid:doc-1' }],
      valueQuantity: { value: 21, unit: 'min', code: 'min' },
    });
  });

  it('AuditEvent: who did what to which document, and when; an export is a DICOM Export', () => {
    const entry: AuditEntry = {
      actorUid: 'doc-1',
      actorRole: 'doctor',
      actorName: 'Dana Doctor',
      action: 'session.tagAdded',
      target: { collection: 'sessions', id: 'session-1' },
      patientUid: 'pat-1',
      changes: { tags: { before: [], after: ['pain'] } },
      at: ts('2026-05-03T08:00:00Z'),
    };
    expect(auditEventResource('entry-1', entry, refs)).toMatchObject({
      type: CODES.patientRecord,
      subtype: [{ system: CODE_SYSTEMS.auditAction, code: 'session.tagAdded' }],
      action: 'C',
      recorded: '2026-05-03T08:00:00.000Z',
      agent: [{ who: { reference: 'urn:uuid:doc-1' }, name: 'Dana Doctor', requestor: true }],
      entity: [
        { what: { identifier: { value: 'session-1' } }, description: 'Changed: tags' },
        { what: { identifier: { value: 'entry-1' } } },
      ],
    });
    const exported = auditEventResource('entry-2', { ...entry, actorUid: 'pat-1', actorRole: 'patient', actorName: 'Sam Lee', action: 'record.exported', changes: {} }, refs);
    expect(exported).toMatchObject({ type: CODES.exported, action: 'R', agent: [{ who: refs.patient }] });
    expect(exported.entity[0].description).toBeUndefined();
  });

  it('AuditEvent actions follow the verb of the audit action', () => {
    expect(['appointment.booked', 'session.notesEdited', 'appointment.cancelled', 'patient.unlinked', 'patient.linked', 'device.unregistered', 'device.registered', 'care.granted'].map(auditEventAction)).toEqual(['C', 'U', 'D', 'D', 'C', 'D', 'C', 'U']);
  });

  it('a check-in: pain (LOINC 72514-3) and effort Observations, 0–10, none for a skipped rating', () => {
    const at = ts('2026-05-01T09:40:00Z');
    const [pain, effort] = checkInObservations({ sessionId: 's1', pain: 8, effort: 5, createdAt: at }, refs);
    expect(pain).toMatchObject({ code: { coding: [{ system: 'http://loinc.org', code: '72514-3' }] }, valueQuantity: { value: 8, code: '{score}' }, effectiveDateTime: '2026-05-01T09:40:00.000Z' });
    expect(pain.identifier).toEqual([{ system: 'https://texavie.com/fhir/sid/outcomeCheckIns', value: 's1' }]);
    expect(effort).toMatchObject({ code: { coding: [CODES.sessionEffort] }, valueQuantity: { value: 5 } });
    expect(checkInObservations({ sessionId: 's1', pain: null, effort: 3, createdAt: at }, refs).map((o) => o.code.coding?.[0].code)).toEqual(['session-effort']);
    expect(checkInObservations({ sessionId: 's1', pain: null, effort: null, createdAt: at }, refs)).toEqual([]);
  });

  it('a QuestionnaireResponse: the stored answers, the canonical questionnaire, the authored time as a dateTime', () => {
    const item = [{ linkId: 'lefs-1', answer: [{ valueCoding: { system: 's', code: '3', display: 'A little bit of difficulty' } }] }];
    const resource = questionnaireResponseResource(
      'a1_2026-05-01',
      {
        resourceType: 'QuestionnaireResponse',
        questionnaire: 'https://texavie.com/fhir/Questionnaire/lefs|1.0.0',
        status: 'completed',
        subject: { reference: 'Patient/pat-1' },
        authored: ts('2026-05-01T18:00:00Z'),
        item: [...item, { linkId: 'lefs-2', answer: [] }],
        patientId: 'pat-1',
        assignmentId: 'a1',
        instrument: 'lefs',
        occurrenceDay: '2026-05-01',
      },
      refs,
    );
    expect(resource).toEqual({
      resourceType: 'QuestionnaireResponse',
      identifier: { system: 'https://texavie.com/fhir/sid/questionnaireResponses', value: 'a1_2026-05-01' },
      questionnaire: 'https://texavie.com/fhir/Questionnaire/lefs|1.0.0',
      status: 'completed',
      subject: refs.patient,
      authored: '2026-05-01T18:00:00.000Z',
      item,
    });
  });
});

describe('planOfCareStatus', () => {
  const signed = { status: 'signed' as const, certificationUntil: '2026-07-18' };
  it('is a draft until signed, whether sent or not', () => {
    expect(planOfCareStatus({ ...signed, status: 'draft' }, false, '2026-05-01')).toBe('draft');
    expect(planOfCareStatus({ ...signed, status: 'sentForSignature' }, false, '2026-05-01')).toBe('draft');
  });
  it('is active through the last day of its certification and completed the day after', () => {
    expect(planOfCareStatus(signed, false, '2026-07-18')).toBe('active');
    expect(planOfCareStatus(signed, false, '2026-07-19')).toBe('completed');
  });
  it('is revoked once a later version is signed', () => {
    expect(planOfCareStatus(signed, true, '2026-05-01')).toBe('revoked');
  });
});

