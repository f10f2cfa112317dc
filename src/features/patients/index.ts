/** What other features and the app's pages use of the patient area. */
export { PatientList } from './components/PatientList';
export { PatientProfileCard } from './components/PatientProfileCard';
/** The signed-in doctor's record and patient list (one shared cache entry): the way other screens get "the doctor's patients". */
export { usePatients } from './hooks/usePatients';
export { usePatientMembership } from './hooks/usePatientMembership';
