import { KNEE_SLEEVE_PREORDER } from './shop';
import { LIMITS } from './limits';

/**
 * The knee sleeve pre-order form ('Pre-Order MarsWear Smart Knee Sleeves'):
 * its fields and the one validation both the page and the pre-order checkout
 * function run. Returns formik-style errors: field → message, empty when valid.
 */
export interface PreorderForm {
  /** the account's e-mail (read-only on the page) */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  streetAddress: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  quantity: number;
  isOrganizationOrder: boolean;
  organizationName: string;
  planToUseProduct: string;
  useApplication: string;
  requestDetails: string;
  howDidYouHearAboutUs: string[];
  terms: boolean;
  subscribe: boolean;
}

export type PreorderFormErrors = Partial<Record<keyof PreorderForm, string>>;

export const HEARD_ABOUT_US_OPTIONS = ['Social media', 'Peer referal', 'Google', 'Other'] as const;

/** A generous bound for one order (the admin's unit table holds at most 1000 units). */
export const PREORDER_MAXIMUM_QUANTITY = LIMITS.preorder.quantity;

/** The spec's messages for required fields, in the form's order. */
const REQUIRED_TEXT: [keyof PreorderForm, string][] = [
  ['firstName', 'Please input your first name'],
  ['lastName', 'Please input your last name'],
  ['phone', 'Please input your phone number'],
  ['streetAddress', 'Please input your street address'],
  ['city', 'Please input your city'],
  ['state', 'Please input your state'],
  ['postalCode', 'Please input your postal code'],
  ['country', 'Please input your country'],
];

const ORGANIZATION_TEXT: [keyof PreorderForm, string][] = [
  ['organizationName', 'Please input the organization name'],
  ['planToUseProduct', 'Please describe how you plan to use our product within your organization'],
];

const MAX_LENGTHS: Partial<Record<keyof PreorderForm, number>> = {
  email: LIMITS.preorder.email,
  firstName: LIMITS.preorder.firstName,
  lastName: LIMITS.preorder.lastName,
  phone: LIMITS.preorder.phone,
  streetAddress: LIMITS.preorder.streetAddress,
  address2: LIMITS.preorder.address2,
  city: LIMITS.preorder.city,
  state: LIMITS.preorder.state,
  postalCode: LIMITS.preorder.postalCode,
  country: LIMITS.preorder.country,
  organizationName: LIMITS.preorder.organizationName,
  planToUseProduct: LIMITS.preorder.planToUseProduct,
  useApplication: LIMITS.preorder.useApplication,
  requestDetails: LIMITS.preorder.requestDetails,
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function preorderFormErrors(values: Partial<Record<keyof PreorderForm, unknown>>): PreorderFormErrors {
  const errors: PreorderFormErrors = {};
  const organization = values.isOrganizationOrder === true;

  const { quantity } = values;
  const minimum = organization ? KNEE_SLEEVE_PREORDER.organizationMinimumQuantity : KNEE_SLEEVE_PREORDER.minimumQuantity;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) errors.quantity = 'Please input the quantity';
  else if (!Number.isInteger(quantity)) errors.quantity = 'The quantity must be a whole number';
  else if (quantity < minimum) {
    errors.quantity = organization ? `An organization order is at least ${minimum} sleeves` : `The quantity must be at least ${minimum}`;
  } else if (quantity > PREORDER_MAXIMUM_QUANTITY) errors.quantity = `The quantity must be at most ${PREORDER_MAXIMUM_QUANTITY}`;

  if (!isFilled(values.email)) errors.email = 'Please input your email';
  else if (!EMAIL.test(String(values.email).trim())) errors.email = 'Please input a valid email';

  for (const [field, message] of [...REQUIRED_TEXT, ...(organization ? ORGANIZATION_TEXT : [])]) {
    if (!isFilled(values[field])) errors[field] = message;
  }
  for (const [field, max] of Object.entries(MAX_LENGTHS) as [keyof PreorderForm, number][]) {
    const value = values[field];
    if (value !== undefined && typeof value !== 'string') errors[field] ??= 'Please input text';
    else if (typeof value === 'string' && value.length > max) errors[field] ??= `At most ${max} characters`;
  }

  const heard = values.howDidYouHearAboutUs;
  if (heard !== undefined && !(Array.isArray(heard) && heard.every((option) => (HEARD_ABOUT_US_OPTIONS as readonly unknown[]).includes(option)))) {
    errors.howDidYouHearAboutUs = `Choose from ${HEARD_ABOUT_US_OPTIONS.join(', ')}`;
  }
  if (values.isOrganizationOrder !== undefined && typeof values.isOrganizationOrder !== 'boolean') errors.isOrganizationOrder = 'Please choose yes or no';
  if (values.subscribe !== undefined && typeof values.subscribe !== 'boolean') errors.subscribe = 'Please choose yes or no';
  // The page highlights the unticked box; the message is for callers without the page.
  if (values.terms !== true) errors.terms = 'Please accept the terms';
  return errors;
}

/** The form as stored: text trimmed, optional fields filled in. Call only when preorderFormErrors found nothing. */
export function normalizedPreorderForm(values: Partial<Record<keyof PreorderForm, unknown>>): PreorderForm {
  const text = (field: keyof PreorderForm) => (typeof values[field] === 'string' ? (values[field] as string).trim() : '');
  const organization = values.isOrganizationOrder === true;
  return {
    email: text('email'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    streetAddress: text('streetAddress'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    country: text('country'),
    quantity: values.quantity as number,
    isOrganizationOrder: organization,
    organizationName: organization ? text('organizationName') : '',
    planToUseProduct: organization ? text('planToUseProduct') : '',
    useApplication: text('useApplication'),
    requestDetails: text('requestDetails'),
    howDidYouHearAboutUs: (values.howDidYouHearAboutUs as string[] | undefined) ?? [],
    terms: true,
    subscribe: values.subscribe === true,
  };
}
