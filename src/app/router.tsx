import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ADMIN, CLINIC_AREA, DOCTOR, DOCTOR_OR_PATIENT, HELP_AREA, PATIENT, PATIENT_OR_CUSTOMER, SIGNED_IN, STAFF } from '../features/auth/logic/roles';
import ErrorPage from '../features/shell/pages/ErrorPage';
import RouteErrorPage from '../features/shell/pages/RouteErrorPage';
import { PageLoader } from '../lib/ui/PageLoader';
import { DOCTOR_ROLES, type ClinicRole } from '@rehab/model/clinics';
import { RequireRole } from './guards';
import { loadSignedInTexts } from './i18n';
import { ROUTES, routePath, type RouteName } from '../lib/routes';

/** A lazily loaded page: its module's default export. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** Pages of several features shown one after the other on one route ('Owned devices', then the shop's 'Shop devices'). */
function pages(...loads: (() => Promise<{ default: ComponentType }>)[]) {
  return async () => {
    const parts = (await Promise.all(loads.map((load) => load()))).map((module) => module.default);
    return { Component: () => parts.map((Part, index) => <Part key={index} />) };
  };
}


/** Route objects of named routes, so that every path comes from the route table. */
function named(name: RouteName, lazy: RouteObject['lazy']): RouteObject {
  return { id: name, path: ROUTES[name], lazy };
}

const authRoutes: RouteObject[] = [
  named('auth1.sign-in1', page(() => import('../features/auth/pages/SignInPage'))),
  named('dark.sign-in1', page(() => import('../features/auth/pages/SignInPage'))),
  named('auth1.sign-up1', page(() => import('../features/auth/pages/SignUpPage'))),
  named('dark.sign-up1', page(() => import('../features/auth/pages/SignUpPage'))),
  named('auth1.password-reset1', page(() => import('../features/auth/pages/PasswordResetPage'))),
  named('auth1.lock-screen1', page(() => import('../features/auth/pages/LockScreenPage'))),
  named('auth1.confirm-mail1', page(() => import('../features/auth/pages/ConfirmMailPage'))),
];

const doctorRoutes: RouteObject[] = [
  named('dashboard.home-4', page(() => import('../features/dashboard/pages/DoctorDashboardPage'))),
  named('dashboard.profile', page(() => import('../features/doctorProfile/pages/ProfilePage'))),
  named('dashboard.editProfile', page(() => import('../features/doctorProfile/pages/EditProfilePage'))),
  named('app.email', page(() => import('../features/inbox/pages/InboxPage'))),
  named('app.calendar', page(() => import('../features/appointments/pages/CalendarPage'))),
  named('app.chat', page(() => import('../features/chat/pages/DoctorChatPage'))),
  named('patients.list', page(() => import('../features/patients/pages/PatientsPage'))),
  named('patients.addPatient', page(() => import('../features/patients/pages/AddPatientPage'))),
  named('patients.patientDashboard', page(() => import('./pages/PatientDashboardPage'))),
  named('monitoring.overview', page(() => import('../features/monitoring/pages/MonitoringPage'))),
  named('monitoring.report', page(() => import('../features/monitoring/pages/MonthlyReportPage'))),
  named('monitoring.billing', page(() => import('../features/billing/pages/BillingPage'))),
  named('triage.inbox', page(() => import('../features/triage/pages/TriageInboxPage'))),
  onlyFor(DOCTOR_ROLES, named('clinic.coverage', page(() => import('../features/clinics/pages/CoveragePage')))),
  onlyFor(DOCTOR_ROLES, named('clinic.caseload', page(() => import('../features/caseload/pages/CaseloadPage')))),
  onlyFor(DOCTOR_ROLES, named('clinic.library', page(() => import('../features/programmes/pages/ExerciseLibraryPage')))),
  // Any doctor: the page itself tells a member of another role that only the clinic's owners see it.
  named('clinic.dashboard', page(() => import('../features/clinicDashboard/pages/ClinicDashboardPage'))),
];

const patientRoutes: RouteObject[] = [
  named('patient.home', page(() => import('./pages/PatientHomePage'))),
  named('patient.shopSessions', page(() => import('../features/shop/pages/ShopSessionsPage'))),
  named('patient.shopCoins', page(() => import('../features/shop/pages/ShopCoinsPage'))),
  named('patient.createWallet', page(() => import('../features/wallet/pages/CreateWalletPage'))),
  named('patient.importWallet', page(() => import('../features/wallet/pages/ImportWalletPage'))),
  named('patient.exportWallet', page(() => import('../features/wallet/pages/ExportWalletPage'))),
  named('patient.shopDevices', pages(() => import('../features/devices/pages/ShopDevicesPage'), () => import('../features/shop/pages/ShopDevicesSection'))),
  named('patient.requestInvoice', page(() => import('../features/shop/pages/InvoiceRequestPage'))),
  named('patient.cart', page(() => import('../features/shop/pages/CartPage'))),
  named('patient.orderCancel', page(() => import('../features/orders/pages/OrderCancelPage'))),
  named('patient.orderSuccess', page(() => import('../features/orders/pages/OrderSuccessPage'))),
  named('patient.orderConfirmation', page(() => import('../features/orders/pages/OrderConfirmationPage'))),
  named('patient.orderHistory', page(() => import('../features/orders/pages/OrderHistoryPage'))),
  named('patient.chat', page(() => import('../features/chat/pages/PatientChatPage'))),
  named('patient.questionnaire', page(() => import('../features/outcomes/pages/QuestionnairePage'))),
  named('patient.rtmConsent', page(() => import('../features/rtmConsent/pages/RtmConsentPage'))),
];

const customerRoutes: RouteObject[] = [
  named('patient.preorderSummary', page(() => import('../features/preorders/pages/PreorderSummaryPage'))),
  named('patient.kneeSleevePreorderForm', page(() => import('../features/preorders/pages/KneeSleevePreorderPage'))),
  named('patient.PreorderCancel', page(() => import('../features/preorders/pages/PreorderCancelPage'))),
  named('patient.preorderDetails', page(() => import('../features/preorders/pages/PreorderDetailsPage'))),
  named('patient.patientProfile', page(() => import('../features/patientProfile/pages/PatientProfilePage'))),
  named('patient.patientProfileEdit', page(() => import('../features/patientProfile/pages/PatientProfileEditPage'))),
];

/** The Help entries of the doctor, patient and customer menus. */
const helpRoutes: RouteObject[] = [
  named('patient.bugReport', page(() => import('../features/support/pages/BugReportPage'))),
  named('patient.feedback', page(() => import('../features/support/pages/FeedbackPage'))),
];

const adminRoutes: RouteObject[] = [
  {
    id: 'admin.home',
    path: ROUTES['admin.home'],
    lazy: page(() => import('../features/admin/pages/AdminHomePage')),
    children: [
      named('admin.collection', page(() => import('../features/admin/pages/CollectionPage'))),
      named('admin.document', page(() => import('../features/admin/pages/DocumentPage'))),
    ],
  },
  { path: ROUTES['admin.preorders'], element: <Navigate to={routePath('admin.preordersTable')} replace /> },
  named('admin.preordersTable', page(() => import('../features/adminPreorders/pages/PreordersTablePage'))),
  named('admin.preorderDetail', page(() => import('../features/adminPreorders/pages/PreorderDetailPage'))),
  {
    path: ROUTES['admin.bugs'],
    lazy: page(() => import('../features/bugBoard/pages/BugsLayout')),
    children: [
      { index: true, element: <Navigate to={routePath('admin.bugBoard')} replace /> },
      named('admin.bugBoard', page(() => import('../features/bugBoard/pages/BugBoardPage'))),
      named('admin.bugBacklog', page(() => import('../features/bugBoard/pages/BugBacklogPage'))),
    ],
  },
  named('admin.feedbackSubmissions', page(() => import('../features/bugBoard/pages/FeedbackAnalyticsPage'))),
  named('admin.reconcileReports', page(() => import('../features/reconcileReports/pages/ReconcileReportsPage'))),
  { path: ROUTES['admin.settings'], element: <Navigate to={routePath('admin.appearance')} replace /> },
  named('admin.appearance', page(() => import('../features/settings/pages/AppearancePage'))),
];

/** Only the members of these roles in the clinic: the gate reads the membership, so it loads with the page it guards. */
function onlyFor(roles: readonly ClinicRole[], child: RouteObject): RouteObject {
  const lazy = async () => {
    const { RequireClinicRole } = await import('./clinicRoleGate');
    return { element: <RequireClinicRole roles={roles} /> };
  };
  return { lazy, children: [child] };
}

/** The staff's work (issue 51), each page for one role in the clinic. */
const staffRoutes: RouteObject[] = [
  onlyFor(['frontDesk'], named('clinic.calendar', page(() => import('../features/frontDesk/pages/FrontDeskCalendarPage')))),
  onlyFor(['biller'], named('clinic.billing', page(() => import('../features/billing/pages/ClinicBillingPage')))),
  onlyFor(['assistant'], named('clinic.assistantTime', page(() => import('../features/assistantTime/pages/AssistantTimePage')))),
];

const signedInRoutes: RouteObject[] = [
  { path: ROUTES['dashboard.settings'], element: <Navigate to={routePath('dashboard.appearance')} replace /> },
  named('dashboard.appearance', page(() => import('../features/settings/pages/AppearancePage'))),
];

const publicPages: RouteObject[] = [
  named('pages.comingSoon', page(() => import('../features/shell/pages/PublicComingSoonPage'))),
  named('pages.maintenance', page(() => import('../features/shell/pages/MaintenancePage'))),
  named('pages.faq', page(() => import('../features/shell/pages/FaqPage'))),
  named('pages.terms', page(() => import('../features/shell/pages/TermsPage'))),
  // A clinic's invitation, signed in or out: its texts are the signed-in app's (the clinics namespace).
  named('clinic.invitation', page(async () => (await Promise.all([import('../features/clinics/pages/InvitationPage'), loadSignedInTexts()]))[0])),
  // Loaded with the router: RouteErrorPage shows it when a lazy page fails to load.
  { id: 'errors.error', path: ROUTES['errors.error'], Component: ErrorPage },
];

export const routeObjects: RouteObject[] = [
  {
    // A page that fails to load or throws shows the error page; the loader shows while the first page loads.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...authRoutes,
      ...publicPages,
      {
        // The signed-in frame comes with the signed-in app's texts, loaded beside its code.
        lazy: page(async () => (await Promise.all([import('../features/shell/pages/ShellLayout'), loadSignedInTexts()]))[0]),
        children: [
          { element: <RequireRole allow={DOCTOR} />, children: doctorRoutes },
          { element: <RequireRole allow={PATIENT} />, children: patientRoutes },
          {
            element: <RequireRole allow={DOCTOR_OR_PATIENT} />,
            children: [
              named('app.charts', page(() => import('../features/sessions/pages/ChartsPage'))),
              named('app.sessionChart', page(() => import('../features/sessions/pages/ChartsPage'))),
              named('visit.call', page(() => import('./pages/VideoVisitPage'))),
            ],
          },
          { element: <RequireRole allow={CLINIC_AREA} />, children: [named('app.clinic', page(() => import('../features/clinics/pages/ClinicPage')))] },
          { element: <RequireRole allow={STAFF} />, children: staffRoutes },
          { element: <RequireRole allow={PATIENT_OR_CUSTOMER} />, children: customerRoutes },
          { element: <RequireRole allow={HELP_AREA} />, children: helpRoutes },
          { element: <RequireRole allow={ADMIN} />, children: adminRoutes },
          { element: <RequireRole allow={SIGNED_IN} />, children: signedInRoutes },
        ],
      },
      { path: '*', element: <Navigate to={routePath('errors.error', { code: '404' })} replace /> },
    ],
  },
];

/** The app's router; creating it starts loading the current address's page. */
export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
