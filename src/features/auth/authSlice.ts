import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from './logic/roles';

export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
}

/** Why an account was signed out: right after signing in (not verified, no access), or after a time without activity. */
export type AccessNotice = 'notVerified' | 'noAccess' | 'idle';

export interface AuthState {
  /**
   * 'unknown' until Firebase Auth has restored (or not) a session and the
   * role is known; 'failed' when the role could not be read (retry possible).
   */
  status: 'unknown' | 'signedOut' | 'signedIn' | 'failed';
  user: SignedInUser | null;
  role: Role | null;
  /** set when an account was refused; the sign-in page tells the user and clears it */
  notice: AccessNotice | null;
  /** the error that stopped the role from being read */
  error: string | null;
}

const initialState: AuthState = { status: 'unknown', user: null, role: null, notice: null, error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    roleResolving(state) {
      state.status = 'unknown';
      state.error = null;
    },
    signedIn(state, action: PayloadAction<{ user: SignedInUser; role: Role }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.role = action.payload.role;
      state.notice = null;
      state.error = null;
    },
    /** The profile (name, e-mail, phone) changed while signed in. */
    userUpdated(state, action: PayloadAction<SignedInUser>) {
      if (state.user?.uid === action.payload.uid) state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
      state.role = null;
      state.error = null;
    },
    accessRefused(state, action: PayloadAction<AccessNotice>) {
      state.notice = action.payload;
    },
    noticeShown(state) {
      state.notice = null;
    },
    roleFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectUid: (state) => state.user?.uid ?? null,
  },
});

export const { roleResolving, signedIn, userUpdated, signedOut, accessRefused, noticeShown, roleFailed } =
  authSlice.actions;
export const { selectAuth, selectUid } = authSlice.selectors;

declare module '../../lib/store/rootState' {
  interface RootState {
    auth: ReturnType<typeof authSlice.getInitialState>;
  }
}
