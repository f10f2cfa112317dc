/** What other features use of the auth area: the signed-in user and role, and ending the session. */
export { selectAuth, selectUid, type SignedInUser } from './authSlice';
export type { Role } from './logic/roles';
export { accountUpdated, signOutUser } from './api/session';
export { IdleLogoff } from './components/IdleLogoff';
