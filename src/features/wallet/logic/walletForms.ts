/** The wallet forms' rules (spec: create needs a password and an equal confirmation; import a key and a password; export a password). */
import * as yup from 'yup';

export const REQUIRED = 'validation.required';

const PRIVATE_KEY = /^(0x)?[0-9a-fA-F]{64}$/;

/** A private key as typed (with or without 0x, spaces around) as ethers wants it. */
export function normalisedPrivateKey(typed: string): string {
  const key = typed.trim();
  return key.startsWith('0x') ? key : `0x${key}`;
}

export const createWalletSchema = yup.object({
  password: yup.string().required(REQUIRED),
  confirmPassword: yup
    .string()
    .required(REQUIRED)
    .oneOf([yup.ref('password')], 'validation.mismatch'),
});

export const importWalletSchema = yup.object({
  privateKey: yup
    .string()
    .required(REQUIRED)
    .test('private-key', 'validation.privateKey', (value) => !value || PRIVATE_KEY.test(value.trim())),
  password: yup.string().required(REQUIRED),
});

export const exportWalletSchema = yup.object({
  password: yup.string().required(REQUIRED),
});
