// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SENSORS_BY_DEVICE_TYPE } from '@rehab/model/sensors';
import { DEMO_ACCOUNTS, DEMO_PATIENT_DEVICES, OTHER_PATIENTS, RTM_PATIENTS, UNREGISTERED_DEVICE_IDS } from './accounts';
import { buildDeviceTypes, buildDevices, buildSensorLabels } from './devices';
import { PATIENTS, buildAdmins, buildAuthAccounts, buildDoctors, buildUsers } from './people';

const doctors = buildDoctors();
const doctor = doctors.find((d) => d.id === DEMO_ACCOUNTS.doctor.uid)!.data;
const secondDoctor = doctors.find((d) => d.id === DEMO_ACCOUNTS.secondDoctor.uid)!.data;
const users = buildUsers(new Map([[DEMO_ACCOUNTS.patient.uid, ['s1', 's2']]]));
const devices = buildDevices(PATIENTS);

describe('doctors', () => {
  it('has the demo doctor verified with specialities and the new doctor unverified', () => {
    expect(doctor.isVerified).toBe(true);
    expect(doctor.specialities.length).toBeGreaterThanOrEqual(2);
    expect(doctor.phoneNumber).toMatch(/^\+1\d{10}$/);
    expect(doctor.email).toBe(DEMO_ACCOUNTS.doctor.email);
    expect(doctors.find((d) => d.id === DEMO_ACCOUNTS.newDoctor.uid)!.data.isVerified).toBe(false);
  });

  it('gives the demo doctor the demo patient and his devices', () => {
    expect(doctor.patients).toContain(DEMO_ACCOUNTS.patient.uid);
    for (const device of Object.values(DEMO_PATIENT_DEVICES)) expect(doctor.devices).toContain(device.id);
  });

  it('lets 8+ further patients share a device with the demo doctor, only some of them his patients', () => {
    const sharing = users.filter((u) => Object.keys(u.data.devices).some((id) => doctor.devices.includes(id)));
    const others = sharing.filter((u) => u.id !== DEMO_ACCOUNTS.patient.uid);
    expect(others.length).toBeGreaterThanOrEqual(8);
    // Every listed patient shares a device; some sharing patients are not listed yet ("Add Patient" has work).
    expect(doctor.patients.every((uid) => sharing.some((u) => u.id === uid))).toBe(true);
    expect(sharing.filter((u) => !doctor.patients.includes(u.id)).length).toBeGreaterThanOrEqual(2);
    // One sharing patient has no last name: the app must hide him.
    expect(sharing.some((u) => u.data.lastName === '')).toBe(true);
  });

  it('lets the second doctor share a patient with the demo doctor', () => {
    expect(secondDoctor.patients.filter((uid) => doctor.patients.includes(uid))).not.toHaveLength(0);
    expect(secondDoctor.patients.some((uid) => !doctor.patients.includes(uid))).toBe(true);
  });
});

describe('devices', () => {
  it('match the users\' device maps, sides included, with sensors copied from the device type', () => {
    for (const user of users) {
      for (const [id, side] of Object.entries(user.data.devices)) {
        const device = devices.find((d) => d.id === id)!.data;
        expect(device).toMatchObject({ id, side, userId: user.id });
        expect(device.sensors).toEqual(SENSORS_BY_DEVICE_TYPE[device.deviceType]);
      }
    }
  });

  it('include unregistered ones that nobody owns or registered', () => {
    for (const id of UNREGISTERED_DEVICE_IDS) {
      expect(devices.find((d) => d.id === id)!.data.userId).toBe('');
      expect(doctors.some((d) => d.data.devices.includes(id))).toBe(false);
    }
    expect(new Set(devices.map((d) => d.id)).size).toBe(devices.length);
  });

  it('cover Pants, Band, Neat, Test and Knee Brace 2 among the patients', () => {
    const types = new Set(devices.filter((d) => d.data.userId !== '').map((d) => d.data.deviceType));
    for (const type of ['Glove', 'Knee Brace', 'Knee Brace 2', 'Pants', 'Band', 'Neat', 'Test'] as const) expect(types).toContain(type);
  });

  it('have one deviceTypes document per type and labels for the glove and knee brace', () => {
    expect(buildDeviceTypes().map((d) => d.id)).toEqual(['Glove', 'Knee Brace', 'Knee Brace 2', 'Pants', 'Band', 'Neat', 'Test']);
    for (const { data } of buildSensorLabels()) expect(Object.keys(data.labels).sort()).toEqual([...data.sensors].sort());
  });
});

describe('users and accounts', () => {
  it('makes the demo patient authorised with his sessions and the customer unauthorised without devices', () => {
    const patient = users.find((u) => u.id === DEMO_ACCOUNTS.patient.uid)!.data;
    expect(patient).toMatchObject({ isAuthorized: true, purchasedSessions: 7, exerciseCount: 12, sessions: [{ sessionId: 's1' }, { sessionId: 's2' }] });
    const customer = users.find((u) => u.id === DEMO_ACCOUNTS.customer.uid)!.data;
    expect(customer).toMatchObject({ isAuthorized: false, devices: {}, sessions: [] });
  });

  it('creates an Auth account for everyone, with role claims, and no users record for the admin', () => {
    const accounts = buildAuthAccounts();
    const expected = [...Object.values(DEMO_ACCOUNTS), ...OTHER_PATIENTS, ...Object.values(RTM_PATIENTS)].map((a) => a.uid).sort();
    expect(accounts.map((a) => a.uid).sort()).toEqual(expected);
    expect(accounts.find((a) => a.uid === DEMO_ACCOUNTS.admin.uid)!.claims).toEqual({ admin: true });
    expect(accounts.find((a) => a.uid === DEMO_ACCOUNTS.newDoctor.uid)!.claims).toEqual({ doctor: true });
    expect(accounts.find((a) => a.uid === DEMO_ACCOUNTS.patient.uid)!.claims).toBeUndefined();
    expect(users.some((u) => u.id === DEMO_ACCOUNTS.admin.uid)).toBe(false);
    expect(buildAdmins()).toEqual([{ id: DEMO_ACCOUNTS.admin.uid, data: { firstName: 'Alex', lastName: 'Morgan' } }]);
    const phones = accounts.flatMap((a) => (a.phoneNumber ? [a.phoneNumber] : []));
    expect(new Set(phones).size).toBe(phones.length);
  });
});
