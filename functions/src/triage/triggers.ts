/**
 * What re-evaluates a patient's triage alerts: a write of any of his records the rules read, a change of his care
 * team (a relationship, his approval of a clinic, a membership of a clinic he approves) or of his thresholds, and once a day (days pass without any write). Each evaluates that one patient only.
 */
import { onDocumentWritten, onScheduledJob } from '../lib/triggers';
import { patientsInCareOf } from '../lib/care';
import { col, snapshotData } from '../lib/collections';
import { evaluateAllAlerts, evaluatePatientAlerts } from './evaluate';

/** The patients a written document belongs to, before and after the write (a record may move to another patient). */
function patientsOf(before: unknown, after: unknown, field: string): string[] {
  const uid = (data: unknown) => (data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined);
  return [...new Set([uid(before), uid(after)].filter((value): value is string => typeof value === 'string' && value !== ''))];
}

function onPatientRecordWritten(document: string, patientField: string) {
  return onDocumentWritten({ document, retry: true }, async (event) => {
    const patients = patientsOf(event.data?.before?.data(), event.data?.after?.data(), patientField);
    await Promise.all(patients.map((patientId) => evaluatePatientAlerts(patientId)));
  });
}

export const onSessionWrittenTriage = onPatientRecordWritten('sessions/{sessionId}', 'userId');
export const onPostsessionWrittenTriage = onPatientRecordWritten('postsessions/{postsessionId}', 'userId');
export const onCareRelationshipWrittenTriage = onPatientRecordWritten('careRelationships/{relationshipId}', 'patient');
export const onClinicConsentWrittenTriage = onPatientRecordWritten('clinicConsents/{consentId}', 'patient');
export const onTriageThresholdsWritten = onPatientRecordWritten('triageThresholds/{patientId}', 'patientId');
export const onCheckInWrittenTriage = onPatientRecordWritten('outcomeCheckIns/{sessionId}', 'patientId');
export const onResponseWrittenTriage = onPatientRecordWritten('questionnaireResponses/{responseId}', 'patientId');
export const onAssignmentWrittenTriage = onPatientRecordWritten('questionnaireAssignments/{assignmentId}', 'patientId');

/** A member joins, leaves or changes role: the care teams of the patients who approve his clinic, before and after. */
export const onClinicMemberWrittenTriage = onDocumentWritten({ document: 'clinicMembers/{uid}', retry: true }, async (event) => {
  const [before, after] = [snapshotData('clinicMembers', event.data?.before), snapshotData('clinicMembers', event.data?.after)];
  if (before?.clinicId === after?.clinicId && before?.role === after?.role) return;
  const clinicIds = [...new Set([before?.clinicId, after?.clinicId].filter((id): id is string => Boolean(id)))];
  const consents = await Promise.all(clinicIds.map((clinicId) => col('clinicConsents').where('clinicId', '==', clinicId).where('state', '==', 'active').get()));
  const patients = new Set(consents.flatMap((snapshot) => snapshot.docs.map((d) => d.data().patient)));
  await Promise.all([...patients].map((patientId) => evaluatePatientAlerts(patientId)));
});

/** A doctor verified, or no longer (only a verified doctor's care counts): the patients in his care and on whose alerts he is. */
export const onDoctorWrittenTriage = onDocumentWritten({ document: 'doctors/{uid}', retry: true }, async (event) => {
  if (event.data?.before?.get('isVerified') === event.data?.after?.get('isVerified')) return;
  const [inCare, alerts] = await Promise.all([patientsInCareOf(event.params.uid), col('triageAlerts').where('careTeam', 'array-contains', event.params.uid).get()]);
  const patients = new Set([...inCare, ...alerts.docs.map((d) => d.data().patientId)]);
  await Promise.all([...patients].map((patientId) => evaluatePatientAlerts(patientId)));
});

export const onScheduleWrittenTriage = onDocumentWritten({ document: 'scheduledWorkouts/{patientId}', retry: true }, async (event) => {
  await evaluatePatientAlerts(event.params.patientId);
});

export const evaluateTriageAlerts = onScheduledJob('evaluateTriageAlerts', {}, async () => {
  await evaluateAllAlerts(new Date());
});
