/** What other features use of the patient area. */
export { PatientList } from './components/PatientList';
export { usePatients } from './usePatients';
