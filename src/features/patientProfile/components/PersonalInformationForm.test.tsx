import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User as FirebaseUser } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadAvatar } from '../../../lib/profile/avatarStorage';
import type { User } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { currentToasts } from '../../../lib/ui/toastStore';
import { savePersonalRecord, syncAccountProfile } from '../api/accountChanges';
import { PersonalInformationForm } from './PersonalInformationForm';

vi.mock('../api/accountChanges', () => ({ savePersonalRecord: vi.fn(), syncAccountProfile: vi.fn() }));
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

/** What syncAccountProfile returns: the renamed account. */
function account(displayName: string) {
  return { ...USER, displayName } as unknown as FirebaseUser;
}

function renderForm() {
  return renderWithProviders(<PersonalInformationForm uid="u1" record={RECORD} />, { preloadedState: signedIn });
}

describe('PersonalInformationForm (patient)', () => {
  beforeEach(() => {
    vi.mocked(uploadAvatar).mockReset();
    vi.mocked(savePersonalRecord).mockReset().mockResolvedValue(undefined);
    vi.mocked(syncAccountProfile).mockReset().mockResolvedValue(account('Liam Carter'));
  });

  afterEach(() => vi.restoreAllMocks());

  it("saves the new names, renames the signed-in user, shows 'Updating' and then the success message", async () => {
    const user = userEvent.setup();
    let saved: () => void = () => {};
    vi.mocked(savePersonalRecord).mockReturnValueOnce(new Promise((resolve) => (saved = resolve)));
    vi.mocked(syncAccountProfile).mockResolvedValueOnce(account('Li Carter'));
    const { store } = renderForm();

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), ' Li ');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('button', { name: 'Updating' })).toBeDisabled();
    expect(savePersonalRecord).toHaveBeenCalledWith('u1', { firstName: 'Li', lastName: 'Carter', profilePic: '' });
    expect(syncAccountProfile).not.toHaveBeenCalled();
    saved();
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(syncAccountProfile).toHaveBeenCalledWith('u1', { firstName: 'Li', lastName: 'Carter', profilePic: '' });
    expect(store.getState().auth.user?.displayName).toBe('Li Carter');
    expect(screen.getByLabelText('First Name')).toHaveValue('Li');
  });

  it('saves offline: the change is kept on the device at once, and the account follows once the server has it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    let sent: () => void = () => {};
    vi.mocked(savePersonalRecord).mockReturnValueOnce(new Promise((resolve) => (sent = resolve)));
    vi.mocked(syncAccountProfile).mockResolvedValueOnce(account('Li Carter'));
    const { store } = renderForm();

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Li');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(syncAccountProfile).not.toHaveBeenCalled();
    sent();
    await vi.waitFor(() => expect(store.getState().auth.user?.displayName).toBe('Li Carter'));
  });

  it('says so when a change saved offline is refused once sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    let refuse: (error: Error) => void = () => {};
    vi.mocked(savePersonalRecord).mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    refuse(new Error('Missing or insufficient permissions.'));
    await vi.waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain('A change made offline could not be saved: Missing or insufficient permissions.'),
    );
  });

  it('does not take a new picture offline, and saves nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new picture can be uploaded only when you are online.');
    expect(uploadAvatar).not.toHaveBeenCalled();
    expect(savePersonalRecord).not.toHaveBeenCalled();
  });

  it('keeps the old names when left blank, and shows them again', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(savePersonalRecord).toHaveBeenCalledWith('u1', { firstName: 'Liam', lastName: 'Carter', profilePic: '' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Liam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Carter');
  });

  it('saves the uploaded picture URL', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadAvatar).mockResolvedValue('http://storage/doctorAvatars/u1?token=1');
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your personal information has been successfully updated.')).toBeInTheDocument();
    expect(uploadAvatar).toHaveBeenCalledWith('u1', expect.any(Blob));
    expect(savePersonalRecord).toHaveBeenCalledWith('u1', expect.objectContaining({ profilePic: 'http://storage/doctorAvatars/u1?token=1' }));
  });

  it('saves nothing and shows the upload error when the picture cannot be uploaded', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadAvatar).mockRejectedValue(new Error('Firebase Storage: User does not have permission.'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'pick picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Firebase Storage: User does not have permission.');
    expect(savePersonalRecord).not.toHaveBeenCalled();
  });

  it('shows the error of a failed save', async () => {
    const user = userEvent.setup();
    vi.mocked(savePersonalRecord).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');
  });
});
