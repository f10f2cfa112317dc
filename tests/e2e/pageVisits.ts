/**
 * Every page of the app, as its visitors open it: one entry per route of the
 * route table (@rehab/model/routes), saying who opens it and with which
 * parameters from the seeded demo world. The accessibility gate
 * (accessibility.spec.ts) visits each of them; a route added to the table
 * without an entry here fails the type-check and the gate. A page that shows
 * documents of different kinds differently (a pre-order's status tag, an
 * organization order's badge) takes several sets of parameters: one visit each.
 */
import { ROUTES, type RouteName, type RouteParams } from '@rehab/model/routes';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { displayedStatus, isOrganizationOrder } from '@rehab/model/preorders';
import { currentOccurrence } from '@rehab/model/outcomes/schedule';
import { localDay } from '@rehab/model/reminders';
import { Timestamp } from 'firebase-admin/firestore';
import { INVITATION_DAYS, type ClinicInvitation } from '@rehab/model/clinics';
import { DEMO_ACCOUNTS, DEMO_CLINICS } from '../../scripts/seed/accounts';
import { DEMO_DUE_LEFS_ASSIGNMENT } from '../../scripts/seed/outcomes';
import { admin } from './support';

/**
 * Who opens a page: signed out, or signed in as the demo account of a role (staff: a clinic's front desk; the biller
 * and the assistant are staff too, each with his own page: issue 51).
 */
export type Visitor = 'guest' | 'doctor' | 'patient' | 'customer' | 'staff' | 'biller' | 'assistant' | 'admin';

/** The demo account each signed-in visitor uses. */
export const VISITOR_ACCOUNTS: Record<Exclude<Visitor, 'guest'>, { email: string }> = {
  doctor: DEMO_ACCOUNTS.doctor,
  patient: DEMO_ACCOUNTS.patient,
  customer: DEMO_ACCOUNTS.customer,
  staff: DEMO_ACCOUNTS.frontDesk,
  biller: DEMO_ACCOUNTS.biller,
  assistant: DEMO_ACCOUNTS.assistant,
  admin: DEMO_ACCOUNTS.admin,
};

/** Patients and customers use the app on their phones, doctors and admins at a desk; the access pages are seen on both. */
export const VIEWPORTS: Record<Visitor, { width: number; height: number }> = {
  guest: { width: 390, height: 844 },
  patient: { width: 390, height: 844 },
  customer: { width: 390, height: 844 },
  doctor: { width: 1366, height: 768 },
  staff: { width: 1366, height: 768 },
  biller: { width: 1366, height: 768 },
  assistant: { width: 1366, height: 768 },
  admin: { width: 1366, height: 768 },
};

type PageVisit<N extends RouteName> = {
  /** everyone who may open the page */
  as: readonly Visitor[];
  /** a route that redirects: the page it lands on */
  landsOn?: RouteName;
} & (keyof RouteParams<N> extends never ? { params?: never } : { params: (visitor: Visitor) => Promise<RouteParams<N> | RouteParams<N>[]> });

/** The first document of a query of the demo world (by id, or the oldest by `oldestBy`), for routes that name one. */
async function firstId(collection: string, field: string, value: string, oldestBy?: string): Promise<string> {
  const query = admin().db.collection(collection).where(field, '==', value);
  const found = await (oldestBy ? query.orderBy(oldestBy) : query).limit(1).get();
  if (found.empty) throw new Error(`The demo world has no ${collection} document with ${field} = ${value}: seed it (npx tsx scripts/seed.ts --reset).`);
  return found.docs[0].id;
}

const visitorEmail = (visitor: Visitor) => (visitor === 'guest' ? '' : VISITOR_ACCOUNTS[visitor].email);

/**
 * One pre-order of each kind (organization or not) and shown status among the visitor's own (the admin's: everyone's),
 * the oldest of each: a seeded one (tests add pre-orders of their own later), so that every badge and status tag the
 * demo world shows is checked.
 */
async function preordersOfEachKind(visitor: Visitor): Promise<{ id: string }[]> {
  const preorders = admin().db.collection('kneeSleevePreorders');
  const found = await (visitor === 'admin' ? preorders : preorders.where('email', '==', visitorEmail(visitor))).orderBy('orderDate').get();
  if (found.empty) throw new Error(`The demo world has no pre-order of the ${visitor}: seed it (npx tsx scripts/seed.ts --reset).`);
  const byKind = new Map<string, string>();
  for (const preorder of found.docs) {
    const data = preorder.data() as KneeSleevePreorder;
    const kind = `${isOrganizationOrder(data) ? 'organization' : 'individual'}, ${displayedStatus(data)}`;
    if (!byKind.has(kind)) byKind.set(kind, preorder.id);
  }
  return [...byKind.values()].map((id) => ({ id }));
}
/** The demo patient's oldest order: a seeded one (tests add orders of their own to that history and delete them). */
const patientOrder = async () => ({ sessionId: await firstId('orders', 'uid', DEMO_ACCOUNTS.patient.uid, 'date') });
const patientWallet = async () => ({
  walletAddress: String((await admin().db.doc(`web3Wallets/${DEMO_ACCOUNTS.patient.uid}`).get()).get('address')),
});

/** The demo patient's LEFS due now (scripts/seed/outcomes.ts): its assignment and current occurrence. */
const dueQuestionnaire = async () => {
  const assignmentId = DEMO_DUE_LEFS_ASSIGNMENT;
  const assignment = (await admin().db.doc(`questionnaireAssignments/${assignmentId}`).get()).data();
  if (!assignment) throw new Error('The demo world has no due LEFS: seed it (npx tsx scripts/seed.ts --reset).');
  const occurrenceDay = currentOccurrence(assignment.startDay, assignment.schedule, localDay(Date.now(), DEFAULT_TIME_ZONE));
  return { assignmentId, occurrenceDay: occurrenceDay ?? assignment.startDay };
};

/** One of the demo patient's online appointments with the demo doctor (the visit page says when it opens, or the pre-join check). */
const demoOnlineAppointment = async () => {
  const found = await admin()
    .db.collection('appointments')
    .where('userID', '==', DEMO_ACCOUNTS.patient.uid)
    .where('doctorID', '==', DEMO_ACCOUNTS.doctor.uid)
    .where('isOnline', '==', true)
    .limit(1)
    .get();
  if (found.empty) throw new Error('The demo world has no online appointment: seed it (npx tsx scripts/seed.ts --reset).');
  return { appointmentId: found.docs[0].id };
};

/**
 * A pending invitation to Northside Rehab, the visit's own (the demo world has none: its members have joined), so that
 * the invitation page is checked with its forms; written again on each visit, a fortnight ahead.
 */
const VISIT_INVITATION_ID = 'a11y-visit-invitation-northside';
const pendingInvitation = async () => {
  const now = Date.now();
  const invitation: ClinicInvitation = {
    clinicId: DEMO_CLINICS.northside.id,
    clinicName: DEMO_CLINICS.northside.name,
    email: 'invited.front.desk@demo.test',
    role: 'frontDesk',
    supervisor: null,
    invitedBy: DEMO_ACCOUNTS.doctor.uid,
    invitedByName: `${DEMO_ACCOUNTS.doctor.firstName} ${DEMO_ACCOUNTS.doctor.lastName}`,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + INVITATION_DAYS * 86_400_000),
    state: 'pending',
    acceptedBy: null,
    acceptedAt: null,
  };
  await admin().db.doc(`clinicInvitations/${VISIT_INVITATION_ID}`).set(invitation);
  return { invitationId: VISIT_INVITATION_ID };
};

const SIGNED_IN_HELP: readonly Visitor[] = ['doctor', 'patient', 'customer'];
const SIGNED_IN_SETTINGS: readonly Visitor[] = [...SIGNED_IN_HELP, 'staff'];
const PATIENT_OR_CUSTOMER: readonly Visitor[] = ['patient', 'customer'];

export const PAGE_VISITS: { [N in RouteName]: PageVisit<N> } = {
  'auth1.sign-in1': { as: ['guest'] },
  'auth1.sign-up1': { as: ['guest'] },
  'auth1.password-reset1': { as: ['guest'] },
  'auth1.lock-screen1': { as: ['guest'] },
  'auth1.confirm-mail1': { as: ['guest'] },
  'dark.sign-in1': { as: ['guest'] },
  'dark.sign-up1': { as: ['guest'] },

  'dashboard.home-4': { as: ['doctor'] },
  'dashboard.profile': { as: ['doctor'] },
  'dashboard.editProfile': { as: ['doctor'] },
  'dashboard.settings': { as: SIGNED_IN_SETTINGS, landsOn: 'dashboard.appearance' },
  'dashboard.appearance': { as: SIGNED_IN_SETTINGS },
  'app.email': { as: ['doctor'] },
  'app.calendar': { as: ['doctor'] },
  'app.chat': { as: ['doctor'] },
  'app.charts': { as: ['doctor', 'patient'] },
  'app.sessionChart': { as: ['doctor', 'patient'], params: async () => ({ uid: DEMO_ACCOUNTS.patient.uid, sessionId: await firstId('sessions', 'userId', DEMO_ACCOUNTS.patient.uid, 'date') }) },
  'patients.list': { as: ['doctor'] },
  'patients.addPatient': { as: ['doctor'] },
  'patients.patientDashboard': { as: ['doctor'], params: async () => ({ uid: DEMO_ACCOUNTS.patient.uid }) },
  'monitoring.overview': { as: ['doctor'] },
  'monitoring.report': { as: ['doctor'], params: async () => ({ uid: DEMO_ACCOUNTS.patient.uid }) },
  'monitoring.billing': { as: ['doctor'] },
  'triage.inbox': { as: ['doctor'] },
  'visit.call': { as: ['doctor', 'patient'], params: demoOnlineAppointment },
  'app.clinic': { as: ['doctor', 'staff', 'biller', 'assistant'] },
  'clinic.invitation': { as: ['guest'], params: pendingInvitation },
  'clinic.calendar': { as: ['staff'] },
  'clinic.billing': { as: ['biller'] },
  'clinic.assistantTime': { as: ['assistant'] },
  'clinic.coverage': { as: ['doctor'] },
  'clinic.caseload': { as: ['doctor'] },
  'clinic.library': { as: ['doctor'] },
  // the demo doctor owns Northside Rehab: its dashboard
  'clinic.dashboard': { as: ['doctor'] },

  'patient.home': { as: ['patient'] },
  'patient.preorderSummary': { as: PATIENT_OR_CUSTOMER },
  'patient.kneeSleevePreorderForm': { as: PATIENT_OR_CUSTOMER },
  'patient.PreorderCancel': { as: PATIENT_OR_CUSTOMER, landsOn: 'patient.kneeSleevePreorderForm' },
  'patient.preorderDetails': { as: PATIENT_OR_CUSTOMER, params: preordersOfEachKind },
  'patient.bugReport': { as: SIGNED_IN_HELP },
  'patient.feedback': { as: SIGNED_IN_HELP },
  'patient.patientProfile': { as: PATIENT_OR_CUSTOMER },
  'patient.patientProfileEdit': { as: PATIENT_OR_CUSTOMER },
  'patient.shopSessions': { as: ['patient'] },
  'patient.shopCoins': { as: ['patient'] },
  'patient.createWallet': { as: ['patient'] },
  'patient.importWallet': { as: ['patient'] },
  'patient.exportWallet': { as: ['patient'], params: patientWallet },
  'patient.shopDevices': { as: ['patient'] },
  'patient.requestInvoice': { as: ['patient'] },
  'patient.cart': { as: ['patient'] },
  'patient.orderCancel': { as: ['patient'], landsOn: 'patient.cart' },
  'patient.orderSuccess': { as: ['patient'], params: patientOrder },
  'patient.orderConfirmation': { as: ['patient'], params: patientOrder },
  'patient.orderHistory': { as: ['patient'] },
  'patient.chat': { as: ['patient'] },
  'patient.questionnaire': { as: ['patient'], params: dueQuestionnaire },
  'patient.rtmConsent': { as: ['patient'] },

  'admin.home': { as: ['admin'] },
  'admin.collection': { as: ['admin'], params: async () => ({ collection: 'users' }) },
  'admin.document': { as: ['admin'], params: async () => ({ collectionId: 'users', docId: DEMO_ACCOUNTS.patient.uid }) },
  'admin.preorders': { as: ['admin'], landsOn: 'admin.preordersTable' },
  'admin.preordersTable': { as: ['admin'] },
  'admin.preorderDetail': { as: ['admin'], params: preordersOfEachKind },
  'admin.bugs': { as: ['admin'], landsOn: 'admin.bugBoard' },
  'admin.bugBoard': { as: ['admin'] },
  'admin.bugBacklog': { as: ['admin'] },
  'admin.feedbackSubmissions': { as: ['admin'] },
  'admin.reconcileReports': { as: ['admin'] },
  'admin.settings': { as: ['admin'], landsOn: 'admin.appearance' },
  'admin.appearance': { as: ['admin'] },

  'pages.comingSoon': { as: ['guest'] },
  'pages.maintenance': { as: ['guest'] },
  'pages.faq': { as: ['guest'] },
  'pages.terms': { as: ['guest'] },
  'errors.error': { as: ['guest'], params: async () => ({ code: '404' }) },
};

/** One page to check: the route, the path to open, the path it shows. */
export interface PageToCheck {
  route: RouteName;
  path: string;
  landsOn: string;
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`No value for :${key} in ${path}`);
    return encodeURIComponent(params[key]);
  });
}

/** The pages a visitor opens, with their parameters looked up in the demo world (a page with several sets: each). */
export async function pagesOf(visitor: Visitor): Promise<PageToCheck[]> {
  const names = (Object.keys(PAGE_VISITS) as RouteName[]).filter((name) => PAGE_VISITS[name].as.includes(visitor));
  const pages = await Promise.all(
    names.map(async (route) => {
      const visit: { params?: (visitor: Visitor) => Promise<Record<string, string> | Record<string, string>[]>; landsOn?: RouteName } = PAGE_VISITS[route];
      const sets = visit.params ? [await visit.params(visitor)].flat() : [{}];
      return sets.map((params) => ({ route, path: fill(ROUTES[route], params), landsOn: fill(ROUTES[visit.landsOn ?? route], params) }));
    }),
  );
  return pages.flat();
}
