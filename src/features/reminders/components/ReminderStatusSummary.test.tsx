import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReminderStatus } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { subscribeStatus } from '../api/reminderRecords';
import { ReminderStatusSummary } from './ReminderStatusSummary';

vi.mock('../api/reminderRecords', () => ({ subscribeStatus: vi.fn() }));

function statusIs(status: Omit<ReminderStatus, 'patientId'> | null) {
  vi.mocked(subscribeStatus).mockReturnValue((next) => {
    next(status && { ...status, patientId: 'pat', docId: 'pat' });
    return () => {};
  });
}

describe('ReminderStatusSummary', () => {
  it('says the reminders are on and when the last one went out, never what it said', async () => {
    statusIs({ enabled: true, lastSentAt: fakeTimestamp('2030-03-02T17:00:00Z') });
    renderWithProviders(<ReminderStatusSummary patientUid="pat" />);
    expect(await screen.findByText(/^On, last sent Mar 2, 2030/)).toBeInTheDocument();
  });

  it('says on with none sent yet, and off (also when the patient never chose)', async () => {
    statusIs({ enabled: true, lastSentAt: null });
    const { unmount } = renderWithProviders(<ReminderStatusSummary patientUid="pat" />);
    expect(await screen.findByText('On, none sent yet')).toBeInTheDocument();
    unmount();
    statusIs(null);
    renderWithProviders(<ReminderStatusSummary patientUid="pat" />);
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it('says not available when it cannot be read', async () => {
    vi.mocked(subscribeStatus).mockReturnValue((_next, fail) => {
      fail(new Error('Missing or insufficient permissions.'));
      return () => {};
    });
    renderWithProviders(<ReminderStatusSummary patientUid="pat" />);
    expect(await screen.findByText('Not available')).toBeInTheDocument();
  });
});
