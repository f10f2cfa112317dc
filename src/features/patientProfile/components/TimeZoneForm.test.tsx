import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { saveTimeZone } from '../api/accountChanges';
import { TimeZoneForm } from './TimeZoneForm';

vi.mock('../api/accountChanges', () => ({ saveTimeZone: vi.fn(() => Promise.resolve()) }));

describe('TimeZoneForm', () => {
  it("shows the stored time zone and saves the patient's choice", async () => {
    renderWithProviders(<TimeZoneForm uid="pat" record={{ timeZone: 'Asia/Kolkata' }} />);
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(saveTimeZone).toHaveBeenCalledWith('pat', 'Europe/Paris');
    expect(await screen.findByRole('status')).toHaveTextContent('Your time zone has been updated.');
  });

  it("offers the browser's zone while none is stored, and says why a save failed", async () => {
    vi.mocked(saveTimeZone).mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    renderWithProviders(<TimeZoneForm uid="pat" record={{}} />);
    expect(screen.getByLabelText('Time zone')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});
