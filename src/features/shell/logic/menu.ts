import { matchRoutes } from 'react-router-dom';
import { roleMay, type ClinicRole } from '@rehab/model/clinics';
import { ROUTES, type RouteName } from '../../../lib/routes';
import type { Role } from '../../auth';

/** One entry of the sidebar (and horizontal) menu, as the spec describes it. */
export interface MenuItem {
  /** the English title (the `shell` translation of translationKey) */
  title: string;
  translationKey: string;
  /** a section heading, not a link */
  isHeading: boolean;
  /** whether the entry (or one of its children) is the current page; see markActive */
  active: boolean;
  link?: RouteName;
  className: string;
  /** icon is a CSS icon class (Bootstrap Icons) rather than an image */
  isIconClass: boolean;
  icon: string;
  children?: MenuItem[];
}

function heading(title: string, translationKey: string): MenuItem {
  return { title, translationKey, isHeading: true, active: false, className: 'app-menu-heading', isIconClass: false, icon: '' };
}

function entry(title: string, translationKey: string, icon: string, link?: RouteName, children?: MenuItem[]): MenuItem {
  return {
    title,
    translationKey,
    isHeading: false,
    active: false,
    ...(link ? { link } : {}),
    className: 'app-menu-item',
    isIconClass: true,
    icon,
    ...(children ? { children } : {}),
  };
}

const HELP: MenuItem[] = [
  heading('Help', 'menu.help'),
  entry('Report a Bug', 'menu.reportBug', 'bi-bug', 'patient.bugReport'),
  entry('Provide Feedback', 'menu.provideFeedback', 'bi-chat-square-heart', 'patient.feedback'),
];

export const DOCTOR_MENU: readonly MenuItem[] = [
  heading('Dashboard', 'menu.dashboard'),
  entry('Doctor Dashboard', 'menu.doctorDashboard', 'bi-speedometer2', 'dashboard.home-4'),
  heading('Apps', 'menu.apps'),
  entry('Email', 'menu.email', 'bi-envelope', undefined, [entry('Inbox', 'menu.inbox', 'bi-inbox', 'app.email')]),
  entry('Patients', 'menu.patients', 'bi-people', undefined, [
    entry('All Patients', 'menu.allPatients', 'bi-person-lines-fill', 'patients.list'),
    entry('Add Patient', 'menu.addPatient', 'bi-person-plus', 'patients.addPatient'),
  ]),
  entry('Calendar', 'menu.calendar', 'bi-calendar3', 'app.calendar'),
  entry('Chat', 'menu.chat', 'bi-chat-dots', 'app.chat'),
  entry('Charts', 'menu.charts', 'bi-graph-up', 'app.charts'),
  entry('Triage', 'menu.triage', 'bi-exclamation-triangle', 'triage.inbox'),
  entry('Remote monitoring', 'menu.monitoring', 'bi-clipboard2-pulse', 'monitoring.overview'),
  entry('Billing', 'menu.billing', 'bi-receipt-cutoff', 'monitoring.billing'),
  entry('Clinic', 'menu.clinic', 'bi-building', 'app.clinic'),
  // The clinic's patients, whoever their primary clinician (issue 51)
  entry('Caseload', 'menu.caseload', 'bi-card-list', 'clinic.caseload'),
  // The clinic's exercise library and programmes (issue 54): the role table's library authors, its owners and clinicians
  entry('Exercise library', 'menu.exerciseLibrary', 'bi-collection-play', 'clinic.library'),
  // An owner's or clinician's time away and whom he covers (issue 51)
  entry('Coverage', 'menu.coverage', 'bi-person-check', 'clinic.coverage'),
  ...HELP,
];

/** The clinic's figures per clinician (issue 51), before Caseload in the menu of the roles that read them: its owners. */
const CLINIC_DASHBOARD = entry('Clinic dashboard', 'menu.clinicDashboard', 'bi-clipboard-data', 'clinic.dashboard');

/** A doctor's menu, with the clinic's dashboard when his role in his clinic reads it (none while the role is read). */
export function doctorMenu(clinicRole: ClinicRole | null): readonly MenuItem[] {
  if (!roleMay(clinicRole ?? undefined, 'dashboard', 'read')) return DOCTOR_MENU;
  const caseload = DOCTOR_MENU.findIndex((item) => item.link === 'clinic.caseload');
  return [...DOCTOR_MENU.slice(0, caseload), CLINIC_DASHBOARD, ...DOCTOR_MENU.slice(caseload)];
}

/** A clinic's assistant, front desk or biller (issue 50): his clinic, and settings. */
export const STAFF_MENU: readonly MenuItem[] = [
  heading('Clinic', 'menu.clinic'),
  entry('Clinic', 'menu.clinic', 'bi-building', 'app.clinic'),
  entry('Settings', 'menu.settings', 'bi-gear', 'dashboard.appearance'),
];

/** Each staff role's work (issue 51), below his clinic in his menu. */
const STAFF_WORK: Readonly<Partial<Record<ClinicRole, MenuItem>>> = {
  frontDesk: entry('Calendar', 'menu.calendar', 'bi-calendar3', 'clinic.calendar'),
  biller: entry('Billing', 'menu.billing', 'bi-receipt-cutoff', 'clinic.billing'),
  assistant: entry('My time', 'menu.assistantTime', 'bi-clock', 'clinic.assistantTime'),
};

/** The staff menu with the work of his role (while his membership is read, or without one: his clinic and settings). */
export function staffMenu(clinicRole: ClinicRole | null): readonly MenuItem[] {
  const work = clinicRole === null ? undefined : STAFF_WORK[clinicRole];
  if (!work) return STAFF_MENU;
  const [clinicHeading, clinic, ...rest] = STAFF_MENU;
  return [clinicHeading, clinic, work, ...rest];
}

export const PATIENT_MENU: readonly MenuItem[] = [
  heading('Dashboard', 'menu.dashboard'),
  entry('Home', 'menu.home', 'bi-house', 'patient.home'),
  entry('Charts', 'menu.charts', 'bi-graph-up', 'app.charts'),
  entry('Monitoring consent', 'menu.monitoringConsent', 'bi-clipboard-check', 'patient.rtmConsent'),
  heading('Shop', 'menu.shop'),
  entry('Shop Sessions', 'menu.shopSessions', 'bi-bag-plus', 'patient.shopSessions'),
  entry('Shop Coins', 'menu.shopCoins', 'bi-coin', 'patient.shopCoins'),
  entry('Shop Devices', 'menu.shopDevices', 'bi-smartwatch', 'patient.shopDevices'),
  entry('Orders', 'menu.orders', 'bi-receipt', 'patient.orderHistory'),
  heading('Apps', 'menu.apps'),
  entry('Chat', 'menu.chat', 'bi-chat-dots', 'patient.chat'),
  entry('Pre-orders', 'menu.preorders', 'bi-box-seam', 'patient.preorderSummary'),
  ...HELP,
];

/** Unauthorised patients (customers): pre-order, bug report, feedback. */
export const CUSTOMER_MENU: readonly MenuItem[] = [
  heading('Pre-orders', 'menu.preorders'),
  entry('Pre-orders', 'menu.preorders', 'bi-box-seam', 'patient.preorderSummary'),
  ...HELP,
];

export const ADMIN_MENU: readonly MenuItem[] = [
  heading('Admin', 'menu.admin'),
  entry('Database', 'menu.database', 'bi-database', 'admin.home'),
  entry('Pre-orders', 'menu.preorders', 'bi-box-seam', 'admin.preordersTable'),
  entry('Bugs', 'menu.bugs', 'bi-kanban', 'admin.bugBoard'),
  entry('Feedback', 'menu.feedback', 'bi-chat-square-text', 'admin.feedbackSubmissions'),
  entry('Reconcile reports', 'menu.reconcile', 'bi-clipboard-check', 'admin.reconcileReports'),
  entry('Settings', 'menu.settings', 'bi-gear', 'admin.appearance'),
];

/** The menu of a role; a doctor's and a clinic's staff member's depend on his role in the clinic (null until it is read). */
export function menuFor(role: Role | null, clinicRole: ClinicRole | null = null): readonly MenuItem[] {
  switch (role) {
    case 'doctor':
      return doctorMenu(clinicRole);
    case 'patient':
      return PATIENT_MENU;
    case 'customer':
      return CUSTOMER_MENU;
    case 'staff':
      return staffMenu(clinicRole);
    case 'admin':
      return ADMIN_MENU;
    default:
      return [];
  }
}

/**
 * The pages, besides its own link, on which a menu entry is the current one.
 * An entry is current on exactly these pages, so that no other page (a
 * sibling page below the same area, say) lights it up.
 */
const ALSO_CURRENT_ON: Partial<Record<RouteName, readonly RouteName[]>> = {
  'patients.list': ['patients.patientDashboard'],
  'monitoring.overview': ['monitoring.report'],
  'patient.shopCoins': ['patient.createWallet', 'patient.importWallet', 'patient.exportWallet'],
  'patient.shopDevices': ['patient.requestInvoice'],
  'patient.orderHistory': ['patient.orderConfirmation'],
  'patient.preorderSummary': ['patient.kneeSleevePreorderForm', 'patient.PreorderCancel', 'patient.preorderDetails'],
  'admin.home': ['admin.collection', 'admin.document'],
  'admin.preordersTable': ['admin.preorders', 'admin.preorderDetail'],
  'admin.bugBoard': ['admin.bugs', 'admin.bugBacklog'],
  'admin.appearance': ['admin.settings'],
};

/**
 * The link of the entry whose page is showing, or null. Paths are matched as
 * the router matches them, so /patients/add is Add Patient's page and not a
 * patient's dashboard (/patients/:uid).
 */
function currentLink(items: readonly MenuItem[], pathname: string): RouteName | null {
  const pages = menuLinks(items).flatMap(({ link }) =>
    [link!, ...(ALSO_CURRENT_ON[link!] ?? [])].map((page) => ({ path: ROUTES[page], link: link! })),
  );
  return matchRoutes(pages, pathname)?.[0].route.link ?? null;
}

/** The menu with `active` set on the entry of the current page and on its parent. */
export function markActive(items: readonly MenuItem[], pathname: string): MenuItem[] {
  const current = currentLink(items, pathname);
  const mark = (item: MenuItem): MenuItem => {
    const children = item.children?.map(mark);
    const active = (current !== null && item.link === current) || (children?.some((child) => child.active) ?? false);
    return { ...item, active, ...(children ? { children } : {}) };
  };
  return items.map(mark);
}

/** Every entry that links somewhere, children included, each once. */
export function menuLinks(items: readonly MenuItem[]): MenuItem[] {
  const seen = new Set<string>();
  const links: MenuItem[] = [];
  const visit = (item: MenuItem) => {
    if (item.link && !item.isHeading && !seen.has(item.link)) {
      seen.add(item.link);
      links.push(item);
    }
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return links;
}

/**
 * The menu entries whose title (translated or English) contains the query,
 * ignoring case. An empty query finds nothing.
 */
export function searchMenu(items: readonly MenuItem[], query: string, translate: (key: string) => string): MenuItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return menuLinks(items).filter((item) =>
    [translate(item.translationKey), item.title].some((title) => title.toLocaleLowerCase().includes(needle)),
  );
}

export interface ProfileLinks {
  profile: RouteName | null;
  editProfile: RouteName | null;
  settings: RouteName;
}

/** Doctors and patients have their own profile pages; admins only settings. */
export function profileLinksOf(role: Role | null): ProfileLinks {
  switch (role) {
    case 'doctor':
      return { profile: 'dashboard.profile', editProfile: 'dashboard.editProfile', settings: 'dashboard.appearance' };
    case 'patient':
    case 'customer':
      return { profile: 'patient.patientProfile', editProfile: 'patient.patientProfileEdit', settings: 'dashboard.appearance' };
    case 'admin':
      return { profile: null, editProfile: null, settings: 'admin.appearance' };
    default:
      return { profile: null, editProfile: null, settings: 'dashboard.appearance' };
  }
}
