/** What other features use of the doctor profile area. */
export { useDoctorRecord } from './hooks/useDoctorRecord';
