import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/hooks';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { removeOwnedDevice } from '../devicesApi';
import { OwnedDevicesTable } from './OwnedDevicesTable';

vi.mock('../../../lib/firebase/hooks', () => ({ useLiveDoc: vi.fn(), useLiveQuery: vi.fn() }));
vi.mock('../devicesApi', () => ({ removeOwnedDevice: vi.fn(() => Promise.resolve()) }));

function showing(owned: Record<string, 'Left' | 'Right'> | null, types: Record<string, string> = {}, loading = false) {
  vi.mocked(useLiveDoc).mockReturnValue({ data: owned ? { devices: owned } : null, loading, error: null } as never);
  vi.mocked(useLiveQuery).mockReturnValue({
    data: Object.entries(types).map(([id, deviceType]) => ({ id, deviceType, docId: id })),
    loading,
    error: null,
  } as never);
}

describe('OwnedDevicesTable', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a loading skeleton, then the devices (type, id, side)', () => {
    showing(null, {}, true);
    const { rerender } = renderWithProviders(<OwnedDevicesTable uid="p1" />);
    expect(screen.getAllByTestId('table-placeholder')).toHaveLength(3);

    showing({ 'KB2-7001': 'Right', 'GLV-1001': 'Left' }, { 'KB2-7001': 'Knee Brace 2', 'GLV-1001': 'Glove' });
    rerender(<OwnedDevicesTable uid="p1" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Device Type', 'Id', 'Side', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['Glove', 'GLV-1001', 'Left'],
      ['Knee Sleeve', 'KB2-7001', 'Right'],
    ]);
  });

  it("says 'No devices.' when the patient owns none", () => {
    showing({});
    renderWithProviders(<OwnedDevicesTable uid="p1" />);
    expect(screen.getByText('No devices.')).toBeInTheDocument();
  });

  it('shows 10 devices per page', async () => {
    showing(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`DEV-${String(i).padStart(2, '0')}`, 'Left' as const])));
    renderWithProviders(<OwnedDevicesTable uid="p1" />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('removes a device after confirmation', async () => {
    showing({ 'GLV-1001': 'Left' }, { 'GLV-1001': 'Glove' });
    renderWithProviders(<OwnedDevicesTable uid="p1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove device GLV-1001' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Device' });
    expect(dialog).toHaveTextContent("This will remove device 'GLV-1001'");
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(removeOwnedDevice).toHaveBeenCalledWith('p1', 'GLV-1001');
  });
});
