/** The invitation page's forms (messages are `clinics` keys, validation.*). */
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';
import { LIMITS } from '@rehab/model/limits';
import type { InvitationBlock } from '@rehab/model/callables';

const password = yup.string().required('validation.passwordRequired').min(PASSWORD_MIN_LENGTH, 'validation.passwordMin');

export const invitedSignUpSchema = yup.object({
  firstName: yup.string().trim().required('validation.firstNameRequired').max(LIMITS.text.personName, 'validation.tooLong'),
  lastName: yup.string().trim().required('validation.lastNameRequired').max(LIMITS.text.personName, 'validation.tooLong'),
  password,
  confirmPassword: yup.string().required('validation.confirmPasswordRequired').oneOf([yup.ref('password')], 'validation.passwordsMustMatch'),
});
export type InvitedSignUpValues = yup.InferType<typeof invitedSignUpSchema>;

export const invitedSignInSchema = yup.object({ password });
export type InvitedSignInValues = yup.InferType<typeof invitedSignInSchema>;

/** Blocks that no other account could lift: the invitation itself is over. */
export function invitationIsOver(block: InvitationBlock | null): boolean {
  return block === 'expired' || block === 'revoked' || block === 'accepted';
}
