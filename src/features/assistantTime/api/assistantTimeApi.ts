import type { CallableContracts, CallableResponse } from '@rehab/model/callables';
import { callable } from '../../../lib/firebase/callables';
import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';

/**
 * An assistant's time (issue 51): his management minutes on a patient his supervising clinician cares for through
 * the clinic, written by the logAssistantTime function in the supervisor's month (once per request id).
 */
export const assistantTimeApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    logAssistantTime: build.mutation<CallableResponse<'logAssistantTime'>, CallableContracts['logAssistantTime']['request']>({
      queryFn: (request) => settle(async () => (await callable('logAssistantTime')(request)).data),
    }),
  }),
});

export const { useLogAssistantTimeMutation } = assistantTimeApi;
