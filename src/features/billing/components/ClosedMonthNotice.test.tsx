import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useLazyRtmClosuresQuery } from '../api/billingApi';
import { useClosedMonthCheck } from '../hooks/useClosedMonthCheck';
import { ClosedMonthNotice } from './ClosedMonthNotice';

vi.mock('../api/billingApi', () => ({ useLazyRtmClosuresQuery: vi.fn() }));

describe('the closed-month refusal', () => {
  it('says the month is closed and links to it on the Billing page', () => {
    renderWithProviders(<ClosedMonthNotice month="2026-10" />);
    expect(screen.getByTestId('closed-month-notice')).toHaveTextContent('This month is closed for billing: change it with an amendment on the Billing page.');
    expect(screen.getByRole('link', { name: 'Billing page' })).toHaveAttribute('href', '/monitoring/billing?month=2026-10');
  });

  it('finds the closure an entry falls in among the months around its time document', async () => {
    const october = { month: '2026-10', from: Date.parse('2026-10-01T07:00:00Z'), to: Date.parse('2026-11-01T07:00:00Z') };
    const read = vi.fn(() => ({ unwrap: () => Promise.resolve([october]) }));
    vi.mocked(useLazyRtmClosuresQuery).mockReturnValue([read] as unknown as ReturnType<typeof useLazyRtmClosuresQuery>);
    const { result } = renderHook(() => useClosedMonthCheck('doc'));
    // An entry of the November document, in the first hours of November UTC: October in the doctor's zone.
    expect(await result.current(new Date('2026-11-01T03:00:00Z'), '2026-11')).toBe('2026-10');
    expect(read).toHaveBeenCalledWith({ doctorUid: 'doc', months: ['2026-10', '2026-11', '2026-12'] });
    expect(await result.current(new Date('2026-11-02T03:00:00Z'), '2026-11')).toBeUndefined();
  });
});
