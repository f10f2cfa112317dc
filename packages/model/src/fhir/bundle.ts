/**
 * A patient's record as one FHIR R4 Bundle of type `collection` (the export of issue 36): the resources of
 * ./resources.ts, each under a `urn:uuid:` fullUrl that the others reference.
 */
import type { AuditEntry } from '../audit';
import type { CareRelationship } from '../care';
import type {
  Appointment,
  Device,
  DoctorProfile,
  ExercisePlan,
  ManagementMonthTotals,
  Monitoring,
  OutcomeCheckIn,
  Postsession,
  QuestionnaireResponseDoc,
  ScheduledWorkouts,
  Session,
  User,
} from '../collections';
import type { PlanOfCareVersion, RtmConsent } from '../planOfCare';
import { scheduleEntries, type CalendarEntry } from '../schedule';
import {
  appointmentResource,
  auditEventResource,
  carePlanResource,
  careTeamResource,
  checkInObservations,
  consentResource,
  dataDaysObservations,
  deviceResource,
  managementObservation,
  patientResource,
  planDiagnosisResource,
  planGoalResource,
  planOfCareResource,
  planOfCareStatus,
  practitionerResource,
  questionnaireResponseResource,
  rtmConsentResource,
  sessionObservation,
  type Refs,
} from './resources';
import { IDENTIFIER_SYSTEMS } from './systems';
import type { Bundle, BundleEntry, Reference, Resource } from './types';

/** Everything an export holds, read by the exportPatientRecord function. */
export interface PatientRecord {
  patientId: string;
  user: User;
  /** the public profiles of the doctors of `relationships` (verified doctors have one) */
  doctors: { uid: string; profile: DoctorProfile }[];
  /** every care relationship of the patient, by document id */
  relationships: { id: string; relationship: CareRelationship }[];
  devices: Pick<Device, 'id' | 'deviceType' | 'side'>[];
  /** each session with its post-session summary and its length in seconds, when known */
  sessions: { session: Session; summary?: Pick<Postsession, 'entries'>; durationSeconds?: number }[];
  /** the patient's own plans and the public plans on his calendar, by id */
  plans: { id: string; plan: ExercisePlan }[];
  /** exercise id -> name */
  exerciseNames: ReadonlyMap<string, string>;
  schedule: ScheduledWorkouts | null;
  appointments: { id: string; appointment: Appointment }[];
  monitoring: Monitoring | null;
  /** doctors' management minutes: only in an export for a doctor or an admin (patients do not read them) */
  managementTotals: ManagementMonthTotals[];
  audit: { id: string; entry: AuditEntry }[];
  /** the check-ins after sessions (issue 34) */
  checkIns: OutcomeCheckIn[];
  /** the answers to questionnaires, by document id */
  responses: { id: string; response: QuestionnaireResponseDoc }[];
  /** every version of his plans of care (issue 53), by document id */
  plansOfCare: { id: string; plan: PlanOfCareVersion }[];
  /** his RTM consents (issue 53), by document id */
  rtmConsents: { id: string; consent: RtmConsent }[];
}

export interface BundleOptions {
  /** the export's id (the bundle's identifier) */
  exportId: string;
  /** when the bundle is made (ms) */
  now: number;
  /** today in the patient's zone ('YYYY-MM-DD'): scheduled workouts from today on are still to come */
  today: string;
  /** a new UUID per resource */
  newUuid: () => string;
}

/** The record as a Bundle. */
export function patientRecordBundle(record: PatientRecord, options: BundleOptions): Bundle {
  const entries: BundleEntry[] = [];
  const add = (resource: Resource): Reference => {
    const id = options.newUuid();
    const fullUrl = `urn:uuid:${id}`;
    entries.push({ fullUrl, resource: { ...resource, id } as Resource });
    return { reference: fullUrl };
  };
  const practitioners = new Map<string, Reference>();
  const devices = new Map<string, Reference>();
  const patient = add(patientResource(record.patientId, record.user));
  const refs: Refs = {
    patientUid: record.patientId,
    patient,
    practitioner: (uid) => practitioners.get(uid),
    device: (id) => devices.get(id),
  };

  for (const { uid, profile } of record.doctors) practitioners.set(uid, add(practitionerResource(uid, profile)));
  const relationships = record.relationships.map(({ relationship }) => relationship);
  if (relationships.some((relationship) => relationship.since)) add(careTeamResource(relationships, refs));
  for (const { id, relationship } of record.relationships) add(consentResource(id, relationship, refs));
  for (const device of record.devices) devices.set(device.id, add(deviceResource(device, refs)));
  for (const { session, summary, durationSeconds } of record.sessions) add(sessionObservation(session, summary, durationSeconds, refs));

  const scheduledByPlan = new Map<string, CalendarEntry[]>();
  for (const entry of scheduleEntries(record.schedule)) scheduledByPlan.set(entry.event.exerciseId, [...(scheduledByPlan.get(entry.event.exerciseId) ?? []), entry]);
  const plans = new Map(record.plans.map(({ id, plan }) => [id, plan]));
  for (const planId of new Set([...plans.keys(), ...scheduledByPlan.keys()])) {
    add(carePlanResource(planId, plans.get(planId), record.exerciseNames, scheduledByPlan.get(planId) ?? [], options.today, refs));
  }

  addPlansOfCare(record.plansOfCare, options.today, refs, add);
  for (const { id, consent } of record.rtmConsents) add(rtmConsentResource(id, consent, refs));

  for (const { id, appointment } of record.appointments) add(appointmentResource(id, appointment, refs));
  if (record.monitoring) for (const observation of dataDaysObservations(record.monitoring, options.today, refs)) add(observation);
  for (const totals of record.managementTotals) add(managementObservation(totals, refs));
  for (const checkIn of record.checkIns) for (const observation of checkInObservations(checkIn, refs)) add(observation);
  for (const { id, response } of record.responses) add(questionnaireResponseResource(id, response, refs));
  for (const { id, entry } of record.audit) add(auditEventResource(id, entry, refs));

  return {
    resourceType: 'Bundle',
    identifier: { system: IDENTIFIER_SYSTEMS.export, value: options.exportId },
    type: 'collection',
    timestamp: new Date(options.now).toISOString(),
    entry: entries,
  };
}

/** Each plan's versions in order, each with its diagnosis and goals, a later one replacing the one before. */
function addPlansOfCare(versions: PatientRecord['plansOfCare'], today: string, refs: Refs, add: (resource: Resource) => Reference): void {
  const byPlan = new Map<string, PatientRecord['plansOfCare']>();
  for (const version of versions) byPlan.set(version.plan.planId, [...(byPlan.get(version.plan.planId) ?? []), version]);
  for (const planVersions of byPlan.values()) {
    const ordered = [...planVersions].sort((a, b) => a.plan.version - b.plan.version);
    let previous: Reference | undefined;
    ordered.forEach(({ id, plan }, index) => {
      const status = planOfCareStatus(plan, ordered.slice(index + 1).some((later) => later.plan.status === 'signed'), today);
      const diagnosis = add(planDiagnosisResource(id, plan, refs));
      const goals = plan.goals.map((goal) => add(planGoalResource(goal, status, refs)));
      previous = add(planOfCareResource(id, plan, { status, diagnosis, goals, replaces: previous }, refs));
    });
  }
}
