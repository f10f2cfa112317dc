import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ADMIN, DOCTOR, PATIENT, PATIENT_OR_CUSTOMER, SIGNED_IN } from '../features/auth/roles';
import { RequireRole } from './guards';
import { ROUTES, routePath, type RouteName } from './routes';

/** A lazily loaded page: its module's default export. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const comingSoon = page(() => import('../features/shell/pages/ComingSoonPage'));

/** Route objects of named routes, so that every path comes from the route table. */
function named(name: RouteName, lazy: RouteObject['lazy']): RouteObject {
  return { id: name, path: ROUTES[name], lazy };
}

const authRoutes: RouteObject[] = [
  named('auth1.sign-in1', page(() => import('../features/auth/pages/SignInPage'))),
  named('dark.sign-in1', page(() => import('../features/auth/pages/SignInPage'))),
  named('auth1.sign-up1', comingSoon),
  named('dark.sign-up1', comingSoon),
  named('auth1.password-reset1', comingSoon),
  named('auth1.lock-screen1', comingSoon),
  named('auth1.confirm-mail1', comingSoon),
];

const doctorRoutes: RouteObject[] = [
  named('dashboard.home-4', page(() => import('../features/shell/pages/AccountPage'))),
  named('dashboard.profile', comingSoon),
  named('dashboard.editProfile', comingSoon),
  named('app.email', comingSoon),
  named('app.calendar', comingSoon),
  named('app.chat', comingSoon),
  named('app.charts', comingSoon),
  named('patients.list', comingSoon),
  named('patients.addPatient', comingSoon),
  named('patients.patientDashboard', comingSoon),
];

const patientRoutes: RouteObject[] = [
  named('patient.home', page(() => import('../features/shell/pages/AccountPage'))),
  named('patient.shopSessions', comingSoon),
  named('patient.shopCoins', comingSoon),
  named('patient.createWallet', comingSoon),
  named('patient.importWallet', comingSoon),
  named('patient.exportWallet', comingSoon),
  named('patient.shopDevices', comingSoon),
  named('patient.requestInvoice', comingSoon),
  named('patient.cart', comingSoon),
  named('patient.orderCancel', comingSoon),
  named('patient.orderSuccess', comingSoon),
  named('patient.orderConfirmation', comingSoon),
  named('patient.orderHistory', comingSoon),
  named('patient.chat', comingSoon),
];

const customerRoutes: RouteObject[] = [
  named('patient.preorderSummary', page(() => import('../features/shell/pages/AccountPage'))),
  named('patient.kneeSleevePreorderForm', comingSoon),
  named('patient.PreorderCancel', comingSoon),
  named('patient.preorderDetails', comingSoon),
  named('patient.bugReport', comingSoon),
  named('patient.feedback', comingSoon),
  named('patient.patientProfile', comingSoon),
  named('patient.patientProfileEdit', comingSoon),
];

const adminRoutes: RouteObject[] = [
  named('admin.home', page(() => import('../features/shell/pages/AccountPage'))),
  named('admin.collection', comingSoon),
  named('admin.document', comingSoon),
  { path: ROUTES['admin.preorders'], element: <Navigate to={routePath('admin.preordersTable')} replace /> },
  named('admin.preordersTable', comingSoon),
  named('admin.preorderDetail', comingSoon),
  { path: ROUTES['admin.bugs'], element: <Navigate to={routePath('admin.bugBoard')} replace /> },
  named('admin.bugBoard', comingSoon),
  named('admin.bugBacklog', comingSoon),
  named('admin.feedbackSubmissions', comingSoon),
  { path: ROUTES['admin.settings'], element: <Navigate to={routePath('admin.appearance')} replace /> },
  named('admin.appearance', comingSoon),
];

const signedInRoutes: RouteObject[] = [
  { path: ROUTES['dashboard.settings'], element: <Navigate to={routePath('dashboard.appearance')} replace /> },
  named('dashboard.appearance', comingSoon),
];

const publicPages: RouteObject[] = [
  named('pages.comingSoon', comingSoon),
  named('pages.maintenance', comingSoon),
  named('pages.faq', comingSoon),
  named('pages.terms', comingSoon),
  named('errors.error', page(() => import('../features/shell/pages/ErrorPage'))),
];

export const routeObjects: RouteObject[] = [
  ...authRoutes,
  ...publicPages,
  {
    lazy: page(() => import('../features/shell/ShellLayout')),
    children: [
      { element: <RequireRole allow={DOCTOR} />, children: doctorRoutes },
      { element: <RequireRole allow={PATIENT} />, children: patientRoutes },
      { element: <RequireRole allow={PATIENT_OR_CUSTOMER} />, children: customerRoutes },
      { element: <RequireRole allow={ADMIN} />, children: adminRoutes },
      { element: <RequireRole allow={SIGNED_IN} />, children: signedInRoutes },
    ],
  },
  { path: '*', element: <Navigate to={routePath('errors.error', { code: '404' })} replace /> },
];

export const router = createBrowserRouter(routeObjects);
