/**
 * One FHIR R4 resource per record of the app, as pure functions: the one place where the app's collections are
 * mapped to FHIR (the bundle is put together in ./bundle.ts). References to other resources of the bundle come from
 * `Refs`, so a mapping never invents an id.
 */
import type { AuditEntry } from '../audit';
import type { CareRelationship } from '../care';
import type {
  Appointment as AppAppointment,
  Device as AppDevice,
  DoctorProfile,
  ExercisePlan,
  ManagementMonthTotals,
  Monitoring,
  OutcomeCheckIn,
  QuestionnaireResponseDoc,
  Postsession,
  Session,
  Side,
  TimestampLike,
  User,
} from '../collections';
import { PERIOD_DAYS, addDays, dataDayKeys } from '../monitoring';
import type { PlanGoal, PlanOfCareVersion, RtmConsent } from '../planOfCare';
import type { CalendarEntry } from '../schedule';
import { deviceTypeLabel } from '../sensors';
import { CODES, CODE_SYSTEMS, ICD_10_CM, IDENTIFIER_SYSTEMS, RTM_CONSENT_POLICY, SESSION_DEVICE_EXTENSION, UNITS, documentSystem } from './systems';
import type {
  AuditEvent,
  CarePlan,
  CarePlanActivity,
  CareTeam,
  CodeableConcept,
  Condition,
  Consent,
  ContactPoint,
  Device,
  Goal,
  HumanName,
  Observation,
  ObservationComponent,
  Patient,
  Practitioner,
  QuestionnaireResponse,
  Reference,
  Appointment,
} from './types';

/** How a mapping points at another resource of the bundle: undefined when the bundle does not hold it. */
export interface Refs {
  patientUid: string;
  patient: Reference;
  practitioner(uid: string): Reference | undefined;
  device(id: string): Reference | undefined;
}

const iso = (time: TimestampLike | number) => new Date(typeof time === 'number' ? time : time.toMillis()).toISOString();

function humanName(person: { firstName?: string; lastName?: string }): HumanName {
  const given = person.firstName?.trim() ?? '';
  const family = person.lastName?.trim() ?? '';
  return { use: 'official', ...(family && { family }), ...(given && { given: [given] }), text: `${given} ${family}`.trim() };
}

function telecom(person: { email?: string; phoneNumber?: string }): ContactPoint[] {
  return [
    ...(person.email ? [{ system: 'email' as const, value: person.email }] : []),
    ...(person.phoneNumber ? [{ system: 'phone' as const, value: person.phoneNumber }] : []),
  ];
}

/** A person outside the bundle, by the id of their record. */
function byIdentifier(collection: string, id: string, display?: string): Reference {
  return { identifier: { system: documentSystem(collection), value: id }, ...(display && { display }) };
}

/** Patient: names, e-mail, phone, and the account id as identifier. */
export function patientResource(uid: string, user: Pick<User, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>): Patient {
  const contact = telecom(user);
  return {
    resourceType: 'Patient',
    identifier: [{ system: IDENTIFIER_SYSTEMS.patient, value: uid }],
    name: [humanName(user)],
    ...(contact.length > 0 && { telecom: contact }),
  };
}

/**
 * Practitioner: a doctor of the patient (of any care relationship), from his public profile, as patients see him:
 * name and position, no contact details.
 */
export function practitionerResource(uid: string, profile: Pick<DoctorProfile, 'firstName' | 'lastName' | 'position'>): Practitioner {
  return {
    resourceType: 'Practitioner',
    identifier: [{ system: IDENTIFIER_SYSTEMS.practitioner, value: uid }],
    name: [humanName(profile)],
    ...(profile.position?.trim() && { qualification: [{ code: { text: profile.position.trim() } }] }),
  };
}

/** When a relationship granted access, and until when (an ended one). */
function grantedPeriod(relationship: CareRelationship) {
  if (!relationship.since) return undefined;
  return { start: iso(relationship.since), ...(relationship.state === 'ended' && relationship.endedAt && { end: iso(relationship.endedAt) }) };
}

/** CareTeam: every doctor the patient ever granted access, each with the period of that access. */
export function careTeamResource(relationships: readonly CareRelationship[], refs: Refs): CareTeam {
  const granted = relationships.filter((relationship) => relationship.since);
  return {
    resourceType: 'CareTeam',
    status: granted.some((relationship) => relationship.state === 'active') ? 'active' : 'inactive',
    name: 'Care team',
    subject: refs.patient,
    participant: granted.map((relationship) => ({
      member: refs.practitioner(relationship.doctor) ?? byIdentifier('doctors', relationship.doctor, relationship.doctorName),
      period: grantedPeriod(relationship),
    })),
  };
}

const CONSENT_STATUS = { pending: 'proposed', active: 'active', ended: 'inactive' } as const;

/** Consent: one care relationship, the patient's permission for one doctor to read his data. */
export function consentResource(id: string, relationship: CareRelationship, refs: Refs): Consent {
  const period = grantedPeriod(relationship);
  return {
    resourceType: 'Consent',
    identifier: [{ system: IDENTIFIER_SYSTEMS.careRelationship, value: id }],
    status: relationship.ending === 'declined' ? 'rejected' : CONSENT_STATUS[relationship.state],
    scope: { coding: [CODES.patientPrivacy] },
    category: [{ coding: [CODES.patientConsent] }],
    patient: refs.patient,
    dateTime: iso(relationship.requestedAt),
    performer: [refs.patient],
    policyRule: { coding: [CODES.optIn] },
    provision: {
      type: 'permit',
      ...(period && { period }),
      actor: [
        {
          role: { coding: [CODES.primaryRecipient] },
          reference: refs.practitioner(relationship.doctor) ?? byIdentifier('doctors', relationship.doctor, relationship.doctorName),
        },
      ],
    },
  };
}

const sideCode = (side: Side) => (side === 'Left' ? CODES.left : CODES.right);

/** Device: a sensor device, by its type and side, with its id. */
export function deviceResource(device: Pick<AppDevice, 'id' | 'deviceType' | 'side'>, refs: Refs): Device {
  return {
    resourceType: 'Device',
    identifier: [{ system: IDENTIFIER_SYSTEMS.device, value: device.id }],
    deviceName: [{ name: device.id, type: 'user-friendly-name' }],
    type: {
      coding: [{ system: CODE_SYSTEMS.deviceType, code: device.deviceType, display: deviceTypeLabel(device.deviceType) }],
      text: deviceTypeLabel(device.deviceType),
    },
    ...(device.side && { property: [{ type: { coding: [CODES.side] }, valueCode: [{ coding: [sideCode(device.side)] }] }] }),
    patient: refs.patient,
  };
}

/** The post-session metrics that are angles in degrees: the glove's wrist axes and the knee's flexion. */
export const ANGLE_METRICS = ['wristX', 'wristY', 'wristZ', 'knee'] as const;

const quantity = (value: number, unit: (typeof UNITS)[keyof typeof UNITS]) => ({ value, ...unit });

/**
 * The statistics the dashboard shows for a session, from its post-session summary: the repetitions (the larger
 * side's, as the statistics page counts a glove pair) and each device's largest angle per angle sensor.
 */
export function sessionStatistics(summary: Pick<Postsession, 'entries'> | undefined): ObservationComponent[] {
  const entries = summary?.entries ?? [];
  const repetitions = entries.map((entry) => entry.repetitions).filter((value) => typeof value === 'number' && Number.isFinite(value));
  const components: ObservationComponent[] =
    repetitions.length > 0 ? [{ code: { coding: [CODES.repetitions], text: 'Repetitions' }, valueQuantity: quantity(Math.max(...repetitions), UNITS.repetitions) }] : [];
  for (const entry of entries) {
    for (const metric of ANGLE_METRICS) {
      const value = entry[`${metric}Max`];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const code = { system: CODE_SYSTEMS.sessionStatistic, code: `max-angle-${metric}`, display: `Largest ${metric} angle` };
      components.push({ code: { coding: [code], text: `Largest ${metric} angle, ${entry.side} ${deviceTypeLabel(entry.deviceType)}` }, valueQuantity: quantity(value, UNITS.degrees) });
    }
  }
  return components;
}

const MOVEMENTS_CODE = { system: CODE_SYSTEMS.sessionStatistic, code: 'movements', display: 'Movements recorded' };

/**
 * Observation: one recorded session, identified by its session id, with its devices, duration (when its sensor
 * overview gives one), movements and statistics; tags and notes as notes. Sensor data is not included.
 */
export function sessionObservation(session: Session, summary: Pick<Postsession, 'entries'> | undefined, durationSeconds: number | undefined, refs: Refs): Observation {
  const start = session.date.toMillis();
  const devices = session.devices.map((id) => refs.device(id) ?? byIdentifier('devices', id));
  const components: ObservationComponent[] = [
    ...(durationSeconds !== undefined ? [{ code: { coding: [CODES.exerciseDuration] }, valueQuantity: quantity(durationSeconds, UNITS.seconds) }] : []),
    { code: { coding: [MOVEMENTS_CODE], text: session.movements.map((movement) => movement.name).join(', ') || 'No movements' }, valueQuantity: quantity(session.movements.length, UNITS.movements) },
    ...sessionStatistics(summary),
  ];
  const notes = [
    ...(session.tags.length > 0 ? [{ text: `Tags: ${session.tags.join(', ')}` }] : []),
    ...(session.notes.trim() ? [{ text: session.notes }] : []),
  ];
  return {
    resourceType: 'Observation',
    identifier: [{ system: IDENTIFIER_SYSTEMS.session, value: session.id }],
    ...(devices.length > 1 && { extension: devices.map((device) => ({ url: SESSION_DEVICE_EXTENSION, valueReference: device })) }),
    status: 'final',
    category: [{ coding: [CODES.activity] }],
    code: { coding: [CODES.session, CODES.exerciseActivity], text: 'Therapy session' },
    subject: refs.patient,
    ...(durationSeconds !== undefined ? { effectivePeriod: { start: iso(start), end: iso(start + durationSeconds * 1000) } } : { effectiveDateTime: iso(start) }),
    ...(devices.length > 0 && { device: devices[0] }),
    component: components,
    ...(notes.length > 0 && { note: notes }),
  };
}

/** A plan's exercises with their repetitions: the lists, or the older id -> reps map. */
export function planExercises(plan: Pick<ExercisePlan, 'exerciseArray' | 'reps' | 'exercises'>): { exerciseId: string; reps: number | undefined }[] {
  if (plan.exerciseArray?.length) return plan.exerciseArray.map((exerciseId, i) => ({ exerciseId, reps: plan.reps?.[i] }));
  return Object.entries(plan.exercises ?? {}).map(([exerciseId, reps]) => ({ exerciseId, reps }));
}

/**
 * CarePlan: a workout plan the patient follows (his own or a public one on his calendar): an activity per exercise
 * with its repetitions, and one per day it is scheduled on (`scheduled` from today on, `unknown` before: the app does
 * not record whether a workout was done). `plan` is undefined for a plan deleted since it was scheduled.
 */
export function carePlanResource(
  planId: string,
  plan: Pick<ExercisePlan, 'name' | 'exerciseArray' | 'reps' | 'exercises' | 'createdBy'> | undefined,
  exerciseNames: ReadonlyMap<string, string>,
  scheduled: readonly CalendarEntry[],
  today: string,
  refs: Refs,
): CarePlan {
  const exercises: CarePlanActivity[] = (plan ? planExercises(plan) : []).map(({ exerciseId, reps }) => {
    const name = exerciseNames.get(exerciseId) ?? exerciseId;
    return {
      detail: {
        kind: 'ServiceRequest',
        code: { coding: [{ system: CODE_SYSTEMS.exercise, code: exerciseId, display: name }], text: name },
        status: 'unknown',
        ...(reps !== undefined && { quantity: quantity(reps, UNITS.repetitions) }),
      },
    };
  });
  const days: CarePlanActivity[] = scheduled.map(({ date, event }) => ({
    detail: { status: date >= today ? 'scheduled' : 'unknown', scheduledPeriod: { start: date, end: date }, description: `Workout: ${event.name}` },
  }));
  const author = plan?.createdBy ? refs.practitioner(plan.createdBy) : undefined;
  return {
    resourceType: 'CarePlan',
    identifier: [{ system: IDENTIFIER_SYSTEMS.plan, value: planId }],
    status: 'active',
    intent: 'plan',
    category: [{ coding: [CODES.exerciseTherapy] }],
    title: plan?.name ?? scheduled[0]?.event.name ?? planId,
    subject: refs.patient,
    ...(author && { author }),
    activity: [...exercises, ...days],
  };
}

/** A person of a plan of care: his Practitioner in the bundle, or his doctor record's id. */
const clinicianRef = (uid: string, refs: Refs): Reference => refs.practitioner(uid) ?? byIdentifier('doctors', uid);

/**
 * Where a plan of care's version stands in FHIR on `today` (the patient's day): a draft until its physician signs it;
 * signed, active through its certification period and completed after it, or revoked once a later version is signed
 * (versions are kept, never edited: the later one `replaces` it).
 */
export function planOfCareStatus(plan: Pick<PlanOfCareVersion, 'status' | 'certificationUntil'>, laterVersionSigned: boolean, today: string): CarePlan['status'] {
  if (plan.status !== 'signed') return 'draft';
  if (laterVersionSigned) return 'revoked';
  return today > plan.certificationUntil ? 'completed' : 'active';
}

const GOAL_STATUS = { draft: 'proposed', active: 'active', completed: 'completed', revoked: 'cancelled' } as const satisfies Record<CarePlan['status'], string>;

/** Condition: the diagnosis a version of a plan of care addresses, as its ICD-10-CM code and text. */
export function planDiagnosisResource(versionId: string, plan: Pick<PlanOfCareVersion, 'diagnosis'>, refs: Refs): Condition {
  const { code, text } = plan.diagnosis;
  return {
    resourceType: 'Condition',
    identifier: [{ system: IDENTIFIER_SYSTEMS.planOfCare, value: versionId }],
    code: { coding: [{ system: ICD_10_CM, code, display: text }], text },
    subject: refs.patient,
  };
}

/** Goal: one measurable goal of a plan of care's version, due on its target day. */
export function planGoalResource(goal: PlanGoal, planStatus: CarePlan['status'], refs: Refs): Goal {
  return { resourceType: 'Goal', lifecycleStatus: GOAL_STATUS[planStatus], description: { text: goal.text }, subject: refs.patient, target: [{ dueDate: goal.targetDay }] };
}

/**
 * CarePlan (category `plan-of-care`, issue 53): one version of a plan of care — its certification period, treating
 * clinician (author) and certifying physician (contributor), the diagnosis and goals it addresses, an activity per
 * intervention, frequency and duration, and the physician's signature as a note by him at the server's time.
 */
export function planOfCareResource(
  versionId: string,
  plan: PlanOfCareVersion,
  parts: { status: CarePlan['status']; diagnosis: Reference; goals: Reference[]; replaces?: Reference },
  refs: Refs,
): CarePlan {
  const physician = clinicianRef(plan.certifyingPhysician, refs);
  return {
    resourceType: 'CarePlan',
    identifier: [{ system: IDENTIFIER_SYSTEMS.planOfCare, value: versionId }],
    ...(parts.replaces && { replaces: [parts.replaces] }),
    status: parts.status,
    intent: 'plan',
    category: [{ coding: [CODES.planOfCare] }],
    title: `Plan of care: ${plan.diagnosis.text}`,
    description: `${plan.frequency}, for ${plan.durationWeeks} weeks; first treatment ${plan.firstTreatmentDay} (${plan.firstTreatmentSource})`,
    subject: refs.patient,
    period: { start: plan.certificationFrom, end: plan.certificationUntil },
    created: iso(plan.createdAt),
    author: clinicianRef(plan.treatingClinician, refs),
    contributor: [physician],
    addresses: [parts.diagnosis],
    goal: parts.goals,
    activity: plan.interventions.map((description) => ({ detail: { status: 'unknown', description } })),
    ...(plan.signature && { note: [{ authorReference: physician, time: iso(plan.signature.at), text: `Certified: ${plan.signature.statement}` }] }),
  };
}

/**
 * Consent (category `rtm`, issue 53): the patient's agreement to remote therapeutic monitoring, to one version of
 * its text (policy `…/Policy/rtm-consent|{version}`), at the server's time, in the language he read it in.
 */
export function rtmConsentResource(id: string, consent: RtmConsent, refs: Refs): Consent {
  const at = iso(consent.at);
  return {
    resourceType: 'Consent',
    identifier: [{ system: IDENTIFIER_SYSTEMS.rtmConsent, value: id }],
    status: 'active',
    scope: { coding: [CODES.treatment] },
    category: [{ coding: [CODES.rtmConsent] }],
    patient: refs.patient,
    dateTime: at,
    performer: [refs.patient],
    policy: [{ uri: `${RTM_CONSENT_POLICY}|${consent.textVersion}` }],
    provision: { type: 'permit', period: { start: at } },
  };
}

/**
 * Appointment: a booked appointment of the patient with a doctor. The app stores its start only (no length), so the
 * resource has no `end` (docs/deviations.md).
 */
export function appointmentResource(id: string, appointment: Pick<AppAppointment, 'isOnline' | 'doctorID' | 'datetime' | 'location'>, refs: Refs): Appointment {
  return {
    resourceType: 'Appointment',
    identifier: [{ system: IDENTIFIER_SYSTEMS.appointment, value: id }],
    status: 'booked',
    serviceType: [{ text: appointment.isOnline ? 'Online appointment' : 'In-person appointment' }],
    ...(appointment.location && { description: appointment.location }),
    start: iso(appointment.datetime),
    participant: [
      { actor: refs.patient, status: 'accepted' },
      { actor: refs.practitioner(appointment.doctorID) ?? byIdentifier('doctors', appointment.doctorID), status: 'accepted' },
    ],
  };
}

const category = (coding: (typeof CODES)['activity']): CodeableConcept[] => [{ coding: [coding] }];

/**
 * Observations of remote monitoring: per 30-day period of every episode (ended ones and the open one, up to today),
 * the number of days with sensor data.
 */
export function dataDaysObservations(monitoring: Pick<Monitoring, 'days' | 'periodStart' | 'episodes'>, today: string, refs: Refs): Observation[] {
  const dataDays = dataDayKeys(monitoring.days ?? {});
  const episodes = [
    ...(monitoring.episodes ?? []).map((episode) => ({ start: episode.periodStart, end: episode.endDay })),
    ...(monitoring.periodStart ? [{ start: monitoring.periodStart, end: today }] : []),
  ];
  return episodes.flatMap(({ start, end }) => {
    const periods: Observation[] = [];
    for (let first = start; first <= end; first = addDays(first, PERIOD_DAYS)) {
      const last = [addDays(first, PERIOD_DAYS - 1), end].sort()[0];
      const count = dataDays.filter((day) => day >= first && day <= last).length;
      periods.push({
        resourceType: 'Observation',
        status: last < addDays(first, PERIOD_DAYS - 1) && end === today ? 'preliminary' : 'final',
        category: category(CODES.activity),
        code: { coding: [CODES.dataDays] },
        subject: refs.patient,
        effectivePeriod: { start: first, end: last },
        valueQuantity: quantity(count, UNITS.days),
      });
    }
    return periods;
  });
}

/** Observation: one doctor's treatment-management minutes on the patient in one calendar month (doctors' exports only). */
export function managementObservation(totals: Pick<ManagementMonthTotals, 'doctorId' | 'month' | 'minutes'>, refs: Refs): Observation {
  return {
    resourceType: 'Observation',
    status: 'final',
    category: category(CODES.therapy),
    code: { coding: [CODES.managementTime] },
    subject: refs.patient,
    effectiveDateTime: totals.month,
    performer: [refs.practitioner(totals.doctorId) ?? byIdentifier('doctors', totals.doctorId)],
    valueQuantity: quantity(totals.minutes, UNITS.minutes),
  };
}

/**
 * Observations of a check-in after a session (issue 34): pain now (LOINC 72514-3) and how hard the session was (the
 * app's `session-effort`), each 0–10; a skipped rating has none. The check-in's id (its identifier) is its session's.
 */
export function checkInObservations(checkIn: Pick<OutcomeCheckIn, 'sessionId' | 'pain' | 'effort' | 'createdAt'>, refs: Refs): Observation[] {
  const ratings = [
    { code: CODES.painSeverity, value: checkIn.pain },
    { code: CODES.sessionEffort, value: checkIn.effort },
  ];
  return ratings.flatMap(({ code, value }) =>
    value === null
      ? []
      : [
          {
            resourceType: 'Observation' as const,
            identifier: [{ system: documentSystem('outcomeCheckIns'), value: checkIn.sessionId }],
            status: 'final' as const,
            category: category(CODES.survey),
            code: { coding: [code] },
            subject: refs.patient,
            effectiveDateTime: iso(checkIn.createdAt),
            performer: [refs.patient],
            valueQuantity: quantity(value, UNITS.score),
          },
        ],
  );
}

/** QuestionnaireResponse: the stored FHIR-shaped answers as they are, `authored` as a dateTime. */
export function questionnaireResponseResource(id: string, response: QuestionnaireResponseDoc, refs: Refs): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    identifier: { system: documentSystem('questionnaireResponses'), value: id },
    questionnaire: response.questionnaire,
    status: response.status,
    subject: refs.patient,
    authored: iso(response.authored),
    item: response.item.filter((item) => item.answer.length > 0).map((item) => ({ linkId: item.linkId, answer: item.answer })),
  };
}

/** AuditEvent.action of an audit trail action, by the verb its name ends with (an ending before a start: 'unregistered'). */
export function auditEventAction(action: string): AuditEvent['action'] {
  if (action === 'record.exported') return 'R';
  if (/(deleted|Removed|removed|cancelled|purged|unregistered|unlinked|stopped|ended|declined)$/.test(action)) return 'D';
  if (/(created|Added|booked|registered|started|requested|linked|Recorded|restored|assigned)$/.test(action)) return 'C';
  return 'U';
}

const ACTOR_COLLECTION = { doctor: 'doctors', patient: 'users', admin: 'admin', system: 'system', staff: 'staff' } as const;

/** AuditEvent: one entry of the audit trail (a change of the record, or a copy of it given out). */
export function auditEventResource(id: string, entry: AuditEntry, refs: Refs): AuditEvent {
  const who =
    (entry.actorRole === 'patient' && entry.actorUid === refs.patientUid ? refs.patient : undefined) ??
    (entry.actorRole === 'doctor' ? refs.practitioner(entry.actorUid) : undefined) ??
    byIdentifier(ACTOR_COLLECTION[entry.actorRole], entry.actorUid, entry.actorName.trim() || undefined);
  const fields = Object.keys(entry.changes ?? {});
  return {
    resourceType: 'AuditEvent',
    type: entry.action === 'record.exported' ? CODES.exported : CODES.patientRecord,
    subtype: [{ system: CODE_SYSTEMS.auditAction, code: entry.action }],
    action: auditEventAction(entry.action),
    recorded: iso(entry.at),
    outcome: '0',
    agent: [{ type: { text: entry.actorRole }, who, name: entry.actorName.trim() || entry.actorRole, requestor: true }],
    source: { observer: { display: 'Texavie Rehab' } },
    entity: [
      { what: { identifier: { system: documentSystem(entry.target.collection), value: entry.target.id } }, ...(fields.length > 0 && { description: `Changed: ${fields.join(', ')}` }) },
      { what: { identifier: { system: documentSystem('auditLog'), value: id } }, description: 'The audit trail entry' },
    ],
  };
}
