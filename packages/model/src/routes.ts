/**
 * The route table: every path of the specification and its name. Pages link
 * by name through `routePath`, never by hand-written paths; the functions
 * (the pages Stripe returns to) and the end-to-end tests name them too.
 * The app reads it through src/lib/routes.ts.
 */
/** The admin area, and its pages' paths within it as the spec's admin route table gives them. */
const ADMIN_AREA = '/admin';
const ADMIN_PAGES = {
  'admin.collection': '/db/:collection',
  'admin.document': '/db/:collectionId/:docId',
  'admin.preorders': '/preorders',
  'admin.preordersTable': '/preorders/kneesleeve',
  'admin.preorderDetail': '/preorders/kneesleeve/:id',
  'admin.bugs': '/submissions/bugs',
  'admin.bugBoard': '/submissions/bugs/board',
  'admin.bugBacklog': '/submissions/bugs/backlog',
  'admin.feedbackSubmissions': '/submissions/feedback',
  'admin.settings': '/settings',
  'admin.appearance': '/settings/appearance',
  /** the daily reconcile job's reports (issue 48) */
  'admin.reconcileReports': '/reconcile',
} as const;

type UnderAdmin = { [K in keyof typeof ADMIN_PAGES]: `${typeof ADMIN_AREA}${(typeof ADMIN_PAGES)[K]}` };
const adminRoutes = Object.fromEntries(
  Object.entries(ADMIN_PAGES).map(([name, path]) => [name, `${ADMIN_AREA}${path}`]),
) as UnderAdmin;

export const ROUTES = {
  // Access (auth1.*) and their dark variants
  'auth1.sign-in1': '/auth/sign-in1',
  'auth1.sign-up1': '/auth/sign-up1',
  'auth1.password-reset1': '/auth/password-reset1',
  'auth1.lock-screen1': '/auth/lock-screen1',
  'auth1.confirm-mail1': '/auth/confirm-mail1',
  'dark.sign-in1': '/dark/auth/sign-in1',
  'dark.sign-up1': '/dark/auth/sign-up1',

  // Doctor area
  'dashboard.home-4': '/',
  'dashboard.profile': '/profile',
  'dashboard.editProfile': '/editprofile',
  'dashboard.settings': '/settings',
  'dashboard.appearance': '/settings/appearance',
  'app.email': '/app/email',
  'app.calendar': '/app/calendar',
  'app.chat': '/app/chat',
  'app.charts': '/app/charts',
  // One session's chart opened from a link (the triage inbox's evidence; beyond the spec: docs/deviations.md)
  'app.sessionChart': '/app/charts/:uid/:sessionId',
  'patients.list': '/patients',
  'patients.addPatient': '/patients/add',
  'patients.patientDashboard': '/patients/:uid',
  // Remote therapeutic monitoring (beyond the spec: docs/deviations.md)
  'monitoring.overview': '/monitoring',
  'monitoring.report': '/monitoring/:uid/report',
  'monitoring.billing': '/monitoring/billing',
  // The triage inbox (issue 34)
  'triage.inbox': '/triage',
  // A video visit at an online appointment (issue 33), for its doctor and its patient
  'visit.call': '/visit/:appointmentId',
  // Clinics (issue 50, beyond the spec: docs/deviations.md): the clinic's page (its members' and the staff's home),
  // and an invitation's link, opened signed in or out
  'app.clinic': '/app/clinic',
  'clinic.invitation': '/invitation/:invitationId',
  // The staff's work (issue 51): the front desk's calendar of every clinician, the biller's billing of the whole
  // clinic, an assistant's minutes under his supervising clinician
  'clinic.calendar': '/app/clinic/calendar',
  'clinic.billing': '/app/clinic/billing',
  'clinic.assistantTime': '/app/clinic/time',
  // An owner's or clinician's coverage (issue 51): marking himself away with a covering colleague, and whom he covers
  'clinic.coverage': '/app/clinic/coverage',
  // A clinic's caseload (issue 51): every patient who approved it, for its owner and clinicians
  'clinic.caseload': '/app/clinic/caseload',
  // A clinic's dashboard (issue 51): its counts per clinician and for the whole clinic, for its owners
  'clinic.dashboard': '/app/clinic/dashboard',
  // A clinic's exercise library and programme templates (issue 54), for its owners and clinicians
  'clinic.library': '/app/clinic/library',

  // Patient area (patientAuth)
  'patient.home': '/patient-home',
  'patient.preorderSummary': '/customer/preorders',
  'patient.kneeSleevePreorderForm': '/customer/preorders/kneesleeve',
  'patient.PreorderCancel': '/customer/preorders/cancel',
  'patient.preorderDetails': '/customer/preorders/:id',
  'patient.bugReport': '/bugReport',
  'patient.feedback': '/feedback',
  'patient.patientProfile': '/patient/profile',
  'patient.patientProfileEdit': '/patient/profile/edit',
  'patient.shopSessions': '/shopSessions',
  'patient.shopCoins': '/shopCoins',
  'patient.createWallet': '/shopCoins/createWallet',
  'patient.importWallet': '/shopCoins/importWallet',
  'patient.exportWallet': '/shopCoins/exportWallet/:walletAddress',
  'patient.shopDevices': '/shopDevices',
  'patient.requestInvoice': '/shopDevices/request',
  'patient.cart': '/cart',
  'patient.orderCancel': '/order/cancel',
  'patient.orderSuccess': '/order/success/:sessionId',
  'patient.orderConfirmation': '/order/confirmation/:sessionId',
  'patient.orderHistory': '/orders',
  'patient.chat': '/patient/chat',
  // Patient-reported outcomes (issue 34, beyond the spec: docs/deviations.md): one occurrence of an assigned questionnaire
  'patient.questionnaire': '/patient/questionnaires/:assignmentId/:occurrenceDay',
  // The patient's consent to remote therapeutic monitoring (issue 53), given before an episode starts
  'patient.rtmConsent': '/patient/monitoring-consent',

  // Admin area (adminAuth): ADMIN_PAGES below, under /admin
  'admin.home': ADMIN_AREA,

  // Template pages and errors
  'pages.comingSoon': '/pages/coming-soon',
  'pages.maintenance': '/pages/maintenance',
  'pages.faq': '/pages/faq',
  'pages.terms': '/pages/terms',
  'errors.error': '/error/:code',
  ...adminRoutes,
} as const;

export type RouteName = keyof typeof ROUTES;

/** The patient dashboard's outcomes panel, as a link opens it (`#outcomes`: the triage inbox's questionnaire evidence). */
export const DASHBOARD_OUTCOMES_SECTION = 'outcomes';

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof ROUTES)[N]>, string>;

/** The path of a named route with its parameters filled in. */
export function routePath<N extends RouteName>(
  name: N,
  ...params: ParamNames<(typeof ROUTES)[N]> extends never ? [] : [RouteParams<N>]
): string {
  const values = (params[0] ?? {}) as Record<string, string>;
  return ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}
