/**
 * The pre-order form's messages come from the one validation the page and the
 * checkout function share (packages/model/src/preorderForm.ts), in English. The
 * page shows them through these translation keys of the `preorders` namespace
 * (English texts identical); a message not listed here shows as it is.
 */
const FIXED: Record<string, string> = {
  'Please input the quantity': 'form.validation.quantity',
  'The quantity must be a whole number': 'form.validation.quantityWhole',
  'Please input your email': 'form.validation.email',
  'Please input a valid email': 'form.validation.emailInvalid',
  'Please input your first name': 'form.validation.firstName',
  'Please input your last name': 'form.validation.lastName',
  'Please input your phone number': 'form.validation.phone',
  'Please input your street address': 'form.validation.streetAddress',
  'Please input your city': 'form.validation.city',
  'Please input your state': 'form.validation.state',
  'Please input your postal code': 'form.validation.postalCode',
  'Please input your country': 'form.validation.country',
  'Please input the organization name': 'form.validation.organizationName',
  'Please describe how you plan to use our product within your organization': 'form.validation.planToUseProduct',
  'Please accept the terms': 'form.validation.terms',
};

const PATTERNS: [RegExp, string, string][] = [
  [/^An organization order is at least (\d+) sleeves$/, 'form.validation.organizationMinimum', 'minimum'],
  [/^The quantity must be at least (\d+)$/, 'form.validation.minimum', 'minimum'],
  [/^The quantity must be at most (\d+)$/, 'form.validation.maximum', 'maximum'],
  [/^At most (\d+) characters$/, 'form.validation.tooLong', 'max'],
];

/** The translation key and values of a validation message, or null for a message without one. */
export function preorderMessageKey(message: string): { key: string; values: Record<string, string> } | null {
  if (FIXED[message]) return { key: FIXED[message], values: {} };
  for (const [pattern, key, name] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: { [name]: match[1] } };
  }
  return null;
}
