import { describe, expect, it } from 'vitest';
import { TRANSIENT_RETRY_DELAYS_MS, isTransientFirestoreError, withTransientRetries } from './triggers';

const lockTimeout = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
const noSleep = async () => {};

describe('trigger retries', () => {
  it('knows the transient errors from the others', () => {
    expect(isTransientFirestoreError(lockTimeout)).toBe(true);
    expect(isTransientFirestoreError({ code: 14, message: 'UNAVAILABLE' })).toBe(true);
    expect(isTransientFirestoreError(new Error('Transaction lock timeout.'))).toBe(true);
    expect(isTransientFirestoreError(Object.assign(new Error('denied'), { code: 7 }))).toBe(false);
    expect(isTransientFirestoreError(new TypeError('x is undefined'))).toBe(false);
    expect(isTransientFirestoreError(undefined)).toBe(false);
  });

  it('counts a transaction the emulator closed or Firestore let expire, not any other invalid argument', () => {
    expect(isTransientFirestoreError({ code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.' })).toBe(true);
    expect(isTransientFirestoreError({ code: 3, message: '3 INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.' })).toBe(true);
    expect(isTransientFirestoreError({ code: 3, message: '3 INVALID_ARGUMENT: Value for argument "documentPath" is not a valid resource path.' })).toBe(false);
    expect(isTransientFirestoreError(new Error('INVALID_ARGUMENT: Transaction is invalid or closed (injected)'))).toBe(false);
  });

  it('runs the handler again after a transient error, until it succeeds', async () => {
    let calls = 0;
    const result = await withTransientRetries(async () => (++calls < 3 ? Promise.reject(lockTimeout) : 'done'), 'test', noSleep);
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after its last delay, and at once on another error', async () => {
    let calls = 0;
    await expect(withTransientRetries(async () => { calls++; throw lockTimeout; }, 'test', noSleep)).rejects.toBe(lockTimeout);
    expect(calls).toBe(TRANSIENT_RETRY_DELAYS_MS.length + 1);
    calls = 0;
    const bug = new TypeError('a bug');
    await expect(withTransientRetries(async () => { calls++; throw bug; }, 'test', noSleep)).rejects.toBe(bug);
    expect(calls).toBe(1);
  });
});
