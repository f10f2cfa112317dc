import type { FormikErrors } from 'formik';
import { PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

/** yup's `email()` rule (the HTML spec's valid e-mail address), which the other access forms' schemas use. */
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The sign-in form's rules and messages (translation keys of the `auth` namespace), the same as the other access
 * forms' yup schemas (./schemas.ts) apply, written out so that the first page does not load yup.
 */
export function validateSignIn({ email, password }: SignInValues): FormikErrors<SignInValues> {
  const errors: FormikErrors<SignInValues> = {};
  const address = email.trim();
  if (!address) errors.email = 'validation.emailRequired';
  else if (!EMAIL_ADDRESS.test(address)) errors.email = 'validation.emailInvalid';
  if (!password) errors.password = 'validation.passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'validation.passwordMin';
  return errors;
}
