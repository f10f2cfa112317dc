import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { writeEntry } from '../api/monitoringRecords';
import { ManagementEntryDialog } from './ManagementEntryDialog';

vi.mock('../api/monitoringRecords', () => ({ writeEntry: vi.fn(() => Promise.resolve()) }));

const ts = (ms: number) => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });

describe('ManagementEntryDialog', () => {
  it('adds time by hand only with a reason, in range', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ManagementEntryDialog onClose={onClose} doctorUid="doc" patientUid="pat" />);
    const dialog = screen.getByRole('dialog', { name: 'Add management time' });
    await userEvent.clear(screen.getByLabelText('Minutes'));
    await userEvent.type(screen.getByLabelText('Minutes'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(dialog).toHaveTextContent('Enter 0 to 480 minutes.');
    expect(dialog).toHaveTextContent('Required');
    expect(writeEntry).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Minutes'));
    await userEvent.type(screen.getByLabelText('Minutes'), '12.5');
    await userEvent.type(screen.getByLabelText('Reason'), 'Phone call');
    await userEvent.click(screen.getByLabelText(/real-time interactive communication/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writeEntry).toHaveBeenCalledWith(
      expect.objectContaining({
        doctorUid: 'doc',
        patientUid: 'pat',
        entryId: expect.stringMatching(/^manual-/),
        entry: expect.objectContaining({ seconds: 750, source: 'manual', activity: 'other', interactive: true, reason: 'Phone call' }),
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('corrects an entry: its start stays, a reason is needed, and it becomes manual', async () => {
    vi.mocked(writeEntry).mockClear();
    const start = Date.now() - 3_600_000;
    const entry = { id: 'auto-1', start: ts(start), seconds: 600, source: 'auto' as const, activity: 'charts' as const, interactive: false, reason: '', updatedAt: ts(start) };
    renderWithProviders(<ManagementEntryDialog onClose={vi.fn()} doctorUid="doc" patientUid="pat" entry={entry} month="2026-03" />);
    expect(screen.getByLabelText('Started at')).toBeDisabled();
    expect(screen.getByLabelText('Minutes')).toHaveValue(10);
    await userEvent.clear(screen.getByLabelText('Minutes'));
    await userEvent.type(screen.getByLabelText('Minutes'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writeEntry).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Reason'), 'Chart left open during lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writeEntry).toHaveBeenCalledWith(
      expect.objectContaining({ month: '2026-03', entryId: 'auto-1', entry: expect.objectContaining({ start: new Date(start), seconds: 240, source: 'manual', reason: 'Chart left open during lunch' }) }),
    );
  });
});
