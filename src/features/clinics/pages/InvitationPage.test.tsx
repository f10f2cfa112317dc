import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationBlock, InvitationSummary } from '@rehab/model/callables';
import { refreshRole, signInToAccept, signUpToAccept } from '../../auth';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import InvitationPage from './InvitationPage';

const describeInvitation = vi.fn();
const acceptInvitation = vi.fn(() => Promise.resolve({ data: { clinicId: 'north', role: 'clinician' } }));
vi.mock('../../../lib/firebase/callables', () => ({
  callable: (name: string) => (name === 'describeClinicInvitation' ? describeInvitation : acceptInvitation),
}));
vi.mock('../../auth', async (importActual) => ({
  ...(await importActual<typeof import('../../auth')>()),
  refreshRole: vi.fn(() => Promise.resolve()),
  signUpToAccept: vi.fn((_account: unknown, accept: () => Promise<unknown>) => accept().then(() => undefined)),
  signInToAccept: vi.fn(() => Promise.resolve()),
}));

function summary(block: InvitationBlock | null = null): InvitationSummary {
  return {
    invitationId: 'inv-secret-0123456789abc',
    clinicName: 'Northside Rehab',
    role: 'clinician',
    email: 'hannah@demo.test',
    invitedByName: 'Daniel Reyes',
    state: 'pending',
    expiresAt: '2030-03-16T10:00:00.000Z',
    block,
  };
}

function open(store = makeStore()) {
  renderWithProviders(<InvitationPage />, { store, route: '/invitation/inv-secret-0123456789abc', path: '/invitation/:invitationId' });
}

const signedOut = () => makeStore({ auth: { status: 'signedOut', user: null, role: null, notice: null, error: null } });

beforeEach(() => vi.clearAllMocks());

describe('InvitationPage', () => {
  it('shows a signed-out visitor the clinic, role and who invited, and creates the invited account to join', async () => {
    describeInvitation.mockResolvedValue({ data: summary() });
    open(signedOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Northside Rehab' })).toBeInTheDocument();
    expect(screen.getByText('Daniel Reyes invites you to join Northside Rehab as Clinician.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('hannah@demo.test')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'Hannah');
    await userEvent.type(screen.getByLabelText('Last name'), 'Brooks');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(signUpToAccept).toHaveBeenCalled());
    expect(vi.mocked(signUpToAccept).mock.calls[0][0]).toEqual({ email: 'hannah@demo.test', firstName: 'Hannah', lastName: 'Brooks', password: 'secret-pass', confirmPassword: 'secret-pass' });
    expect(acceptInvitation).toHaveBeenCalledWith({ invitationId: 'inv-secret-0123456789abc' });
  });

  it('sends an address that already has an account to the sign-in, and says a wrong password in words', async () => {
    describeInvitation.mockResolvedValue({ data: summary() });
    vi.mocked(signUpToAccept).mockRejectedValueOnce(new FirebaseError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'));
    vi.mocked(signInToAccept).mockRejectedValueOnce(new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'));
    open(signedOut());
    await userEvent.type(await screen.findByLabelText('First name'), 'Hannah');
    await userEvent.type(screen.getByLabelText('Last name'), 'Brooks');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address already has an account: choose "I have an account" and sign in.');
    await userEvent.click(screen.getByRole('button', { name: 'I have an account' }));
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not right for this e-mail address.');
    expect(signInToAccept).toHaveBeenCalledWith('hannah@demo.test', 'wrong-pass', expect.any(Function));
  });

  it('joins a signed-in account and goes to its home', async () => {
    describeInvitation.mockResolvedValue({ data: summary() });
    open(makeStore(signedInState('doctor', { uid: 'hannah', email: 'hannah@demo.test' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Join Northside Rehab' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(acceptInvitation).toHaveBeenCalledWith({ invitationId: 'inv-secret-0123456789abc' });
    expect(refreshRole).toHaveBeenCalled();
  });

  it.each([
    ['hasPatients', 'A doctor with patients cannot move to another clinic yet.'],
    ['expired', "This invitation has expired. Ask the clinic's owner for a new one."],
    ['otherEmail', 'You are signed in with another e-mail address. This invitation is for hannah@demo.test: sign out, then open the link again.'],
  ] as const)('says in words why it cannot be accepted (%s), with no way to join', async (block, words) => {
    describeInvitation.mockResolvedValue({ data: summary(block) });
    open(makeStore(signedInState('doctor', { uid: 'olivia', email: 'olivia@demo.test' })));
    expect(await screen.findByTestId('invitation-block')).toHaveTextContent(words);
    expect(screen.queryByRole('button', { name: 'Join Northside Rehab' })).not.toBeInTheDocument();
  });

  it('says when the link names no invitation', async () => {
    describeInvitation.mockRejectedValue(new FirebaseError('functions/not-found', 'This invitation does not exist.'));
    open(signedOut());
    expect(await screen.findByTestId('invitation-error')).toHaveTextContent('This invitation does not exist. Check the link in your e-mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Clinic invitation' })).toBeInTheDocument();
  });
});
