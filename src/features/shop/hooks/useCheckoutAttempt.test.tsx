import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckoutAttempt } from './useCheckoutAttempt';

describe('useCheckoutAttempt', () => {
  it('keeps one id for retries of the same purchase and makes a new one when it changes', () => {
    const { result, rerender } = renderHook(({ fingerprint }) => useCheckoutAttempt(fingerprint), { initialProps: { fingerprint: 'cart A' } });
    const first = result.current();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(result.current()).toBe(first);
    rerender({ fingerprint: 'cart A' });
    expect(result.current()).toBe(first);
    rerender({ fingerprint: 'cart B' });
    const second = result.current();
    expect(second).not.toBe(first);
    expect(result.current()).toBe(second);
  });
});
