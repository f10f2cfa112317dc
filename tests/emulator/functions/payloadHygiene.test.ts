/**
 * A callable's payload as raw JSON over HTTP, the way a script sends it: a `__proto__` key, which the callable
 * framework decodes into the payload's prototype (its fields read, the unexpected-field check blind to them), is
 * refused before anything is read (issue 30).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, closeClients, signedInClient } from '../support';
import { postToCallable as postRaw } from './callers';

afterAll(closeClients);

describe('payload hygiene over raw HTTP', () => {
  it('attack: a field smuggled in through "__proto__" is refused with invalid-argument, and nothing changes', async () => {
    const user = await signedInClient();
    const token = await user.auth.currentUser!.getIdToken();
    await adminAuth.updateUser(user.uid, { displayName: 'Before' });
    const body = `{"data": {"uid": "${user.uid}", "__proto__": {"displayName": "Smuggled"}}}`;
    expect(await postRaw('updateFirebaseUser', token, body)).toEqual({
      status: 400,
      answer: { error: { status: 'INVALID_ARGUMENT', message: 'data must be plain JSON data (no __proto__).' } },
    });
    const nested = `{"data": {"uid": "${user.uid}", "displayName": {"__proto__": {"length": 3}}}}`;
    expect((await postRaw('updateFirebaseUser', token, nested)).answer).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: 'data.displayName must be plain JSON data (no __proto__).' },
    });
    expect((await adminAuth.getUser(user.uid)).displayName).toBe('Before');
  });

  it('twin: the same change sent as a plain field is made', async () => {
    const user = await signedInClient();
    const token = await user.auth.currentUser!.getIdToken();
    expect(await postRaw('updateFirebaseUser', token, `{"data": {"uid": "${user.uid}", "displayName": "Plain"}}`)).toEqual({ status: 200, answer: { result: { uid: user.uid } } });
    expect((await adminAuth.getUser(user.uid)).displayName).toBe('Plain');
  });
});
