import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceRegistration } from '@rehab/model/care';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RegisterDeviceModal } from './RegisterDeviceModal';

const registerDevice = vi.hoisted(() => vi.fn<(deviceId: string) => Promise<DeviceRegistration>>());
/** What the server answers: a registration, or a refusal (thrown only when the modal awaits it). */
const server = vi.hoisted(() => ({ refusal: null as unknown }));
vi.mock('../../care', () => ({
  useRegisterDeviceMutation: () => [
    (deviceId: string) => ({
      unwrap: async () => {
        if (server.refusal) throw server.refusal;
        return registerDevice(deviceId);
      },
    }),
  ],
}));

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<RegisterDeviceModal show registered={['GLV-1001']} onClose={onClose} />);
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
    registerDevice.mockReset();
    server.refusal = null;
  });

  it("says 'No deivce ID.' for an empty id, without asking the server", async () => {
    renderModal();
    await register('');
    expect(screen.getByText('No deivce ID.')).toBeInTheDocument();
    expect(registerDevice).not.toHaveBeenCalled();
  });

  it("says 'This device has been registered.' for one of the doctor's devices", async () => {
    renderModal();
    await register('GLV-1001');
    expect(screen.getByText('This device has been registered.')).toBeInTheDocument();
    expect(registerDevice).not.toHaveBeenCalled();
  });

  it("says 'This device ID does not exist.' when the lookup finds nothing", async () => {
    registerDevice.mockResolvedValue({ outcome: 'doesNotExist' });
    const { onClose } = renderModal();
    await register('NOPE-1');
    expect(await screen.findByText('This device ID does not exist.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so in words when the hourly lookups are used up', async () => {
    server.refusal = { message: 'Quota exceeded', code: 'functions/resource-exhausted' };
    renderModal();
    await register('GLV-1901');
    expect(await screen.findByText('Too many device lookups. Try again in an hour.')).toBeInTheDocument();
  });

  it('shows any other failure and stays open', async () => {
    server.refusal = new FirebaseError('functions/unavailable', 'The server is unavailable.');
    const { onClose } = renderModal();
    await register('GLV-1901');
    expect(await screen.findByText('The server is unavailable.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('registers the trimmed id, then closes', async () => {
    let answer: (registration: DeviceRegistration) => void = () => {};
    registerDevice.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { onClose } = renderModal();
    await register(' GLV-1901 ');
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();

    answer({ outcome: 'registered', access: 'pending' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(registerDevice).toHaveBeenCalledWith('GLV-1901');
  });
});
