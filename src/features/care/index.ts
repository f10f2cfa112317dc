/** What other features use of care relationships (patients' consent to a doctor following their data). */
export { AccessLostNotice } from './components/AccessLostNotice';
export { CareRequests } from './components/CareRequests';
export { CareTeam } from './components/CareTeam';
export { DeviceAccessNote } from './components/DeviceAccessNote';
export { useCareTeamProfiles } from './hooks/useCareTeamProfiles';
export { useDeviceAccess } from './hooks/useDeviceAccess';
export { useGrantingPatients } from './hooks/useGrantingPatients';
export { prefetchPendingCareRequests, usePendingCareRequests } from './hooks/usePendingCareRequests';
export { usePatientCareRelationshipsQuery, useRegisterDeviceMutation } from './api/careApi';
