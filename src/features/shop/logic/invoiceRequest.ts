import * as yup from 'yup';
import { SIZES, type Email, type InvoiceRequest, type Size } from '@rehab/model/collections';
import { INVOICE_REQUESTS_MAILBOX } from '@rehab/model/invoiceRequestMail';
import { HEARD_ABOUT_US_OPTIONS } from '@rehab/model/preorderForm';
import { ADDRESS_SEPARATOR, LIMITS } from '@rehab/model/limits';

/**
 * The Invoice Request Form for the Knee Sleeve (spec 3, sections 3 and 5):
 * every field is required except the second address line. Messages are
 * translation keys of the `shop` namespace (the spec gives no texts for them).
 * The lengths keep within what firestore.rules accept for invoiceRequests.
 */
export const HOW_OPTIONS = HEARD_ABOUT_US_OPTIONS;

const required = (max: number, message: string) => yup.string().trim().required(message).max(max, 'invoice.validation.tooLong');

export const invoiceRequestSchema = yup.object({
  firstName: required(LIMITS.invoice.firstName, 'invoice.validation.firstName'),
  lastName: required(LIMITS.invoice.lastName, 'invoice.validation.lastName'),
  email: yup.string().trim().required('invoice.validation.email').email('invoice.validation.emailInvalid').max(LIMITS.invoice.email, 'invoice.validation.emailInvalid'),
  phone: required(LIMITS.invoice.phone, 'invoice.validation.phone'),
  occupation: required(LIMITS.invoice.occupation, 'invoice.validation.occupation'),
  address1: required(LIMITS.invoice.address1, 'invoice.validation.address1'),
  address2: yup.string().trim().max(LIMITS.invoice.address2, 'invoice.validation.tooLong'),
  city: required(LIMITS.invoice.city, 'invoice.validation.city'),
  province: required(LIMITS.invoice.province, 'invoice.validation.province'),
  postalCode: required(LIMITS.invoice.postalCode, 'invoice.validation.postalCode'),
  country: required(LIMITS.invoice.country, 'invoice.validation.country'),
  size: yup.string().oneOf([...SIZES], 'invoice.validation.size').required('invoice.validation.size'),
  purpose: required(LIMITS.invoice.purpose, 'invoice.validation.purpose'),
  details: required(LIMITS.invoice.details, 'invoice.validation.details'),
  how: yup.array(yup.string().oneOf([...HOW_OPTIONS]).required()).min(1, 'invoice.validation.how').required('invoice.validation.how'),
});

export type InvoiceRequestValues = yup.InferType<typeof invoiceRequestSchema>;

export const EMPTY_INVOICE_REQUEST: InvoiceRequestValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  occupation: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  postalCode: '',
  country: '',
  size: '' as Size,
  purpose: '',
  details: '',
  how: [],
};

/** The address in one line, as invoiceRequests stores it: address1, optional address2, city, province, postal code, country. */
export function composeAddress(values: Pick<InvoiceRequestValues, 'address1' | 'address2' | 'city' | 'province' | 'postalCode' | 'country'>): string {
  return [values.address1, values.address2 ?? '', values.city, values.province, values.postalCode, values.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(ADDRESS_SEPARATOR);
}

/** The stored request (without its date, which the server sets), text trimmed. */
export function invoiceRequestRecord(uid: string, values: InvoiceRequestValues): Omit<InvoiceRequest, 'date'> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    occupation: values.occupation.trim(),
    address: composeAddress(values),
    size: values.size as Size,
    purpose: values.purpose.trim(),
    details: values.details.trim(),
    how: HOW_OPTIONS.filter((option) => values.how.includes(option)),
    uid,
  };
}

/** The e-mail to the staff that asks them to send the invoice: every field of the request (in English, the staff's language). */
export function invoiceRequestEmail(requestId: string, request: Omit<InvoiceRequest, 'date'>): Email {
  return {
    to: INVOICE_REQUESTS_MAILBOX,
    message: {
      subject: `Invoice request: Knee Sleeve, size ${request.size}, from ${request.firstName} ${request.lastName}`,
      text: [
        'A patient asks for an invoice for the Knee Sleeve.',
        '',
        `Request: ${requestId}`,
        `Name: ${request.firstName} ${request.lastName}`,
        `Email: ${request.email}`,
        `Phone: ${request.phone}`,
        `Occupation: ${request.occupation}`,
        `Address: ${request.address}`,
        `Size: ${request.size}`,
        `Purpose: ${request.purpose}`,
        `How they heard about us: ${request.how.join(', ')}`,
        '',
        'Details:',
        request.details,
      ].join('\n'),
    },
  };
}
