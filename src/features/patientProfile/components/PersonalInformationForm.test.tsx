import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User as FirebaseUser } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadAvatar } from '../../../lib/profile/avatarStorage';
import type { User } from '../../../lib/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { savePersonalInformation } from '../api/accountChanges';
import { PersonalInformationForm } from './PersonalInformationForm';

vi.mock('../api/accountChanges', () => ({ savePersonalInformation: vi.fn() }));
vi.mock('../../../lib/profile/avatarStorage', () => ({ uploadAvatar: vi.fn() }));
// The cropper needs a real browser; here a button stands in for choosing and cropping a picture.
vi.mock('../../../lib/ui/profile/AvatarPicker', () => ({
  AvatarPicker: ({ onChange }: { onChange: (jpeg: Blob) => void }) => (
    <button type="button" onClick={() => onChange(new Blob(['jpeg'], { type: 'image/jpeg' }))}>
      pick picture
    </button>
  ),
}));

const RECORD: User = { firstName: 'Liam', lastName: 'Carter', email: 'liam@demo.test', profilePic: '', isAuthorized: true, devices: {}, sessions: [] };
const USER = { uid: 'u1', email: 'liam@demo.test', displayName: 'Liam Carter', emailVerified: true, phoneNumber: null };
const signedIn = signedInState('patient', USER);

/** What savePersonalInformation returns: the renamed account. */
function account(displayName: string) {
  return { ...USER, displayName } as unknown as FirebaseUser;
}

function renderForm() {
  return renderWithProviders(<PersonalInformationForm uid="u1" record={RECORD} />, { preloadedState: signedIn });
}

describe('PersonalInformationForm (patient)', () => {
  beforeEach(() => {
    vi.mocked(uploadAvatar).mockReset();
    vi.mocked(savePersonalInformation).mockReset();
  });

  it("saves the new names, renames the signed-in user, shows 'Updating' and then the success message", async () => {
    const user = userEvent.setup();
    let saved: (value: FirebaseUser) => void = () => {};
    vi.mocked(savePersonalInformation).mockReturnValueOnce(new Promise((resolve) => (saved = resolve)));
    const { store } = renderForm();

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), ' Li ');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('button', { name: 'Updating' })).toBeDisabled();
    expect(savePersonalInformation).toHaveBeenCalledWith('u1', { firstName: 'Li', lastName: 'Carter', profilePic: '' });
    saved(account('Li Carter'));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(store.getState().auth.user?.displayName).toBe('Li Carter');
    expect(screen.getByLabelText('First Name')).toHaveValue('Li');
  });

  it('keeps the old names when left blank, and shows them again', async () => {
    const user = userEvent.setup();
    vi.mocked(savePersonalInformation).mockResolvedValue(account('Liam Carter'));
    renderForm();
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(savePersonalInformation).toHaveBeenCalledWith('u1', { firstName: 'Liam', lastName: 'Carter', profilePic: '' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Liam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Carter');
  });

  it('saves the uploaded picture URL', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadAvatar).mockResolvedValue('http://storage/doctorAvatars/u1?token=1');
    vi.mocked(savePersonalInformation).mockResolvedValue(account('Liam Carter'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(uploadAvatar).toHaveBeenCalledWith('u1', expect.any(Blob));
    expect(savePersonalInformation).toHaveBeenCalledWith('u1', expect.objectContaining({ profilePic: 'http://storage/doctorAvatars/u1?token=1' }));
  });

  it('saves nothing and shows the upload error when the picture cannot be uploaded', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadAvatar).mockRejectedValue(new Error('Firebase Storage: User does not have permission.'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Firebase Storage: User does not have permission.');
    expect(savePersonalInformation).not.toHaveBeenCalled();
  });

  it('shows the error of a failed save', async () => {
    const user = userEvent.setup();
    vi.mocked(savePersonalInformation).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');
  });
});
