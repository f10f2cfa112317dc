/**
 * The whole demo world as plain data: every document of every collection and
 * every Auth account. Building it does no I/O, so tests can inspect it.
 */
import { publicDoctorProfile, type CollectionName, type CollectionTypes } from '@rehab/model/collections';
import type { CoinReward } from '@rehab/model/payments';
import { buildBugBoards, buildBugReports, buildCollectionSettings, buildFeedbackReports } from './backoffice';
import { buildAppointments, buildChatMessages, buildEmails } from './calendar';
import { SeedClock } from './clock';
import { buildClinicExercises } from './exercises';
import { buildProgrammeAssignments, buildProgrammeTemplates } from './programmes';
import { buildDeviceTypes, buildDevices, buildSensorLabels } from './devices';
import { DEMO_PATIENT, PATIENTS, buildAdmins, buildAuthAccounts, buildDoctors, buildUsers, patientByUid, type AuthAccount } from './people';
import { buildExercisePlans, buildExercises, buildScheduledWorkouts, indexSchedulesByPlan } from './plans';
import { Random } from './random';
import { buildManagementTime, buildManagementTotals, buildMonitoring, buildMonitoringStarts } from './monitoring';
import { buildPlansOfCare, buildRtmConsents } from './planOfCare';
import { buildRtmSeed } from './rtm';
import { buildDoctorOverviews } from './doctorOverviews';
import { buildTriageThresholds } from './triage';
import { buildDeletedSession, buildOffDeviceSessions, buildSensorOverviews, buildSessions } from './sessions';
import { buildSessionHistory } from './audit';
import { buildCareRelationships, buildDeviceLookups, inCareOf } from './care';
import { buildClinics, buildPatientContacts, withCareFlags } from './clinics';
import { buildOutcomeSummaries, buildOutcomes } from './outcomes';
import { buildReminders } from './reminders';
import { buildCoinRewards, buildInvoiceRequests, buildOrders, buildPreorders, buildWallets } from './shop';
import type { SeedDoc } from './seedDoc';

export type SeedCollections = { [C in CollectionName]: SeedDoc<CollectionTypes[C]>[] };

/** The functions' own records that no client reads (no rules match), written beside the collections. */
export interface ServerRecords {
  coinRewards: SeedDoc<CoinReward>[];
}

export interface DemoWorld {
  collections: SeedCollections;
  serverRecords: ServerRecords;
  authAccounts: AuthAccount[];
}

/** The time zone the demo world's days are counted in: the machine's, as the seed's clock is. */
export const SEED_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `portOffset`: the stack's (EMULATOR_PORT_OFFSET), whose push inbox the demo patient's device is subscribed to. */
export function buildWorld(now: Date, portOffset = 0): DemoWorld {
  const clock = new SeedClock(now);
  const recorded = buildSessions(PATIENTS, DEMO_PATIENT.account.uid, clock);
  const history = buildSessionHistory(recorded.sessions);
  const deleted = buildDeletedSession(patientByUid('demo-patient-grace'), clock);
  const programmes = buildProgrammeAssignments(clock);
  const scheduledWorkouts = programmes.withWorkouts(buildScheduledWorkouts(clock, Random.for('plans')));
  const orders = buildOrders(clock, Random.for('orders'));
  const doctors = buildDoctors();
  const devices = buildDevices(PATIENTS);
  const careRelationships = buildCareRelationships(doctors, devices, clock);
  const inCare = inCareOf(careRelationships);
  const { appointments, reminders } = buildAppointments(clock, Random.for('appointments'), inCare);
  const wallets = buildWallets(orders, clock, Random.for('wallet'));
  const rtm = buildRtmSeed(now, buildManagementTime(now, inCare), inCare);
  const managementTime = [...buildManagementTime(now, inCare), ...rtm.months];
  const patientReminders = buildReminders(clock, portOffset);
  const outcomes = buildOutcomes(recorded.sessions, inCare, now);
  const triageThresholds = buildTriageThresholds(clock);
  const clinics = buildClinics(doctors, clock, SEED_TIME_ZONE);
  const users = buildUsers(recorded.sessionIdsByUser);
  const unflagged: Omit<SeedCollections, 'doctorOverview'> = {
    users,
    doctors,
    // what the syncDoctorProfile function keeps: the verified doctors' public profiles
    doctorProfiles: doctors.flatMap(({ id, data }) => {
      const profile = publicDoctorProfile(data);
      return profile ? [{ id, data: profile }] : [];
    }),
    admin: buildAdmins(),
    devices,
    deviceTypes: buildDeviceTypes(),
    sensorLabels: buildSensorLabels(),
    sessions: recorded.sessions.map((doc) => (doc.id === history.session.id ? history.session : doc)),
    data_by_sensor: [...recorded.sensorData, ...deleted.sensorData],
    sensorOverviews: buildSensorOverviews([...recorded.sensorData, ...deleted.sensorData]),
    postsessions: recorded.postsessions,
    offDeviceSessions: buildOffDeviceSessions([DEMO_PATIENT, patientByUid('demo-patient-grace')], clock),
    sessionTags: recorded.sessionTags,
    exercises: buildExercises(),
    exerciseplan: [...buildExercisePlans(), programmes.plan],
    scheduledWorkouts,
    scheduledWorkoutsByExercise: indexSchedulesByPlan(scheduledWorkouts),
    appointments,
    reminders,
    notifications: buildChatMessages(clock, inCare),
    emails: buildEmails(clock),
    orders,
    web3Wallets: wallets,
    invoiceRequests: buildInvoiceRequests(clock),
    kneeSleevePreorders: buildPreorders(clock, Random.for('preorders')),
    bugReports: buildBugReports(clock, Random.for('bugs')),
    bugBoards: buildBugBoards(),
    feedbackReports: buildFeedbackReports(clock, Random.for('feedback')),
    AllCollections: buildCollectionSettings(),
    monitoring: buildMonitoring(recorded.sessions, clock, SEED_TIME_ZONE),
    managementTime,
    managementTotals: buildManagementTotals(managementTime),
    auditLog: [...history.entries, deleted.entry, ...buildMonitoringStarts(clock, SEED_TIME_ZONE), triageThresholds.entry],
    deletedSessions: [deleted.deletedSession],
    careRelationships,
    deviceLookups: buildDeviceLookups(clock),
    rtmContacts: rtm.contacts,
    rtmMonthClosures: rtm.closures,
    rtmAmendments: rtm.amendments,
    reminderSettings: patientReminders.settings,
    pushSubscriptions: patientReminders.subscriptions,
    reminderSends: patientReminders.sends,
    reminderStatus: patientReminders.status,
    outcomeCheckIns: outcomes.checkIns,
    questionnaireAssignments: outcomes.assignments,
    questionnaireResponses: outcomes.responses,
    outcomeSummaries: buildOutcomeSummaries(outcomes.responses),
    // What the triage functions keep from the records above (the seed's last step runs their daily evaluation).
    triageAlerts: [],
    triageThresholds: triageThresholds.documents,
    // A video visit's signals, presences and record are made by the call itself (issue 33).
    visitSignals: [],
    visitPresence: [],
    videoVisits: [],
    // What the daily reconcile job found (issue 48): the seeded world reconciles to none.
    reconcileReports: [],
    ...clinics,
    clinicInvitations: [],
    // A clinician marks himself away through setClinicCoverage (issue 51): the demo starts with nobody away.
    clinicCoverages: [],
    patientContacts: buildPatientContacts(users, clinics.clinicConsents),
    // The caseloads and dashboards are built by the functions' job once the alerts are open (seed.ts runs it last), for
    // each clinic its records changed: those with approvals.
    clinicCaseloads: [],
    clinicCaseloadPages: [],
    clinicDashboards: [],
    clinicExercises: buildClinicExercises(clock),
    clinicCaseloadChanges: [...new Set(clinics.clinicConsents.map(({ data }) => data.clinicId))].sort().map((clinicId) => ({ id: clinicId, data: { clinicId, changedAt: clock.timestamp(0) } })),
    plansOfCare: buildPlansOfCare(clock),
    rtmConsents: buildRtmConsents(clock),
    // made by the overrideClaimFlag function only
    claimFlagOverrides: [],
    programmeTemplates: buildProgrammeTemplates(clock),
    programmeAssignments: [programmes.assignment],
  };
  // What the functions keep from the relationships, memberships and consents: inCare and clinicId.
  const collections = withCareFlags(unflagged, careRelationships, clinics);
  return {
    collections: { ...collections, doctorOverview: buildDoctorOverviews(collections, now) },
    serverRecords: { coinRewards: buildCoinRewards(orders, wallets) },
    authAccounts: buildAuthAccounts(),
  };
}
