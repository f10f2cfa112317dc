import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User as FirebaseUser } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { User } from '@rehab/model/collections';
import { userRecordApi } from '../../../lib/store/userRecordApi';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { syncRecordEmail } from '../api/accountChanges';
import PatientProfileEditPage from './PatientProfileEditPage';

/** Firestore stands still: a listener that is started never answers, or fails with `failure`. */
const firestore = vi.hoisted(() => ({ failure: null as Error | null }));
vi.mock('../../../lib/firebase/subscribe', () => ({
  subscribeDoc: () => (_next: unknown, fail: (error: unknown) => void) => {
    const { failure } = firestore;
    if (failure) queueMicrotask(() => fail(failure));
    return () => {};
  },
  subscribeQuery: () => () => () => {},
}));
vi.mock('../api/accountChanges', () => ({ syncRecordEmail: vi.fn() }));

const USER = { uid: 'u1', email: 'liam@demo.test', displayName: 'Liam Carter', emailVerified: true, phoneNumber: null };
const RECORD: WithId<User> = { docId: 'u1', firstName: 'Liam', lastName: 'Carter', email: 'liam@demo.test', isAuthorized: true, devices: {}, sessions: [] };

/** Renders the page for u1, with the record already read when given (no listener starts then). */
async function showing(record?: WithId<User>) {
  const store = makeStore(signedInState('patient', USER));
  if (record) await store.dispatch(userRecordApi.util.upsertQueryData('userRecord', 'u1', record));
  return renderWithProviders(<PatientProfileEditPage />, { store });
}

describe('PatientProfileEditPage', () => {
  beforeEach(() => {
    firestore.failure = null;
    vi.mocked(syncRecordEmail).mockReset();
  });

  it('shows the loader while the record loads', async () => {
    await showing();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows why the record could not be read', async () => {
    firestore.failure = new Error('Missing or insufficient permissions.');
    await showing();
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('offers the Personal Information, Change Password and Contact Information tabs', async () => {
    const user = userEvent.setup();
    await showing(RECORD);
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
    const { store } = await showing({ ...RECORD, email: 'old@demo.test' });
    await vi.waitFor(() => expect(store.getState().auth.user?.email).toBe('new@demo.test'));
    expect(syncRecordEmail).toHaveBeenCalledWith('u1', 'old@demo.test');
  });

  it('shows a failed e-mail sync', async () => {
    vi.mocked(syncRecordEmail).mockRejectedValue(new Error('Firebase: Error (auth/user-token-expired).'));
    await showing({ ...RECORD, email: 'old@demo.test' });
    expect(await screen.findByText('Firebase: Error (auth/user-token-expired).')).toBeInTheDocument();
  });
});
