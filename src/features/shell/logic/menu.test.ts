import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../../lib/routes';
import { ADMIN_MENU, CUSTOMER_MENU, DOCTOR_MENU, PATIENT_MENU, STAFF_MENU, doctorMenu, markActive, menuFor, menuLinks, profileLinksOf, searchMenu, staffMenu, type MenuItem } from './menu';

const english = (items: ReturnType<typeof menuLinks>) => items.map((item) => item.title);
const identity = (key: string) => key;

describe('menus per role', () => {
  it('gives doctors the menu of the spec', () => {
    const outline = DOCTOR_MENU.map((item) => ({
      title: item.title,
      heading: item.isHeading,
      link: item.link,
      children: item.children?.map((child) => [child.title, child.link]),
    }));
    expect(outline).toEqual([
      { title: 'Dashboard', heading: true, link: undefined, children: undefined },
      { title: 'Doctor Dashboard', heading: false, link: 'dashboard.home-4', children: undefined },
      { title: 'Apps', heading: true, link: undefined, children: undefined },
      { title: 'Email', heading: false, link: undefined, children: [['Inbox', 'app.email']] },
      {
        title: 'Patients',
        heading: false,
        link: undefined,
        children: [
          ['All Patients', 'patients.list'],
          ['Add Patient', 'patients.addPatient'],
        ],
      },
      { title: 'Calendar', heading: false, link: 'app.calendar', children: undefined },
      { title: 'Chat', heading: false, link: 'app.chat', children: undefined },
      { title: 'Charts', heading: false, link: 'app.charts', children: undefined },
      { title: 'Triage', heading: false, link: 'triage.inbox', children: undefined },
      { title: 'Remote monitoring', heading: false, link: 'monitoring.overview', children: undefined },
      { title: 'Billing', heading: false, link: 'monitoring.billing', children: undefined },
      { title: 'Clinic', heading: false, link: 'app.clinic', children: undefined },
      { title: 'Caseload', heading: false, link: 'clinic.caseload', children: undefined },
      { title: 'Exercise library', heading: false, link: 'clinic.library', children: undefined },
      { title: 'Coverage', heading: false, link: 'clinic.coverage', children: undefined },
      { title: 'Help', heading: true, link: undefined, children: undefined },
      { title: 'Report a Bug', heading: false, link: 'patient.bugReport', children: undefined },
      { title: 'Provide Feedback', heading: false, link: 'patient.feedback', children: undefined },
    ]);
  });

  it('gives every entry the fields of the spec', () => {
    const staffWork = (['frontDesk', 'biller', 'assistant'] as const).flatMap((role) => staffMenu(role));
    for (const item of [...doctorMenu('owner'), ...PATIENT_MENU, ...CUSTOMER_MENU, ...STAFF_MENU, ...staffWork, ...ADMIN_MENU]) {
      expect(item).toMatchObject({
        title: expect.any(String),
        translationKey: expect.stringMatching(/^menu\./),
        isHeading: expect.any(Boolean),
        active: false,
        className: expect.any(String),
        isIconClass: expect.any(Boolean),
        icon: expect.any(String),
      });
    }
  });

  it("gives a clinic's staff his clinic and settings, with his role's work between them (issue 51)", () => {
    expect(english(menuLinks(menuFor('staff')))).toEqual(['Clinic', 'Settings']);
    const links = (role: Parameters<typeof staffMenu>[0]) => menuLinks(menuFor('staff', role)).map((item) => [item.title, item.link]);
    expect(links('frontDesk')).toEqual([['Clinic', 'app.clinic'], ['Calendar', 'clinic.calendar'], ['Settings', 'dashboard.appearance']]);
    expect(links('biller')).toEqual([['Clinic', 'app.clinic'], ['Billing', 'clinic.billing'], ['Settings', 'dashboard.appearance']]);
    expect(links('assistant')).toEqual([['Clinic', 'app.clinic'], ['My time', 'clinic.assistantTime'], ['Settings', 'dashboard.appearance']]);
  });

  it("gives only a clinic's owners its dashboard, before Caseload (issue 51)", () => {
    const owners = menuLinks(menuFor('doctor', 'owner')).map((item) => item.link);
    const clinic = owners.indexOf('app.clinic');
    expect(owners.slice(clinic, clinic + 3)).toEqual(['app.clinic', 'clinic.dashboard', 'clinic.caseload']);
    // a clinician's menu, or one whose role is still being read, is the doctor's menu as it is
    expect(menuFor('doctor', 'clinician')).toBe(DOCTOR_MENU);
    expect(menuFor('doctor', null)).toBe(DOCTOR_MENU);
  });

  it('gives customers only pre-orders, bug report and feedback', () => {
    expect(english(menuLinks(menuFor('customer')))).toEqual(['Pre-orders', 'Report a Bug', 'Provide Feedback']);
  });

  it('gives patients the shop, charts, their monitoring consent, chat and help', () => {
    expect(menuLinks(menuFor('patient')).map((item) => item.link)).toEqual([
      'patient.home',
      'app.charts',
      'patient.rtmConsent',
      'patient.shopSessions',
      'patient.shopCoins',
      'patient.shopDevices',
      'patient.orderHistory',
      'patient.chat',
      'patient.preorderSummary',
      'patient.bugReport',
      'patient.feedback',
    ]);
  });

  it('gives admins the back office', () => {
    expect(menuLinks(menuFor('admin')).map((item) => item.link)).toEqual([
      'admin.home',
      'admin.preordersTable',
      'admin.bugBoard',
      'admin.feedbackSubmissions',
      'admin.reconcileReports',
      'admin.appearance',
    ]);
  });

  it('gives accounts without a role no menu', () => {
    expect(menuFor('none')).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });
});

describe('markActive', () => {
  const activeTitles = (pathname: string) =>
    markActive(DOCTOR_MENU, pathname).flatMap((item) => [item, ...(item.children ?? [])]).filter((item) => item.active).map((item) => item.title);

  it('marks the current page and its parent', () => {
    expect(activeTitles('/patients/add')).toEqual(['Patients', 'Add Patient']);
    expect(activeTitles('/app/email')).toEqual(['Email', 'Inbox']);
  });

  it("marks a patient's dashboard as All Patients' page", () => {
    expect(activeTitles('/patients/some-uid')).toEqual(['Patients', 'All Patients']);
  });

  it('matches the root only exactly', () => {
    expect(activeTitles('/')).toEqual(['Doctor Dashboard']);
    expect(activeTitles('/profile')).toEqual([]);
  });

  it('leaves the menu data untouched', () => {
    markActive(DOCTOR_MENU, '/app/chat');
    expect(DOCTOR_MENU.some((item) => item.active)).toBe(false);
  });
});

/** Every page of the route table, its parameters filled in. */
const PAGES = (Object.keys(ROUTES) as RouteName[]).map((name) => [name, ROUTES[name].replace(/:\w+/g, 'some-id')] as const);

/** The doctor's entries and the pages on which each is the current one. */
const DOCTOR_CURRENT_ON: Partial<Record<RouteName, RouteName[]>> = {
  'dashboard.home-4': ['dashboard.home-4'],
  'app.email': ['app.email'],
  'patients.list': ['patients.list', 'patients.patientDashboard'],
  'patients.addPatient': ['patients.addPatient'],
  'app.calendar': ['app.calendar'],
  'app.chat': ['app.chat'],
  'app.charts': ['app.charts'],
  'triage.inbox': ['triage.inbox'],
  'monitoring.overview': ['monitoring.overview', 'monitoring.report'],
  'monitoring.billing': ['monitoring.billing'],
  'app.clinic': ['app.clinic'],
  'clinic.caseload': ['clinic.caseload'],
  'clinic.library': ['clinic.library'],
  'clinic.coverage': ['clinic.coverage'],
  'patient.bugReport': ['patient.bugReport'],
  'patient.feedback': ['patient.feedback'],
};

/** Each role's entries and the pages on which each is the current one. */
const CURRENT_ON: [string, readonly MenuItem[], Partial<Record<RouteName, RouteName[]>>][] = [
  ['doctor', DOCTOR_MENU, DOCTOR_CURRENT_ON],
  ['owner', doctorMenu('owner'), { ...DOCTOR_CURRENT_ON, 'clinic.dashboard': ['clinic.dashboard'] }],
  [
    'staff',
    STAFF_MENU,
    {
      'app.clinic': ['app.clinic'],
      'dashboard.appearance': ['dashboard.appearance'],
    },
  ],
  [
    'front desk',
    staffMenu('frontDesk'),
    {
      'app.clinic': ['app.clinic'],
      'clinic.calendar': ['clinic.calendar'],
      'dashboard.appearance': ['dashboard.appearance'],
    },
  ],
  [
    'patient',
    PATIENT_MENU,
    {
      'patient.home': ['patient.home'],
      'app.charts': ['app.charts'],
      'patient.rtmConsent': ['patient.rtmConsent'],
      'patient.shopSessions': ['patient.shopSessions'],
      'patient.shopCoins': ['patient.shopCoins', 'patient.createWallet', 'patient.importWallet', 'patient.exportWallet'],
      'patient.shopDevices': ['patient.shopDevices', 'patient.requestInvoice'],
      'patient.orderHistory': ['patient.orderHistory', 'patient.orderConfirmation'],
      'patient.chat': ['patient.chat'],
      'patient.preorderSummary': ['patient.preorderSummary', 'patient.kneeSleevePreorderForm', 'patient.PreorderCancel', 'patient.preorderDetails'],
      'patient.bugReport': ['patient.bugReport'],
      'patient.feedback': ['patient.feedback'],
    },
  ],
  [
    'customer',
    CUSTOMER_MENU,
    {
      'patient.preorderSummary': ['patient.preorderSummary', 'patient.kneeSleevePreorderForm', 'patient.PreorderCancel', 'patient.preorderDetails'],
      'patient.bugReport': ['patient.bugReport'],
      'patient.feedback': ['patient.feedback'],
    },
  ],
  [
    'admin',
    ADMIN_MENU,
    {
      'admin.home': ['admin.home', 'admin.collection', 'admin.document'],
      'admin.preordersTable': ['admin.preorders', 'admin.preordersTable', 'admin.preorderDetail'],
      'admin.bugBoard': ['admin.bugs', 'admin.bugBoard', 'admin.bugBacklog'],
      'admin.feedbackSubmissions': ['admin.feedbackSubmissions'],
      'admin.reconcileReports': ['admin.reconcileReports'],
      'admin.appearance': ['admin.settings', 'admin.appearance'],
    },
  ],
];

describe.each(CURRENT_ON)('the %s menu', (_role, menu, currentOn) => {
  const activeLinks = (pathname: string) =>
    markActive(menu, pathname)
      .flatMap((item) => [item, ...(item.children ?? [])])
      .filter((item) => item.active && item.link)
      .map((item) => item.link);

  it.each(PAGES)('marks exactly the entry of %s (%s)', (page, pathname) => {
    const owners = Object.entries(currentOn)
      .filter(([, pages]) => pages.includes(page))
      .map(([link]) => link);
    expect(activeLinks(pathname)).toEqual(owners);
  });

  it('lists every entry it has', () => {
    expect(Object.keys(currentOn).sort()).toEqual(menuLinks(menu).map((item) => item.link).sort());
  });
});

describe('searchMenu', () => {
  it('finds entries by title, children included, ignoring case', () => {
    expect(english(searchMenu(DOCTOR_MENU, 'patient', identity))).toEqual(['All Patients', 'Add Patient']);
    expect(english(searchMenu(DOCTOR_MENU, 'PATIENT', () => 'x'))).toEqual(['All Patients', 'Add Patient']);
    expect(english(searchMenu(DOCTOR_MENU, 'inbox', () => ''))).toEqual(['Inbox']);
  });

  it('finds entries by their translated title', () => {
    const french: Record<string, string> = { 'menu.calendar': 'Calendrier' };
    expect(english(searchMenu(DOCTOR_MENU, 'calend', (key) => french[key] ?? key))).toEqual(['Calendar']);
    expect(english(searchMenu(DOCTOR_MENU, 'drier', (key) => french[key] ?? key))).toEqual(['Calendar']);
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchMenu(DOCTOR_MENU, '   ', identity)).toEqual([]);
    expect(searchMenu(DOCTOR_MENU, 'zzz', identity)).toEqual([]);
  });

  it('lists an entry that appears twice only once', () => {
    expect(english(searchMenu(CUSTOMER_MENU, 'pre-orders', identity))).toEqual(['Pre-orders']);
  });
});

describe('profileLinksOf', () => {
  it('sends doctors and patients to their own profile pages and admins to their settings', () => {
    expect(profileLinksOf('doctor')).toEqual({ profile: 'dashboard.profile', editProfile: 'dashboard.editProfile', settings: 'dashboard.appearance' });
    expect(profileLinksOf('patient').profile).toBe('patient.patientProfile');
    expect(profileLinksOf('customer').editProfile).toBe('patient.patientProfileEdit');
    expect(profileLinksOf('admin')).toEqual({ profile: null, editProfile: null, settings: 'admin.appearance' });
  });
});
