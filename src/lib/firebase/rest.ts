import { auth, emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './app';

/**
 * What a worker needs to read Firestore over REST as the signed-in user (workers have no Firebase SDK of their
 * own): the documents root (the emulator's when the app uses the emulators) and a current ID token.
 */
export function firestoreDocumentsUrl(): string {
  const origin = usingEmulators ? `http://${emulatorHost}:${emulatorPorts.firestore}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${firebaseApp.options.projectId}/databases/(default)/documents`;
}

/** The signed-in user's ID token (refreshed by the SDK when it is about to expire). */
export async function currentIdToken(): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw new Error('You are signed out.');
  return user.getIdToken();
}
