/**
 * A sign-in, sign-up or provisioning step in progress: the session listener
 * reads the role only once it has finished (e.g. after a social sign-in has
 * created the users record), so that a half-made account is never judged.
 */
let pendingSignIn: Promise<unknown> | null = null;

export async function signInWith<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  pendingSignIn = running;
  try {
    return await running;
  } finally {
    if (pendingSignIn === running) pendingSignIn = null;
  }
}

/** Resolves once no sign-in step is under way (whether the steps succeeded or not). */
export async function signInSettled(): Promise<void> {
  while (pendingSignIn) await pendingSignIn.catch(() => undefined);
}
