/**
 * The route table, for the app's features and pages: the table itself is part of the contract
 * (@rehab/model/routes), which the functions (Stripe's return pages), the Vite config and the end-to-end
 * tests read too.
 */
export { DASHBOARD_OUTCOMES_SECTION, ROUTES, routePath, type RouteName, type RouteParams } from '@rehab/model/routes';
