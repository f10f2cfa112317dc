/** What other features use of the auth area: the signed-in user and role, and ending the session. */
export { selectAuth, selectUid, type SignedInUser } from './authSlice';
export { homeOf, type Role } from './logic/roles';
export { accountUpdated, refreshRole, signOutUser } from './api/session';
export { signInToAccept, signUpToAccept, type InvitedAccount } from './api/invitationFlows';
export { AuthLayout } from './components/AuthLayout';
export { errorCode, isWrongCredentials } from './logic/authErrors';
export { IdleLogoff } from './components/IdleLogoff';
