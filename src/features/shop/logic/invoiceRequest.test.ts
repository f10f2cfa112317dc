import { describe, expect, it } from 'vitest';
import { INVOICE_REQUESTS_MAILBOX } from '@rehab/model/invoiceRequestMail';
import { EMPTY_INVOICE_REQUEST, composeAddress, invoiceRequestEmail, invoiceRequestRecord, invoiceRequestSchema, type InvoiceRequestValues } from './invoiceRequest';

const filled: InvoiceRequestValues = {
  firstName: ' Liam ',
  lastName: 'Carter',
  email: 'patient@demo.test',
  phone: '604 555 0142',
  occupation: 'Carpenter',
  address1: '88 Rue Saint-Paul Ouest',
  address2: '',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2Y 1G7',
  country: 'Canada',
  size: 'L',
  purpose: 'Personal rehabilitation',
  details: 'A second sleeve for my right knee.',
  how: ['Google', 'Social media'],
};

function errorsOf(values: InvoiceRequestValues): Record<string, string> {
  try {
    invoiceRequestSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('invoice request form', () => {
  it('requires every field but the second address line', () => {
    expect(errorsOf(EMPTY_INVOICE_REQUEST)).toEqual({
      firstName: 'invoice.validation.firstName',
      lastName: 'invoice.validation.lastName',
      email: 'invoice.validation.email',
      phone: 'invoice.validation.phone',
      occupation: 'invoice.validation.occupation',
      address1: 'invoice.validation.address1',
      city: 'invoice.validation.city',
      province: 'invoice.validation.province',
      postalCode: 'invoice.validation.postalCode',
      country: 'invoice.validation.country',
      size: 'invoice.validation.size',
      purpose: 'invoice.validation.purpose',
      details: 'invoice.validation.details',
      how: 'invoice.validation.how',
    });
    expect(errorsOf(filled)).toEqual({});
  });

  it('wants a valid e-mail and one of the sizes', () => {
    expect(errorsOf({ ...filled, email: 'not-an-email', size: 'XXL' as InvoiceRequestValues['size'] })).toEqual({
      email: 'invoice.validation.emailInvalid',
      size: 'invoice.validation.size',
    });
  });

  it('stores the address in one line, skipping an empty second line', () => {
    expect(composeAddress(filled)).toBe('88 Rue Saint-Paul Ouest, Montréal, QC, H2Y 1G7, Canada');
    expect(composeAddress({ ...filled, address2: 'Apt 4' })).toBe('88 Rue Saint-Paul Ouest, Apt 4, Montréal, QC, H2Y 1G7, Canada');
  });

  it('builds the stored request and the e-mail to the staff', () => {
    const record = invoiceRequestRecord('demo-patient', filled);
    expect(record).toMatchObject({ firstName: 'Liam', uid: 'demo-patient', size: 'L', how: ['Social media', 'Google'] });
    const email = invoiceRequestEmail('req-1', record);
    expect(email.to).toBe(INVOICE_REQUESTS_MAILBOX);
    expect(email.message.subject).toBe('Invoice request: Knee Sleeve, size L, from Liam Carter');
    expect(email.message.text).toContain('Request: req-1');
    expect(email.message.text).toContain('Address: 88 Rue Saint-Paul Ouest, Montréal, QC, H2Y 1G7, Canada');
    expect(email.message.text).toContain('A second sleeve for my right knee.');
  });
});
