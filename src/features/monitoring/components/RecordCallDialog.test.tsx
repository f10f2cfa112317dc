import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { recordContact } from '../api/monitoringRecords';
import { RecordCallDialog } from './RecordCallDialog';

vi.mock('../api/monitoringRecords', () => ({ recordContact: vi.fn() }));
vi.mock('../../doctorProfile', () => ({ useDoctorRecord: () => ({ uid: 'doc', doctor: { timeZone: 'America/Vancouver' }, loading: false, error: null }) }));

const fill = async (minutes: string, attestation: string) => {
  await userEvent.clear(screen.getByLabelText('Date'));
  await userEvent.type(screen.getByLabelText('Date'), '2026-03-20');
  await userEvent.clear(screen.getByLabelText('Start time'));
  await userEvent.type(screen.getByLabelText('Start time'), '09:30');
  await userEvent.clear(screen.getByLabelText('Minutes'));
  if (minutes) await userEvent.type(screen.getByLabelText('Minutes'), minutes);
  await userEvent.clear(screen.getByLabelText('Attestation'));
  if (attestation) await userEvent.type(screen.getByLabelText('Attestation'), attestation);
};

describe('RecordCallDialog', () => {
  it("checks the form, then sends the call as an instant of the doctor's zone", async () => {
    vi.mocked(recordContact).mockResolvedValue();
    const onClose = vi.fn();
    renderWithProviders(<RecordCallDialog onClose={onClose} patientUid="omar" patientName="Omar Farouk" />);
    expect(screen.getByRole('dialog', { name: 'Record a call with Omar Farouk' })).toHaveTextContent('America/Vancouver');
    await fill(String(LIMITS.rtm.contactMinutes + 1), '');
    await userEvent.click(screen.getByRole('button', { name: 'Record call' }));
    expect(await screen.findByText(`Whole minutes from 1 to ${LIMITS.rtm.contactMinutes}.`)).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(recordContact).not.toHaveBeenCalled();

    await fill('12', 'Phone call with Omar, two-way audio');
    await userEvent.click(screen.getByLabelText('Video call'));
    await userEvent.click(screen.getByRole('button', { name: 'Record call' }));
    expect(recordContact).toHaveBeenCalledWith({
      patientId: 'omar',
      start: '2026-03-20T16:30:00.000Z',
      minutes: 12,
      kind: 'video',
      attestation: 'Phone call with Omar, two-way audio',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("says in words why the function refused the call, and stays open", async () => {
    vi.mocked(recordContact).mockRejectedValue({ code: 'functions/failed-precondition', message: '2026-02 is closed for billing: change it with an amendment.' });
    const onClose = vi.fn();
    renderWithProviders(<RecordCallDialog onClose={onClose} patientUid="omar" patientName="Omar Farouk" />);
    await fill('5', 'Phone call with Omar');
    await userEvent.click(screen.getByRole('button', { name: 'Record call' }));
    expect(await screen.findByTestId('call-refusal')).toHaveTextContent('This month is closed for billing.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
