import { describe, expect, it } from 'vitest';
import type { KneeSleevePreorder, PreorderEvent, PreorderUnit } from '@rehab/model/collections';
import {
  emptyUnit,
  fromDateInputValue,
  fromDateTimeInputValue,
  nextEvents,
  startOfTodayInputValue,
  toDateInputValue,
  unitRows,
  unitsWithChange,
  withNote,
} from './preorderLogic';
import { fakeTimestamp } from '../../../test/timestamps';

const timelineOf = (...events: PreorderEvent[]): KneeSleevePreorder['timeline'] => events.map((event, i) => ({ event, timestamp: fakeTimestamp(i) }));

describe('nextEvents', () => {
  it('offers all five events when there is no timeline', () => {
    expect(nextEvents([])).toEqual(['Payment received', 'Preparing Order', 'Ready for Dispatch', 'Order Shipped', 'Order Delivered']);
  });

  it('offers only the events after the latest one', () => {
    expect(nextEvents(timelineOf('Payment received'))).toEqual(['Preparing Order', 'Ready for Dispatch', 'Order Shipped', 'Order Delivered']);
    expect(nextEvents(timelineOf('Payment received', 'Preparing Order', 'Ready for Dispatch'))).toEqual(['Order Shipped', 'Order Delivered']);
  });

  it('offers nothing once the order is delivered', () => {
    expect(nextEvents(timelineOf('Payment received', 'Order Delivered'))).toEqual([]);
  });
});

const unit = (index: number, changes: Partial<PreorderUnit> = {}): PreorderUnit => ({ ...emptyUnit(index), ...changes });

describe('unitRows', () => {
  it('has one row per ordered unit, filling in the units not stored yet', () => {
    const rows = unitRows({ quantity: 3, orderDevicesData: [unit(0, { boardId: 'MW-1', status: 'Packaging' })] });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ id: 0, boardId: 'MW-1', status: 'Packaging' });
    expect(rows[2]).toEqual(emptyUnit(2));
  });

  it('leaves out units stored beyond the quantity', () => {
    expect(unitRows({ quantity: 1, orderDevicesData: [unit(0), unit(1)] })).toHaveLength(1);
  });

  it('fills in missing fields and reads an unknown status as Pending', () => {
    const partial = { boardId: 'MW-2', status: 'Lost' } as unknown as PreorderUnit;
    expect(unitRows({ quantity: 1, orderDevicesData: [partial] })[0]).toEqual({ ...emptyUnit(0), boardId: 'MW-2' });
  });

  it('has no rows for a quantity that is no number', () => {
    expect(unitRows({ quantity: Number.NaN, orderDevicesData: [] })).toEqual([]);
  });
});

describe('unitsWithChange', () => {
  it('changes one unit and stores every ordered unit', () => {
    const stored = [unit(0, { boardId: 'MW-1' })];
    const units = unitsWithChange({ quantity: 2, orderDevicesData: stored }, 1, (u) => ({ ...u, boardId: 'MW-2' }));
    expect(units.map((u) => u.boardId)).toEqual(['MW-1', 'MW-2']);
    expect(stored[0].boardId).toBe('MW-1');
  });

  it('keeps units stored beyond the quantity', () => {
    const extra = unit(2, { boardId: 'MW-3' });
    const units = unitsWithChange({ quantity: 1, orderDevicesData: [unit(0), unit(1), extra] }, 0, (u) => ({ ...u, assignedTo: 'Priya Shah' }));
    expect(units).toHaveLength(3);
    expect(units[0].assignedTo).toBe('Priya Shah');
    expect(units[2]).toBe(extra);
  });

  it('refuses a unit the order does not have', () => {
    expect(() => unitsWithChange({ quantity: 1, orderDevicesData: [] }, 1, (u) => u)).toThrow(RangeError);
  });
});

describe('withNote', () => {
  it('appends the note', () => {
    const first = { user: 'Alex Morgan', content: 'One', timestamp: fakeTimestamp(1) };
    const second = { user: 'Priya Shah', content: 'Two', timestamp: fakeTimestamp(2) };
    expect(withNote(unit(0, { notes: [first] }), second).notes).toEqual([first, second]);
  });
});

describe('date inputs', () => {
  it('writes and reads yyyy-MM-dd in local time', () => {
    expect(toDateInputValue(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    expect(fromDateInputValue('2030-01-05')).toEqual(new Date(2030, 0, 5));
    expect(fromDateInputValue('2030-02-30')).toBeNull();
    expect(fromDateInputValue('')).toBeNull();
  });

  it('reads a datetime-local value, with or without seconds', () => {
    expect(fromDateTimeInputValue('2030-01-05T08:30')).toEqual(new Date(2030, 0, 5, 8, 30));
    expect(fromDateTimeInputValue('2030-01-05T08:30:15')).toEqual(new Date(2030, 0, 5, 8, 30, 15));
    expect(fromDateTimeInputValue('2030-13-05T08:30')).toBeNull();
    expect(fromDateTimeInputValue('tomorrow')).toBeNull();
  });

  it('allows a timestamp from today at midnight', () => {
    expect(startOfTodayInputValue(new Date(2030, 6, 9, 15, 0))).toBe('2030-07-09T00:00');
  });
});
