import type { ConfirmationResult } from 'firebase/auth';
import { settle, settleWrite } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';
import type { SignUpValues } from '../logic/schemas';
import { confirmPhoneSignIn, signInWithSocial, type EmulatorIdentity, type PhoneSignInOutcome, type SocialProvider } from './signInFlows';
import { createAccount, type VerifiedPhone } from './signUpFlow';

/**
 * The access steps that write or read the account's records or call a
 * function: a social sign-in (which may create the users record), the phone
 * sign-in's confirmation (the doctor claim) and the sign-up. The session
 * itself lives in the auth slice, so nothing here is cached or tagged.
 */
export const authApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    socialSignIn: build.mutation<null, { provider: SocialProvider; remember: boolean; identity?: EmulatorIdentity }>({
      queryFn: ({ provider, remember, identity }) => settleWrite(() => signInWithSocial(provider, remember, identity)),
    }),
    phoneSignIn: build.mutation<PhoneSignInOutcome, { confirmation: ConfirmationResult; code: string }>({
      queryFn: ({ confirmation, code }) => settle(() => confirmPhoneSignIn(confirmation, code)),
    }),
    signUp: build.mutation<null, { values: SignUpValues; phone: VerifiedPhone; linkToApple: boolean }>({
      queryFn: ({ values, phone, linkToApple }) => settleWrite(() => createAccount(values, phone, linkToApple)),
    }),
  }),
});

export const { useSocialSignInMutation, usePhoneSignInMutation, useSignUpMutation } = authApi;
