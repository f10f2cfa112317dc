import { lazy } from 'react';

/** What other features and the app use of video visits (issue 33); the visit's page is a route of its own. */
export { VideoVisitButton } from './components/VideoVisitButton';
export { useAnyVisitOpen, useVisitPhase } from './hooks/useVisitPhase';
/**
 * The visit itself (the pre-join check, the call, the doctor's side panel), for the visit's page: its code (WebRTC)
 * loaded when it first renders, under a Suspense boundary, not with the pages that show a join button.
 */
export const VisitRoom = lazy(() => import('./components/VisitRoom').then((room) => ({ default: room.VisitRoom })));
export { isWithinVideoVisitWindow, joinableVisits } from './logic/visitWindow';
export { doctorNameForPatient, patientNameForDoctor } from './logic/participantNames';
