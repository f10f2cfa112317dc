/** What other features use of the patient area. */
export { PatientList } from './components/PatientList';
/** The signed-in doctor's record and patient list (one shared cache entry): the way other screens get "the doctor's patients". */
export { usePatients } from './hooks/usePatients';
