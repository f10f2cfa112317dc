/** Clinics' Firestore reads and writes (@rehab/model/clinics), run by ./clinicsApi.ts; the membership changes are callables. */
import { query, serverTimestamp, updateDoc, where, writeBatch } from 'firebase/firestore';
import type { AuditAction } from '@rehab/model/audit';
import type { CareState } from '@rehab/model/care';
import type { ClinicConsent } from '@rehab/model/clinics';
import { db } from '../../../lib/firebase/firestore';
import { auditedUpdate } from '../../../lib/firebase/audit';
import { col, docRef } from '../../../lib/firebase/collections';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import type { WithId } from '../../../lib/firebase/withId';
import type { ClinicDetails } from '../logic/clinicForms';

/** The clinic's members: read by its members, and by a patient who approves the clinic or is asked to. */
export function clinicMembersQuery(clinicId: string) {
  return query(col('clinicMembers'), where('clinicId', '==', clinicId));
}

/** The owner's invitations still waiting for an answer. */
export function pendingInvitationsQuery(clinicId: string) {
  return query(col('clinicInvitations'), where('clinicId', '==', clinicId), where('state', '==', 'pending'));
}

/** The patient's clinic approvals, asked, given and ended. */
export function patientConsentsQuery(patientUid: string) {
  return query(col('clinicConsents'), where('patient', '==', patientUid));
}

/** The patients who approve the clinic now: its owner and clinicians see them as their doctors do. */
export function activeClinicConsentsQuery(clinicId: string) {
  return query(col('clinicConsents'), where('clinicId', '==', clinicId), where('state', '==', 'active'));
}

/** Who covers whom in the clinic (issue 51): one document per away clinician, read by every member. */
export function clinicCoveragesQuery(clinicId: string) {
  return query(col('clinicCoverages'), where('clinicId', '==', clinicId));
}

/** The name-and-contact projection of the clinic's patients (issue 51): what its front desk and assistants see of them. */
export function patientContactsQuery(clinicId: string) {
  return query(col('patientContacts'), where('clinicId', '==', clinicId));
}

/** The owner's edit of his clinic's own fields. */
export function updateClinicDetails(clinicId: string, details: ClinicDetails): Promise<void> {
  return updateDoc(docRef('clinics', clinicId), { ...details });
}

/** One recorded change of a clinic approval by its patient, written and checked as a care relationship's. */
async function changeConsent(consent: WithId<ClinicConsent>, fields: Record<string, unknown>, action: AuditAction, after: CareState): Promise<void> {
  const actor = await currentActor('patient');
  const batch = writeBatch(db);
  auditedUpdate(auditContext(batch, actor), docRef('clinicConsents', consent.docId), fields, {
    action,
    patientUid: consent.patient,
    changes: {
      state: { before: consent.state, after },
      clinic: { before: consent.clinicName, after: consent.clinicName },
    },
  });
  await batch.commit();
}

/** The patient approves the clinic: its owner and clinicians read his data from now on. */
export function grantClinic(consent: WithId<ClinicConsent>, patientUid: string): Promise<void> {
  return changeConsent(consent, { state: 'active', since: serverTimestamp(), grantedBy: patientUid }, 'care.granted', 'active');
}

/** The patient declines the clinic's request. */
export function declineClinic(consent: WithId<ClinicConsent>, patientUid: string): Promise<void> {
  return changeConsent(consent, { state: 'ended', endedBy: patientUid, endedAt: serverTimestamp() }, 'care.declined', 'ended');
}

/** The patient ends the clinic's access: at once, for every member. */
export function endClinicAccess(consent: WithId<ClinicConsent>, patientUid: string): Promise<void> {
  return changeConsent(consent, { state: 'ended', endedBy: patientUid, endedAt: serverTimestamp() }, 'care.ended', 'ended');
}
