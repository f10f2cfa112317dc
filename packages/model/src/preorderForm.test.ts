import { describe, expect, it } from 'vitest';
import { normalizedPreorderForm, preorderFormErrors, type PreorderForm } from './preorderForm';

const valid: PreorderForm = {
  email: 'customer@demo.test',
  firstName: 'Camille',
  lastName: 'Client',
  phone: '+15145550188',
  streetAddress: '88 Rue Saint-Paul Ouest',
  address2: '',
  city: 'Montréal',
  state: 'QC',
  postalCode: 'H2Y 1G7',
  country: 'Canada',
  quantity: 2,
  isOrganizationOrder: false,
  organizationName: '',
  planToUseProduct: '',
  useApplication: 'Yes',
  requestDetails: '',
  howDidYouHearAboutUs: ['Google'],
  terms: true,
  subscribe: false,
};

describe('preorderFormErrors', () => {
  it('accepts a complete form', () => {
    expect(preorderFormErrors(valid)).toEqual({});
  });

  it('gives the spec\'s message for every missing field', () => {
    expect(preorderFormErrors({ terms: true })).toEqual({
      quantity: 'Please input the quantity',
      email: 'Please input your email',
      firstName: 'Please input your first name',
      lastName: 'Please input your last name',
      phone: 'Please input your phone number',
      streetAddress: 'Please input your street address',
      city: 'Please input your city',
      state: 'Please input your state',
      postalCode: 'Please input your postal code',
      country: 'Please input your country',
    });
  });

  it('needs the organization fields and at least 10 sleeves for an organization order', () => {
    expect(preorderFormErrors({ ...valid, isOrganizationOrder: true })).toEqual({
      quantity: 'An organization order is at least 10 sleeves',
      organizationName: 'Please input the organization name',
      planToUseProduct: 'Please describe how you plan to use our product within your organization',
    });
    expect(preorderFormErrors({ ...valid, isOrganizationOrder: true, quantity: 10, organizationName: 'Clinic', planToUseProduct: 'Loans' })).toEqual({});
  });

  it('needs at least one sleeve, a whole number, and the terms ticked', () => {
    expect(preorderFormErrors({ ...valid, quantity: 0 }).quantity).toBe('The quantity must be at least 1');
    expect(preorderFormErrors({ ...valid, quantity: 1.5 }).quantity).toBe('The quantity must be a whole number');
    expect(preorderFormErrors({ ...valid, terms: false })).toEqual({ terms: 'Please accept the terms' });
  });

  it('refuses blank, oversize or foreign values', () => {
    expect(preorderFormErrors({ ...valid, city: '   ' }).city).toBe('Please input your city');
    expect(preorderFormErrors({ ...valid, requestDetails: 'x'.repeat(2001) }).requestDetails).toBe('At most 2000 characters');
    expect(preorderFormErrors({ ...valid, howDidYouHearAboutUs: ['Radio'] }).howDidYouHearAboutUs).toBeDefined();
    expect(preorderFormErrors({ ...valid, firstName: 42 }).firstName).toBe('Please input your first name');
    expect(preorderFormErrors({ ...valid, address2: 42 }).address2).toBe('Please input text');
  });
});

describe('normalizedPreorderForm', () => {
  it('trims text and drops organization fields of an individual order', () => {
    const form = normalizedPreorderForm({ ...valid, firstName: '  Camille ', organizationName: 'Leftover' });
    expect(form.firstName).toBe('Camille');
    expect(form.organizationName).toBe('');
  });
});
