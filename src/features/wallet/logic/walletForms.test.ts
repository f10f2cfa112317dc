import { describe, expect, it } from 'vitest';
import { createWalletSchema, exportWalletSchema, importWalletSchema, normalisedPrivateKey } from './walletForms';

const KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const errorsOf = (schema: { validate(value: unknown, options: { abortEarly: false }): Promise<unknown> }, value: unknown) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('the wallet forms', () => {
  it('create: a password and an equal confirmation', async () => {
    expect(await errorsOf(createWalletSchema, { password: '', confirmPassword: '' })).toEqual(['validation.required', 'validation.required']);
    expect(await errorsOf(createWalletSchema, { password: 'a', confirmPassword: 'b' })).toEqual(['validation.mismatch']);
    expect(await errorsOf(createWalletSchema, { password: 'a', confirmPassword: 'a' })).toEqual([]);
  });

  it('import: a 64-hex-digit key (0x optional) and a password', async () => {
    expect(await errorsOf(importWalletSchema, { privateKey: '', password: '' })).toEqual(['validation.required', 'validation.required']);
    expect(await errorsOf(importWalletSchema, { privateKey: 'abc', password: 'p' })).toEqual(['validation.privateKey']);
    expect(await errorsOf(importWalletSchema, { privateKey: ` ${KEY} `, password: 'p' })).toEqual([]);
    expect(await errorsOf(importWalletSchema, { privateKey: `0x${KEY}`, password: 'p' })).toEqual([]);
    expect(normalisedPrivateKey(` ${KEY}`)).toBe(`0x${KEY}`);
    expect(normalisedPrivateKey(`0x${KEY}`)).toBe(`0x${KEY}`);
  });

  it('export: a password', async () => {
    expect(await errorsOf(exportWalletSchema, { password: '' })).toEqual(['validation.required']);
  });
});
