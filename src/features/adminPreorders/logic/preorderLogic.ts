import {
  PREORDER_EVENTS,
  UNIT_STATUSES,
  type KneeSleevePreorder,
  type Note,
  type PreorderEvent,
  type PreorderUnit,
} from '@rehab/model/collections';

/** The event that also records the carrier and the tracking number. */
export const ORDER_SHIPPED: PreorderEvent = 'Order Shipped';

export const CARRIERS = ['Canada Post', 'FedEx', 'UPS', 'Purolator'] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * The events an admin may add next: those after the timeline's latest event
 * (all five when there is no timeline, none once the order is delivered).
 */
export function nextEvents(timeline: KneeSleevePreorder['timeline']): PreorderEvent[] {
  const latest = timeline.at(-1)?.event;
  if (latest === undefined) return [...PREORDER_EVENTS];
  return PREORDER_EVENTS.slice(PREORDER_EVENTS.indexOf(latest) + 1);
}

/** A unit nobody has worked on yet. */
export function emptyUnit(index: number): PreorderUnit {
  return { id: index, boardId: '', firmwareVersion: '', status: 'Pending', qaSignature: '', qaDate: null, notes: [], assignedTo: '' };
}

/** A stored unit with its missing fields filled in (orders made by the checkout start without units). */
function completeUnit(stored: Partial<PreorderUnit> | undefined, index: number): PreorderUnit {
  const unit = { ...emptyUnit(index), ...stored, id: index };
  return UNIT_STATUSES.includes(unit.status) ? unit : { ...unit, status: 'Pending' };
}

/** One row per ordered unit: as many rows as the order's quantity. */
export function unitRows(preorder: Pick<KneeSleevePreorder, 'quantity' | 'orderDevicesData'>): PreorderUnit[] {
  const quantity = Math.max(0, Math.trunc(Number(preorder.quantity) || 0));
  return Array.from({ length: quantity }, (_, index) => completeUnit(preorder.orderDevicesData[index], index));
}

/**
 * The unit list to store after changing unit `index`: every ordered unit
 * (missing ones filled in) and any stored beyond the quantity, kept as they are.
 */
export function unitsWithChange(
  preorder: Pick<KneeSleevePreorder, 'quantity' | 'orderDevicesData'>,
  index: number,
  change: (unit: PreorderUnit) => PreorderUnit,
): PreorderUnit[] {
  const rows = unitRows(preorder);
  if (index < 0 || index >= rows.length) throw new RangeError(`The order has no unit ${index + 1}.`);
  rows[index] = change(rows[index]);
  return [...rows, ...preorder.orderDevicesData.slice(rows.length)];
}

export function withNote(unit: PreorderUnit, note: Note): PreorderUnit {
  return { ...unit, notes: [...unit.notes, note] };
}

/** yyyy-MM-dd of a local date, as a date input holds it. */
export function toDateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's yyyy-MM-dd as local midnight; null when empty or no date. */
export function fromDateInputValue(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The earliest value of a datetime-local input allowed today: today at 00:00. */
export function startOfTodayInputValue(now: Date): string {
  return `${toDateInputValue(now)}T00:00`;
}

/** A datetime-local input's value (yyyy-MM-ddTHH:mm[:ss]) as a local time; null when it is none. */
export function fromDateTimeInputValue(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  return date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hours ? date : null;
}
