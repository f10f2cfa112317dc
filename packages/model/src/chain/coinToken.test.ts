import { describe, expect, it } from 'vitest';
import { coinUnits, coinsOf, operationKey } from './coinToken';

describe('coin units', () => {
  it('are 18-decimal units of whole and decimal coins', () => {
    expect(coinUnits('5')).toBe(5n * 10n ** 18n);
    expect(coinUnits(7.5)).toBe(75n * 10n ** 17n);
    expect(coinUnits('0.000000000000000001')).toBe(1n);
    expect(() => coinUnits('1e3')).toThrow("Not a coin amount: '1e3'");
    expect(() => coinUnits('-1')).toThrow();
  });

  it('read back as coins without trailing zeros', () => {
    expect(coinsOf(coinUnits('48.5'))).toBe('48.5');
    expect(coinsOf(coinUnits('5'))).toBe('5');
    expect(coinsOf(0n)).toBe('0');
    expect(coinsOf(-coinUnits('2.25'))).toBe('-2.25');
  });

  it('name operations by kind and key', () => {
    expect(operationKey('reward', 'evt_1')).toBe('reward:evt_1');
  });
});
