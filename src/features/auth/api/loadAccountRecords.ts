/**
 * ./accountRecords (Firestore and Functions) loaded when a step first needs
 * it: the sign-in page itself needs only Auth, so its first load does not
 * wait for the Firestore SDK.
 */
export const accountRecords = () => import('./accountRecords');
