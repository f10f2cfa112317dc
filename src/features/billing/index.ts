/** What other features use of the billing area: the closed-month refusal of a time entry. */
export { ClosedMonthNotice } from './components/ClosedMonthNotice';
export { useClosedMonthCheck } from './hooks/useClosedMonthCheck';
/** The claims of the month the Billing page opens on, asked for before the page shows (the function takes seconds). */
export { prefetchOpeningClaims } from './api/prefetchOpeningClaims';
