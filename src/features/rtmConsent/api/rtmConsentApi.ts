import type { RtmConsent } from '@rehab/model/planOfCare';
import type { WithId } from '../../../lib/firebase/withId';
import { settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { giveConsent, subscribeCurrentConsent } from './rtmConsentRecords';

/** The patient's RTM consent to the current text (issue 53): read live by him and by his doctors; given by him. */
export const rtmConsentApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    rtmConsent: build.query<WithId<RtmConsent> | null, string>({
      ...liveQuery((patientUid: string) => subscribeCurrentConsent(patientUid)),
    }),
    giveRtmConsent: build.mutation<null, { patientUid: string; language: string }>({
      queryFn: ({ patientUid, language }) => settleWrite(() => giveConsent(patientUid, language)),
    }),
  }),
});

export const { useRtmConsentQuery, useGiveRtmConsentMutation } = rtmConsentApi;
