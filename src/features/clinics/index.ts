/** What other features use of clinics (issue 50): the signed-in member's clinic, and a patient's approvals of clinics. */
export { useMyClinic, useMyClinicRole } from './hooks/useMyClinic';
export { useClinicPatients, useCoveringFor } from './hooks/useClinicPatients';
/** The mark on a patient's item seen while covering an away colleague (issue 51). */
export { CoveringBadge } from './components/CoveringBadge';
/** A clinic patient's primary clinician on his dashboard, and his transfer (issue 51). */
export { PatientClinicCare } from './components/PatientClinicCare';
export { ClinicConsentRequests } from './components/ClinicConsentRequests';
export { ApprovedClinics } from './components/ApprovedClinics';
export { usePatientClinics } from './hooks/usePatientClinics';
/** The clinic's members and its patients' contacts, for the staff's work (issue 51). */
export { useClinicMembers, usePatientContacts, type ContactWithName } from './hooks/useClinicPeople';
