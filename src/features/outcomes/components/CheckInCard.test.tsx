import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { saveCheckIn } from '../api/outcomesRecords';
import { CheckInCard } from './CheckInCard';

vi.mock('../api/outcomesRecords', () => ({ saveCheckIn: vi.fn() }));

const session = { id: 's1', date: Date.UTC(2026, 2, 10, 9) };

describe('CheckInCard', () => {
  it('saves pain and effort picked on the 0–10 scales, by keyboard too', async () => {
    vi.mocked(saveCheckIn).mockResolvedValue();
    renderWithProviders(<CheckInCard patientUid="p1" prompt={{ kind: 'ask', session }} />);
    const pain = screen.getByRole('group', { name: 'Pain now' });
    expect(pain).toHaveAccessibleDescription(/0: no pain.*5: moderate pain.*10: worst pain imaginable/);
    await userEvent.click(within(pain).getByRole('radio', { name: '7' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(within(screen.getByRole('group', { name: 'How hard was it?' })).getByRole('radio', { name: '6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveCheckIn).toHaveBeenCalledWith({ patientUid: 'p1', sessionId: 's1', pain: 8, effort: 6, before: null });
    expect(await screen.findByText('Saved: pain 8/10, effort 6/10.')).toBeInTheDocument();
  });

  it('skips: a check-in without ratings', async () => {
    vi.mocked(saveCheckIn).mockResolvedValue();
    renderWithProviders(<CheckInCard patientUid="p1" prompt={{ kind: 'ask', session }} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(saveCheckIn).toHaveBeenCalledWith({ patientUid: 'p1', sessionId: 's1', pain: null, effort: null, before: null });
  });

  it('changes a saved check-in within its 24 hours, and shows a refusal', async () => {
    vi.mocked(saveCheckIn).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const checkIn = { sessionId: 's1', pain: 5, effort: 4, createdAt: session.date, updatedAt: session.date };
    renderWithProviders(<CheckInCard patientUid="p1" prompt={{ kind: 'edit', session, checkIn, editableUntil: session.date + 86_400_000 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(within(screen.getByRole('group', { name: 'Pain now' })).getByRole('radio', { name: '5' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Pain now' })).getByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveCheckIn).toHaveBeenCalledWith({ patientUid: 'p1', sessionId: 's1', pain: 3, effort: 4, before: checkIn });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
