import { describe, expect, it } from 'vitest';
import { displayedStatus, formatStoredMoney, isOrganizationOrder, shipToAddress, statusColour, storedAmount } from './preorders';
import { fakeTimestamp } from '../../../src/test/timestamps';

describe('displayedStatus', () => {
  it('is the last timeline event', () => {
    const timeline = [
      { timestamp: fakeTimestamp(1), event: 'Payment received' as const },
      { timestamp: fakeTimestamp(2), event: 'Preparing Order' as const },
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

describe('stored money', () => {
  it.each([
    ['$ 598.00', 598],
    ['$ 1,234.5', 1234.5],
    ['334.88', 334.88],
    ['', null],
    ['free', null],
    [undefined, null],
  ])('reads %j as %j', (text, amount) => {
    expect(storedAmount(text)).toBe(amount);
  });

  it('formats amounts with the app formatter and leaves other text as it is', () => {
    expect(formatStoredMoney('$ 1598.00')).toBe('$1,598.00');
    expect(formatStoredMoney('n/a')).toBe('n/a');
  });
});
