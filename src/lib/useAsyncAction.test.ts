import { act, renderHook } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { errorMessage, useAsyncAction } from './useAsyncAction';

describe('errorMessage', () => {
  it("is an Error's message, or the thrown value as text", () => {
    expect(errorMessage(new Error('Missing or insufficient permissions.'))).toBe('Missing or insufficient permissions.');
    expect(errorMessage('offline')).toBe('offline');
  });

  it("shows a function's message without the HTTP status the SDK appends", () => {
    const failure = new FirebaseError('functions/already-exists', 'Another account already uses this e-mail address. [409]');
    expect(errorMessage(failure)).toBe('Another account already uses this e-mail address.');
    expect(errorMessage(new FirebaseError('permission-denied', 'Missing [403]'))).toBe('Missing [403]');
  });
});

describe('useAsyncAction', () => {
  it('is pending while the action runs and reports success', async () => {
    const { result } = renderHook(() => useAsyncAction());
    let finish!: () => void;
    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await outcome;
    });
    await expect(outcome).resolves.toBe(true);
    expect(result.current).toMatchObject({ pending: false, error: null });
  });

  it('keeps the error message of a failed action until the next run or clearError', async () => {
    const { result } = renderHook(() => useAsyncAction());
    let succeeded = true;
    await act(async () => {
      succeeded = await result.current.run(() => Promise.reject(new Error('Quota exceeded.')));
    });
    expect(succeeded).toBe(false);
    expect(result.current).toMatchObject({ pending: false, error: 'Quota exceeded.' });

    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();

    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('Again.')));
    });
    await act(async () => {
      await result.current.run(() => Promise.resolve());
    });
    expect(result.current.error).toBeNull();
  });
});
