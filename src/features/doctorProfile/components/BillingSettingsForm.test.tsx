import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Doctor } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { setBillingSettings } from '../api/doctorRecord';
import { BillingSettingsForm } from './BillingSettingsForm';

vi.mock('../api/doctorRecord', () => ({ setBillingSettings: vi.fn(() => Promise.resolve()) }));

const doctor = { firstName: 'Daniel', lastName: 'Reyes', timeZone: 'America/Vancouver', discipline: 'GP' } as Doctor;

describe('BillingSettingsForm', () => {
  it('shows the stored time zone and discipline and saves a change', async () => {
    renderWithProviders(<BillingSettingsForm uid="doc" doctor={doctor} />);
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Vancouver');
    expect(screen.getByLabelText('Discipline')).toHaveValue('GP');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Athens');
    await userEvent.selectOptions(screen.getByLabelText('Discipline'), 'None (physician)');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(setBillingSettings).toHaveBeenCalledWith('doc', { timeZone: 'Europe/Athens', discipline: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('Billing settings updated.');
  });
});
