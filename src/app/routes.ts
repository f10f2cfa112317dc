/**
 * The route table: every path of the specification and its name. Pages link
 * by name through `routePath`, never by hand-written paths.
 */
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
  'patients.list': '/patients',
  'patients.addPatient': '/patients/add',
  'patients.patientDashboard': '/patients/:uid',

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

  // Admin area (adminAuth)
  'admin.home': '/admin',
  'admin.collection': '/admin/db/:collection',
  'admin.document': '/admin/db/:collectionId/:docId',
  'admin.preorders': '/admin/preorders',
  'admin.preordersTable': '/admin/preorders/kneesleeve',
  'admin.preorderDetail': '/admin/preorders/kneesleeve/:id',
  'admin.bugs': '/admin/submissions/bugs',
  'admin.bugBoard': '/admin/submissions/bugs/board',
  'admin.bugBacklog': '/admin/submissions/bugs/backlog',
  'admin.feedbackSubmissions': '/admin/submissions/feedback',
  'admin.settings': '/admin/settings',
  'admin.appearance': '/admin/settings/appearance',

  // Template pages and errors
  'pages.comingSoon': '/pages/coming-soon',
  'pages.maintenance': '/pages/maintenance',
  'pages.faq': '/pages/faq',
  'pages.terms': '/pages/terms',
  'errors.error': '/error/:code',
} as const;

export type RouteName = keyof typeof ROUTES;

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
