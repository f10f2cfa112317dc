import { formatMoney } from './money';
import type { KneeSleevePreorder } from './collections';

/**
 * What the customer's and the admin's pre-order pages both say about a
 * pre-order: its status, the status tag's colour, the address, the kind of
 * order, its amounts.
 */

/** The customer's list shows 10 a page; the admin's table loads as many at a time (its page size is not given). */
export const PREORDER_PAGE_SIZE = 10;

/** Bootstrap colour of a status tag: amber, red, grey, blue, green (the admin's warning, danger, info/grey, primary, success). */
const STATUS_COLOURS: Record<string, string> = {
  'Payment received': 'warning',
  'Preparing Order': 'danger',
  'Ready for Dispatch': 'secondary',
  'Order Shipped': 'primary',
  'Order Delivered': 'success',
};

/** The status shown: the last timeline event, else the status field. */
export function displayedStatus(preorder: Pick<KneeSleevePreorder, 'timeline' | 'status'>): string {
  return preorder.timeline.at(-1)?.event ?? preorder.status;
}

/** Unknown events are grey. */
export function statusColour(status: string): string {
  return STATUS_COLOURS[status] ?? 'secondary';
}

/** The address in one line: street, address 2, city, state, postal code, country, leaving out blank parts. */
export function shipToAddress(
  preorder: Pick<KneeSleevePreorder, 'streetAddress' | 'address2' | 'city' | 'state' | 'postalCode' | 'country'>,
): string {
  return [preorder.streetAddress, preorder.address2, preorder.city, preorder.state, preorder.postalCode, preorder.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** Organization orders are stored as true, 'true' or 'one'. */
export function isOrganizationOrder(preorder: Pick<KneeSleevePreorder, 'isOrganizationOrder'>): boolean {
  return preorder.isOrganizationOrder === true || preorder.isOrganizationOrder === 'true' || preorder.isOrganizationOrder === 'one';
}

/** A stored amount such as '$ 598.00' as dollars; null when it is no amount. */
export function storedAmount(text: string | undefined): number | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A stored amount through the app's money formatter; text that is no amount is shown as it is. */
export function formatStoredMoney(text: string | undefined): string {
  const amount = storedAmount(text);
  return amount === null ? (text ?? '') : formatMoney(amount);
}
