/**
 * Fixed identifiers of the demo world, for tests and manual checks to import.
 * Everything here is constant: the seed builds its documents around these.
 */
import type { DeviceType, Side } from '@rehab/model/collections';

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The accounts a tester signs in with, one per role. */
export const DEMO_ACCOUNTS = {
  /** verified doctor with patients, devices, appointments, inbox and chats */
  doctor: { uid: 'demo-doctor', email: 'doctor@demo.test', firstName: 'Daniel', lastName: 'Reyes' },
  /** doctor whose record is not verified yet: sign-in is refused */
  newDoctor: { uid: 'demo-new-doctor', email: 'newdoctor@demo.test', firstName: 'Emily', lastName: 'Novak' },
  /** another verified doctor, sharing the patient Grace O'Brien with the demo doctor */
  secondDoctor: { uid: 'demo-doctor-2', email: 'doctor2@demo.test', firstName: 'Olivia', lastName: 'Grant' },
  /** authorised patient with a glove pair, a knee brace and a year of sessions */
  patient: { uid: 'demo-patient', email: 'patient@demo.test', firstName: 'Liam', lastName: 'Carter' },
  /** unauthorised customer: knee sleeve pre-orders only */
  customer: { uid: 'demo-customer', email: 'customer@demo.test', firstName: 'Chloe', lastName: 'Dubois' },
  /** back-office staff: `admin` claim, no users or doctors record */
  admin: { uid: 'demo-admin', email: 'admin@demo.test', firstName: 'Alex', lastName: 'Morgan' },
  /** Northside Rehab's physical therapist (clinician, `discipline` GP): a verified doctor in the demo doctor's clinic */
  clinician: { uid: 'demo-clinician', email: 'physio@demo.test', firstName: 'Hannah', lastName: 'Brooks' },
  /** Northside Rehab's assistant, supervised by the physical therapist: a staff record, no doctors record */
  assistant: { uid: 'demo-assistant', email: 'assistant@demo.test', firstName: 'Marco', lastName: 'Silva' },
  /** Northside Rehab's front desk */
  frontDesk: { uid: 'demo-front-desk', email: 'frontdesk@demo.test', firstName: 'Jess', lastName: 'Park' },
  /** Northside Rehab's biller */
  biller: { uid: 'demo-biller', email: 'biller@demo.test', firstName: 'Tom', lastName: 'Becker' },
} as const satisfies Record<string, DemoAccount>;

/** Further patients (password DEMO_PASSWORD too). Ethan has no last name, so the app hides him. */
export const OTHER_PATIENTS = [
  { uid: 'demo-patient-amara', email: 'amara.okonkwo@demo.test', firstName: 'Amara', lastName: 'Okonkwo' },
  { uid: 'demo-patient-mateo', email: 'mateo.alvarez@demo.test', firstName: 'Mateo', lastName: 'Alvarez' },
  { uid: 'demo-patient-yuki', email: 'yuki.tanaka@demo.test', firstName: 'Yuki', lastName: 'Tanaka' },
  { uid: 'demo-patient-fatima', email: 'fatima.haddad@demo.test', firstName: 'Fatima', lastName: 'Haddad' },
  { uid: 'demo-patient-noah', email: 'noah.kowalski@demo.test', firstName: 'Noah', lastName: 'Kowalski' },
  { uid: 'demo-patient-grace', email: 'grace.obrien@demo.test', firstName: 'Grace', lastName: "O'Brien" },
  { uid: 'demo-patient-arjun', email: 'arjun.mehta@demo.test', firstName: 'Arjun', lastName: 'Mehta' },
  { uid: 'demo-patient-sofia', email: 'sofia.rossi@demo.test', firstName: 'Sofia', lastName: 'Rossi' },
  { uid: 'demo-patient-ethan', email: 'ethan@demo.test', firstName: 'Ethan', lastName: '' },
  { uid: 'demo-patient-william', email: 'william.nguyen@demo.test', firstName: 'William', lastName: 'Nguyen' },
] as const satisfies readonly DemoAccount[];

/**
 * The RTM demo's patients (issue 32), all the demo doctor's, so that the Billing page and the Monitoring page's
 * worklist show every code at once (seed/rtm.ts): their first 30-day period is over with 1, 2, 15, 16 and 30 data
 * days; Ravi is followed by the second doctor too (who sees who bills him); Omar has 12 minutes and no contact
 * this month (the worklist's "real-time contact needed").
 */
export const RTM_PATIENTS = {
  oneDay: { uid: 'demo-patient-ines', email: 'ines.moreau@demo.test', firstName: 'Ines', lastName: 'Moreau' },
  twoDays: { uid: 'demo-patient-kofi', email: 'kofi.mensah@demo.test', firstName: 'Kofi', lastName: 'Mensah' },
  fifteenDays: { uid: 'demo-patient-lena', email: 'lena.fischer@demo.test', firstName: 'Lena', lastName: 'Fischer' },
  sixteenDays: { uid: 'demo-patient-ravi', email: 'ravi.iyer@demo.test', firstName: 'Ravi', lastName: 'Iyer' },
  thirtyDays: { uid: 'demo-patient-zoe', email: 'zoe.martin@demo.test', firstName: 'Zoe', lastName: 'Martin' },
  needsCall: { uid: 'demo-patient-omar', email: 'omar.farouk@demo.test', firstName: 'Omar', lastName: 'Farouk' },
} as const satisfies Record<string, DemoAccount>;

/**
 * The demo clinics (issue 50): the demo doctor owns Northside Rehab with the clinic staff above, Dr Grant owns the other;
 * Ravi Iyer approved both, and Fatima Haddad Northside; no other patient approved either. Each approval names the
 * patient's primary clinician there (issue 51): Ravi's at Northside is the physical therapist, Fatima's the owner.
 */
export const DEMO_CLINICS = {
  northside: { id: 'clinic-northside', name: 'Northside Rehab', owner: DEMO_ACCOUNTS.doctor.uid },
  kincaid: { id: 'clinic-kincaid', name: 'Kincaid Physiotherapy', owner: DEMO_ACCOUNTS.secondDoctor.uid },
} as const;

/** The patient who approved both demo clinics; at Northside his primary clinician is the physical therapist. */
export const PATIENT_OF_BOTH_CLINICS = RTM_PATIENTS.sixteenDays;

/**
 * Fatima Haddad: the demo doctor's patient who approved Northside with him (its owner) as her primary clinician, and
 * not the physical therapist's, with an open triage alert (low adherence): when the owner marks himself away with the
 * therapist as cover, the therapist sees and handles it (issue 51).
 */
export const OWNERS_CLINIC_PATIENT = OTHER_PATIENTS[3];

export interface OwnedDevice {
  id: string;
  deviceType: DeviceType;
  side: Side;
}

/** The demo patient's devices (all registered by the demo doctor too). */
export const DEMO_PATIENT_DEVICES = {
  gloveLeft: { id: 'GLV-1001', deviceType: 'Glove', side: 'Left' },
  gloveRight: { id: 'GLV-1002', deviceType: 'Glove', side: 'Right' },
  kneeBrace: { id: 'KNB-2001', deviceType: 'Knee Brace', side: 'Left' },
} as const satisfies Record<string, OwnedDevice>;

/** Devices that exist but nobody registered: "register device" succeeds with these ids. */
export const UNREGISTERED_DEVICES = [
  { id: 'GLV-1901', deviceType: 'Glove', side: 'Left' },
  { id: 'KNB-2901', deviceType: 'Knee Brace', side: 'Right' },
  { id: 'BND-4901', deviceType: 'Band', side: 'Left' },
] as const satisfies readonly OwnedDevice[];
export const UNREGISTERED_DEVICE_IDS: readonly string[] = UNREGISTERED_DEVICES.map((device) => device.id);

/** The one 10-minute, 100 Hz glove session (60,000 samples per sensor per glove), dated in the last week. */
export const LONG_GLOVE_SESSION_ID = 'session-long-glove';

/** The two back-office staff members bugs and pre-order units are assigned to. */
export const STAFF = ['Alex Morgan', 'Priya Shah'] as const;
