/** What other features and the app use of video visits (issue 33); the visit's page is a route of its own. */
export { VideoVisitButton } from './components/VideoVisitButton';
export { useAnyVisitOpen, useVisitPhase } from './hooks/useVisitPhase';
/** The visit itself (the pre-join check, the call, the doctor's side panel), for the visit's page. */
export { VisitRoom } from './components/VisitRoom';
export { isWithinVideoVisitWindow, joinableVisits } from './logic/visitWindow';
export { doctorNameForPatient, patientNameForDoctor } from './logic/participantNames';
