/** What other features use of the billing area: the closed-month refusal of a time entry. */
export { ClosedMonthNotice } from './components/ClosedMonthNotice';
export { useClosedMonthCheck } from './hooks/useClosedMonthCheck';
