import { browserLocalPersistence, browserSessionPersistence } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The access flows (./signInFlows, ./signUpFlow) against a fake Firebase: records live in a map, every
 * Auth call is logged, and a step can be made to fail.
 */
const fake = vi.hoisted(() => {
  const state = {
    docs: new Map<string, unknown>(),
    log: [] as string[],
    failing: new Set<string>(),
    /** the error code a failing step gives, when not `auth/<step>-failed` */
    errorCodes: new Map<string, string>(),
    methods: [] as string[],
    isNewUser: false,
    claims: {} as Record<string, unknown>,
    popupEmail: 'ada@example.test',
    /** the persistence last chosen */
    persistence: null as unknown,
  };
  const user = (uid: string, email: string | null, displayName: string | null) => ({
    uid,
    email,
    displayName,
    getIdTokenResult: async () => ({ claims: state.claims }),
    getIdToken: async (force?: boolean) => {
      state.log.push(`getIdToken(${force})`);
      return 'token';
    },
  });
  const step = async <T>(name: string, result: T): Promise<T> => {
    state.log.push(name);
    if (state.failing.has(name)) throw Object.assign(new Error(`${name} failed`), { code: state.errorCodes.get(name) ?? `auth/${name}-failed` });
    return result;
  };
  return { state, user, step, auth: { currentUser: null as unknown, settings: {} as Record<string, unknown> } };
});

vi.mock('../../../lib/firebase/app', () => ({ auth: fake.auth, usingEmulators: false }));
vi.mock('../../../lib/firebase/collections', () => ({ docRef: (name: string, id: string) => ({ path: `${name}/${id}` }) }));
vi.mock('../../../lib/firebase/callables', () => ({
  callable: (name: string) => async ({ uid }: { uid: string }) => fake.step(`${name} ${uid}`, undefined),
}));
vi.mock('firebase/firestore', () => ({
  getDoc: async (ref: { path: string }) => ({ exists: () => fake.state.docs.has(ref.path), data: () => fake.state.docs.get(ref.path) }),
  setDoc: async (ref: { path: string }, data: unknown) => {
    await fake.step(`setDoc ${ref.path}`, undefined);
    fake.state.docs.set(ref.path, data);
  },
  deleteDoc: async (ref: { path: string }) => {
    fake.state.docs.delete(ref.path);
    fake.state.log.push(`deleteDoc ${ref.path}`);
  },
}));
vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/auth')>();
  const signedIn = <T extends { uid: string }>(user: T) => {
    fake.auth.currentUser = user;
    return user;
  };
  return {
    ...actual,
    setPersistence: async (_auth: unknown, persistence: unknown) => {
      fake.state.persistence = persistence;
    },
    signInWithPhoneNumber: async (_auth: unknown, number: string) => fake.step(`signInWithPhoneNumber ${number}`, { confirm: async () => undefined }),
    PhoneAuthProvider: Object.assign(class {}, {
      PROVIDER_ID: 'phone',
      credential: (verificationId: string, code: string) => ({ providerId: 'phone', verificationId, code }),
    }),
    signInWithPopup: async () => ({ user: signedIn(await fake.step('signInWithPopup', fake.user('popup-uid', fake.state.popupEmail, 'Ada Byron King'))) }),
    createUserWithEmailAndPassword: async (_auth: unknown, email: string) =>
      ({ user: signedIn(await fake.step('createUser', fake.user('new-uid', email, null))) }),
    linkWithCredential: async (_user: unknown, credential: { providerId: string }) => fake.step(`link ${credential.providerId}`, undefined),
    unlink: async (_user: unknown, providerId: string) => fake.step(`unlink ${providerId}`, undefined),
    updateProfile: async (_user: unknown, profile: { displayName: string }) => fake.step(`updateProfile ${profile.displayName}`, undefined),
    sendEmailVerification: async () => fake.step('sendEmailVerification', undefined),
    signOut: async () => {
      fake.auth.currentUser = null;
      fake.state.log.push('signOut');
    },
    deleteUser: async (user: { uid: string }) => {
      fake.auth.currentUser = null;
      fake.state.log.push(`deleteUser ${user.uid}`);
    },
    fetchSignInMethodsForEmail: async () => fake.step('fetchSignInMethods', fake.state.methods),
    getAdditionalUserInfo: () => ({ isNewUser: fake.state.isNewUser }),
    sendPasswordResetEmail: async () => fake.step('sendPasswordResetEmail', undefined),
  };
});

const { confirmPhoneSignIn, emulatorCredential, provisionSocialAccount, requestPasswordReset, sendSignInCode, signInWithSocial } = await import(
  './signInFlows'
);
const { AppleAccountMismatch, createAccount, existingAccountFor } = await import('./signUpFlow');

beforeEach(() => {
  fake.state.docs.clear();
  fake.state.log.length = 0;
  fake.state.failing.clear();
  fake.state.errorCodes.clear();
  fake.state.methods = [];
  fake.state.isNewUser = false;
  fake.state.claims = {};
  fake.state.popupEmail = 'ada@example.test';
  fake.state.persistence = null;
  fake.auth.currentUser = null;
});

const form = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  password: 'analytical1',
  confirmPassword: 'analytical1',
  isDoctor: false,
  terms: true,
};
const phone = { verificationId: 'verification-1', code: '123456', number: '604 555 0199' };

describe('social sign-in', () => {
  it('makes a new account a customer with a users record', async () => {
    await signInWithSocial('google', false);
    expect(fake.state.docs.get('users/popup-uid')).toEqual({
      firstName: 'Ada',
      lastName: 'Byron King',
      email: 'ada@example.test',
      isAuthorized: false,
      devices: {},
      sessions: [],
    });
  });

  it('leaves existing patients, doctors and admins as they are', async () => {
    const existing = { firstName: 'Liam', isAuthorized: true };
    fake.state.docs.set('users/u1', existing);
    await provisionSocialAccount(fake.user('u1', 'l@example.test', 'Liam') as never);
    expect(fake.state.docs.get('users/u1')).toBe(existing);

    fake.state.docs.set('doctors/d1', { isVerified: true });
    await provisionSocialAccount(fake.user('d1', 'd@example.test', 'Dan') as never);
    expect(fake.state.docs.has('users/d1')).toBe(false);

    fake.state.claims = { admin: true };
    await provisionSocialAccount(fake.user('a1', 'a@example.test', 'Al') as never);
    expect(fake.state.docs.has('users/a1')).toBe(false);
  });

  it('signs out again when the record cannot be written', async () => {
    fake.state.failing.add('setDoc users/popup-uid');
    await expect(signInWithSocial('apple', true)).rejects.toThrow('setDoc users/popup-uid failed');
    expect(fake.state.log.at(-1)).toBe('signOut');
  });

  it('refuses a provider it does not know', async () => {
    await expect(signInWithSocial('facebook' as never, false)).rejects.toThrow('Unsupported provider type');
  });
});

describe('emulatorCredential', () => {
  it.each([
    ['google', 'google.com'],
    ['apple', 'apple.com'],
    ['azure', 'oidc.azure'],
  ] as const)('signs in to %s as the provider %s with the typed e-mail and a stable subject', (provider, providerId) => {
    const credential = emulatorCredential(provider, { email: ' Ada@Example.test ', displayName: 'Ada Lovelace' });
    expect(credential.providerId).toBe(providerId);
    expect(JSON.parse(credential.idToken ?? '')).toEqual({
      sub: `${provider}-ada@example.test`,
      email: 'Ada@Example.test',
      email_verified: true,
      name: 'Ada Lovelace',
    });
  });
});

describe('phone sign-in', () => {
  const confirmation = (uid: string) => ({
    confirm: async (code: string) => {
      fake.state.log.push(`confirm ${code}`);
      return { user: fake.user(uid, null, null) };
    },
  });

  it("texts the code to the +1 number, keeping the session only with 'Remember Me'", async () => {
    await sendSignInCode('(604) 555-0199', {} as never, false);
    expect(fake.state.log).toEqual(['signInWithPhoneNumber +16045550199']);
    expect(fake.state.persistence).toBe(browserSessionPersistence);
    await sendSignInCode('6045550199', {} as never, true);
    expect(fake.state.persistence).toBe(browserLocalPersistence);
  });

  it('gives a doctor the doctor claim and a fresh token', async () => {
    fake.state.docs.set('doctors/d1', { isVerified: true });
    expect(await confirmPhoneSignIn(confirmation('d1') as never, ' 123456 ')).toBe('doctor');
    expect(fake.state.log).toEqual(['confirm 123456', 'addDoctorClaim d1', 'getIdToken(true)']);
  });

  it('deletes the account a number nobody registered has just created', async () => {
    fake.state.isNewUser = true;
    expect(await confirmPhoneSignIn(confirmation('x1') as never, '123456')).toBe('noAccount');
    expect(fake.state.log).toContain('deleteUser x1');
  });

  it('keeps an existing account that signed in with its phone', async () => {
    expect(await confirmPhoneSignIn(confirmation('p1') as never, '123456')).toBe('existingAccount');
    expect(fake.state.log).not.toContain('deleteUser p1');
  });
});

describe('requestPasswordReset', () => {
  it('does not reveal whether an address has an account', async () => {
    fake.state.failing.add('sendPasswordResetEmail');
    fake.state.errorCodes.set('sendPasswordResetEmail', 'auth/user-not-found');
    await expect(requestPasswordReset('nobody@example.test')).resolves.toBeUndefined();
  });

  it('passes other failures on', async () => {
    fake.state.failing.add('sendPasswordResetEmail');
    await expect(requestPasswordReset('a@example.test')).rejects.toMatchObject({ code: 'auth/sendPasswordResetEmail-failed' });
  });
});
describe('existingAccountFor', () => {
  it.each([
    [[], 'none'],
    [['apple.com'], 'appleOnly'],
    [['password'], 'other'],
    [['apple.com', 'google.com'], 'other'],
  ])('maps sign-in methods %j to %s', async (methods, expected) => {
    fake.state.methods = methods;
    expect(await existingAccountFor('a@example.test')).toBe(expected);
  });
});

describe('createAccount', () => {
  it('creates a patient: account, phone, name, users record, verification email, then signs out', async () => {
    await createAccount(form, phone, false);
    expect(fake.state.log).toEqual([
      'createUser',
      'link phone',
      'updateProfile Ada Lovelace',
      'setDoc users/new-uid',
      'sendEmailVerification',
      'signOut',
    ]);
    expect(fake.state.docs.get('users/new-uid')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      isAuthorized: false,
      devices: {},
      sessions: [],
    });
  });

  it('creates an unverified doctor with the +1 phone number', async () => {
    await createAccount({ ...form, isDoctor: true }, phone, false);
    expect(fake.state.docs.get('doctors/new-uid')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      phoneNumber: '+16045550199',
      patients: [],
      devices: [],
      specialities: [],
      isVerified: false,
    });
    expect(fake.state.docs.has('users/new-uid')).toBe(false);
  });

  it('deletes the new account and its record when a later step fails', async () => {
    fake.state.failing.add('sendEmailVerification');
    await expect(createAccount(form, phone, false)).rejects.toThrow('sendEmailVerification failed');
    expect(fake.state.docs.has('users/new-uid')).toBe(false);
    expect(fake.state.log).toEqual(expect.arrayContaining(['deleteDoc users/new-uid', 'deleteUser new-uid']));
  });

  it('deletes the new account when the phone cannot be linked', async () => {
    fake.state.failing.add('link phone');
    await expect(createAccount(form, phone, false)).rejects.toMatchObject({ code: 'auth/link phone-failed' });
    expect(fake.state.log).toContain('deleteUser new-uid');
    expect(fake.state.docs.size).toBe(0);
  });

  it('links email, password and phone to the existing Apple account', async () => {
    await createAccount(form, phone, true);
    expect(fake.state.log.slice(0, 4)).toEqual(['signInWithPopup', 'link password', 'link phone', 'updateProfile Ada Lovelace']);
    expect(fake.state.docs.has('users/popup-uid')).toBe(true);
    expect(fake.state.log).not.toContain('deleteUser popup-uid');
  });

  it('unlinks what it linked to the Apple account on failure, never deleting it', async () => {
    fake.state.failing.add('updateProfile Ada Lovelace');
    await expect(createAccount(form, phone, true)).rejects.toThrow();
    expect(fake.state.log).toEqual(expect.arrayContaining(['unlink password', 'unlink phone']));
    expect(fake.state.log.some((entry) => entry.startsWith('deleteUser'))).toBe(false);
  });

  it('refuses an Apple account with another email address', async () => {
    fake.state.popupEmail = 'someone.else@example.test';
    await expect(createAccount(form, phone, true)).rejects.toBeInstanceOf(AppleAccountMismatch);
    expect(fake.state.log).not.toContain('link password');
  });
});
