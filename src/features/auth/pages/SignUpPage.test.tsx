import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { initI18n } from '../../../test/app';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { accessRefused, signedOut } from '../authSlice';
import type { ExistingAccount } from '../api/signUpFlow';
import SignUpPage from './SignUpPage';

/** What the sign-in-method lookup answers, or the error it fails with. */
let existing: ExistingAccount | Error = 'none';
const api = vi.hoisted(() => ({
  createAccount: vi.fn(),
  sendVerificationCode: vi.fn(),
}));
vi.mock('../api/signUpFlow', () => ({
  existingAccountFor: () => (existing instanceof Error ? Promise.reject(existing) : Promise.resolve(existing)),
  createAccount: api.createAccount,
  sendVerificationCode: api.sendVerificationCode,
}));
vi.mock('../api/signInFlows', () => ({
  createInvisibleRecaptcha: () => ({ clear: vi.fn() }),
  signInWithSocial: vi.fn(),
  sendSignInCode: vi.fn(),
  confirmPhoneSignIn: vi.fn(),
}));
vi.mock('../api/session', () => ({ hasAccessToken: () => false, retryRole: vi.fn(), signOutUser: vi.fn() }));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  existing = 'none';
  api.createAccount.mockReset().mockResolvedValue(undefined);
  api.sendVerificationCode.mockReset().mockResolvedValue('verification-id');
});

function renderSignUp() {
  const store = makeStore({});
  store.dispatch(signedOut());
  const router = createMemoryRouter(
    [
      { path: '/auth/sign-up1', element: <SignUpPage /> },
      { path: '/auth/sign-in1', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/auth/sign-up1'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

async function fillForm({ asDoctor = false } = {}) {
  await userEvent.type(screen.getByLabelText('First name'), 'Robin');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hood');
  await userEvent.type(screen.getByLabelText('Email'), 'robin@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Sherwood1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Sherwood1');
  if (asDoctor) await userEvent.click(screen.getByRole('checkbox', { name: 'Sign up as a doctor' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree with the terms of use/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUpPage', () => {
  it('shows every field, the checkboxes, the social buttons and the way back to sign-in', () => {
    renderSignUp();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(screen.getByRole('checkbox', { name: 'Sign up as a doctor' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/pages/terms');
    for (const name of ['Google', 'Apple', 'Azure OpenID', 'Phone number']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in1');
  });

  it("validates the form, with 'Passwords must match'", async () => {
    renderSignUp();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be at least 8 characters',
      'Passwords must match',
      'You must accept the terms of use',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'You already have an account.' for an email with an account", async () => {
    existing = 'other';
    renderSignUp();
    await fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an account.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'There was an error. Try again signing up again.' when the email cannot be looked up", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    existing = new Error('Firebase: Error (auth/network-request-failed).');
    renderSignUp();
    await fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error. Try again signing up again.');
    expect(screen.queryByRole('dialog')).toBeNull();
    logged.mockRestore();
  });

  it('asks before linking to an existing Apple account; cancel stops there', async () => {
    existing = 'appleOnly';
    renderSignUp();
    await fillForm();
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Do you want to create this account and link it to your existing apple account?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Enter Phone Number' })).toBeNull();
  });

  it("verifies the phone, creates the account and says 'Email Verification Needed'", async () => {
    const { router } = renderSignUp();
    await fillForm({ asDoctor: true });
    const phone = await screen.findByRole('dialog', { name: 'Enter Phone Number' });
    await userEvent.type(within(phone).getByLabelText('Phone number'), '6045550199');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send Verification Code' }));
    expect(api.sendVerificationCode).toHaveBeenCalledWith('6045550199', expect.anything());
    const code = await screen.findByRole('dialog', { name: 'Validate Phone Number' });
    await userEvent.type(within(code).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(code).getByRole('button', { name: 'Validate' }));
    expect(api.createAccount).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Robin', lastName: 'Hood', email: 'robin@example.test', isDoctor: true }),
      { verificationId: 'verification-id', number: '6045550199', code: '123456' },
      false,
    );
    const done = await screen.findByRole('alertdialog', { name: 'Email Verification Needed' });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/auth/sign-in1');
  });

  it('says the account was not created when creating it fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.createAccount.mockRejectedValue(new FirebaseError('auth/credential-already-in-use', 'Firebase: Error (auth/credential-already-in-use).'));
    renderSignUp();
    await fillForm();
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText('Phone number'), '6045550199');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await userEvent.type(within(await screen.findByRole('dialog', { name: 'Validate Phone Number' })).getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Error: Refresh the page and try again. Your account was not created.')).toBeVisible();
    // The provider's own message goes to a toast.
    expect(currentToasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: 'Firebase: Error (auth/credential-already-in-use).' }),
    );
    currentToasts().forEach((shown) => toast.dismiss(shown.id));
    logged.mockRestore();
  });

  it('asks for the code again when it was mistyped, creating nothing', async () => {
    api.createAccount.mockRejectedValueOnce(new FirebaseError('auth/invalid-verification-code', 'Firebase: Error (auth/invalid-verification-code).'));
    renderSignUp();
    await fillForm();
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText('Phone number'), '6045550199');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const code = await screen.findByRole('dialog', { name: 'Validate Phone Number' });
    await userEvent.type(within(code).getByLabelText('Verification code'), '654321');
    await userEvent.click(within(code).getByRole('button', { name: 'Validate' }));
    expect(await within(code).findByText('Please enter a valid code')).toBeVisible();
    expect(screen.queryByText('Error: Refresh the page and try again. Your account was not created.')).toBeNull();
  });

  it('tells an unverified doctor signing in here (phone or social) in an alert', async () => {
    const { store } = renderSignUp();
    act(() => void store.dispatch(accessRefused('notVerified')));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Your account is not verified yet. Please contact Texavie to verify your status.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(store.getState().auth.notice).toBeNull();
  });

  it('tells an account without any role that it has no access', async () => {
    const { store } = renderSignUp();
    act(() => void store.dispatch(accessRefused('noAccess')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no access to the app. Please contact Texavie.');
  });
});
