import type { KneeSleevePreorder } from '../../lib/model/collections';

/** Bootstrap colour of a status tag on the customer's pages: amber, red, grey, blue, green. */
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

/** The ship-to address in one line, leaving out blank parts. */
export function shipToAddress(
  preorder: Pick<KneeSleevePreorder, 'streetAddress' | 'address2' | 'city' | 'state' | 'postalCode' | 'country'>,
): string {
  return [preorder.streetAddress, preorder.address2, preorder.city, preorder.state, preorder.postalCode, preorder.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Organization orders are stored as true, 'true' or 'one'. */
export function isOrganizationOrder(preorder: Pick<KneeSleevePreorder, 'isOrganizationOrder'>): boolean {
  return preorder.isOrganizationOrder === true || preorder.isOrganizationOrder === 'true' || preorder.isOrganizationOrder === 'one';
}

export const PREORDER_PAGE_SIZE = 10;
