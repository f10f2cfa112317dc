import * as yup from 'yup';
import { isPhoneNumber, PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';

/**
 * Validation of the access forms. Messages are translation keys of the
 * `auth` namespace (validation.*), so that forms show them in any language.
 * The sign-in form's rules are written out without yup (./signInValidation.ts).
 */

const email = yup.string().trim().required('validation.emailRequired').email('validation.emailInvalid');
const password = yup
  .string()
  .required('validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin');

export const signUpSchema = yup.object({
  firstName: yup.string().trim().required('validation.firstNameRequired'),
  lastName: yup.string().trim().required('validation.lastNameRequired'),
  email,
  password,
  confirmPassword: yup
    .string()
    .required('validation.confirmPasswordRequired')
    .oneOf([yup.ref('password')], 'validation.passwordsMustMatch'),
  isDoctor: yup.boolean().default(false),
  terms: yup.boolean().required('validation.termsRequired').oneOf([true], 'validation.termsRequired'),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const passwordResetSchema = yup.object({ email });

export const phoneSchema = yup.object({
  phone: yup
    .string()
    .required('validation.phoneInvalid')
    .test('phone', 'validation.phoneInvalid', (value) => isPhoneNumber(value ?? '')),
});

export const codeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required('validation.codeInvalid')
    .matches(/^\d{6}$/, 'validation.codeInvalid'),
});
