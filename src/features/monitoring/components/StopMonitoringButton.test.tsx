import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { stopMonitoring } from '../api/monitoringRecords';
import { StopMonitoringButton } from './StopMonitoringButton';

vi.mock('../api/monitoringRecords', () => ({ stopMonitoring: vi.fn() }));

describe('StopMonitoringButton', () => {
  it('stops only once confirmed', async () => {
    vi.mocked(stopMonitoring).mockResolvedValue();
    renderWithProviders(<StopMonitoringButton patientUid="ravi" patientName="Ravi Iyer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop monitoring Ravi Iyer' }));
    expect(await screen.findByRole('alertdialog', { name: 'Stop monitoring Ravi Iyer?' })).toHaveTextContent('The episode of monitoring ends today.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(stopMonitoring).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop monitoring Ravi Iyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(stopMonitoring).toHaveBeenCalledWith('ravi');
  });

  it("shows the function's refusal", async () => {
    vi.mocked(stopMonitoring).mockRejectedValue(new Error('Only the doctor who started this episode may stop it while he looks after the patient.'));
    renderWithProviders(<StopMonitoringButton patientUid="ravi" patientName="Ravi Iyer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop monitoring Ravi Iyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the doctor who started this episode may stop it');
  });
});
