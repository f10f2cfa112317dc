import type { AuthState, SignedInUser } from '../features/auth/authSlice';
import type { Role } from '../features/auth/logic/roles';

/**
 * The preloaded state of a signed-in account, for renderWithProviders; the
 * account's e-mail is verified and it has no phone number unless given.
 */
export function signedInState(role: Role, user: Pick<SignedInUser, 'uid'> & Partial<SignedInUser>): { auth: AuthState } {
  return {
    auth: {
      status: 'signedIn',
      user: { email: null, displayName: null, emailVerified: true, phoneNumber: null, ...user },
      role,
      notice: null,
      error: null,
    },
  };
}
