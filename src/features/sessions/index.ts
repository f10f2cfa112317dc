import { lazy } from 'react';

/**
 * What other features use of the sessions area: one patient's session charts (the video visit's side panel), its code
 * (with the charts) loaded when it first renders: render it under a Suspense boundary.
 */
export const PatientSessionCharts = lazy(() => import('./components/PatientSessionCharts').then((module) => ({ default: module.PatientSessionCharts })));
