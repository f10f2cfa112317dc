/** The admin pre-order pages' Firestore reads and writes, called by the endpoints in ./adminPreordersApi.ts. */
import {
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  startAfter,
  Timestamp,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { col, docRef } from '../../../lib/firebase/collections';
import { withId, type WithId } from '../../../lib/firebase/withId';
import type { KneeSleevePreorder, PreorderEvent, PreorderUnit } from '@rehab/model/collections';
import { PREORDER_PAGE_SIZE } from '@rehab/model/preorders';
import { nextEvents, ORDER_SHIPPED, unitsWithChange, withNote } from '../logic/preorderLogic';

export type AdminPreorder = WithId<KneeSleevePreorder>;
export type PreorderCursor = QueryDocumentSnapshot<KneeSleevePreorder>;

/** One page of pre-orders, and where the next page starts (null after the last page). */
export interface PreorderPage {
  items: AdminPreorder[];
  cursor: PreorderCursor | null;
}

export interface PreorderSort {
  field: 'orderDate';
  direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: PreorderSort = { field: 'orderDate', direction: 'desc' };

/** How many pre-orders there are (an aggregate count: no documents are read). */
export async function countPreorders(): Promise<number> {
  const snapshot = await getCountFromServer(col('kneeSleevePreorders'));
  return snapshot.data().count;
}

/** One page of pre-orders in the given order, after `after`. One extra document tells whether another page follows. */
export async function fetchPreorderPage(sort: PreorderSort, after: PreorderCursor | null = null): Promise<PreorderPage> {
  const constraints = [orderBy(sort.field, sort.direction), ...(after ? [startAfter(after)] : []), limit(PREORDER_PAGE_SIZE + 1)];
  const snapshot = await getDocs(query(col('kneeSleevePreorders'), ...constraints));
  const shown = snapshot.docs.slice(0, PREORDER_PAGE_SIZE);
  return { items: shown.map(withId), cursor: snapshot.docs.length > PREORDER_PAGE_SIZE ? (shown.at(-1) ?? null) : null };
}

/** The pre-order with this id, as a list of none or one. */
export async function findPreorder(id: string): Promise<AdminPreorder[]> {
  // A slash would make the id a path into another collection.
  if (id === '' || id.includes('/')) return [];
  const snapshot = await getDoc(docRef('kneeSleevePreorders', id));
  return snapshot.exists() ? [withId(snapshot)] : [];
}

export interface NewStatusEvent {
  timestamp: Date;
  event: PreorderEvent;
  /** for Order Shipped */
  shipping?: { carrier: string; trackingNumber: string };
}

/** Raised when another admin moved the order on meanwhile and the event is no longer next. */
export class EventNoLongerNextError extends Error {
  constructor(readonly event: PreorderEvent) {
    super(`'${event}' is no longer a next step of this order.`);
    this.name = 'EventNoLongerNextError';
  }
}

async function readPreorder(transaction: Transaction, id: string) {
  const snapshot = await transaction.get(docRef('kneeSleevePreorders', id));
  if (!snapshot.exists()) throw new Error(`The pre-order ${id} no longer exists.`);
  return snapshot.data();
}

/**
 * Appends an event to the timeline and makes it the status (for Order Shipped
 * also storing the carrier and tracking number). Read and written in one
 * transaction, so the event is still the next one when it is stored.
 */
export async function addStatusEvent(id: string, change: NewStatusEvent): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const preorder = await readPreorder(transaction, id);
    if (!nextEvents(preorder.timeline).includes(change.event)) throw new EventNoLongerNextError(change.event);
    transaction.update(docRef('kneeSleevePreorders', id), {
      timeline: [...preorder.timeline, { timestamp: Timestamp.fromDate(change.timestamp), event: change.event }],
      status: change.event,
      ...(change.event === ORDER_SHIPPED && change.shipping ? { shipping: change.shipping } : {}),
    });
  });
}

/**
 * Changes one unit. The units are stored as a list (a dotted path cannot
 * address a list item), so the list is read and rewritten in one transaction:
 * another admin's change to another unit is never lost.
 */
async function changeUnit(id: string, index: number, change: (unit: PreorderUnit) => PreorderUnit): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const preorder = await readPreorder(transaction, id);
    transaction.update(docRef('kneeSleevePreorders', id), { orderDevicesData: unitsWithChange(preorder, index, change) });
  });
}

export type UnitDetails = Pick<PreorderUnit, 'boardId' | 'firmwareVersion' | 'status' | 'qaSignature'> & { qaDate: Date | null };

export function saveUnitDetails(id: string, index: number, { qaDate, ...details }: UnitDetails): Promise<void> {
  return changeUnit(id, index, (unit) => ({ ...unit, ...details, qaDate: qaDate ? Timestamp.fromDate(qaDate) : null }));
}

export function addUnitNote(id: string, index: number, note: { user: string; content: string }): Promise<void> {
  return changeUnit(id, index, (unit) => withNote(unit, { ...note, timestamp: Timestamp.now() }));
}

/** Assigns a unit to a staff member ('' leaves it unassigned). */
export function assignUnit(id: string, index: number, assignedTo: string): Promise<void> {
  return changeUnit(id, index, (unit) => ({ ...unit, assignedTo }));
}
