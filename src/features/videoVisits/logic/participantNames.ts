/** Who is on the call, by name: what each side shows of the other (issue 56). Pure. */
import type { CareRelationship } from '@rehab/model/care';
import type { DoctorProfile, User } from '@rehab/model/collections';

/**
 * The doctor's name as the patient's side shows it: from his public profile (doctorProfiles, kept by the
 * syncDoctorProfile function), else from the patient's care relationship with him, whose `doctorName` only the
 * registerDevice function (or an admin) writes and no client may change (firestore.rules); null when neither names him.
 */
export function doctorNameForPatient(
  profile: Pick<DoctorProfile, 'firstName' | 'lastName'> | undefined,
  relationship: Pick<CareRelationship, 'doctorName'> | undefined,
): string | null {
  return (profile?.lastName.trim() || profile?.firstName.trim() || relationship?.doctorName.trim()) || null;
}

/** The patient's name as the doctor's side shows it (the patient's record, which the doctor reads); null without one. */
export function patientNameForDoctor(record: Pick<User, 'firstName' | 'lastName'> | null | undefined): string | null {
  return record ? `${record.firstName} ${record.lastName}`.trim() || null : null;
}
