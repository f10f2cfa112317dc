import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User as FirebaseUser } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { syncRecordEmail } from '../profileEditApi';
import PatientProfileEditPage from './PatientProfileEditPage';

vi.mock('../../../lib/firebase/hooks', () => ({ useLiveDoc: vi.fn() }));
vi.mock('../profileEditApi', () => ({ syncRecordEmail: vi.fn() }));

const USER = { uid: 'u1', email: 'liam@demo.test', displayName: 'Liam Carter', emailVerified: true, phoneNumber: null };
const signedIn = signedInState('patient', USER);
const RECORD = { docId: 'u1', firstName: 'Liam', lastName: 'Carter', email: 'liam@demo.test', isAuthorized: true, devices: {}, sessions: [] };

function showing(record: object | null, state: { loading?: boolean; error?: Error | null } = {}) {
  vi.mocked(useLiveDoc).mockReturnValue({ data: record, loading: state.loading ?? false, error: state.error ?? null } as ReturnType<typeof useLiveDoc>);
  return renderWithProviders(<PatientProfileEditPage />, { preloadedState: signedIn });
}

describe('PatientProfileEditPage', () => {
  beforeEach(() => {
    vi.mocked(syncRecordEmail).mockReset();
  });

  it('shows the loader while the record loads', () => {
    showing(null, { loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows why the record could not be read', () => {
    showing(null, { error: new Error('Missing or insufficient permissions.') });
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('offers the Personal Information, Change Password and Contact Information tabs', async () => {
    const user = userEvent.setup();
    showing(RECORD);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Liam');
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    expect(screen.getByLabelText('New Password')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Contact Information' }));
    expect(screen.getByLabelText('Email')).toHaveValue('liam@demo.test');
    expect(syncRecordEmail).not.toHaveBeenCalled();
  });

  it("brings the record's e-mail in step with the account's", async () => {
    vi.mocked(syncRecordEmail).mockResolvedValue({ ...USER, email: 'new@demo.test' } as unknown as FirebaseUser);
    const { store } = showing({ ...RECORD, email: 'old@demo.test' });
    await vi.waitFor(() => expect(store.getState().auth.user?.email).toBe('new@demo.test'));
    expect(syncRecordEmail).toHaveBeenCalledWith('u1', 'old@demo.test');
  });

  it('shows a failed e-mail sync', async () => {
    vi.mocked(syncRecordEmail).mockRejectedValue(new Error('Firebase: Error (auth/user-token-expired).'));
    showing({ ...RECORD, email: 'old@demo.test' });
    expect(await screen.findByText('Firebase: Error (auth/user-token-expired).')).toBeInTheDocument();
  });
});
