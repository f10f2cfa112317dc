import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { initI18n } from '../../../test/app';
import { accessRefused, signedIn, signedOut } from '../authSlice';
import SignInPage from './SignInPage';

/** What the (mocked) email sign-in does; the calls it got. The other flows are not used here. */
let signInOutcome: () => Promise<void> = () => Promise.resolve();
const signInCalls: unknown[][] = [];
vi.mock('../api/signInFlows', () => ({
  signInWithEmail: (...args: unknown[]) => {
    signInCalls.push(args);
    return signInOutcome();
  },
  signInWithSocial: vi.fn(),
  sendSignInCode: vi.fn(),
  confirmPhoneSignIn: vi.fn(),
  createInvisibleRecaptcha: vi.fn(),
}));
vi.mock('../api/session', () => ({ hasAccessToken: () => false, retryRole: vi.fn(), signOutUser: vi.fn() }));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  signInOutcome = () => Promise.resolve();
  signInCalls.length = 0;
});

function renderSignIn(path = '/auth/sign-in1') {
  const store = makeStore({});
  store.dispatch(signedOut());
  const router = createMemoryRouter(
    [
      { path: '/auth/sign-in1', element: <SignInPage /> },
      { path: '/dark/auth/sign-in1', element: <SignInPage /> },
      { path: '/patient-home', element: <p>Patient home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const fillIn = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('SignInPage', () => {
  it('shows the heading, the intro and the access links', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByText('Enter your email address and password.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/password-reset1');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/sign-up1');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    for (const name of ['Google', 'Apple', 'Azure OpenID', 'Phone number']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('shows field errors and does not sign in with an invalid form', async () => {
    renderSignIn();
    await fillIn('not-an-email', 'short');
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(signInCalls).toEqual([]);
  });

  it("signs in with the session kept only when 'Remember Me' is ticked", async () => {
    renderSignIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await fillIn('a@example.test', 'password1');
    expect(signInCalls).toEqual([['a@example.test', 'password1', true]]);
  });

  it("says 'Incorrect email or password' above the button for wrong credentials", async () => {
    signInOutcome = () => Promise.reject(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    renderSignIn();
    await fillIn('a@example.test', 'password1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it("says 'There was an error. Try again later.' when the sign-in fails otherwise", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInOutcome = () => Promise.reject(Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' }));
    renderSignIn();
    await fillIn('a@example.test', 'password1');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error. Try again later.');
    logged.mockRestore();
  });

  it('tells an unverified doctor in an alert', async () => {
    const { store } = renderSignIn();
    store.dispatch(accessRefused('notVerified'));
    expect(await screen.findByText('Your account is not verified yet. Please contact Texavie to verify your status.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().auth.notice).toBeNull();
  });

  it('tells an account without any role that it has no access', async () => {
    const { store } = renderSignIn();
    store.dispatch(accessRefused('noAccess'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no access to the app. Please contact Texavie.');
  });

  it('sends a signed-in visitor to their home', async () => {
    const { store, router } = renderSignIn();
    store.dispatch(
      signedIn({ user: { uid: 'p', email: null, displayName: null, emailVerified: true, phoneNumber: null }, role: 'patient' }),
    );
    expect(await screen.findByText('Patient home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient-home');
  });

  it('renders the dark variant in the night theme', () => {
    renderSignIn('/dark/auth/sign-in1');
    expect(screen.getByRole('heading', { name: 'Sign in' }).closest('[data-bs-theme]')).toHaveAttribute('data-bs-theme', 'dark');
  });
});
