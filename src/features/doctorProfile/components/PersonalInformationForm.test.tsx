import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doctor } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { uploadAvatar } from '../../../lib/profile/avatarStorage';
import { updateAuthDoctor, updateDoctor } from '../api/doctorRecord';
import { PersonalInformationForm } from './PersonalInformationForm';

vi.mock('../api/doctorRecord', () => ({
  updateDoctor: vi.fn(() => Promise.resolve()),
  updateAuthDoctor: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../lib/profile/avatarStorage', () => ({ uploadAvatar: vi.fn() }));
// The cropper needs a real browser; here a button stands in for choosing and cropping a picture.
vi.mock('../../../lib/ui/profile/AvatarPicker', () => ({
  AvatarPicker: ({ onChange }: { onChange: (jpeg: Blob) => void }) => (
    <button type="button" onClick={() => onChange(new Blob(['jpeg'], { type: 'image/jpeg' }))}>
      pick picture
    </button>
  ),
}));

const DOCTOR: Doctor = {
  firstName: 'Daniel',
  lastName: 'Reyes',
  position: 'Physiatrist',
  gender: 'Male',
  address: '1280 Burrard St',
  specialities: [{ title: 'Hand therapy', description: 'Tendons' }],
  profilePic: '',
  devices: [],
  patients: [],
  isVerified: true,
  notifications: [],
  phoneNumber: '+16045550142',
  email: 'doctor@demo.test',
};

function renderForm() {
  return renderWithProviders(<PersonalInformationForm uid="doc-1" doctor={DOCTOR} displayName="Daniel Reyes" />);
}

describe('PersonalInformationForm', () => {
  beforeEach(() => {
    vi.mocked(uploadAvatar).mockReset();
    vi.mocked(updateDoctor).mockClear();
    vi.mocked(updateAuthDoctor).mockClear();
  });

  it("keeps blank names, drops specialities without a title, shows 'Updating' and then the success message", async () => {
    const user = userEvent.setup();
    let saved: () => void = () => {};
    vi.mocked(updateDoctor).mockReturnValueOnce(new Promise((resolve) => (saved = resolve)));
    renderForm();

    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Position'));
    await user.type(screen.getByLabelText('Position'), 'Surgeon');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.type(screen.getAllByLabelText('Short description')[1], 'no title');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('button', { name: 'Updating' })).toBeDisabled();
    saved();
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(updateDoctor).toHaveBeenCalledWith('doc-1', {
      firstName: 'Daniel',
      lastName: 'Reyes',
      position: 'Surgeon',
      gender: 'Male',
      address: '1280 Burrard St',
      specialities: [{ title: 'Hand therapy', description: 'Tendons' }],
      profilePic: '',
    });
    expect(updateAuthDoctor).not.toHaveBeenCalled();
  });

  it('offers at most 10 speciality rows', async () => {
    const user = userEvent.setup();
    renderForm();
    for (let rows = 1; rows < 10; rows++) await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.getAllByLabelText('Title')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
    expect(screen.getByText('A profile lists up to 10 specialities.')).toBeInTheDocument();
  });

  it('renames the auth account when the name changes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Reyes-Cruz');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(updateAuthDoctor).toHaveBeenCalledWith('doc-1', { displayName: 'Daniel Reyes-Cruz' });
  });

  it('saves the uploaded picture URL', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadAvatar).mockResolvedValue('http://storage/doctorAvatars/doc-1?token=1');
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(uploadAvatar).toHaveBeenCalledWith('doc-1', expect.any(Blob));
    expect(updateDoctor).toHaveBeenCalledWith('doc-1', expect.objectContaining({ profilePic: 'http://storage/doctorAvatars/doc-1?token=1' }));
  });

  it('saves nothing and shows the upload error when the picture cannot be uploaded', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadAvatar).mockRejectedValue(new Error('Firebase Storage: User does not have permission.'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Firebase Storage: User does not have permission.')).toBeInTheDocument();
    expect(updateDoctor).not.toHaveBeenCalled();
  });
});
