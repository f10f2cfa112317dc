/** A patient's record as a FHIR R4 file (issue 36): the button that exports and downloads it. */
export { ExportRecordButton } from './components/ExportRecordButton';
