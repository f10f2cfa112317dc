import { describe, expect, it } from 'vitest';
import { displayedStatus, isOrganizationOrder, shipToAddress, statusColour } from './preorders';

const at = (millis: number) => ({ seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis });

describe('displayedStatus', () => {
  it('is the last timeline event', () => {
    const timeline = [
      { timestamp: at(1), event: 'Payment received' as const },
      { timestamp: at(2), event: 'Preparing Order' as const },
    ];
    expect(displayedStatus({ timeline, status: 'Payment received' })).toBe('Preparing Order');
  });

  it('falls back to the status field without a timeline', () => {
    expect(displayedStatus({ timeline: [], status: 'Order Shipped' })).toBe('Order Shipped');
  });
});

describe('statusColour', () => {
  it.each([
    ['Payment received', 'warning'],
    ['Preparing Order', 'danger'],
    ['Ready for Dispatch', 'secondary'],
    ['Order Shipped', 'primary'],
    ['Order Delivered', 'success'],
    ['Lost in transit', 'secondary'],
  ])('shows %s as %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });
});

describe('shipToAddress', () => {
  it('joins the filled parts', () => {
    expect(
      shipToAddress({ streetAddress: '1 Main St', address2: ' ', city: 'Vancouver', state: 'BC', postalCode: 'V5K 0A1', country: 'Canada' }),
    ).toBe('1 Main St, Vancouver, BC, V5K 0A1, Canada');
  });
});

describe('isOrganizationOrder', () => {
  it.each([
    [true, true],
    ['true', true],
    ['one', true],
    [false, false],
  ] as const)('reads %s as %s', (flag, expected) => {
    expect(isOrganizationOrder({ isOrganizationOrder: flag })).toBe(expected);
  });
});

describe('shipToAddress with a missing part', () => {
  it('leaves out a part the document lacks', () => {
    const withoutAddress2 = { streetAddress: '1 Main St', city: 'Vancouver', state: 'BC', postalCode: 'V5K 0A1', country: 'Canada' };
    expect(shipToAddress(withoutAddress2 as Parameters<typeof shipToAddress>[0])).toBe('1 Main St, Vancouver, BC, V5K 0A1, Canada');
  });
});
