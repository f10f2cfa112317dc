import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authSlice, roleFailed, signedIn, signedOut } from '../features/auth/authSlice';
import { ADMIN, DOCTOR, PATIENT, STAFF, type Role } from '../features/auth/logic/roles';
import { useMyClinic } from '../features/clinics';
import { initI18n } from './i18n';
import { RequireClinicRole } from './clinicRoleGate';
import { RequireRole } from './guards';

const retryRole = vi.fn();
vi.mock('../features/auth/api/session', () => ({ retryRole: () => retryRole(), signOutUser: () => Promise.resolve() }));
vi.mock('../features/clinics', () => ({ useMyClinic: vi.fn() }));

beforeAll(() => initI18n('en'));

const user = { uid: 'u1', email: 'u1@example.test', displayName: null, emailVerified: true, phoneNumber: null };

function renderAt(path: string, setUp: (store: ReturnType<typeof makeStore>) => void) {
  const store = makeStore();
  setUp(store);
  const page = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      { path: '/auth/sign-in1', element: page('Sign-in page') },
      { path: '/', element: page('Doctor home') },
      { path: '/patient-home', element: page('Patient home') },
      { path: '/customer/preorders', element: page('Customer pre-orders') },
      { element: <RequireRole allow={ADMIN} />, children: [{ path: '/admin', element: page('Admin area') }] },
      { element: <RequireRole allow={PATIENT} />, children: [{ path: '/shopCoins', element: page('Patient area') }] },
      {
        element: <RequireRole allow={STAFF} />,
        children: [{ element: <RequireClinicRole roles={['frontDesk']} />, children: [{ path: '/app/clinic/calendar', element: page('Front desk calendar') }] }],
      },
      {
        element: <RequireRole allow={DOCTOR} />,
        children: [{ element: <RequireClinicRole roles={['owner', 'clinician']} />, children: [{ path: '/app/clinic/coverage', element: page('Coverage') }] }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

function makeStore() {
  return configureStore({ reducer: { auth: authSlice.reducer } });
}

const as = (role: Role) => (store: ReturnType<typeof makeStore>) => store.dispatch(signedIn({ user, role }));

describe('RequireRole', () => {
  it('sends signed-out visitors to sign-in', () => {
    renderAt('/admin', (store) => store.dispatch(signedOut()));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('shows the loader while the session is restored', () => {
    renderAt('/admin', () => undefined);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('lets the allowed role in', () => {
    renderAt('/admin', as('admin'));
    expect(screen.getByText('Admin area')).toBeInTheDocument();
  });

  it('sends other roles to their own home', () => {
    renderAt('/admin', as('patient'));
    expect(screen.getByText('Patient home')).toBeInTheDocument();
  });

  it('sends doctors from patient pages to /', () => {
    renderAt('/shopCoins', as('doctor'));
    expect(screen.getByText('Doctor home')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin area'],
    ['customer', 'Customer pre-orders'],
  ] as const)('sends %s from patient pages to their home', (role, home) => {
    renderAt('/shopCoins', as(role));
    expect(screen.getByText(home)).toBeInTheDocument();
  });

  it('tells a clinic staff member in words that a page is not for his role, with the way to his clinic', () => {
    renderAt('/admin', as('staff'));
    expect(screen.getByRole('heading', { name: 'This page is not for your role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to my clinic' })).toHaveAttribute('href', '/app/clinic');
  });

  it('shows an error with a retry when the role could not be read', async () => {
    renderAt('/admin', (store) => store.dispatch(roleFailed('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent('Your account could not be loaded');
    expect(screen.getByText('permission-denied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retryRole).toHaveBeenCalled();
  });
});

describe('RequireClinicRole', () => {
  const membership = (role: string | null, overrides: Partial<ReturnType<typeof useMyClinic>> = {}) =>
    vi.mocked(useMyClinic).mockReturnValue({ membership: role ? { role } : null, clinic: null, loading: false, error: null, ...overrides } as ReturnType<typeof useMyClinic>);

  it('lets the members of its role in', () => {
    membership('frontDesk');
    renderAt('/app/clinic/calendar', as('staff'));
    expect(screen.getByText('Front desk calendar')).toBeInTheDocument();
  });

  it.each(['biller', 'assistant', null])('tells a member of another role (%s) in words that the page is not for his role', (role) => {
    membership(role);
    renderAt('/app/clinic/calendar', as('staff'));
    expect(screen.getByRole('heading', { name: 'This page is not for your role' })).toBeInTheDocument();
    expect(screen.queryByText('Front desk calendar')).not.toBeInTheDocument();
  });

  it('waits for the membership, and says when it cannot be read', () => {
    membership(null, { loading: true });
    renderAt('/app/clinic/calendar', as('staff'));
    expect(screen.getByRole('status')).toBeInTheDocument();
    membership(null, { error: 'permission-denied' });
    renderAt('/app/clinic/calendar', as('staff'));
    expect(screen.getByText('Your clinic could not be loaded: permission-denied')).toBeInTheDocument();
  });

  it.each(['owner', 'clinician'])('lets each of its roles in: a member (%s) to his coverage (issue 51)', (role) => {
    membership(role);
    renderAt('/app/clinic/coverage', as('doctor'));
    expect(screen.getByText('Coverage')).toBeInTheDocument();
  });

  it('tells a doctor without a clinic that the page is not for him, with the way to the clinic page', () => {
    membership(null);
    renderAt('/app/clinic/coverage', as('doctor'));
    expect(screen.getByRole('heading', { name: 'This page is not for your role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to my clinic' })).toHaveAttribute('href', '/app/clinic');
  });

  it('sends a doctor to his home: his own calendar is his', () => {
    membership('owner');
    renderAt('/app/clinic/calendar', as('doctor'));
    expect(screen.getByText('Doctor home')).toBeInTheDocument();
  });
});
