import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { deviceExists } from '../../devices';
import { addRegisteredDevice } from '../api/doctorRecord';
import { RegisterDeviceModal } from './RegisterDeviceModal';

vi.mock('../../devices', () => ({ deviceExists: vi.fn() }));
vi.mock('../api/doctorRecord', () => ({ addRegisteredDevice: vi.fn(() => Promise.resolve()) }));

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<RegisterDeviceModal show doctorUid="doc-1" registered={['GLV-1001']} onClose={onClose} />);
  return { onClose };
}

async function register(id: string) {
  const input = screen.getByLabelText('Device ID');
  await userEvent.clear(input);
  if (id) await userEvent.type(input, id);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterDeviceModal', () => {
  beforeEach(() => {
    vi.mocked(deviceExists).mockReset();
    vi.mocked(addRegisteredDevice).mockClear();
  });

  it("says 'No deivce ID.' for an empty id", async () => {
    renderModal();
    await register('');
    expect(screen.getByText('No deivce ID.')).toBeInTheDocument();
    expect(deviceExists).not.toHaveBeenCalled();
  });

  it("says 'This device has been registered.' for one of the doctor's devices", async () => {
    renderModal();
    await register('GLV-1001');
    expect(screen.getByText('This device has been registered.')).toBeInTheDocument();
    expect(addRegisteredDevice).not.toHaveBeenCalled();
  });

  it("says 'This device ID does not exist.' for an unknown id", async () => {
    vi.mocked(deviceExists).mockResolvedValue(false);
    renderModal();
    await register('NOPE-1');
    expect(await screen.findByText('This device ID does not exist.')).toBeInTheDocument();
    expect(addRegisteredDevice).not.toHaveBeenCalled();
  });

  it('registers an existing device, then closes', async () => {
    let found: (exists: boolean) => void = () => {};
    vi.mocked(deviceExists).mockReturnValue(new Promise((resolve) => (found = resolve)));
    const { onClose } = renderModal();
    await register(' GLV-1901 ');
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();

    found(true);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deviceExists).toHaveBeenCalledWith('GLV-1901');
    expect(addRegisteredDevice).toHaveBeenCalledWith('doc-1', 'GLV-1901');
  });
});
