export { addDoctorClaim } from './addDoctorClaim';
export {
  onAppointmentWrittenCareFlags,
  onCareRelationshipWritten,
  onChatMessageWrittenCareFlags,
  onClinicConsentWrittenCareFlags,
  onClinicMemberWrittenCareFlags,
  onManagementTimeWrittenCareFlags,
  onReminderWrittenCareFlags,
  onRtmAmendmentWrittenCareFlags,
  onRtmContactWrittenCareFlags,
} from './careFlags';
export { acceptClinicInvitation } from './clinics/acceptClinicInvitation';
export { bookClinicAppointment } from './clinics/bookClinicAppointment';
export { cancelClinicAppointment } from './clinics/cancelClinicAppointment';
export { changeClinicMemberRole } from './clinics/changeClinicMemberRole';
export {
  buildClinicCaseloads,
  onClinicConsentWrittenCaseload,
  onClinicMemberWrittenCaseload,
  onDoctorOverviewWrittenCaseload,
  onOutcomeSummaryWrittenCaseload,
  onRtmMonthClosureWrittenCaseload,
  onTriageAlertWrittenCaseload,
} from './clinics/caseload';
export { applyClinicCoverages, onClinicCoverageWritten } from './clinics/coverage';
export { onDoctorWrittenClinicOfOne } from './clinics/clinicOfOne';
export { describeClinicInvitation } from './clinics/describeClinicInvitation';
export { endClinicCoverage } from './clinics/endClinicCoverage';
export { inviteClinicMember } from './clinics/inviteClinicMember';
export { moveClinicAppointment } from './clinics/moveClinicAppointment';
export { onClinicConsentWrittenPatientContacts, onUserWrittenPatientContacts } from './clinics/patientContacts';
export { removeClinicMember } from './clinics/removeClinicMember';
export { revokeClinicInvitation } from './clinics/revokeClinicInvitation';
export { setClinicCoverage } from './clinics/setClinicCoverage';
export { transferClinicPatient } from './clinics/transferClinicPatient';
export { createFirebaseUser } from './createFirebaseUser';
export { onExerciseVideoUploaded } from './library/checkExerciseVideo';
export { deleteExercisePlan } from './plans/deleteExercisePlan';
export { onScheduleWritten } from './plans/scheduleIndex';
export { deleteFirebaseUser } from './deleteFirebaseUser';
export { deleteSession } from './sessions/deleteSession';
export { createCheckoutSession } from './payments/createCheckoutSession';
export { createDevicePreorderCheckoutSession } from './payments/createDevicePreorderCheckoutSession';
export { deliverEmail } from './emailDelivery';
export { exportPatientRecord } from './exportPatientRecord';
export { issueRefund } from './payments/issueRefund';
export { onMonitoringWritten, onSessionWritten } from './monitoring/dataDays';
export { onManagementTimeWritten } from './monitoring/managementTotals';
export {
  onCareRelationshipWrittenOverview,
  onClinicConsentWrittenOverview,
  onClinicMemberWrittenOverview,
  onDoctorWrittenOverview,
  onManagementTotalsWrittenOverview,
  onMonitoringWrittenOverview,
  onRtmContactWrittenOverview,
  onUserWrittenOverview,
} from './monitoring/overviewRows';
export { onQuestionnaireResponseWrittenOutcomeSummary } from './outcomes/outcomeSummary';
export { scoreQuestionnaireResponse } from './outcomes/scoreQuestionnaireResponse';
export { purgeDeletedSessions } from './sessions/purge';
export { reconcileAggregates } from './reconcile/job';
export { onReminderSettingsWritten } from './reminders/reminderStatus';
export { sendReminders } from './reminders/sendReminders';
export { runScheduledJob } from './scheduledJobs';
export { restoreSession } from './sessions/restoreSession';
export { onSensorBinWritten } from './sessions/sensorOverview';
export { registerDevice } from './registerDevice';
export { retrievePatients } from './retrievePatients';
export { searchByEmail } from './searchByEmail';
export { syncDoctorProfile } from './doctorProfiles';
export { stripeWebhook } from './payments/stripeWebhook';
export { acknowledgeTriageAlert, openTriageAlert, setTriageThresholds, snoozeTriageAlert } from './triage/callables';
export {
  evaluateTriageAlerts,
  onAssignmentWrittenTriage,
  onCareRelationshipWrittenTriage,
  onCheckInWrittenTriage,
  onClinicConsentWrittenTriage,
  onClinicMemberWrittenTriage,
  onDoctorWrittenTriage,
  onPostsessionWrittenTriage,
  onResponseWrittenTriage,
  onScheduleWrittenTriage,
  onSessionWrittenTriage,
  onTriageThresholdsWritten,
} from './triage/triggers';
export { updateAuthDoctor } from './updateAuthDoctor';
export { issueTurnCredentials } from './videoVisits/issueTurnCredentials';
export { closeVideoVisits, onVisitPresenceWritten } from './videoVisits/visitRecord';
export { updateFirebaseUser } from './updateFirebaseUser';
export { amendRtmMonth } from './rtm/amendRtmMonth';
export { closeRtmMonth } from './rtm/closeRtmMonth';
export { recordContact } from './rtm/recordContact';
export { rtmClaims } from './rtm/rtmClaims';
export { stopMonitoring } from './rtm/stopMonitoring';
export { clinicRtmClaims } from './rtm/clinicRtmClaims';
export { closeClinicRtmMonth } from './rtm/closeClinicRtmMonth';
export { logAssistantTime } from './rtm/logAssistantTime';
export { overrideClaimFlag } from './rtm/overrideClaimFlag';
