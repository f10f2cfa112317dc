/** The rules of the profile pages' Change Password tab, shared by doctors and patients. */
import { PASSWORD_MIN_LENGTH } from '@rehab/model/accountRules';
import * as yup from 'yup';


export interface PasswordChangeMessages {
  /** 'This field is Required.': also for a password shorter than the minimum, as the spec has it */
  required: string;
  /** "Passwords don't match." */
  mismatch: string;
}

/** New Password (required, at least 8 characters) and Repeat Password (required, equal). */
export function passwordChangeSchema(messages: PasswordChangeMessages) {
  return yup.object({
    password: yup.string().required(messages.required).min(PASSWORD_MIN_LENGTH, messages.required),
    repeatPassword: yup
      .string()
      .required(messages.required)
      .oneOf([yup.ref('password')], messages.mismatch),
  });
}
