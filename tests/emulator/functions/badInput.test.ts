/**
 * Bad input for every callable: data that is not an object, each required
 * field missing, each field of the wrong type, oversize text and an extra
 * field — each refused with invalid-argument and a message naming the
 * problem, and nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, closeClients } from '../support';
import { adminClient, doctorClient, type Client } from './callers';

afterAll(closeClients);

interface CallableCase {
  name: string;
  /** The function called. */
  callable: string;
  caller: () => Promise<Client>;
  /** A valid payload for this caller; variants are derived from it. */
  valid: (caller: Client) => Record<string, unknown>;
  required: string[];
  /** What the account and records look like, to compare before and after a refused call. */
  snapshot: (caller: Client) => Promise<unknown>;
}

const OVERSIZE = 'x'.repeat(5000);

const accountOf = async (uid: string) => {
  const user = await adminAuth.getUser(uid);
  return { email: user.email, displayName: user.displayName, emailVerified: user.emailVerified, phoneNumber: user.phoneNumber, passwordHash: user.passwordHash };
};

const CASES: CallableCase[] = [
  {
    name: 'addDoctorClaim',
    callable: 'addDoctorClaim',
    caller: () => doctorClient(),
    valid: (caller) => ({ uid: caller.uid }),
    required: ['uid'],
    snapshot: async (caller) => (await adminAuth.getUser(caller.uid)).customClaims,
  },
  {
    name: 'createFirebaseUser',
    callable: 'createFirebaseUser',
    caller: adminClient,
    valid: () => ({ email: 'bad-input-create@example.test', password: 'Str0ng!pass', displayName: 'Bad Input' }),
    required: ['email', 'password', 'displayName'],
    snapshot: async () => (await adminAuth.getUsers([{ email: 'bad-input-create@example.test' }])).users.length,
  },
  {
    name: 'updateFirebaseUser',
    callable: 'updateFirebaseUser',
    caller: adminClient,
    valid: (caller) => ({ uid: caller.uid, displayName: 'Admin Renamed', email: `${caller.uid.toLowerCase()}@renamed.test`, emailVerified: true }),
    required: ['uid'],
    snapshot: (caller) => accountOf(caller.uid),
  },
  {
    name: 'deleteFirebaseUser',
    callable: 'deleteFirebaseUser',
    caller: adminClient,
    valid: () => ({ uid: 'bad-input-victim' }),
    required: ['uid'],
    snapshot: async () => (await adminAuth.getUser('bad-input-victim')).uid,
  },
  {
    name: 'updateAuthDoctor (contact)',
    callable: 'updateAuthDoctor',
    caller: () => doctorClient(),
    valid: (caller) => ({ uid: caller.uid, info: { email: `${caller.uid.toLowerCase()}@contact.test`, phoneNumber: '+16045550199' } }),
    required: ['uid', 'info'],
    snapshot: async (caller) => ({ account: await accountOf(caller.uid), record: (await adminDb.doc(`doctors/${caller.uid}`).get()).data() }),
  },
  {
    name: 'updateAuthDoctor (display name)',
    callable: 'updateAuthDoctor',
    caller: () => doctorClient(),
    valid: (caller) => ({ uid: caller.uid, info: { displayName: 'Dana Renamed' } }),
    required: ['uid', 'info'],
    snapshot: async (caller) => accountOf(caller.uid),
  },
  {
    name: 'updateAuthDoctor (password)',
    callable: 'updateAuthDoctor',
    caller: () => doctorClient(),
    valid: (caller) => ({ uid: caller.uid, info: { password: 'another-password' } }),
    required: ['uid', 'info'],
    snapshot: async (caller) => accountOf(caller.uid),
  },
  {
    name: 'retrievePatients',
    callable: 'retrievePatients',
    caller: () => doctorClient(),
    valid: (caller) => ({ uid: caller.uid }),
    required: ['uid'],
    snapshot: async () => null,
  },
  {
    name: 'registerDevice',
    callable: 'registerDevice',
    caller: () => doctorClient(),
    valid: () => ({ deviceId: 'GLV-0000' }),
    required: ['deviceId'],
    snapshot: async (caller) => ({
      doctor: (await adminDb.doc(`doctors/${caller.uid}`).get()).data(),
      lookups: (await adminDb.doc(`deviceLookups/${caller.uid}`).get()).data() ?? null,
    }),
  },
  {
    name: 'searchByEmail',
    callable: 'searchByEmail',
    caller: () => doctorClient(),
    valid: () => ({ email: 'someone@example.test' }),
    required: ['email'],
    snapshot: async () => null,
  },
  {
    name: 'deleteSession',
    callable: 'deleteSession',
    caller: adminClient,
    valid: () => ({ sessionId: 'bad-input-session' }),
    required: ['sessionId'],
    snapshot: async () => (await adminDb.doc('sessions/bad-input-session').get()).data(),
  },
  {
    name: 'restoreSession',
    callable: 'restoreSession',
    caller: adminClient,
    valid: () => ({ sessionId: 'bad-input-deleted' }),
    required: ['sessionId'],
    snapshot: async () => (await adminDb.doc('deletedSessions/bad-input-deleted').get()).data(),
  },
  {
    name: 'deleteExercisePlan',
    callable: 'deleteExercisePlan',
    caller: adminClient,
    valid: () => ({ planId: 'bad-input-plan' }),
    required: ['planId'],
    snapshot: async () => (await adminDb.doc('exerciseplan/bad-input-plan').get()).data(),
  },
];

function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'boolean') return 'true';
  return 'not an object';
}

function variantsOf(valid: Record<string, unknown>, required: string[]): [string, unknown][] {
  const variants: [string, unknown][] = [
    ['data that is a string', 'uid'],
    ['data that is null', null],
    ['data that is a list', [valid]],
    ['an extra field', { ...valid, role: 'admin' }],
  ];
  for (const field of required) {
    const rest = { ...valid };
    delete rest[field];
    variants.push([`${field} missing`, rest]);
  }
  for (const [field, value] of Object.entries(valid)) {
    variants.push([`${field} of the wrong type`, { ...valid, [field]: wrongTypeFor(value) }]);
    if (typeof value === 'string') variants.push([`${field} oversize`, { ...valid, [field]: OVERSIZE + value }]);
    if (typeof value === 'object' && value !== null) {
      for (const [inner, innerValue] of Object.entries(value)) {
        variants.push([`${field}.${inner} of the wrong type`, { ...valid, [field]: { ...value, [inner]: wrongTypeFor(innerValue) } }]);
        variants.push([`${field}.${inner} oversize`, { ...valid, [field]: { ...value, [inner]: OVERSIZE + String(innerValue) } }]);
      }
      variants.push([`${field} with an extra field`, { ...valid, [field]: { ...value, role: 'admin' } }]);
    }
  }
  return variants;
}

describe('callables refuse bad input', () => {
  beforeAll(async () => {
    await adminAuth.deleteUser('bad-input-victim').catch(() => undefined);
    await adminAuth.createUser({ uid: 'bad-input-victim', email: 'bad-input-victim@example.test' });
    await adminDb.doc('sessions/bad-input-session').set({ id: 'bad-input-session', userId: 'bad-input-patient', devices: [], movements: [], notes: '', tags: [], removedTimePoints: [] });
    await adminDb.doc('deletedSessions/bad-input-deleted').set({ userId: 'bad-input-patient', session: { id: 'bad-input-deleted' }, postsessions: {}, tags: {} });
    await adminDb.doc('exerciseplan/bad-input-plan').set({ name: 'Plan', device: 'Glove', exerciseArray: ['ex-1'], reps: [1], isPublic: true, createdBy: 'someone' });
  });

  for (const entry of CASES) {
    describe(entry.name, () => {
      let caller: Client;
      let before: unknown;
      beforeAll(async () => {
        caller = await entry.caller();
        before = await entry.snapshot(caller);
      });

      const variants = variantsOf(entry.valid({ uid: 'caller-uid' } as Client), entry.required);
      it.each(variants.map(([name]) => [name] as const))('%s → invalid-argument, nothing changed', async (name) => {
        const data = variantsOf(entry.valid(caller), entry.required).find(([n]) => n === name)![1];
        const refusal = await caller.call(entry.callable, data).then(
          () => null,
          (error: { code: string; message: string }) => error,
        );
        expect(refusal).toMatchObject({ code: 'functions/invalid-argument' });
        expect(refusal!.message.length).toBeGreaterThan(10);
        expect(await entry.snapshot(caller)).toEqual(before);
      });
    });
  }
});
