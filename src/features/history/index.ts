/** What other features use of the history area: the History tabs of a session and of a patient. */
export { PatientHistory } from './components/PatientHistory';
export { SessionHistory } from './components/SessionHistory';
