/** What other features use of the monitoring area. */
export { useManagementTimer } from './hooks/useManagementTimer';
export { PatientMonitoringPanel } from './components/PatientMonitoringPanel';
export { PatientHomeMonitoring } from './components/PatientHomeMonitoring';
export { isAppointmentUnderway, isLiveExchange } from './logic/interactive';
