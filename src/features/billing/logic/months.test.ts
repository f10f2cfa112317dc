import { describe, expect, it } from 'vitest';
import { billingMonths, defaultBillingMonth, isMonthOver, monthsAround } from './months';

const at = (iso: string) => Date.parse(iso);

describe('billing months', () => {
  it('offers this month and the eleven before, newest first, in the zone given', () => {
    const months = billingMonths(at('2026-01-01T03:00:00Z'), 'America/Los_Angeles');
    expect(months[0]).toBe('2025-12');
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe('2025-01');
    expect(billingMonths(at('2026-01-01T03:00:00Z'), 'UTC')[0]).toBe('2026-01');
  });

  it('opens on the previous month', () => {
    expect(defaultBillingMonth(at('2026-03-15T12:00:00Z'), 'UTC')).toBe('2026-02');
    expect(defaultBillingMonth(at('2026-01-15T12:00:00Z'), 'UTC')).toBe('2025-12');
  });

  it('lets a month close once it is over in the doctor zone', () => {
    expect(isMonthOver('2026-02', at('2026-03-01T00:00:00Z'), 'UTC')).toBe(true);
    expect(isMonthOver('2026-02', at('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe(false);
    expect(isMonthOver('2026-03', at('2026-03-15T00:00:00Z'), 'UTC')).toBe(false);
  });

  it('asks the closures of the month and the two around it', () => {
    expect(monthsAround('2026-01')).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
