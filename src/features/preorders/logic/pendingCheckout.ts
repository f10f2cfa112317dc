import { HEARD_ABOUT_US_OPTIONS, type PreorderForm } from '@rehab/model/preorderForm';
import { KNEE_SLEEVE_PREORDER } from '@rehab/model/shop';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/** The pre-order form's values: the quantity input is empty ('') until something is typed. */
export type PreorderFormValues = Omit<PreorderForm, 'quantity'> & { quantity: number | '' };

export const EMPTY_PREORDER_FORM: PreorderFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  streetAddress: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  quantity: KNEE_SLEEVE_PREORDER.minimumQuantity,
  isOrganizationOrder: false,
  organizationName: '',
  planToUseProduct: '',
  useApplication: '',
  requestDetails: '',
  howDidYouHearAboutUs: [],
  terms: false,
  subscribe: false,
};

/**
 * The pre-order whose payment page the customer was just sent to, with the
 * form it was sent with. The checkout comes back to that pre-order's own
 * page, which the payment's webhook creates a moment later: with this note the
 * page waits for it ('Confirming your payment…') instead of saying it does not
 * exist. If the payment is not made (a declined card, Cancel), the form is
 * filled in again from it, so nothing typed is lost.
 */
const KEY = 'rehab.preorderCheckout';

interface PendingCheckout {
  preorderId: string;
  uid: string;
  values: PreorderFormValues;
}

function pending(): Partial<PendingCheckout> | null {
  const stored = readStored<unknown>(KEY, null);
  return typeof stored === 'object' && stored !== null ? (stored as Partial<PendingCheckout>) : null;
}

export function rememberPendingPreorder(preorderId: string, uid: string, values: PreorderFormValues): void {
  writeStored(KEY, { preorderId, uid, values } satisfies PendingCheckout);
}

export function isPendingPreorder(preorderId: string): boolean {
  return preorderId !== '' && pending()?.preorderId === preorderId;
}

export function forgetPendingPreorder(preorderId: string): void {
  if (isPendingPreorder(preorderId)) removeStored(KEY);
}

/**
 * The form a user last sent to the payment page, if it was not paid (a paid
 * pre-order's page forgets it): each stored value of the right type over the
 * empty form, so an old or damaged note cannot break the page.
 */
export function unpaidPreorderDraft(uid: string): PreorderFormValues | null {
  const note = pending();
  if (!note || note.uid !== uid || typeof note.values !== 'object' || note.values === null) return null;
  const stored = note.values as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...EMPTY_PREORDER_FORM };
  for (const [field, empty] of Object.entries(EMPTY_PREORDER_FORM)) {
    const value = stored[field];
    if (field === 'quantity') draft.quantity = value === '' || (typeof value === 'number' && Number.isFinite(value)) ? value : empty;
    else if (Array.isArray(empty)) draft[field] = Array.isArray(value) ? value.filter((option) => (HEARD_ABOUT_US_OPTIONS as readonly unknown[]).includes(option)) : empty;
    else if (typeof value === typeof empty) draft[field] = value;
  }
  return draft as PreorderFormValues;
}
