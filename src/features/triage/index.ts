/** What other features and the app use of the triage area (its inbox page is the router's). */
export { useWaitingAlerts } from './hooks/useWaitingAlerts';
export { AlertThresholdsPanel } from './components/AlertThresholdsPanel';
