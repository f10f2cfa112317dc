import { describe, expect, it } from 'vitest';
import { ADMIN, CLINIC_AREA, DOCTOR, PATIENT, PATIENT_OR_CUSTOMER, SIGNED_IN, homeOf, roleOf } from './roles';

describe('roleOf', () => {
  it('recognises verified and unverified doctors by their record', () => {
    expect(roleOf({ doctor: { isVerified: true }, user: null, claims: {} })).toBe('doctor');
    expect(roleOf({ doctor: { isVerified: false }, user: null, claims: {} })).toBe('unverifiedDoctor');
    expect(roleOf({ doctor: {}, user: null, claims: {} })).toBe('unverifiedDoctor');
  });

  it('puts the doctor record before a users record', () => {
    expect(roleOf({ doctor: { isVerified: true }, user: { isAuthorized: true }, claims: {} })).toBe('doctor');
  });

  it('tells authorised patients from customers', () => {
    expect(roleOf({ doctor: null, user: { isAuthorized: true }, claims: {} })).toBe('patient');
    expect(roleOf({ doctor: null, user: { isAuthorized: false }, claims: {} })).toBe('customer');
    expect(roleOf({ doctor: null, user: {}, claims: {} })).toBe('customer');
  });

  it('gives admin only with the admin claim, never for the mere absence of records', () => {
    expect(roleOf({ doctor: null, user: null, claims: { admin: true } })).toBe('admin');
    expect(roleOf({ doctor: null, user: null, claims: {} })).toBe('none');
    expect(roleOf({ doctor: null, user: null, claims: { doctor: true } })).toBe('none');
  });
});

describe('roleOf, clinic staff', () => {
  it('routes an assistant, a front desk or a biller of a clinic to the staff pages', () => {
    for (const role of ['assistant', 'frontDesk', 'biller'] as const) {
      expect(roleOf({ doctor: null, user: null, staff: {}, membership: { role }, claims: {} })).toBe('staff');
    }
  });

  it('keeps owners and clinicians doctors by their doctors record', () => {
    expect(roleOf({ doctor: { isVerified: true }, user: null, membership: { role: 'clinician' }, claims: {} })).toBe('doctor');
    expect(roleOf({ doctor: null, user: null, staff: {}, membership: { role: 'owner' }, claims: {} })).toBe('none');
  });

  it('opens nothing to a staff record without a membership (removed from his clinic), nor to a membership without one', () => {
    expect(roleOf({ doctor: null, user: null, staff: {}, membership: null, claims: {} })).toBe('none');
    expect(roleOf({ doctor: null, user: null, staff: null, membership: { role: 'biller' }, claims: {} })).toBe('none');
  });
});

describe('homeOf', () => {
  it('lands each role on its home', () => {
    expect(homeOf('doctor')).toBe('/');
    expect(homeOf('patient')).toBe('/patient-home');
    expect(homeOf('customer')).toBe('/customer/preorders');
    expect(homeOf('admin')).toBe('/admin');
    expect(homeOf('staff')).toBe('/app/clinic');
    expect(homeOf('none')).toBe('/auth/sign-in1');
    expect(homeOf('unverifiedDoctor')).toBe('/auth/sign-in1');
  });
});

describe('areas', () => {
  it('keeps the areas apart', () => {
    expect(DOCTOR).toEqual(['doctor']);
    expect(PATIENT).toEqual(['patient']);
    expect(PATIENT_OR_CUSTOMER).toEqual(['patient', 'customer']);
    expect(ADMIN).toEqual(['admin']);
    expect(CLINIC_AREA).toEqual(['doctor', 'staff']);
    expect(SIGNED_IN).not.toContain('none');
    expect(SIGNED_IN).not.toContain('unverifiedDoctor');
  });
});
