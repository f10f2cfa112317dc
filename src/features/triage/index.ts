/** What other features use of the triage area (its page is the router's). */
export { useWaitingAlerts } from './hooks/useWaitingAlerts';
