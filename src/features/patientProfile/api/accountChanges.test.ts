import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncRecordEmail } from './accountChanges';

/** The signed-in account and what happened to it and to Firestore, in order. */
const fake = vi.hoisted(() => {
  const log: string[] = [];
  const user = {
    uid: 'u1',
    email: 'new@demo.test' as string | null,
    getIdToken: async (forceRefresh?: boolean) => {
      log.push(`getIdToken ${String(forceRefresh)}`);
      return 'token';
    },
  };
  return { log, user, auth: { currentUser: user as unknown } };
});

vi.mock('../../../lib/firebase/app', () => ({ auth: fake.auth }));
vi.mock('../../../lib/firebase/collections', () => ({ docRef: (name: string, id: string) => ({ path: `${name}/${id}` }) }));
vi.mock('firebase/firestore', () => ({
  updateDoc: async (ref: { path: string }, data: Record<string, unknown>) => {
    fake.log.push(`updateDoc ${ref.path} ${JSON.stringify(data)}`);
  },
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reload: async () => {
    fake.log.push('reload');
  },
}));

describe('syncRecordEmail', () => {
  beforeEach(() => {
    fake.log.length = 0;
    fake.user.email = 'new@demo.test';
    fake.auth.currentUser = fake.user;
  });

  it("refreshes the ID token to the new address before writing it (the rules compare it with the token's e-mail)", async () => {
    await expect(syncRecordEmail('u1', 'old@demo.test')).resolves.toBe(fake.user);
    expect(fake.log).toEqual(['reload', 'getIdToken true', 'updateDoc users/u1 {"email":"new@demo.test"}']);
  });

  it("writes nothing when the record already has the account's address", async () => {
    await syncRecordEmail('u1', 'new@demo.test');
    expect(fake.log).toEqual(['reload']);
  });

  it('refuses another account than the one signed in', async () => {
    await expect(syncRecordEmail('someone-else', 'old@demo.test')).rejects.toThrow('You are no longer signed in as this patient');
    expect(fake.log).toEqual([]);
  });
});
