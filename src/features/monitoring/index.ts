import { lazy } from 'react';

/** What other features use of the monitoring area. */
export { useManagementTimer } from './hooks/useManagementTimer';
/**
 * The patient dashboard's monitoring panel, its code (with its charts) loaded when it first renders: render it
 * under a Suspense boundary. Lazy so that the patient home, which shows PatientHomeMonitoring, does not load it.
 */
export const PatientMonitoringPanel = lazy(() => import('./components/PatientMonitoringPanel').then((panel) => ({ default: panel.PatientMonitoringPanel })));
export { PatientHomeMonitoring } from './components/PatientHomeMonitoring';
/** The patient's monitoring record (live), which the patient home reads before it shows. */
export { prefetchPatientMonitoring, usePatientMonitoringQuery } from './api/monitoringApi';
export { isAppointmentUnderway, isLiveExchange } from './logic/interactive';
/** A patient's standing as the Monitoring page shows it, for the clinic's caseload (issue 51). */
export { DataDaysBar } from './components/DataDaysBar';
export { StatusBadge } from './components/StatusBadge';
export { WorkCell } from './components/WorkCell';
export { localMonth } from './logic/management';
