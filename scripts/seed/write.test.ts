// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatorDelete } from './write';

const conflict = () => new Response('{"error":{"code":409,"message":"Transaction lock timeout.","status":"ABORTED"}}', { status: 409 });

describe('emulatorDelete', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits out a transaction lock held by a function and then clears', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockResolvedValueOnce(conflict()).mockResolvedValueOnce(conflict()).mockResolvedValueOnce(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const cleared = emulatorDelete('http://emulator/documents', 'Firestore');
    await vi.runAllTimersAsync();
    await expect(cleared).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fails at once on any other refusal, and after the last attempt on a lock that never ends', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 500, statusText: 'Internal Server Error' })));
    await expect(emulatorDelete('http://emulator/accounts', 'Auth')).rejects.toThrow('Could not clear Auth (500 Internal Server Error): nope');

    vi.useFakeTimers();
    const fetchMock = vi.fn().mockImplementation(async () => conflict());
    vi.stubGlobal('fetch', fetchMock);
    const startedAt = Date.now();
    const cleared = emulatorDelete('http://emulator/documents', 'Firestore').catch((error: Error) => error);
    await vi.runAllTimersAsync();
    expect(String(await cleared)).toContain('Could not clear Firestore (409');
    // It waited out two minutes of locks before giving up.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(120_000);
  });
});
