/**
 * Who is in the demo world: patients and the devices they own, the doctors who
 * registered those devices, the staff, and the Auth accounts behind them all.
 */
import type { Admin, Doctor, User } from '@rehab/model/collections';
import type { CustomClaims } from '@rehab/model/claims';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENT_DEVICES, OTHER_PATIENTS, RTM_PATIENTS, type DemoAccount, type OwnedDevice } from './accounts';
import type { SeedDoc } from './seedDoc';

export interface PatientProfile {
  account: DemoAccount;
  phoneNumber: string;
  devices: OwnedDevice[];
  /** in the demo doctor's patients list */
  isDemoDoctorsPatient: boolean;
  /** the demo doctor registered this patient's devices, so the patient shows up in his search and lists */
  sharesDevicesWithDemoDoctor: boolean;
  isSecondDoctorsPatient: boolean;
  purchasedSessions: number;
  exerciseCount: number;
  /** under remote monitoring: a short session every day for this many days up to yesterday */
  dailySessionDays?: number;
  /** the RTM demo's patients: sessions on exactly these days (days from today, negative), instead of a year's */
  sessionDaysAgo?: readonly number[];
  /** a setback: the sessions of this many last days reach three quarters of the range before (a triage alert) */
  setbackDays?: number;
}

const [amara, mateo, yuki, fatima, noah, grace, arjun, sofia, ethan, william] = OTHER_PATIENTS;

/** The demo patient first; every patient with devices and therefore sessions. */
export const PATIENTS: readonly PatientProfile[] = [
  {
    account: DEMO_ACCOUNTS.patient,
    phoneNumber: '+16045550101',
    devices: [DEMO_PATIENT_DEVICES.gloveLeft, DEMO_PATIENT_DEVICES.gloveRight, DEMO_PATIENT_DEVICES.kneeBrace],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 7,
    exerciseCount: 12,
  },
  {
    account: amara,
    phoneNumber: '+16045550102',
    devices: [{ id: 'KB2-7001', deviceType: 'Knee Brace 2', side: 'Right' }],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 3,
    exerciseCount: 8,
    dailySessionDays: 18,
    setbackDays: 5,
  },
  {
    account: mateo,
    phoneNumber: '+16045550103',
    devices: [
      { id: 'PNT-3001', deviceType: 'Pants', side: 'Left' },
      { id: 'PNT-3002', deviceType: 'Pants', side: 'Right' },
    ],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 10,
    exerciseCount: 5,
  },
  {
    account: yuki,
    phoneNumber: '+16045550104',
    devices: [{ id: 'GLV-1003', deviceType: 'Glove', side: 'Right' }],
    isDemoDoctorsPatient: false,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 2,
    exerciseCount: 3,
  },
  {
    account: fatima,
    phoneNumber: '+16045550105',
    devices: [{ id: 'BND-4001', deviceType: 'Band', side: 'Left' }],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 5,
    exerciseCount: 9,
  },
  {
    account: noah,
    phoneNumber: '+16045550106',
    devices: [{ id: 'NEAT-5001', deviceType: 'Neat', side: 'Right' }],
    isDemoDoctorsPatient: false,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 0,
    exerciseCount: 2,
  },
  {
    account: grace,
    phoneNumber: '+16045550107',
    devices: [{ id: 'KNB-2002', deviceType: 'Knee Brace', side: 'Right' }],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: true,
    purchasedSessions: 4,
    exerciseCount: 14,
  },
  {
    account: arjun,
    phoneNumber: '+16045550108',
    devices: [{ id: 'TST-6001', deviceType: 'Test', side: 'Left' }],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 1,
    exerciseCount: 0,
  },
  {
    account: sofia,
    phoneNumber: '+16045550109',
    devices: [
      { id: 'GLV-1004', deviceType: 'Glove', side: 'Left' },
      { id: 'GLV-1005', deviceType: 'Glove', side: 'Right' },
      { id: 'BND-4002', deviceType: 'Band', side: 'Right' },
    ],
    isDemoDoctorsPatient: false,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 6,
    exerciseCount: 4,
  },
  {
    account: ethan,
    phoneNumber: '+16045550110',
    devices: [{ id: 'KNB-2003', deviceType: 'Knee Brace', side: 'Left' }],
    isDemoDoctorsPatient: false,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient: false,
    purchasedSessions: 0,
    exerciseCount: 1,
  },
  {
    account: william,
    phoneNumber: '+16045550111',
    devices: [
      { id: 'GLV-1011', deviceType: 'Glove', side: 'Left' },
      { id: 'GLV-1012', deviceType: 'Glove', side: 'Right' },
    ],
    isDemoDoctorsPatient: false,
    sharesDevicesWithDemoDoctor: false,
    isSecondDoctorsPatient: true,
    purchasedSessions: 8,
    exerciseCount: 6,
  },
  ...rtmPatients(),
];

/** Days from today, from `first` to `last` (both negative, first the earliest). */
function dayRange(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

/**
 * The RTM demo's patients (RTM_PATIENTS): a Neat each (the lightest recordings), registered by the demo doctor
 * (Ravi's by the second doctor too); sessions only on the days their codes need. Their monitoring began
 * RTM_PERIOD_DAYS_AGO days ago (seed/monitoring.ts), so the first 30-day period is the days -35 to -6.
 */
function rtmPatients(): PatientProfile[] {
  const patient = (account: DemoAccount, n: number, sessionDaysAgo: readonly number[], isSecondDoctorsPatient = false): PatientProfile => ({
    account,
    phoneNumber: `+1604555013${n}`,
    devices: [{ id: `NEAT-51${String(n).padStart(2, '0')}`, deviceType: 'Neat', side: 'Right' }],
    isDemoDoctorsPatient: true,
    sharesDevicesWithDemoDoctor: true,
    isSecondDoctorsPatient,
    purchasedSessions: 0,
    exerciseCount: 0,
    sessionDaysAgo,
  });
  return [
    patient(RTM_PATIENTS.oneDay, 1, [-20]),
    patient(RTM_PATIENTS.twoDays, 2, [-30, -12]),
    patient(RTM_PATIENTS.fifteenDays, 3, dayRange(-35, -21)),
    patient(RTM_PATIENTS.sixteenDays, 4, dayRange(-35, -20), true),
    patient(RTM_PATIENTS.thirtyDays, 5, dayRange(-35, -6)),
    patient(RTM_PATIENTS.needsCall, 6, [-3, -2]),
  ];
}

export const DEMO_PATIENT: PatientProfile = PATIENTS[0];

export function fullName(account: DemoAccount): string {
  return `${account.firstName} ${account.lastName}`.trim();
}

export function patientByUid(uid: string): PatientProfile {
  const patient = PATIENTS.find((p) => p.account.uid === uid);
  if (!patient) throw new Error(`No patient ${uid}`);
  return patient;
}

interface DoctorProfile {
  account: DemoAccount;
  position: string;
  gender: Doctor['gender'];
  address: string;
  phoneNumber: string;
  specialities: Doctor['specialities'];
  isVerified: boolean;
  /** a therapist's discipline (the claim lines' modifier); none for physicians */
  discipline?: Doctor['discipline'];
}

export const DEMO_DOCTOR_ADDRESS = '1280 Burrard St, Suite 410, Vancouver, BC V6Z 1Z6';
export const SECOND_DOCTOR_ADDRESS = '3935 Kincaid St, Burnaby, BC V5G 2X6';

const DOCTORS: readonly DoctorProfile[] = [
  {
    account: DEMO_ACCOUNTS.doctor,
    position: 'Physiatrist',
    gender: 'Male',
    address: DEMO_DOCTOR_ADDRESS,
    phoneNumber: '+16045550142',
    specialities: [
      { title: 'Post-operative knee rehabilitation', description: 'ACL and total knee replacement recovery programs.' },
      { title: 'Hand therapy', description: 'Tendon repair, wrist fractures and fine-motor retraining.' },
      { title: 'Sports medicine', description: 'Return-to-play assessment for amateur athletes.' },
    ],
    isVerified: true,
  },
  {
    account: DEMO_ACCOUNTS.newDoctor,
    position: 'Occupational Therapist',
    gender: 'Female',
    address: '',
    phoneNumber: '+16045550143',
    specialities: [{ title: 'Ergonomics', description: 'Workplace injury prevention.' }],
    isVerified: false,
  },
  {
    account: DEMO_ACCOUNTS.secondDoctor,
    position: 'Orthopaedic Physiotherapist',
    gender: 'Female',
    address: SECOND_DOCTOR_ADDRESS,
    phoneNumber: '+16045550144',
    specialities: [
      { title: 'Orthopaedic rehabilitation', description: 'Joint replacement and fracture recovery.' },
      { title: 'Gait training', description: 'Walking pattern analysis and retraining.' },
    ],
    isVerified: true,
  },
  {
    account: DEMO_ACCOUNTS.clinician,
    position: 'Physical Therapist',
    gender: 'Female',
    address: DEMO_DOCTOR_ADDRESS,
    phoneNumber: '+16045550145',
    specialities: [{ title: 'Knee rehabilitation', description: 'Strength and range of motion after surgery.' }],
    isVerified: true,
    discipline: 'GP',
  },
];

/** Northside Rehab's staff without a doctors record (issue 50): a staff record each (seed/clinics.ts). */
export const CLINIC_STAFF = [DEMO_ACCOUNTS.assistant, DEMO_ACCOUNTS.frontDesk, DEMO_ACCOUNTS.biller] as const;

/**
 * The request waiting for the demo patient: the second doctor registered his left glove and asks to follow
 * him (the consent flow is visible at once). Every other sharing pair is an active care relationship.
 */
export const PENDING_CARE_REQUEST = {
  patient: DEMO_ACCOUNTS.patient.uid,
  doctor: DEMO_ACCOUNTS.secondDoctor.uid,
  device: DEMO_PATIENT_DEVICES.gloveLeft,
} as const;

/** Device ids a doctor registered: those of the patients he follows or shares devices with, and the pending request's. */
function registeredDevices(doctorUid: string): string[] {
  const patients = PATIENTS.filter((p) =>
    doctorUid === DEMO_ACCOUNTS.doctor.uid ? p.sharesDevicesWithDemoDoctor : doctorUid === DEMO_ACCOUNTS.secondDoctor.uid && p.isSecondDoctorsPatient,
  );
  const requested = doctorUid === PENDING_CARE_REQUEST.doctor ? [PENDING_CARE_REQUEST.device.id] : [];
  return [...patients.flatMap((p) => p.devices.map((d) => d.id)), ...requested];
}

function doctorsPatients(doctorUid: string): string[] {
  const patients = PATIENTS.filter((p) =>
    doctorUid === DEMO_ACCOUNTS.doctor.uid ? p.isDemoDoctorsPatient : doctorUid === DEMO_ACCOUNTS.secondDoctor.uid && p.isSecondDoctorsPatient,
  );
  return patients.map((p) => p.account.uid);
}

export function buildDoctors(): SeedDoc<Doctor>[] {
  return DOCTORS.map((doctor) => ({
    id: doctor.account.uid,
    data: {
      firstName: doctor.account.firstName,
      lastName: doctor.account.lastName,
      position: doctor.position,
      gender: doctor.gender,
      address: doctor.address,
      specialities: doctor.specialities,
      profilePic: '',
      devices: registeredDevices(doctor.account.uid),
      patients: doctorsPatients(doctor.account.uid),
      isVerified: doctor.isVerified,
      notifications: [],
      phoneNumber: doctor.phoneNumber,
      email: doctor.account.email,
      ...(doctor.discipline ? { discipline: doctor.discipline } : {}),
    },
  }));
}

const CUSTOMER_PHONE = '+16045550120';

/** users: every patient (with their session list) and the pre-order customer. */
export function buildUsers(sessionIdsByUser: ReadonlyMap<string, string[]>): SeedDoc<User>[] {
  const patients = PATIENTS.map((patient) => ({
    id: patient.account.uid,
    data: {
      firstName: patient.account.firstName,
      lastName: patient.account.lastName,
      email: patient.account.email,
      phoneNumber: patient.phoneNumber,
      isAuthorized: true,
      devices: Object.fromEntries(patient.devices.map((device) => [device.id, device.side])),
      exerciseCount: patient.exerciseCount,
      purchasedSessions: patient.purchasedSessions,
      sessions: (sessionIdsByUser.get(patient.account.uid) ?? []).map((sessionId) => ({ sessionId })),
    },
  }));
  const customer = DEMO_ACCOUNTS.customer;
  return [
    ...patients,
    {
      id: customer.uid,
      data: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: CUSTOMER_PHONE,
        isAuthorized: false,
        devices: {},
        sessions: [],
      },
    },
  ];
}

export function buildAdmins(): SeedDoc<Admin>[] {
  const admin = DEMO_ACCOUNTS.admin;
  return [{ id: admin.uid, data: { firstName: admin.firstName, lastName: admin.lastName } }];
}

export interface AuthAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  phoneNumber?: string;
  claims?: CustomClaims;
}

/** Every sign-in account; created with emailVerified true. */
export function buildAuthAccounts(): AuthAccount[] {
  const account = (person: DemoAccount, phoneNumber?: string, claims?: CustomClaims): AuthAccount => ({
    uid: person.uid,
    email: person.email,
    password: DEMO_PASSWORD,
    displayName: fullName(person),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(claims ? { claims } : {}),
  });
  return [
    ...DOCTORS.map((doctor) => account(doctor.account, doctor.phoneNumber, { doctor: true })),
    ...PATIENTS.map((patient) => account(patient.account, patient.phoneNumber)),
    account(DEMO_ACCOUNTS.customer, CUSTOMER_PHONE),
    account(DEMO_ACCOUNTS.admin, undefined, { admin: true }),
    ...CLINIC_STAFF.map((person) => account(person)),
  ];
}
