import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeDoc, subscribeQuery } from '../../../lib/firebase/subscribe';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { removeOwnedDevice } from '../api/deviceRecords';
import { OwnedDevicesTable } from './OwnedDevicesTable';

// Hand-driven listeners: the user record (which devices the patient owns) and the device records (their types).
vi.mock('../../../lib/firebase/subscribe', () => ({ subscribeDoc: vi.fn(), subscribeQuery: vi.fn() }));
vi.mock('../api/deviceRecords', () => ({ ownedDevicesQuery: vi.fn(), removeOwnedDevice: vi.fn(() => Promise.resolve()) }));

let emitUser: (value: unknown) => void;
let emitDevices: (value: unknown) => void;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(subscribeDoc).mockReturnValue((next) => {
    emitUser = next as (value: unknown) => void;
    return () => {};
  });
  vi.mocked(subscribeQuery).mockReturnValue((next) => {
    emitDevices = next as (value: unknown) => void;
    return () => {};
  });
});

/** Renders the table and lets both listeners answer (unless `answer` is false). */
async function showing(owned: Record<string, 'Left' | 'Right'>, types: Record<string, string> = {}, answer = true) {
  const rendered = renderWithProviders(<OwnedDevicesTable uid="p1" />);
  if (answer) await answering(owned, types);
  return rendered;
}

async function answering(owned: Record<string, 'Left' | 'Right'>, types: Record<string, string>) {
  await vi.waitFor(() => expect(subscribeQuery).toHaveBeenCalled());
  await act(async () => {
    emitUser({ docId: 'p1', devices: owned });
    emitDevices(Object.entries(types).map(([id, deviceType]) => ({ id, deviceType, docId: id })));
    await Promise.resolve();
  });
}

describe('OwnedDevicesTable', () => {
  it('shows a loading skeleton, then the devices (type, id, side)', async () => {
    await showing({}, {}, false);
    expect(screen.getAllByTestId('table-placeholder')).toHaveLength(3);

    await answering({ 'KB2-7001': 'Right', 'GLV-1001': 'Left' }, { 'KB2-7001': 'Knee Brace 2', 'GLV-1001': 'Glove' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Device Type', 'Id', 'Side', 'Actions']);
    const cells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent));
    await vi.waitFor(() =>
      expect(cells()).toEqual([
        ['Glove', 'GLV-1001', 'Left'],
        ['Knee Sleeve', 'KB2-7001', 'Right'],
      ]),
    );
  });

  it("says 'No devices.' when the patient owns none", async () => {
    await showing({});
    expect(await screen.findByText('No devices.')).toBeInTheDocument();
  });

  it('shows 10 devices per page', async () => {
    await showing(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`DEV-${String(i).padStart(2, '0')}`, 'Left' as const])));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('removes a device after confirmation', async () => {
    await showing({ 'GLV-1001': 'Left' }, { 'GLV-1001': 'Glove' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove device GLV-1001' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Device' });
    expect(dialog).toHaveTextContent("This will remove device 'GLV-1001'");
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(removeOwnedDevice).toHaveBeenCalledWith('p1', 'GLV-1001');
  });

  it('shows why a removal failed', async () => {
    vi.mocked(removeOwnedDevice).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    await showing({ 'GLV-1001': 'Left' }, { 'GLV-1001': 'Glove' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove device GLV-1001' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
